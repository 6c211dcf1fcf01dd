import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { favouriteLedgerEntity, reviewLedgerEntity, validScore } from '@deals/shared';
import { readAggregate, recount as applyScore } from '../reviews/review-plan.js';
import type { Recounted } from './fanout-plan.js';

/**
 * A deal's review and favourite counters rebuilt from the ledgers that back them, inside the
 * caller's transaction. Used only when the deal document lacks its counters (a new deal, an import
 * without them, or an admin set() that replaced the whole document); otherwise the counters are
 * moved incrementally.
 */
export async function recountFromLedgers(
  tx: Transaction,
  dealRef: DocumentReference,
): Promise<Recounted> {
  const reviews = await tx.get(dealRef.collection(reviewLedgerEntity.collectionId));
  const favourites = await tx.get(dealRef.collection(favouriteLedgerEntity.collectionId));
  let agg = readAggregate(undefined);
  for (const d of reviews.docs) {
    const score = validScore(d.get('score'));
    if (score !== undefined) agg = applyScore(agg, undefined, score);
  }
  return {
    reviewCount: agg.reviewCount,
    ratingSum: agg.ratingSum,
    favouriteCount: favourites.size,
  };
}

/** Whether a stored deal carries both review counters. */
export function hasReviewCounters(deal: Record<string, unknown> | undefined): boolean {
  return typeof deal?.reviewCount === 'number' && typeof deal.ratingSum === 'number';
}
