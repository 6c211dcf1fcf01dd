import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authError } from '@/testing/auth-error';
import { shownEmailAddress } from '@/testing/email-address';
import { submitForm } from '@/testing/forms';
import { signInWithGoogle, signUpWithEmail } from '../api/auth-api';
import { resetAuthApi } from '../__tests__/auth-api-mock';
import { renderAuthPage } from '../__tests__/render-auth-page';

vi.mock('../api/auth-api', () => import('../__tests__/auth-api-mock'));

const renderSignup = () => renderAuthPage('signup');

/** A complete sign-up form. */
const AYESHA = { Name: 'Ayesha Khan', Email: 'ayesha@example.com', Password: 'secret123' };
/** An address too long for one line of a 390 px phone. */
const LONG_EMAIL = 'muhammad.abdullah.khan5606@gmail.com';

beforeEach(resetAuthApi);

describe('sign-up page', () => {
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
    await submitForm(user, 'Sign Up', { ...AYESHA, Password: '' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });

  it('refuses a name the profile could not store before any account is created', async () => {
    const { user } = renderSignup();
    await submitForm(user, 'Sign Up', { ...AYESHA, Name: '*** !!!', Password: 'secret1' });
    // Said under the name, which takes the focus, as the rules would refuse it.
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Your name needs at least one letter or number',
    );
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(signUpWithEmail).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Name'));
    await submitForm(user, 'Sign Up', { Name: 'Ayesha 2' });
    expect(signUpWithEmail).toHaveBeenCalledWith({
      name: 'Ayesha 2',
      email: 'ayesha@example.com',
      password: 'secret1',
    });
  });

  it.each([
    ['name@gmail', 'Add the whole domain after the @, with its ending, such as gmail.com'],
    ['name 123@gmail.com', 'An email address has no spaces.'],
    ['name@gmail..com', 'An email address cannot start or end with a dot, or have two dots'],
    ['.name@gmail.com', 'An email address cannot start or end with a dot'],
    ['name@gmail.com.', 'An email address cannot start or end with a dot'],
  ])(
    'refuses %s, which could never be verified, under the field and creates no account',
    async (email, why) => {
      const { user } = renderSignup();
      await submitForm(user, 'Sign Up', { ...AYESHA, Email: email });
      const field = screen.getByLabelText('Email');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(why));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
      expect(signUpWithEmail).not.toHaveBeenCalled();
      expect(screen.queryByRole('heading', { name: 'Verification Email Sent!' })).toBeNull();
    },
  );

  it('says what is wrong with the address when the field is left, and clears it once corrected', async () => {
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Email'), 'ayesha@gmail');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Add the whole domain after the @, with its ending, such as gmail.com or company.com.pk.',
    );
    await user.type(screen.getByLabelText('Email'), '.com');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
    await user.type(screen.getByLabelText('Name'), '🙂');
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Your name needs at least one letter or number',
    );
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
    await submitForm(user, 'Sign Up', AYESHA);
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

  it('shows a long address whole on Verification Email Sent!, wrapping after the @ and before dots', async () => {
    vi.mocked(signUpWithEmail).mockResolvedValue();
    const { user } = renderSignup();
    await submitForm(user, 'Sign Up', { ...AYESHA, Email: LONG_EMAIL });
    await screen.findByRole('heading', { name: 'Verification Email Sent!' });
    const { element, parts } = shownEmailAddress(LONG_EMAIL);
    expect(parts).toEqual(['muhammad', '.abdullah', '.khan5606@', 'gmail', '.com']);
    expect(element).toHaveAttribute('dir', 'ltr');
    expect(element.closest('strong')).not.toBeNull();
  });

  it('explains a refused sign-up in a sentence a person can act on', async () => {
    vi.mocked(signUpWithEmail).mockRejectedValue(authError('auth/email-already-in-use'));
    const { user } = renderSignup();
    await submitForm(user, 'Sign Up', AYESHA);
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
