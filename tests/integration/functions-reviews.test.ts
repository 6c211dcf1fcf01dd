import { dealEntity, reviewEntity } from '@deals/shared';
import {
  addDoc,
  collection,
  doc,
  onSnapshot,
  serverTimestamp,
  updateDoc,
  deleteDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { PROJECT, useFunctionsStack } from './functions-harness.js';

const stack = useFunctionsStack();
let dealSeq = 0;

const COMMENTS = [
  'zabardast deal, khana behtreen tha',
  'bakwas service, bohat ganda',
  'Great food and nice staff',
  'okay experience on a Tuesday',
  'lajawab biryani, kamaal ka discount',
  'bekaar, paisay zaya',
  'acha nahi tha',
  'the worst burger, horrible',
  'mazedar pizza',
  'not good, overpriced',
];

/** A fresh deal per test so aggregates never mix. */
async function newDeal(): Promise<{
  bankId: string;
  cityId: string;
  dealId: string;
  path: string;
}> {
  dealSeq += 1;
  const ids = { bankId: 'Hbl', cityId: 'Lahore', dealId: `review-deal-${dealSeq}-${Date.now()}` };
  const path = dealEntity.docPath({ bankId: ids.bankId, cityId: ids.cityId, dealId: ids.dealId });
  await stack.admin
    .doc(path)
    .set({ title: `Test Deal ${dealSeq}`, discount: '20% off', category_id: 'Food', offers: [] });
  return { ...ids, path };
}

function writeReview(dealPath: string, comment: string, userId = 'u1') {
  return addDoc(collection(stack.web, `${dealPath}/${reviewEntity.collectionId}`), {
    userId,
    userName: 'Tester',
    comment,
    createdAt: serverTimestamp(),
    status: 'pending',
  });
}

async function reviewsOf(dealPath: string) {
  const snap = await stack.admin.collection(`${dealPath}/${reviewEntity.collectionId}`).get();
  return snap.docs.map((d) => ({
    id: d.id,
    ...(d.data() as {
      status: string;
      sentimentScore?: number;
      failureReason?: string;
      comment: string;
    }),
  }));
}

async function aggregateOf(dealPath: string) {
  const d = (await stack.admin.doc(dealPath).get()).data() ?? {};
  return {
    reviewCount: d.reviewCount as number | undefined,
    ratingSum: d.ratingSum as number | undefined,
    avgSentiment: d.avgSentiment as number | null | undefined,
  };
}

function expectAggregateMatches(agg: Awaited<ReturnType<typeof aggregateOf>>, scores: number[]) {
  const sumTenths = scores.reduce((s, x) => s + Math.round(x * 10), 0);
  expect(agg.reviewCount).toBe(scores.length);
  expect(agg.ratingSum).toBe(sumTenths / 10);
  expect(agg.avgSentiment).toBeCloseTo(sumTenths / 10 / scores.length, 12);
}

/** What the emulator's transactions went through (its /emulator/v1 transaction counters). */
async function transactionStats(): Promise<{
  aborted: number;
  retries: number;
  waitingOn: Record<string, number>;
}> {
  const r = await fetch(
    `http://127.0.0.1:${stack.firestorePort}/emulator/v1/projects/${PROJECT}/databases/(default):transactions`,
  );
  expect(r.status).toBe(200);
  return (await r.json()) as Awaited<ReturnType<typeof transactionStats>>;
}

/** Polls `check` every 20 ms until it holds; fails after `ms`. */
async function waitUntil(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting for the scorings to wait on the deal');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Holds a deal's lock, exclusively, until `release`, without writing it: a batch that writes the
 * deal and creates a document that exists locks the deal first (its path sorts first), then waits
 * for a gate document an older open transaction has read. Once released, the batch fails on its
 * create, so the deal is not written, and lets go.
 */
async function holdDeal(dealPath: string): Promise<{ release(): Promise<void> }> {
  const gate = stack.admin.doc(`ZzContentionGate/${dealPath.replaceAll('/', '_')}`);
  await gate.set({});
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const reader = stack.admin.runTransaction(
    async (tx) => {
      await tx.get(gate);
      open();
      await released;
    },
    { maxAttempts: 1 },
  );
  await opened;
  const batch = stack.admin
    .batch()
    .update(stack.admin.doc(dealPath), { held: true })
    .create(gate, {})
    .commit()
    .then(
      () => 'written',
      (e: unknown) => (e as { code?: unknown }).code,
    );
  await waitUntil(async () => ((await transactionStats()).waitingOn[gate.path] ?? 0) >= 1);
  return {
    async release() {
      release();
      await reader;
      // ALREADY_EXISTS: the batch wrote nothing.
      expect(await batch).toBe(6);
    },
  };
}

describe('scoreReview', () => {
  it('scores a review written with the web SDK and a listener sees the deal’s avgSentiment', async () => {
    const deal = await newDeal();
    const seen = new Promise<number>((resolve) => {
      const unsubscribe = onSnapshot(doc(stack.web, deal.path), (snap) => {
        const avg = snap.get('avgSentiment') as unknown;
        if (typeof avg === 'number') {
          unsubscribe();
          resolve(avg);
        }
      });
    });
    await writeReview(deal.path, 'zabardast deal, khana behtreen tha');
    const avg = await seen;
    const [review] = await reviewsOf(deal.path);
    expect(review).toMatchObject({ status: 'scored' });
    expect(review?.sentimentScore).toBeGreaterThan(3.5);
    expect(avg).toBe(review?.sentimentScore);
  });

  it('gives exactly the mean of 50 concurrent reviews on one deal, its conflicts resolved by retries', async () => {
    const deal = await newDeal();
    // Scorings conflict for certain, not by chance: the deal is held until at least two of them
    // wait to read it, and then they all read it at once. Each read lock is shared, and a commit
    // needs the deal for itself, so the oldest commits and the younger readers are aborted and
    // retried by the Admin SDK (transactions.ts, wound-wait).
    const before = await transactionStats();
    const held = await holdDeal(deal.path);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        writeReview(deal.path, COMMENTS[i % COMMENTS.length] as string, `u${i}`),
      ),
    );
    await waitUntil(async () => ((await transactionStats()).waitingOn[deal.path] ?? 0) >= 2);
    await held.release();
    await stack.settle();
    const reviews = await reviewsOf(deal.path);
    expect(reviews.map((r) => r.status)).toEqual(Array(50).fill('scored'));
    expectAggregateMatches(
      await aggregateOf(deal.path),
      reviews.map((r) => r.sentimentScore as number),
    );
    const after = await transactionStats();
    expect(after.aborted - before.aborted).toBeGreaterThan(0);
    expect(after.retries - before.retries).toBeGreaterThan(0);
  });

  it('changes nothing when the same events are delivered again', async () => {
    const deal = await newDeal();
    const refs = await Promise.all(COMMENTS.slice(0, 4).map((c) => writeReview(deal.path, c)));
    await deleteDoc(refs[3]!);
    await stack.settle();
    const before = { agg: await aggregateOf(deal.path), reviews: await reviewsOf(deal.path) };
    expect(before.agg.reviewCount).toBe(3);
    const events = stack.runner
      .history()
      .filter((r) => r.document.startsWith(`${deal.path}/${reviewEntity.collectionId}/`));
    expect(events.length).toBeGreaterThanOrEqual(8);
    // Every create, every echo of the function's own writes and the delete, all once more, at once.
    await Promise.all(events.map((r) => stack.runner.invoke(r.function, r.event)));
    await stack.settle();
    expect(await aggregateOf(deal.path)).toEqual(before.agg);
    expect(await reviewsOf(deal.path)).toEqual(before.reviews);
  });

  it('re-scores an edited comment and takes a deleted review out of the aggregate', async () => {
    const deal = await newDeal();
    const good = await writeReview(deal.path, 'zabardast, behtreen');
    const other = await writeReview(deal.path, 'mazedar');
    await stack.settle();
    const firstScore = (await reviewsOf(deal.path)).find((r) => r.id === good.id)
      ?.sentimentScore as number;
    await updateDoc(good, { comment: 'bakwas, bohat ganda' });
    await stack.settle();
    const reviews = await reviewsOf(deal.path);
    const edited = reviews.find((r) => r.id === good.id);
    expect(edited?.status).toBe('scored');
    expect(edited?.sentimentScore).toBeLessThan(firstScore);
    expectAggregateMatches(
      await aggregateOf(deal.path),
      reviews.map((r) => r.sentimentScore as number),
    );
    await deleteDoc(other);
    await stack.settle();
    expectAggregateMatches(await aggregateOf(deal.path), [edited?.sentimentScore as number]);
  });

  it('takes an edited review out of the average while its new comment cannot be scored, and counts it again once scored', async () => {
    const deal = await newDeal();
    const mine = await writeReview(deal.path, 'zabardast, behtreen');
    await writeReview(deal.path, 'mazedar', 'u2');
    await stack.settle();
    const otherScore = (await reviewsOf(deal.path)).find((r) => r.id !== mine.id)
      ?.sentimentScore as number;
    stack.proxy.down();
    try {
      await updateDoc(mine, { comment: 'bakwas, bohat ganda' });
      await stack.settle();
      const failed = (await reviewsOf(deal.path)).find((r) => r.id === mine.id);
      expect(failed?.status).toBe('failed');
      // Nobody but its author can read a failed review: its earlier score no longer counts.
      expectAggregateMatches(await aggregateOf(deal.path), [otherScore]);
    } finally {
      stack.proxy.healthy();
    }
    // What Retry (or the admin's rescore-failed) does: back to pending, scored afresh.
    await stack.admin.doc(mine.path).update({ status: 'pending' });
    await stack.settle();
    const reviews = await reviewsOf(deal.path);
    expect(reviews.map((r) => r.status)).toEqual(['scored', 'scored']);
    expectAggregateMatches(
      await aggregateOf(deal.path),
      reviews.map((r) => r.sentimentScore as number),
    );
  });

  it('ends with every review scored when the sentiment service fails and then recovers', async () => {
    const deal = await newDeal();
    const failuresBefore = stack.proxy.failures;
    stack.proxy.failNext(12);
    await Promise.all(COMMENTS.slice(0, 6).map((c, i) => writeReview(deal.path, c, `f${i}`)));
    await stack.settle();
    expect(stack.proxy.failures - failuresBefore).toBe(12);
    const reviews = await reviewsOf(deal.path);
    expect(reviews.map((r) => r.status)).toEqual(Array(6).fill('scored'));
    expect(reviews.every((r) => r.failureReason === undefined)).toBe(true);
    expectAggregateMatches(
      await aggregateOf(deal.path),
      reviews.map((r) => r.sentimentScore as number),
    );
  });

  it('marks reviews failed with the reason and leaves the deal untouched while the service stays down, then an admin re-score brings them to scored', async () => {
    const deal = await newDeal();
    await stack.settle();
    const untouched = await aggregateOf(deal.path);
    expect(untouched).toEqual({ reviewCount: 0, ratingSum: 0, avgSentiment: null });
    stack.proxy.down();
    try {
      await Promise.all(COMMENTS.slice(0, 3).map((c, i) => writeReview(deal.path, c, `d${i}`)));
      await stack.settle();
      const failed = await reviewsOf(deal.path);
      expect(failed.map((r) => r.status)).toEqual(['failed', 'failed', 'failed']);
      expect(failed[0]?.failureReason).toMatch(/status 503/);
      expect(await aggregateOf(deal.path)).toEqual(untouched);
    } finally {
      stack.proxy.healthy();
    }
    // What the admin command does: put failed reviews back to pending.
    const failedDocs = await stack.admin
      .collection(`${deal.path}/${reviewEntity.collectionId}`)
      .where('status', '==', 'failed')
      .get();
    await Promise.all(failedDocs.docs.map((d) => d.ref.update({ status: 'pending' })));
    await stack.settle();
    const reviews = await reviewsOf(deal.path);
    expect(reviews.map((r) => r.status)).toEqual(['scored', 'scored', 'scored']);
    expectAggregateMatches(
      await aggregateOf(deal.path),
      reviews.map((r) => r.sentimentScore as number),
    );
  });

  it('sends reviews failed by an outage back to the scorer each day, and leaves refused ones failed', async () => {
    const deal = await newDeal();
    stack.proxy.down();
    try {
      await Promise.all(COMMENTS.slice(0, 2).map((c, i) => writeReview(deal.path, c, `o${i}`)));
      await stack.settle();
    } finally {
      stack.proxy.healthy();
    }
    // Written around the rules (the Admin SDK): a comment with nothing to score.
    await stack.admin.collection(`${deal.path}/${reviewEntity.collectionId}`).doc('refused').set({
      userId: 'r',
      userName: 'R',
      comment: '!!!',
      status: 'pending',
      createdAt: new Date(),
    });
    await stack.settle();
    const failed = await stack.admin.collection(`${deal.path}/${reviewEntity.collectionId}`).get();
    expect(
      failed.docs
        .map((d): unknown[] => [d.id === 'refused', d.get('status'), d.get('failureTransient')])
        .sort(),
    ).toEqual([
      [false, 'failed', true],
      [false, 'failed', true],
      [true, 'failed', false],
    ]);

    await stack.runner.runScheduled('rescoreFailedReviews');
    await stack.settle();
    const after = await stack.admin.collection(`${deal.path}/${reviewEntity.collectionId}`).get();
    const statusOf = (id: string) => after.docs.find((d) => d.id === id)?.get('status') as string;
    expect(after.docs.filter((d) => d.id !== 'refused').map((d) => statusOf(d.id))).toEqual([
      'scored',
      'scored',
    ]);
    expect(after.docs.every((d) => d.get('failureTransient') !== true)).toBe(true);
    expect(statusOf('refused')).toBe('failed');
    expectAggregateMatches(
      await aggregateOf(deal.path),
      after.docs.filter((d) => d.id !== 'refused').map((d) => d.get('sentimentScore') as number),
    );
  });

  it('restores the review aggregate after an admin overwrites the deal with set()', async () => {
    const deal = await newDeal();
    await Promise.all(COMMENTS.slice(0, 3).map((c, i) => writeReview(deal.path, c, `s${i}`)));
    await stack.settle();
    expect((await aggregateOf(deal.path)).reviewCount).toBe(3);
    // A whole-document write, as a re-import does: every function-owned field is gone. Reviews
    // keep arriving meanwhile.
    await Promise.all([
      stack.admin
        .doc(deal.path)
        .set({ title: 'Overwritten', discount: '15% off', category_id: 'Food', offers: [] }),
      ...COMMENTS.slice(3, 6).map((c, i) => writeReview(deal.path, c, `t${i}`)),
    ]);
    await stack.settle();
    const all = await reviewsOf(deal.path);
    expect(all).toHaveLength(6);
    expectAggregateMatches(
      await aggregateOf(deal.path),
      all.map((r) => r.sentimentScore as number),
    );
  });
});
