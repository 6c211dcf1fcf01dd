import { MESSAGES } from '@deals/shared';

/**
 * Messages the validators in shared/ and the error mappers in lib/ return and the screens show:
 * the English is exactly what they return (the lib modules take their text from here), so a
 * message can be looked up by its English text (lib/i18n/use-message).
 */
export const messages = {
  ...MESSAGES,
  /** What the identity provider's refusals mean for the person (lib/auth-errors). */
  authErrors: {
    invalidEmail: 'That email address doesn’t look right. Check it and try again.',
    missingEmail: 'Please enter your email address.',
    emailInUse:
      'An account with this email already exists. Log in instead, or reset your password if you forgot it.',
    weakPassword: 'Choose a stronger password: at least 6 characters.',
    missingPassword: 'Please enter your password.',
    linkUsed:
      'This link has already been used or is not valid. Ask for a new email and use the newest link.',
    linkExpired: 'This link has expired. Ask for a new email and use the newest link.',
    userDisabled: 'This account has been disabled. Contact us if you think this is a mistake.',
    networkFailed: 'We couldn’t reach the server. Check your internet connection and try again.',
    popupBlocked:
      'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
    popupClosed: 'The sign-in window was closed before you finished. Try again when you are ready.',
    otherSignInMethod:
      'An account with this email already exists with another sign-in method. Log in the way you did before (for example with email and password).',
    credentialInUse: 'This account is already linked to another user. Log in with it instead.',
    recentLoginNeeded: 'For your security, please log out, log in again, and then repeat this.',
    tooManyAttempts: 'Too many attempts in a short time. Please wait a few minutes and try again.',
    sessionExpired: 'Your session has expired. Please log in again.',
    methodSwitchedOff:
      'This way of signing in is switched off for now. Try another, or contact us.',
    continueUrlRefused: 'This site is not allowed to send that email. Contact us.',
    internalError: 'Something went wrong on our side. Please try again.',
    unknown: 'Something went wrong. Please try again.',
    wrongPassword: 'The password is incorrect.',
    /** Sentences around another one: `reason` is a sentence of this namespace or the provider's. */
    updatePasswordFailed: 'Error updating password: {{reason}}',
    deleteAccountFailed: 'Failed to delete account: {{reason}}',
  },
  /** Refused Firestore writes (lib/firebase/write-errors). */
  writeErrors: {
    reviewRefused:
      'This review was not accepted. If you verified your e-mail a moment ago, reload the page and post it again.',
    favouriteRefused:
      'Could not update your favorites: this change was not accepted for your account. Reload the page and try again.',
    signInExpired: 'Your sign-in has expired. Please log in again.',
    reviewGone: 'This review no longer exists. Reload the page to see the latest.',
    accountDataMissing: 'Your account data was not found. Please log in again.',
    changedElsewhere:
      'This changed in another tab or device meanwhile. Reload the page and try again.',
    tooManyChanges: 'Too many changes in a short time. Please wait a minute and try again.',
    reviewUnsaveable:
      'This review could not be saved as written. Shorten it or remove unusual characters and try again.',
    favouriteUnsaveable: 'This favorite could not be saved. Please try again.',
    offline: 'You appear to be offline. Check your connection and try again.',
    tooSlow: 'The server took too long to answer. Please try again.',
    serverFault: 'Something went wrong on our side. Please try again in a moment.',
  },
  /** Favourite toggles (lib/favourites). */
  favourites: {
    failed: 'Could not update your favorites. Check your connection and try again.',
  },
  /** The contact function's own refusals, in its words (functions/src/contact/contact.ts). */
  contactErrors: {
    signInExpired: 'Your sign-in has expired. Please reload the page and send again.',
  },
  /** Reads that could not reach the server (lib/deals, lib/with-timeout, card setup). */
  loading: {
    dealsOffline: 'Deals could not be loaded because the connection to the server was lost.',
    timedOut: 'The operation timed out.',
    cardsTooSlow: 'Loading the cards took too long.',
    unknown: 'Unknown error',
  },
} as const;
