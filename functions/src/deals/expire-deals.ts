import { pakistanDate } from '@deals/shared';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { clockNow, REGION } from '../config.js';
import { firestore } from '../firestore.js';

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
      .collectionGroup('Deals')
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

export const expireDeals = onSchedule(
  { schedule: 'every day 00:05', timeZone: 'Asia/Karachi', region: REGION, retryCount: 3 },
  async () => {
    // The clock, not the job's scheduleTime: onDealWritten judges by the same clock, and a late or
    // retried run must still expire what ended before today.
    const today = pakistanDate(clockNow());
    const expired = await expireDealsOn(today);
    logger.info('expired deals', { today, expired });
  },
);
