import { describe, expect, it } from 'vitest';
import { changePasswordErrorMessage, loginErrorMessage, resetErrorMessage } from './auth-errors';

const err = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('auth error messages (SPEC §8)', () => {
  it('maps login codes', () => {
    expect(loginErrorMessage(err('auth/user-not-found'))).toBe('Invalid email or password. Please try again.');
    expect(loginErrorMessage(err('auth/too-many-requests'))).toBe('Too many failed login attempts. Please try again later.');
    expect(loginErrorMessage(err('auth/network-request-failed'))).toBe('Error (auth/network-request-failed).');
  });

  it('maps reset codes', () => {
    expect(resetErrorMessage(err('auth/user-not-found'))).toBe('No account found with this email address.');
  });

  it('maps change-password codes', () => {
    expect(changePasswordErrorMessage(err('auth/wrong-password'))).toBe('Current password is incorrect');
    expect(changePasswordErrorMessage(err('auth/weak-password'))).toBe('Error updating password: Error (auth/weak-password).');
  });
});
