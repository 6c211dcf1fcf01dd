/**
 * Live latency: a review written → scored by the trigger → the deal's average rating updated in an
 * open deal page. Reviews alternate a glowing and a scathing comment on deals with few reviews,
 * so every scored review changes the average shown to one decimal.
 */
import { dealEntity, reviewEntity } from '@deals/shared';
import type { Browser } from '@playwright/test';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

import { firestoreListening } from '../support/firestore-listen.js';
import type { Figure } from './report.js';
import { summarise } from './stats.js';

const GLOWING = 'Zabardast food, behtreen service and amazing value. Loved every bite!';
const SCATHING = 'Bakwas experience, ganda table, cold food and terrible rude staff.';

export interface LatencyTarget {
  readonly web: string;
  readonly db: Firestore;
  /** A deal to copy for the fresh deals the reviews go to. */
  readonly template: { bankId: string; cityId: string; data: Record<string, unknown> };
}

/** p50/p95 of write → rating visible, over `deals × reviewsPerDeal` reviews. */
export async function measureLiveLatency(
  browser: Browser,
  target: LatencyTarget,
  deals: number,
  reviewsPerDeal: number,
): Promise<Figure[]> {
  const samples: number[] = [];
  const { bankId, cityId, data } = target.template;
  const derived = ['reviewCount', 'ratingSum', 'avgSentiment', 'comments', 'trendingScore'];
  const base = Object.fromEntries(Object.entries(data).filter(([key]) => !derived.includes(key)));

  for (let d = 0; d < deals; d += 1) {
    const dealId = `bench-live-${Date.now()}-${d}`;
    const dealRef = target.db.doc(dealEntity.docPath({ bankId, cityId, dealId }));
    await dealRef.set({ ...base, title: `Bench live deal ${d}` });
    const context = await browser.newContext();
    const page = await context.newPage();
    const listening = firestoreListening(page, 60_000);
    await page.goto(`${target.web}/guest-deal/${bankId}/${dealId}/${cityId}`);
    const rating = page.getByTestId('average-rating');
    await rating.waitFor({ timeout: 60_000 });
    // From when the page listens: a server-rendered page starts its listeners a few seconds after
    // it is live, so an update in those first seconds shows once they start.
    await listening;
    for (let r = 0; r < reviewsPerDeal; r += 1) {
      const before = (await rating.textContent()) ?? '';
      const started = performance.now();
      await dealRef.collection(reviewEntity.collectionId).add({
        userId: `bench-user-${r}`,
        userName: 'Bench Reviewer',
        comment: r % 2 === 0 ? GLOWING : SCATHING,
        createdAt: FieldValue.serverTimestamp(),
        status: 'pending',
      });
      await page.waitForFunction(
        (previous) =>
          document.querySelector('[data-testid="average-rating"]')?.textContent !== previous,
        before,
        { polling: 'raf', timeout: 30_000 },
      );
      samples.push(performance.now() - started);
    }
    await context.close();
  }
  const summary = summarise(samples);
  return [
    {
      group: 'Live',
      name: `review written → rating updated in an open page, p50 (${samples.length} reviews)`,
      unit: 'ms',
      summary,
    },
    {
      group: 'Live',
      name: 'review written → rating updated in an open page, p95',
      unit: 'ms',
      summary: { ...summary, median: summary.p95 },
      budget: 1000,
    },
  ];
}
