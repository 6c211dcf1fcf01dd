import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { loadLanguage } from '@/lib/i18n/i18n';
import { renderWithProviders, signedOut } from '@/testing/render';
import { signInWithGoogle, signUpWithEmail } from '../api/auth-api';
import LoginRoute from './login-route';
import SignupRoute from './signup-route';

vi.mock('../api/auth-api', () => ({
  signUpWithEmail: vi.fn(),
  signInWithGoogle: vi.fn(),
  logInWithEmail: vi.fn(),
  resendVerificationForLogin: vi.fn(),
  sendResetLink: vi.fn(),
  usesEmulatedGoogle: () => false,
}));

const err = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('sign-up and login in Urdu', () => {
  beforeEach(() => {
    vi.mocked(signUpWithEmail).mockReset();
    vi.mocked(signInWithGoogle).mockReset();
  });

  it('shows the sign-up page, its links and a validator’s message in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    const { user } = renderWithProviders(<SignupRoute />, {
      route: paths.signup.getHref(),
      preloadedState: signedOut,
    });
    expect(
      screen.getByRole('heading', { name: 'ڈیلز دریافت کریں، کبھی بھی، کہیں بھی' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'شرائط و ضوابط' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'پرائیویسی پالیسی' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('button', { name: 'Google کے ساتھ سائن اپ کریں' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('نام'), 'Ayesha');
    await user.click(screen.getByRole('button', { name: 'سائن اپ کریں' }));
    expect(screen.getByRole('alert')).toHaveTextContent('براہِ کرم تمام خانے پُر کریں');
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });

  it('says why the provider refused a sign-up in Urdu, and in English after a switch back', async () => {
    vi.mocked(signUpWithEmail).mockRejectedValue(err('auth/email-already-in-use'));
    await act(() => loadLanguage('ur'));
    const { user } = renderWithProviders(<SignupRoute />, {
      route: paths.signup.getHref(),
      preloadedState: signedOut,
    });
    await user.type(screen.getByLabelText('نام'), 'Ayesha');
    await user.type(screen.getByLabelText('ای میل'), 'ayesha@example.com');
    await user.type(screen.getByLabelText('پاس ورڈ'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'سائن اپ کریں' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'اس ای میل سے ایک اکاؤنٹ پہلے سے موجود ہے۔',
    );
    await act(() => loadLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
  });

  it('links to the other form in both languages', () => {
    renderWithProviders(<LoginRoute />, {
      route: paths.login.getHref(),
      preloadedState: signedOut,
    });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByText(/New here\?/)).toHaveTextContent('New here? Create an account');
  });

  it('shows the login page and the reset dialog in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    const { user } = renderWithProviders(<LoginRoute />, {
      route: paths.login.getHref(),
      preloadedState: signedOut,
    });
    expect(screen.getByRole('heading', { name: 'خوش آمدید' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اکاؤنٹ بنائیں' })).toHaveAttribute('href', '/signup');
    await user.click(screen.getByRole('button', { name: 'پاس ورڈ بھول گئے؟' }));
    const dialog = screen.getByRole('dialog', { name: 'اپنا پاس ورڈ ری سیٹ کریں' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ری سیٹ لنک بھیجیں' }));
    expect(screen.getByRole('alert')).toHaveTextContent('براہِ کرم اپنا ای میل پتا درج کریں');
  });
});
