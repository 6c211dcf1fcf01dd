import { describe, expect, it } from 'vitest';
import { authError } from '@/testing/auth-error';
import {
  authErrorMessage,
  changePasswordErrorMessage,
  deleteAccountErrorMessage,
  loginErrorMessage,
  resetErrorMessage,
  signUpErrorMessage,
} from './auth-errors';

/** Every code the issue lists as one the app can meet. */
const CODES = [
  'auth/invalid-email',
  'auth/email-already-in-use',
  'auth/weak-password',
  'auth/invalid-action-code',
  'auth/expired-action-code',
  'auth/user-disabled',
  'auth/network-request-failed',
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/account-exists-with-different-credential',
  'auth/requires-recent-login',
  'auth/too-many-requests',
  'auth/invalid-credential',
];

describe('auth error messages', () => {
  it('maps login codes to the login texts', () => {
    expect(loginErrorMessage(authError('auth/user-not-found'))).toBe(
      'Invalid email or password. Please try again.',
    );
    expect(loginErrorMessage(authError('auth/invalid-credential'))).toBe(
      'Invalid email or password. Please try again.',
    );
    expect(loginErrorMessage(authError('auth/too-many-requests'))).toBe(
      'Too many failed login attempts. Please try again later.',
    );
  });

  it.each(CODES)('gives %s a sentence with no provider code in it', (code) => {
    for (const message of [
      authErrorMessage(authError(code)),
      loginErrorMessage(authError(code)),
      signUpErrorMessage(authError(code)),
      resetErrorMessage(authError(code)),
      changePasswordErrorMessage(authError(code)),
      deleteAccountErrorMessage(authError(code)),
    ]) {
      expect(message).not.toMatch(/auth\/|Firebase|Error \(/);
      expect(message.length).toBeGreaterThan(10);
    }
  });

  it('explains sign-up refusals a person can act on', () => {
    expect(signUpErrorMessage(authError('auth/email-already-in-use'))).toMatch(
      /already exists.*Log in/,
    );
    expect(signUpErrorMessage(authError('auth/weak-password'))).toMatch(/at least 6 characters/);
    expect(signUpErrorMessage(authError('auth/invalid-email'))).toMatch(/email address/);
  });

  it('hides an unknown auth code behind a generic sentence', () => {
    expect(authErrorMessage(authError('auth/something-new'))).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('keeps the message of an error that is not an auth error, without the SDK prefix', () => {
    expect(authErrorMessage(new Error('Firebase: quota exceeded'))).toBe('quota exceeded');
  });

  it('maps reset codes', () => {
    expect(resetErrorMessage(authError('auth/user-not-found'))).toBe(
      'No account found with this email address.',
    );
    expect(resetErrorMessage(authError('auth/invalid-email'))).toMatch(/doesn’t look right/);
  });

  it('maps change-password codes', () => {
    expect(changePasswordErrorMessage(authError('auth/wrong-password'))).toBe(
      'Current password is incorrect',
    );
    expect(changePasswordErrorMessage(authError('auth/weak-password'))).toBe(
      'Error updating password: Choose a stronger password: at least 6 characters.',
    );
  });

  it('maps account deletion codes with the deletion prefix', () => {
    expect(deleteAccountErrorMessage(authError('auth/wrong-password'))).toBe(
      'Failed to delete account: The password is incorrect.',
    );
    expect(deleteAccountErrorMessage(authError('auth/requires-recent-login'))).toMatch(
      /^Failed to delete account: For your security/,
    );
  });
});
