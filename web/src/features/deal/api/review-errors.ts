/**
 * The review error texts. The browser does not call /analyze itself,
 * so the same texts describe the two places a review can fail: the write to Firestore, and the
 * trigger's call to the sentiment service (its reason is stored on the review).
 */
import { writeFailureSentence } from '@/lib/firebase/write-errors';

export const REVIEW_ERROR_PREFIX = 'Error submitting review: ';
export const REVIEW_TIMEOUT_TEXT = 'Request timed out - the API server might be down or slow.';
export const REVIEW_NETWORK_TEXT = 'Network error - the API might be unavailable or CORS issues.';

/** Thrown when the review write is not acknowledged in time. */
export class ReviewTimeoutError extends Error {
  constructor() {
    super(REVIEW_TIMEOUT_TEXT);
    this.name = 'ReviewTimeoutError';
  }
}

/**
 * The reason part of a submit failure, in the review error words where one applies. A Firestore error code
 * (a write refused by the rules, a conflict) becomes a sentence a person can act on; its message
 * is internal (it names rule lines) and is never shown. A reason the scoring function stored on
 * the review (no code) is already written for people and is shown as is.
 */
export function reviewFailureReason(
  error: { message?: string; code?: string } | null | undefined,
): string {
  const message = error?.message ?? '';
  const code = error?.code ?? '';
  if (code === 'deadline-exceeded' || /timed out|time-out|timeout/i.test(message))
    return REVIEW_TIMEOUT_TEXT;
  if (code === 'unavailable' || /unreachable|network|failed to fetch|offline/i.test(message))
    return REVIEW_NETWORK_TEXT;
  if (code !== '') {
    return (
      writeFailureSentence(code, 'review') ??
      'Something went wrong while saving your review. Please try again.'
    );
  }
  const status = /status:? (\d{3})/i.exec(message);
  if (status?.[1]) return `API responded with status: ${status[1]}`;
  return message || 'Unknown error';
}

/** The full message shown for a failed submission or a failed score. */
export function reviewErrorMessage(
  error: { message?: string; code?: string } | null | undefined,
): string {
  return `${REVIEW_ERROR_PREFIX}${reviewFailureReason(error)}`;
}
