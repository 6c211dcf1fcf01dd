/**
 * Firestore write failures in words a person can act on. The SDK's own messages are for
 * developers (a rules refusal reads "false for 'create' @ L61"), so the code decides the sentence
 * and the message is never shown.
 */

/** What failed, so the sentence can name it. */
export type WriteSubject = 'review' | 'favourite';

const REFUSED: Record<WriteSubject, string> = {
  review:
    'This review was not accepted. If you verified your e-mail a moment ago, reload the page and post it again.',
  favourite:
    'Could not update your favorites: this change was not accepted for your account. Reload the page and try again.',
};

/**
 * The sentence for a failed write with a Firestore error code, or null when the code is not one
 * a write reports (the caller falls back to its own wording).
 */
export function writeFailureSentence(
  code: string | undefined,
  subject: WriteSubject,
): string | null {
  switch (code) {
    case 'permission-denied':
      return REFUSED[subject];
    case 'unauthenticated':
      return 'Your sign-in has expired. Please log in again.';
    case 'not-found':
      return subject === 'review'
        ? 'This review no longer exists. Reload the page to see the latest.'
        : 'Your account data was not found. Please log in again.';
    case 'already-exists':
    case 'failed-precondition':
    case 'aborted':
      return 'This changed in another tab or device meanwhile. Reload the page and try again.';
    case 'resource-exhausted':
      return 'Too many changes in a short time. Please wait a minute and try again.';
    case 'invalid-argument':
    case 'out-of-range':
      return subject === 'review'
        ? 'This review could not be saved as written. Shorten it or remove unusual characters and try again.'
        : 'This favorite could not be saved. Please try again.';
    case 'unavailable':
      return 'You appear to be offline. Check your connection and try again.';
    case 'deadline-exceeded':
      return 'The server took too long to answer. Please try again.';
    case 'cancelled':
    case 'internal':
    case 'unknown':
    case 'data-loss':
    case 'unimplemented':
      return 'Something went wrong on our side. Please try again in a moment.';
    default:
      return null;
  }
}
