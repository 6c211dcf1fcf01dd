/**
 * Review arithmetic every writer of a deal's review aggregate shares: the triggers that score
 * reviews, the importer that writes reviews with their deal, and the repairs that recount them.
 * Scores sit on the 0–5 scale with one decimal, so sums are kept on that 0.1 grid: repeated float
 * additions would otherwise drift away from the exact mean.
 */
import { DEFAULT_SENTIMENT_SCORE, DEFAULT_USER_NAME, MAX_STARS } from './constants.js';
import { hasVisibleText } from './text.js';

/** A score on the 0–5 review scale rounded to one decimal, or undefined when not a number. */
export function validScore(v: unknown): number | undefined {
  if (typeof v !== 'number' || !Number.isFinite(v)) return undefined;
  return Math.round(Math.min(MAX_STARS, Math.max(0, v)) * 10) / 10;
}

/** The score an imported comment counts for: its own when usable, else full marks. */
export function commentScore(v: unknown): number {
  return validScore(v) ?? DEFAULT_SENTIMENT_SCORE;
}

/** A rating sum after adding (or, with a negative score, removing) one score, on the 0.1 grid. */
export function addToRatingSum(sum: number, score: number): number {
  return Math.round((sum + score) * 10) / 10;
}

/**
 * The name a member's reviews carry: their profile's Name, trimmed, when it has visible text,
 * otherwise the default 'User'. firestore.rules computes the same (profileName()) and refuses a
 * review under any other name.
 */
export function reviewAuthorName(profileName: unknown): string {
  return typeof profileName === 'string' && hasVisibleText(profileName)
    ? profileName.trim()
    : DEFAULT_USER_NAME;
}

/**
 * The fields the scoring trigger writes on a review whose scoring failed: every writer that puts a
 * review back to be scored (the trigger itself, its daily rescore, the admin's rescore-failed)
 * and the trigger when it scores one clears them all.
 */
export const REVIEW_FAILURE_FIELDS = ['failureReason', 'failureTransient'] as const;

/** The review aggregate stored on a deal. */
export interface ReviewAggregate {
  readonly reviewCount: number;
  readonly ratingSum: number;
  /** Mean score; null with no reviews, so no rating is ever invented. */
  readonly avgSentiment: number | null;
}

/** The aggregate of `reviewCount` reviews whose scores add up to `ratingSum`. */
export function reviewAggregate(reviewCount: number, ratingSum: number): ReviewAggregate {
  return { reviewCount, ratingSum, avgSentiment: reviewCount > 0 ? ratingSum / reviewCount : null };
}
