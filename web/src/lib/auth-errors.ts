/**
 * SPEC §8's mapping from identity-provider error codes to what the user reads. Codes not listed
 * there show the provider's own message, as SPEC says.
 */
import { MESSAGES } from '@deals/shared';

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : undefined;

/** The provider's message, without the SDK's "Firebase: " prefix noise kept for developers. */
export function providerMessage(error: unknown): string {
  const message =
    typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
      ? (error as { message: string }).message
      : String(error);
  return message.replace(/^Firebase:\s*/, '');
}

// Newer SDKs report a wrong password or unknown e-mail as one code, to avoid revealing which.
const BAD_CREDENTIALS = new Set(['auth/user-not-found', 'auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']);

/** Login and sign-in failures. */
export function loginErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code && BAD_CREDENTIALS.has(code)) return MESSAGES.invalidCredentials;
  if (code === 'auth/too-many-requests') return MESSAGES.tooManyRequests;
  if (code === 'auth/popup-blocked') return POPUP_BLOCKED;
  return providerMessage(error);
}

/** The identity library's own text for this code is a bare code, so we explain it. */
export const POPUP_BLOCKED = 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.';

/** Password-reset failures. */
export function resetErrorMessage(error: unknown): string {
  if (codeOf(error) === 'auth/user-not-found') return MESSAGES.noAccount;
  return providerMessage(error);
}

/** Change-password failures (after re-authentication or during the update). */
export function changePasswordErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code === 'auth/wrong-password' || code === 'auth/invalid-credential' || code === 'auth/invalid-login-credentials') {
    return MESSAGES.wrongCurrentPassword;
  }
  if (code === 'auth/too-many-requests') return MESSAGES.tooManyRequests;
  return `Error updating password: ${providerMessage(error)}`;
}

/** A popup the user closed is not an error worth showing. */
export function isPopupDismissed(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}
