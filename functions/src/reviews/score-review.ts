import {
  hasVisibleText,
  REVIEW_COMMENT_MAX,
  REVIEW_FAILURE_FIELDS,
  dealEntity,
  reviewEntity,
  reviewLedgerEntity,
  reviewAggregate,
  textLength,
  validScore,
  type ReviewAggregate,
} from '@deals/shared';
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { analyzeTimeoutMs, analyzeUrl, MAX_EVENT_AGE_MS, REGION } from '../platform/config.js';
import { firestore } from '../platform/firestore.js';
import { hasReviewCounters, recountFromLedgers } from '../deals/recount.js';
import { planReviewEvent, readAggregate, recount, type ReviewFields } from './review-plan.js';
import { internalCallHeaders } from '../analyze/analyze-limit.js';
import { callSentimentService, SentimentServiceError } from './sentiment-client.js';

/** Transactions on a popular deal contend; give them more room than the SDK's default 5 attempts. */
const TXN_ATTEMPTS = 25;

/** Clears what a failed scoring wrote on a review (its reason, whether it was passing). */
export const clearedFailure = (): Record<string, FieldValue> =>
  Object.fromEntries(REVIEW_FAILURE_FIELDS.map((field) => [field, FieldValue.delete()]));

/** Writes the deal's review aggregate: exactly its three counters. */
function writeAggregate(tx: Transaction, deal: DocumentReference, agg: ReviewAggregate): void {
  tx.update(deal, {
    reviewCount: agg.reviewCount,
    ratingSum: agg.ratingSum,
    avgSentiment: agg.avgSentiment,
  });
}

interface Refs {
  review: DocumentReference;
  deal: DocumentReference;
  ledger: DocumentReference;
}

function refsFor(params: {
  bankId: string;
  cityId: string;
  dealId: string;
  reviewId: string;
}): Refs {
  const deal = firestore().doc(dealEntity.docPath(params));
  return {
    deal,
    review: deal.collection(reviewEntity.collectionId).doc(params.reviewId),
    ledger: deal.collection(reviewLedgerEntity.collectionId).doc(params.reviewId),
  };
}

/**
 * Reads review, ledger and deal in one request, in that fixed order. Cloud Firestore (and our
 * emulator) lock what a transaction reads, shared until it commits; two scorings of one deal then
 * conflict at commit, where the older wins and the younger is aborted and retried by the SDK. One
 * request keeps the round trips, and the time the locks are held, short.
 */
async function lockInOrder(
  tx: Transaction,
  refs: Refs,
): Promise<[DocumentSnapshot, DocumentSnapshot, DocumentSnapshot]> {
  const [review, ledger, deal] = await tx.getAll(refs.review, refs.ledger, refs.deal);
  return [review as DocumentSnapshot, ledger as DocumentSnapshot, deal as DocumentSnapshot];
}

/**
 * The deal's aggregate before this change: its counters, or, when the document lacks them (new,
 * imported without them, or replaced by an admin set()), a recount from the review ledgers, which
 * already include this review's counted score if any.
 */
async function baseAggregate(
  tx: Transaction,
  dealRef: DocumentReference,
  deal: DocumentSnapshot,
): Promise<ReviewAggregate> {
  const data = deal.data();
  if (hasReviewCounters(data)) return readAggregate(data);
  const { reviewCount, ratingSum } = await recountFromLedgers(tx, dealRef);
  return reviewAggregate(reviewCount, ratingSum);
}

/**
 * Counts `score` for the review in ONE transaction: the review becomes scored and the deal's
 * reviewCount, ratingSum and avgSentiment move by the difference from what the ledger says was
 * counted before. Running it again for the same comment and score changes nothing.
 */
async function commitScore(
  refs: Refs,
  comment: string,
  score: number,
  extra: Record<string, unknown>,
): Promise<string> {
  return firestore().runTransaction(
    async (tx) => {
      const [review, ledger, deal] = await lockInOrder(tx, refs);
      if (!review.exists) return 'review gone';
      if (review.get('comment') !== comment) return 'comment changed meanwhile';
      const counted = ledger.exists ? validScore(ledger.get('score')) : undefined;
      if (
        review.get('status') === 'scored' &&
        counted === score &&
        ledger.get('comment') === comment
      )
        return 'already counted';
      if (!deal.exists) {
        tx.update(refs.review, {
          status: 'failed',
          failureReason: 'Deal not found',
          failedAt: FieldValue.serverTimestamp(),
        });
        return 'deal missing';
      }
      const agg = recount(await baseAggregate(tx, refs.deal, deal), counted, score);
      tx.set(refs.ledger, {
        score,
        comment,
        userId: (review.get('userId') as unknown) ?? null,
        countedAt: FieldValue.serverTimestamp(),
      });
      tx.update(refs.review, {
        status: 'scored',
        sentimentScore: score,
        ...extra,
        scoredAt: FieldValue.serverTimestamp(),
        ...clearedFailure(),
      });
      writeAggregate(tx, refs.deal, agg);
      return 'scored';
    },
    { maxAttempts: TXN_ATTEMPTS },
  );
}

/**
 * Prepares taking a review's counted score (its ledger) out of the deal. A transaction reads
 * before it writes, so this reads what it needs now and returns the writes to make later; null
 * when nothing is counted for the review.
 */
async function takeOutCounted(
  tx: Transaction,
  refs: Refs,
  ledger: DocumentSnapshot,
  deal: DocumentSnapshot,
): Promise<(() => void) | null> {
  if (!ledger.exists) return null;
  const counted = validScore(ledger.get('score'));
  const agg = deal.exists
    ? recount(await baseAggregate(tx, refs.deal, deal), counted, undefined)
    : null;
  return () => {
    if (agg) writeAggregate(tx, refs.deal, agg);
    tx.delete(refs.ledger);
  };
}

/** Takes a deleted review's counted score out of its deal, once. */
async function uncount(refs: Refs): Promise<string> {
  return firestore().runTransaction(
    async (tx) => {
      const [review, ledger, deal] = await lockInOrder(tx, refs);
      // Re-created under the same id: that review's own event reconciles against the ledger.
      if (review.exists) return 'review exists again';
      const takeOut = await takeOutCounted(tx, refs, ledger, deal);
      if (!takeOut) return 'not counted';
      takeOut();
      return 'uncounted';
    },
    { maxAttempts: TXN_ATTEMPTS },
  );
}

/**
 * Marks the review failed with a reason, unless it changed or got scored meanwhile. A failed
 * review counts nothing, as only its author can read it: a score still counted for it (an edited
 * review's earlier comment) is taken out of the deal, and counted anew once a comment is scored.
 */
async function markFailed(
  refs: Refs,
  comment: string,
  reason: string,
  transient = false,
): Promise<void> {
  await firestore().runTransaction(
    async (tx) => {
      const [review, ledger, deal] = await lockInOrder(tx, refs);
      if (!review.exists || review.get('comment') !== comment || review.get('status') === 'scored')
        return;
      const takeOut = await takeOutCounted(tx, refs, ledger, deal);
      tx.update(refs.review, {
        status: 'failed',
        failureReason: reason,
        // A passing reason (the service down, overloaded or slow): the daily rescore tries again.
        failureTransient: transient,
        failedAt: FieldValue.serverTimestamp(),
        attempts: FieldValue.increment(1),
      });
      takeOut?.();
    },
    { maxAttempts: TXN_ATTEMPTS },
  );
}

/** Puts a review whose comment was edited back to pending; the event of that write re-scores it. */
async function markPending(refs: Refs, comment: unknown): Promise<void> {
  await firestore().runTransaction(async (tx) => {
    const review = await tx.get(refs.review);
    if (!review.exists || review.get('comment') !== comment || review.get('status') === 'pending')
      return;
    tx.update(refs.review, { status: 'pending', ...clearedFailure() });
  });
}

/**
 * Scores reviews and keeps the deal's review aggregate: new and edited reviews are scored by the
 * sentiment service, deletions are taken out. Deployed with retry so a failing service is retried
 * (the review shows `failed` meanwhile) for an hour; after that, a failure for a passing reason is
 * sent back by the daily rescoreFailedReviews, and an admin or the author can re-score any failure
 * by setting it back to `pending`.
 */
export const scoreReview = onDocumentWritten(
  {
    document: reviewEntity.trigger,
    region: REGION,
    retry: true,
    timeoutSeconds: 60,
  },
  async (event) => {
    const before = event.data?.before.exists
      ? (event.data.before.data() as ReviewFields)
      : undefined;
    const after = event.data?.after.exists ? (event.data.after.data() as ReviewFields) : undefined;
    const action = planReviewEvent(before, after);
    if (action === 'none') return;
    const refs = refsFor(event.params);
    const where = { document: event.document, eventId: event.id };

    if (action === 'uncount') {
      logger.info('review deleted', { ...where, outcome: await uncount(refs) });
      return;
    }
    if (action === 'mark-pending') {
      await markPending(refs, after?.comment);
      return;
    }
    const comment = after?.comment;
    if (action === 'adopt') {
      const score = validScore(after?.sentimentScore);
      if (typeof comment === 'string' && score !== undefined)
        logger.info('review adopted', {
          ...where,
          outcome: await commitScore(refs, comment, score, {}),
        });
      return;
    }
    if (typeof comment !== 'string' || comment.trim() === '') {
      await markFailed(refs, comment as string, 'Review has no comment');
      return;
    }
    // The rules refuse these already; a review written around them (Admin SDK, older rules) is
    // not worth a scoring call and must not count.
    if (!hasVisibleText(comment)) {
      await markFailed(refs, comment, 'Review needs at least one letter or number');
      return;
    }
    if (textLength(comment) > REVIEW_COMMENT_MAX) {
      await markFailed(refs, comment, `Review is longer than ${REVIEW_COMMENT_MAX} characters`);
      return;
    }
    let result;
    try {
      result = await callSentimentService(
        analyzeUrl(),
        {
          comment,
          bankID: event.params.bankId,
          cityID: event.params.cityId,
          dealID: event.params.dealId,
          userID: typeof after?.userId === 'string' ? after.userId : '',
          userName: typeof after?.userName === 'string' ? after.userName : '',
        },
        analyzeTimeoutMs(),
        // Our own analyze function does not rate-limit the trigger's calls (analyze/analyze-limit.ts).
        await internalCallHeaders(firestore()),
      );
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const transient = !(err instanceof SentimentServiceError) || err.transient;
      await markFailed(refs, comment, reason, transient);
      const ageMs = Date.now() - Date.parse(event.time);
      logger.warn('review scoring failed', { ...where, reason, transient, ageMs });
      // Throwing hands the event back to the platform's retry; stale events stop here for good.
      if (transient && !(ageMs > MAX_EVENT_AGE_MS)) throw err;
      return;
    }
    const score = validScore(result.score) as number;
    const outcome = await commitScore(refs, comment, score, {
      sentimentLabel: result.label,
      sentimentComparative: result.comparative,
      ...(result.confidence === undefined ? {} : { sentimentConfidence: result.confidence }),
      ...(result.language === undefined ? {} : { sentimentLanguage: result.language }),
    });
    logger.info('review scored', { ...where, score, outcome });
  },
);
