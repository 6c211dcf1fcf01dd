/**
 * `features/auth/api/auth-api` as the auth pages' tests replace it, so no SDK loads: every call is
 * a mock the test answers, and `usesEmulatedGoogle` says what `emulatedGoogle.on` holds (the local
 * stack's account dialog instead of Google's popup). In a test file:
 *
 *   vi.mock('../api/auth-api', () => import('../__tests__/auth-api-mock'));
 *   beforeEach(resetAuthApi);
 */
import { vi } from 'vitest';
import type * as AuthApi from '../api/auth-api';

export const signUpWithEmail = vi.fn<typeof AuthApi.signUpWithEmail>();
export const signInWithGoogle = vi.fn<typeof AuthApi.signInWithGoogle>();
export const logInWithEmail = vi.fn<typeof AuthApi.logInWithEmail>();
export const resendVerificationForLogin = vi.fn<typeof AuthApi.resendVerificationForLogin>();
export const sendResetLink = vi.fn<typeof AuthApi.sendResetLink>();
export const applyVerificationCode = vi.fn<typeof AuthApi.applyVerificationCode>();
export const checkResetCode = vi.fn<typeof AuthApi.checkResetCode>();
export const resetPassword = vi.fn<typeof AuthApi.resetPassword>();
export const recoverEmail = vi.fn<typeof AuthApi.recoverEmail>();

export const emulatedGoogle = { on: false };
export const usesEmulatedGoogle = () => emulatedGoogle.on;

/** Forgets every answer and call, and goes back to Google's own popup. */
export function resetAuthApi(): void {
  for (const call of [
    signUpWithEmail,
    signInWithGoogle,
    logInWithEmail,
    resendVerificationForLogin,
    sendResetLink,
    applyVerificationCode,
    checkResetCode,
    resetPassword,
    recoverEmail,
  ]) {
    call.mockReset();
  }
  emulatedGoogle.on = false;
}
