import { dealEntity } from '@deals/shared';
import { dailyJob } from '../platform/daily-job.js';
import { firestore } from '../platform/firestore.js';

/** Deals flipped per batch; one batch write holds at most 500. */
const BATCH = 200;

/**
 * Just after midnight in Pakistan, takes every deal whose last valid day has passed out of the
 * lists: it sets the derived `active` to false, and onDealWritten (which derives the same value
 * from the same date) then drops the deal from Analytics and the brand index. Bounded by the
 * number of deals that expired, through the (active, validUntil) index; safe to run twice.
 */
export async function expireDealsOn(today: string): Promise<number> {
  const db = firestore();
  let expired = 0;
  for (;;) {
    const due = await db
      .collectionGroup(dealEntity.collectionId)
      .where('active', '==', true)
      .where('validUntil', '<', today)
      .limit(BATCH)
      .get();
    if (due.empty) break;
    const batch = db.batch();
    for (const deal of due.docs) batch.update(deal.ref, { active: false });
    await batch.commit();
    expired += due.size;
    if (due.size < BATCH) break;
  }
  return expired;
}

// A late or retried run still expires what ended before today (dailyJob reads the clock).
export const expireDeals = dailyJob('00:05', 'expired deals', 'expired', expireDealsOn);
