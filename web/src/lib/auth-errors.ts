/**
 * What a person reads when the identity provider refuses something. The established texts for bad
 * credentials, unverified e-mail and the like; for every other code the app can meet, a sentence that says what to do next.
 * A raw "Firebase: Error (auth/…)" never reaches the page.
 */
import { MESSAGES } from '@deals/shared';

/** The `code` of a Firebase error, if the value carries one. */
export const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : undefined;

/** The identity library's own text for this code is a bare code, so we explain it. */
export const POPUP_BLOCKED =
  'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.';

/** Sentences for the codes the app can meet, whatever the form. */
export const AUTH_MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-email': 'That email address doesn’t look right. Check it and try again.',
  'auth/missing-email': 'Please enter your email address.',
  'auth/email-already-in-use':
    'An account with this email already exists. Log in instead, or reset your password if you forgot it.',
  'auth/weak-password': 'Choose a stronger password: at least 6 characters.',
  'auth/missing-password': 'Please enter your password.',
  'auth/invalid-action-code':
    'This link has already been used or is not valid. Ask for a new email and use the newest link.',
  'auth/expired-action-code': 'This link has expired. Ask for a new email and use the newest link.',
  'auth/user-disabled':
    'This account has been disabled. Contact us if you think this is a mistake.',
  'auth/network-request-failed':
    'We couldn’t reach the server. Check your internet connection and try again.',
  'auth/popup-blocked': POPUP_BLOCKED,
  'auth/popup-closed-by-user':
    'The sign-in window was closed before you finished. Try again when you are ready.',
  'auth/cancelled-popup-request':
    'The sign-in window was closed before you finished. Try again when you are ready.',
  'auth/account-exists-with-different-credential':
    'An account with this email already exists with another sign-in method. Log in the way you did before (for example with email and password).',
  'auth/credential-already-in-use':
    'This account is already linked to another user. Log in with it instead.',
  'auth/requires-recent-login':
    'For your security, please log out, log in again, and then repeat this.',
  'auth/too-many-requests':
    'Too many attempts in a short time. Please wait a few minutes and try again.',
  'auth/invalid-credential': MESSAGES.invalidCredentials,
  'auth/invalid-login-credentials': MESSAGES.invalidCredentials,
  'auth/wrong-password': MESSAGES.invalidCredentials,
  'auth/user-not-found': MESSAGES.invalidCredentials,
  'auth/user-token-expired': 'Your session has expired. Please log in again.',
  'auth/operation-not-allowed':
    'This way of signing in is switched off for now. Try another, or contact us.',
  'auth/unauthorized-continue-uri': 'This site is not allowed to send that email. Contact us.',
  'auth/internal-error': 'Something went wrong on our side. Please try again.',
};

/** A sentence for any failure, without codes: the provider's message, as a last resort. */
export function authErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code && AUTH_MESSAGES[code]) return AUTH_MESSAGES[code];
  if (code?.startsWith('auth/')) return 'Something went wrong. Please try again.';
  return providerMessage(error);
}

/**
 * A non-auth error's own message, without the SDK's "Firebase: " prefix; for an auth code, the
 * sentence above (the SDK's message for those is only the code).
 */
export function providerMessage(error: unknown): string {
  const code = codeOf(error);
  if (code?.startsWith('auth/')) return authErrorMessage(error);
  const message =
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
      ? (error as { message: string }).message
      : String(error);
  return message.replace(/^Firebase:\s*/, '');
}

/** Login and sign-in failures: fixed texts for bad credentials and too many attempts. */
export function loginErrorMessage(error: unknown): string {
  if (codeOf(error) === 'auth/too-many-requests') return MESSAGES.tooManyRequests;
  return authErrorMessage(error);
}

/** Sign-up failures: an unknown e-mail or wrong password cannot happen, so none of the login texts. */
export function signUpErrorMessage(error: unknown): string {
  return authErrorMessage(error);
}

/** Password-reset failures. */
export function resetErrorMessage(error: unknown): string {
  if (codeOf(error) === 'auth/user-not-found') return MESSAGES.noAccount;
  return authErrorMessage(error);
}

const WRONG_PASSWORD = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

/** Change-password failures (after re-authentication or during the update). */
export function changePasswordErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code && WRONG_PASSWORD.has(code)) return MESSAGES.wrongCurrentPassword;
  if (code === 'auth/too-many-requests') return MESSAGES.tooManyRequests;
  return `Error updating password: ${authErrorMessage(error)}`;
}

/** Account deletion failures ("Failed to delete account: …"). */
export function deleteAccountErrorMessage(error: unknown): string {
  const code = codeOf(error);
  const reason =
    code && WRONG_PASSWORD.has(code) ? 'The password is incorrect.' : authErrorMessage(error);
  return `Failed to delete account: ${reason}`;
}

/** A popup the user closed is not an error worth showing. */
export function isPopupDismissed(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}
