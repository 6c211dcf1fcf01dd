/**
 * Firestore write failures in words a person can act on. The SDK's own messages are for
 * developers (a rules refusal reads "false for 'create' @ L61"), so the code decides the sentence
 * and the message is never shown. The sentences are English; screens show them with useMessage.
 */
import { messages } from '@/locales/en/messages';

/** What failed, so the sentence can name it. */
export type WriteSubject = 'review' | 'favourite';

// The English of the messages namespace, so the screens can show each sentence translated.
const TEXT = messages.writeErrors;

const REFUSED: Record<WriteSubject, string> = {
  review: TEXT.reviewRefused,
  favourite: TEXT.favouriteRefused,
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
      return TEXT.signInExpired;
    case 'not-found':
      return subject === 'review' ? TEXT.reviewGone : TEXT.accountDataMissing;
    case 'already-exists':
    case 'failed-precondition':
    case 'aborted':
      return TEXT.changedElsewhere;
    case 'resource-exhausted':
      return TEXT.tooManyChanges;
    case 'invalid-argument':
    case 'out-of-range':
      return subject === 'review' ? TEXT.reviewUnsaveable : TEXT.favouriteUnsaveable;
    case 'unavailable':
      return TEXT.offline;
    case 'deadline-exceeded':
      return TEXT.tooSlow;
    case 'cancelled':
    case 'internal':
    case 'unknown':
    case 'data-loss':
    case 'unimplemented':
      return TEXT.serverFault;
    default:
      return null;
  }
}
