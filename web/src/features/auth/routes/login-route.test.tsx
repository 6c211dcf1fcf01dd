import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authError } from '@/testing/auth-error';
import { type ProvidersOptions, aMember, signedIn } from '@/testing/render';
import {
  logInWithEmail,
  resendVerificationForLogin,
  sendResetLink,
  signInWithGoogle,
} from '../api/auth-api';
import { emulatedGoogle, resetAuthApi } from '../__tests__/auth-api-mock';
import { renderAuthPage } from '../__tests__/render-auth-page';

vi.mock('../api/auth-api', () => import('../__tests__/auth-api-mock'));

const renderLogin = (options?: ProvidersOptions) => renderAuthPage('login', options);

async function submit(
  user: ReturnType<typeof renderLogin>['user'],
  email: string,
  password: string,
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

beforeEach(resetAuthApi);

describe('login page', () => {
  it('requires the e-mail and the password', async () => {
    const { user } = renderLogin();
    await submit(user, 'ayesha@example.com', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(logInWithEmail).not.toHaveBeenCalled();
  });

  it('refuses an unverified e-mail with the verification message', async () => {
    vi.mocked(logInWithEmail).mockResolvedValue({ ok: false, reason: 'unverified' });
    const { user } = renderLogin();
    await submit(user, 'ayesha@example.com', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please verify your email before logging in. Check your inbox for a verification link.',
    );
  });

  it('offers a new verification e-mail after an unverified login, then a cooldown', async () => {
    vi.mocked(logInWithEmail).mockResolvedValue({ ok: false, reason: 'unverified' });
    vi.mocked(resendVerificationForLogin).mockResolvedValue();
    const { user } = renderLogin();
    await submit(user, 'ayesha@example.com', 'secret123');
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(resendVerificationForLogin).toHaveBeenCalledWith('ayesha@example.com', 'secret123');
    expect(
      await screen.findByText(/We sent a new verification link to ayesha@example.com\./),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: /Resend available in \d+ s/ })).toBeDisabled();
  });

  it('says why a resend failed', async () => {
    vi.mocked(logInWithEmail).mockResolvedValue({ ok: false, reason: 'unverified' });
    vi.mocked(resendVerificationForLogin).mockRejectedValue(authError('auth/too-many-requests'));
    const { user } = renderLogin();
    await submit(user, 'ayesha@example.com', 'secret123');
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(/Too many attempts in a short time/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
  });

  const WRONG_CREDENTIALS = 'Invalid email or password. Please try again.';
  it.each([
    ['auth/wrong-password', 'ayesha@example.com', WRONG_CREDENTIALS],
    ['auth/user-not-found', 'ayesha@example.com', WRONG_CREDENTIALS],
    ['auth/invalid-credential', 'ayesha@example.com', WRONG_CREDENTIALS],
    [
      'auth/too-many-requests',
      'ayesha@example.com',
      'Too many failed login attempts. Please try again later.',
    ],
    [
      'auth/invalid-email',
      'not-an-email',
      'That email address doesn’t look right. Check it and try again.',
    ],
  ])(
    'explains the provider’s %s (for %s) in a sentence, without its code',
    async (code, email, sentence) => {
      vi.mocked(logInWithEmail).mockRejectedValue(authError(code));
      const { user } = renderLogin();
      await submit(user, email, 'nope123');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(sentence);
      expect(alert).not.toHaveTextContent(code);
    },
  );

  it('goes to the home page after an e-mail login', async () => {
    vi.mocked(logInWithEmail).mockResolvedValue({ ok: true, user: {} as never });
    const { user } = renderLogin();
    await submit(user, 'ayesha@example.com', 'secret123');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('returns to the guarded page that sent the visitor to log in', async () => {
    vi.mocked(logInWithEmail).mockResolvedValue({ ok: true, user: {} as never });
    const { user } = renderLogin({ routeState: { from: { pathname: '/StatisticsPage' } } });
    await submit(user, 'ayesha@example.com', 'secret123');
    expect(await screen.findByRole('heading', { name: 'Statistics' })).toBeInTheDocument();
  });

  it('sends a Google user without saved cards to card setup', async () => {
    vi.mocked(signInWithGoogle).mockResolvedValue({ user: {} as never, hasCards: false });
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('heading', { name: 'Card setup' })).toBeInTheDocument();
  });

  it('sends a Google user with saved cards home', async () => {
    vi.mocked(signInWithGoogle).mockResolvedValue({ user: {} as never, hasCards: true });
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('says nothing when the Google popup is closed', async () => {
    vi.mocked(signInWithGoogle).mockRejectedValue(authError('auth/popup-closed-by-user'));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the account itself on the local stack, where Google’s popup cannot load', async () => {
    emulatedGoogle.on = true;
    vi.mocked(signInWithGoogle).mockResolvedValue({ user: {} as never, hasCards: true });
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in with Google' });
    await user.type(within(dialog).getByLabelText('Email'), 'sana@example.com');
    await user.type(within(dialog).getByLabelText('Display name'), 'Sana');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with Google.com' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(signInWithGoogle).toHaveBeenCalledWith({ email: 'sana@example.com', name: 'Sana' });
  });

  it('sends a signed-in member on to the home page', async () => {
    renderLogin({ preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('keeps an unverified account on the login page', () => {
    renderLogin({ preloadedState: signedIn(aMember({ emailVerified: false })) });
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('opens Reset Your Password with the e-mail typed so far', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ayesha@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset Your Password' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getAllByLabelText('Email').at(-1)).toHaveValue('ayesha@example.com');
  });

  it('requires an e-mail address', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
    expect(sendResetLink).not.toHaveBeenCalled();
    // Typing an address answers the refusal: it goes.
    await user.type(screen.getAllByLabelText('Email').at(-1)!, 'a');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when no account has that address', async () => {
    vi.mocked(sendResetLink).mockRejectedValue(authError('auth/user-not-found'));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getAllByLabelText('Email').at(-1)!, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No account found with this email address.',
    );
  });

  it('closes on Cancel', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirms the e-mail was sent and closes 3 s later', async () => {
    vi.mocked(sendResetLink).mockResolvedValue();
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getAllByLabelText('Email').at(-1)!, 'ayesha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('Password reset email sent! Check your inbox.'),
    ).toBeInTheDocument();
    expect(sendResetLink).toHaveBeenCalledWith('ayesha@example.com');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 4000,
    });
  });
});
