/**
 * What a person reads when the identity provider refuses something. The established texts for bad
 * credentials, unverified e-mail and the like; for every other code the app can meet, a sentence that says what to do next.
 * A raw "Firebase: Error (auth/…)" never reaches the page.
 */
import { MESSAGES } from '@deals/shared';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useMessage } from '@/lib/i18n/use-message';
import { messages } from '@/locales/en/messages';

/** The `code` of a Firebase error, if the value carries one. */
export const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : undefined;

const TEXT = messages.authErrors;

/** The identity library's own text for this code is a bare code, so we explain it. */
export const POPUP_BLOCKED = TEXT.popupBlocked;

/** Sentences for the codes the app can meet, whatever the form. */
export const AUTH_MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-email': TEXT.invalidEmail,
  'auth/missing-email': TEXT.missingEmail,
  'auth/email-already-in-use': TEXT.emailInUse,
  'auth/weak-password': TEXT.weakPassword,
  'auth/missing-password': TEXT.missingPassword,
  'auth/invalid-action-code': TEXT.linkUsed,
  'auth/expired-action-code': TEXT.linkExpired,
  'auth/user-disabled': TEXT.userDisabled,
  'auth/network-request-failed': TEXT.networkFailed,
  'auth/popup-blocked': POPUP_BLOCKED,
  'auth/popup-closed-by-user': TEXT.popupClosed,
  'auth/cancelled-popup-request': TEXT.popupClosed,
  'auth/account-exists-with-different-credential': TEXT.otherSignInMethod,
  'auth/credential-already-in-use': TEXT.credentialInUse,
  'auth/requires-recent-login': TEXT.recentLoginNeeded,
  'auth/too-many-requests': TEXT.tooManyAttempts,
  'auth/invalid-credential': MESSAGES.invalidCredentials,
  'auth/invalid-login-credentials': MESSAGES.invalidCredentials,
  'auth/wrong-password': MESSAGES.invalidCredentials,
  'auth/user-not-found': MESSAGES.invalidCredentials,
  'auth/user-token-expired': TEXT.sessionExpired,
  'auth/operation-not-allowed': TEXT.methodSwitchedOff,
  'auth/unauthorized-continue-uri': TEXT.continueUrlRefused,
  'auth/internal-error': TEXT.internalError,
};

/** A sentence for any failure, without codes: the provider's message, as a last resort. */
export function authErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code && AUTH_MESSAGES[code]) return AUTH_MESSAGES[code];
  if (code?.startsWith('auth/')) return TEXT.unknown;
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
  return wrap('updatePasswordFailed', authErrorMessage(error));
}

/** Account deletion failures ("Failed to delete account: …"). */
export function deleteAccountErrorMessage(error: unknown): string {
  const code = codeOf(error);
  const reason = code && WRONG_PASSWORD.has(code) ? TEXT.wrongPassword : authErrorMessage(error);
  return wrap('deleteAccountFailed', reason);
}

/** A popup the user closed is not an error worth showing. */
export function isPopupDismissed(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}

/** The sentences that wrap another one ("Failed to delete account: …"). */
type Wrapper = 'updatePasswordFailed' | 'deleteAccountFailed';
const WRAPPERS: readonly Wrapper[] = ['updatePasswordFailed', 'deleteAccountFailed'];

const wrap = (wrapper: Wrapper, reason: string): string =>
  TEXT[wrapper].replace('{{reason}}', reason);

/** The wrapper and the inner sentence of a wrapped English sentence, if it is one. */
function unwrap(text: string): { wrapper: Wrapper; reason: string } | null {
  for (const wrapper of WRAPPERS) {
    const prefix = TEXT[wrapper].replace('{{reason}}', '');
    if (text.startsWith(prefix)) return { wrapper, reason: text.slice(prefix.length) };
  }
  return null;
}

/**
 * The mappers above answer in English (one text, testable as such); this shows one in the current
 * language, a wrapped sentence with both parts translated. A provider's own words stay as they came.
 */
export function useAuthMessage(): (text: string) => string {
  const { t } = useTranslation('messages');
  const message = useMessage();
  return useCallback(
    (text: string) => {
      const wrapped = unwrap(text);
      return wrapped
        ? t(`authErrors.${wrapped.wrapper}`, { reason: message(wrapped.reason) })
        : message(text);
    },
    [t, message],
  );
}
