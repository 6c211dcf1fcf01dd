/**
 * SPEC §8's review error texts. We no longer call /analyze from the browser (DESIGN divergence 4),
 * so the same texts describe the two places a review can fail: the write to Firestore, and the
 * trigger's call to the sentiment service (its reason is stored on the review).
 */
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

/** The reason part of a submit failure, in SPEC's words where one applies. */
export function reviewFailureReason(
  error: { message?: string; code?: string } | null | undefined,
): string {
  const message = error?.message ?? '';
  const code = error?.code ?? '';
  if (code === 'deadline-exceeded' || /timed out|time-out|timeout/i.test(message))
    return REVIEW_TIMEOUT_TEXT;
  if (code === 'unavailable' || /unreachable|network|failed to fetch|offline/i.test(message))
    return REVIEW_NETWORK_TEXT;
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
