import { addToRatingSum, reviewAggregate, validScore, type ReviewAggregate } from '@deals/shared';

/** The fields of a review document this function reads; everything else is ignored. */
export interface ReviewFields {
  readonly comment?: unknown;
  readonly status?: unknown;
  readonly sentimentScore?: unknown;
  readonly userId?: unknown;
  readonly userName?: unknown;
}

/**
 * What one review event asks for:
 * - score: call the sentiment service and count the result;
 * - adopt: a review created already scored (the legacy comments import) is counted with its own score;
 * - mark-pending: the comment of a scored or failed review changed, so it goes back to pending
 *   (the resulting event then scores it);
 * - uncount: the review was deleted;
 * - none: nothing to do (among others, the echo of this function's own writes).
 */
export type ReviewAction = 'score' | 'adopt' | 'mark-pending' | 'uncount' | 'none';

function statusOf(r: ReviewFields): string {
  return typeof r.status === 'string' ? r.status : 'pending';
}

/** Decides what an event from `before` to `after` (undefined = absent) requires. */
export function planReviewEvent(
  before: ReviewFields | undefined,
  after: ReviewFields | undefined,
): ReviewAction {
  if (!after) return before ? 'uncount' : 'none';
  const status = statusOf(after);
  if (!before) {
    if (status === 'pending') return 'score';
    if (status === 'scored' && validScore(after.sentimentScore) !== undefined) return 'adopt';
    return 'none';
  }
  const commentChanged = before.comment !== after.comment;
  if (status === 'pending') {
    // Other fields changing while pending are left to the event that made it pending.
    return commentChanged || statusOf(before) !== 'pending' ? 'score' : 'none';
  }
  return commentChanged ? 'mark-pending' : 'none';
}

/** Reads the aggregate from a deal document, treating missing or corrupt fields as zero. */
export function readAggregate(deal: Record<string, unknown> | undefined): ReviewAggregate {
  const count =
    typeof deal?.reviewCount === 'number' &&
    Number.isInteger(deal.reviewCount) &&
    deal.reviewCount > 0
      ? deal.reviewCount
      : 0;
  const sum =
    typeof deal?.ratingSum === 'number' && Number.isFinite(deal.ratingSum) && count > 0
      ? deal.ratingSum
      : 0;
  return reviewAggregate(count, sum);
}

/**
 * The aggregate after one review's counted score goes from `counted` to `next` (undefined = not
 * counted). Scores are multiples of 0.1, so the sum is kept on that grid: repeated float additions
 * would otherwise drift away from the exact mean.
 */
export function recount(
  agg: ReviewAggregate,
  counted: number | undefined,
  next: number | undefined,
): ReviewAggregate {
  const reviewCount = Math.max(
    0,
    agg.reviewCount - (counted === undefined ? 0 : 1) + (next === undefined ? 0 : 1),
  );
  const ratingSum =
    reviewCount === 0 ? 0 : addToRatingSum(agg.ratingSum - (counted ?? 0), next ?? 0);
  return reviewAggregate(reviewCount, ratingSum);
}
