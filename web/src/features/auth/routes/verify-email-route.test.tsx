import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { resendVerificationEmail } from '@/lib/session/verification';
import { authError } from '@/testing/auth-error';
import { submitForm } from '@/testing/forms';
import { aMember, renderWithProviders, signedIn, signedOut } from '@/testing/render';
import { applyVerificationCode, checkResetCode, resetPassword } from '../api/auth-api';
import { resetAuthApi } from '../__tests__/auth-api-mock';
import VerifyEmailRoute from './verify-email-route';

vi.mock('@/lib/session/verification', () => ({ resendVerificationEmail: vi.fn() }));
vi.mock('../api/auth-api', () => import('../__tests__/auth-api-mock'));

const renderAt = (route: string, preloadedState = signedOut) =>
  renderWithProviders(<VerifyEmailRoute />, {
    route,
    path: paths.verifyEmail.path,
    preloadedState,
  });

beforeEach(resetAuthApi);

describe('e-mail verification page', () => {
  it('fails at once for a link without a code', () => {
    renderAt('/verify-email');
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid verification link');
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login');
    expect(applyVerificationCode).not.toHaveBeenCalled();
  });

  it('tells a visitor who is not signed in that logging in offers a new link', () => {
    renderAt('/verify-email');
    expect(
      screen.getByText(
        'Log in with your email and password and we’ll offer to send you a new link.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  });

  it('lets a signed-in visitor whose link failed have a new one sent from here', async () => {
    vi.mocked(resendVerificationEmail).mockResolvedValue();
    vi.mocked(applyVerificationCode).mockRejectedValue(authError('auth/expired-action-code'));
    const { user } = renderAt(
      '/verify-email?oobCode=old',
      signedIn(aMember({ email: 'new@example.com', emailVerified: false })),
    );
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(resendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Not now' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Return to Login' })).not.toBeInTheDocument();
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

  it('explains a used or invalid code in a sentence, without its code', async () => {
    vi.mocked(applyVerificationCode).mockRejectedValue(authError('auth/invalid-action-code'));
    renderAt('/verify-email?oobCode=used');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link has already been used or is not valid.',
    );
  });

  it('treats mode=verifyEmail as the verification it is', async () => {
    vi.mocked(applyVerificationCode).mockResolvedValue();
    renderAt('/verify-email?mode=verifyEmail&oobCode=abc&apiKey=k&lang=en');
    expect(
      await screen.findByRole('heading', { name: 'Email Verified Successfully!' }),
    ).toBeInTheDocument();
    expect(applyVerificationCode).toHaveBeenCalledWith('abc');
  });
});

describe('password reset link on the action page', () => {
  it('asks for a new password for the account and sets it', async () => {
    vi.mocked(checkResetCode).mockResolvedValue('ayesha@example.com');
    vi.mocked(resetPassword).mockResolvedValue();
    const { user } = renderAt('/verify-email?mode=resetPassword&oobCode=r1');
    expect(await screen.findByText('ayesha@example.com')).toBeInTheDocument();
    await submitForm(user, 'Save New Password', {
      'New password': 'better-secret',
      'Confirm new password': 'better-secret',
    });
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledWith('r1', 'better-secret');
  });

  it('checks the new password with the change-password messages before sending it', async () => {
    vi.mocked(checkResetCode).mockResolvedValue('ayesha@example.com');
    const { user } = renderAt('/verify-email?mode=resetPassword&oobCode=r1');
    await user.type(await screen.findByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'New password must be at least 6 characters',
    );
    await submitForm(user, 'Save New Password', {
      'New password': 'defgh',
      'Confirm new password': 'other1',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match');
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('explains an expired reset link', async () => {
    vi.mocked(checkResetCode).mockRejectedValue(authError('auth/expired-action-code'));
    renderAt('/verify-email?mode=resetPassword&oobCode=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
  });
});
