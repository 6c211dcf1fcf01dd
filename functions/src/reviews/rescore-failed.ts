import { reviewEntity } from '@deals/shared';
import { dailyJob } from '../platform/daily-job.js';
import { firestore } from '../platform/firestore.js';
import { clearedFailure } from './score-review.js';

/** How many failed reviews one run sends back to the scorer; any more wait for the next day. */
export const RESCORE_PER_RUN = 500;

/**
 * Sends reviews whose scoring failed for a passing reason back to the scorer, so that an outage of
 * the sentiment service (down, overloaded or slow for longer than the trigger's hour of retries)
 * heals by itself. Putting a review back to `pending` is what scores it: scoreReview runs on that
 * write. Reviews refused for what they say (no visible text, too long, refused by the service)
 * stay failed, since scoring them again would fail again. Found through the (status,
 * failureTransient) index, so a run reads only what it sends back.
 */
export async function rescoreTransientFailures(): Promise<number> {
  const db = firestore();
  const failed = await db
    .collectionGroup(reviewEntity.collectionId)
    .where('status', '==', 'failed')
    .where('failureTransient', '==', true)
    .limit(RESCORE_PER_RUN)
    .get();
  if (failed.empty) return 0;
  const batch = db.batch();
  for (const review of failed.docs)
    batch.update(review.ref, { status: 'pending', ...clearedFailure() });
  await batch.commit();
  return failed.size;
}

// At night in Pakistan, when few reviews are written.
export const rescoreFailedReviews = dailyJob(
  '04:00',
  'failed reviews sent back to the scorer',
  'rescored',
  () => rescoreTransientFailures(),
);
