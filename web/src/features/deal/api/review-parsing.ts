/**
 * Review documents at the data boundary: shared's parseReview plus the failure reason the
 * trigger writes, which shared's Review does not carry yet.
 */
import { type Review, parseReview } from '@deals/shared';

/** A review as the page shows it: the shared Review plus the trigger's failure reason. */
export interface ReviewView extends Review {
  /** Why scoring failed (status `failed`), as the function wrote it in `failureReason`. */
  readonly error: string | null;
}

/** The trigger writes `failureReason`; `error` is accepted from older documents. */
function failureReason(raw: Record<string, unknown>): string | null {
  for (const value of [raw.failureReason, raw.error]) {
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** Turns a raw review document into a serialisable ReviewView; never throws. */
export function toReviewView(
  id: string,
  raw: Record<string, unknown>,
  now: number = Date.now(),
): ReviewView {
  const review = parseReview(raw, id);
  return {
    ...review,
    // A review written a moment ago may have no server time yet; "now" is what its author expects.
    createdAt: review.createdAt > 0 ? review.createdAt : now,
    error: failureReason(raw),
  };
}

/**
 * The author's own reviews (every status) merged with everyone's scored ones: one entry per id,
 * the author's copy winning because it is the one that sees pending and failed states; newest
 * first, at most `max`.
 */
export function mergeReviews(
  own: readonly ReviewView[],
  scored: readonly ReviewView[],
  max: number,
): ReviewView[] {
  const byId = new Map<string, ReviewView>();
  for (const review of scored) byId.set(review.id, review);
  for (const review of own) byId.set(review.id, review);
  return [...byId.values()]
    .sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id))
    .slice(0, max);
}
