import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithProviders, signedOut } from '@/testing/render';
import { applyVerificationCode } from '../api/auth-api';
import VerifyEmailRoute from './verify-email-route';

vi.mock('../api/auth-api', () => ({ applyVerificationCode: vi.fn() }));

const renderAt = (route: string) =>
  renderWithProviders(<VerifyEmailRoute />, {
    route,
    path: paths.verifyEmail.path,
    preloadedState: signedOut,
  });

describe('e-mail verification page', () => {
  beforeEach(() => {
    vi.mocked(applyVerificationCode).mockReset();
  });

  it('fails at once for a link without a code', () => {
    renderAt('/verify-email');
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid verification link');
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login');
    expect(applyVerificationCode).not.toHaveBeenCalled();
  });

  it('shows Verifying Your Email, then success with a way to card setup', async () => {
    let finish = () => {};
    vi.mocked(applyVerificationCode).mockReturnValue(
      new Promise<void>((resolve) => (finish = resolve)),
    );
    renderAt('/verify-email?oobCode=abc123');
    expect(screen.getByRole('heading', { name: 'Verifying Your Email' })).toBeInTheDocument();
    finish();
    expect(
      await screen.findByRole('heading', { name: 'Email Verified Successfully!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Card Setup' })).toHaveAttribute(
      'href',
      '/CardInfoPageAfterSignUp',
    );
    expect(applyVerificationCode).toHaveBeenCalledWith('abc123');
  });

  it("shows the provider's message when the code is refused", async () => {
    vi.mocked(applyVerificationCode).mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/invalid-action-code).'), {
        code: 'auth/invalid-action-code',
      }),
    );
    renderAt('/verify-email?oobCode=used');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error (auth/invalid-action-code).');
  });
});
