import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithProviders, signedOut } from '@/testing/render';
import { signInWithGoogle, signUpWithEmail } from '../api/auth-api';
import SignupRoute from './signup-route';

vi.mock('../api/auth-api', () => ({
  signUpWithEmail: vi.fn(),
  signInWithGoogle: vi.fn(),
  usesEmulatedGoogle: () => false,
}));

const landing = (name: string, path: string) => ({ path, element: <h1>{name}</h1> });

function renderSignup() {
  return renderWithProviders(<SignupRoute />, {
    route: paths.signup.getHref(),
    preloadedState: signedOut,
    routes: [
      landing('Card setup', paths.cardInfo.path),
      landing('Card setup after sign-up', paths.cardInfoAfterSignUp.path),
    ],
  });
}

describe('sign-up page', () => {
  beforeEach(() => {
    vi.mocked(signUpWithEmail).mockReset();
    vi.mocked(signInWithGoogle).mockReset();
  });

  it('shows its title, the terms and privacy links and a Google button', () => {
    renderSignup();
    expect(
      screen.getByRole('heading', { name: 'Discover Deals, Anytime, Anywhere' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeInTheDocument();
  });

  it('asks for every field before calling the provider', async () => {
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Name'), 'Ayesha');
    await user.type(screen.getByLabelText('Email'), 'ayesha@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });

  it('refuses a name the profile could not store before any account is created', async () => {
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Name'), '*** !!!');
    await user.type(screen.getByLabelText('Email'), 'ayesha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your name needs at least one letter or number',
    );
    expect(signUpWithEmail).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ayesha 2');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(signUpWithEmail).toHaveBeenCalledWith({
      name: 'Ayesha 2',
      email: 'ayesha@example.com',
      password: 'secret1',
    });
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = renderSignup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('shows Verification Email Sent! with a Continue button after an e-mail sign-up', async () => {
    vi.mocked(signUpWithEmail).mockResolvedValue();
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Name'), 'Ayesha Khan');
    await user.type(screen.getByLabelText('Email'), 'ayesha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByRole('heading', { name: 'Verification Email Sent!' }),
    ).toBeInTheDocument();
    expect(signUpWithEmail).toHaveBeenCalledWith({
      name: 'Ayesha Khan',
      email: 'ayesha@example.com',
      password: 'secret123',
    });
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Card setup after sign-up' }),
    ).toBeInTheDocument();
  });

  it('explains a refused sign-up in a sentence a person can act on', async () => {
    vi.mocked(signUpWithEmail).mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/email-already-in-use).'), {
        code: 'auth/email-already-in-use',
      }),
    );
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Name'), 'Ayesha');
    await user.type(screen.getByLabelText('Email'), 'ayesha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Log in instead',
    );
  });

  it('goes to card setup after a Google sign-up', async () => {
    vi.mocked(signInWithGoogle).mockResolvedValue({ user: {} as never, hasCards: false });
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    expect(await screen.findByRole('heading', { name: 'Card setup' })).toBeInTheDocument();
  });
});
