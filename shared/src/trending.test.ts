import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TRENDING_HALF_LIFE_DAYS,
  type TrendingInput,
  combinedTrendingScore,
  trendingEngagement,
  trendingScore,
} from './trending.js';

const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 1);
const quiet = { reviewCount: 0, avgSentiment: null, favouriteCount: 0 } as const;

/** What the key stands for: engagement halved every half-life since the deal was updated. */
const decayed = (input: Omit<TrendingInput, 'now'>, now: number): number =>
  trendingEngagement(input) *
  0.5 ** ((now - (input.updatedAt ?? now)) / DAY / TRENDING_HALF_LIFE_DAYS);

const dealInput = fc.record({
  reviewCount: fc.integer({ min: 0, max: 500 }),
  avgSentiment: fc.option(fc.double({ min: 0, max: 5, noNaN: true }), { nil: null }),
  favouriteCount: fc.integer({ min: 0, max: 5_000 }),
  updatedAt: fc.integer({ min: START, max: START + 400 * DAY }),
});

describe('trending key', () => {
  it('ranks a deal that gains reviews late above one nobody touched since the same day', () => {
    const untouched = trendingScore({ ...quiet, updatedAt: START, now: START });
    // Sixty days on, five good reviews and three favourites arrive and the key is recomputed.
    const reviewed = trendingScore({
      reviewCount: 5,
      avgSentiment: 4.5,
      favouriteCount: 3,
      updatedAt: START,
      now: START + 60 * DAY,
    });
    expect(reviewed).toBeGreaterThan(untouched);
  });

  it('does not depend on when it is computed', () => {
    const input = { reviewCount: 3, avgSentiment: 4, favouriteCount: 2, updatedAt: START };
    expect(trendingScore({ ...input, now: START })).toBe(
      trendingScore({ ...input, now: START + 365 * DAY }),
    );
  });

  it('orders any two deals as their decayed engagement does at any later moment', () => {
    fc.assert(
      fc.property(dealInput, dealInput, fc.integer({ min: 0, max: 60 }), (a, b, daysLater) => {
        const now = Math.max(a.updatedAt, b.updatedAt) + daysLater * DAY;
        const valueA = decayed(a, now);
        const valueB = decayed(b, now);
        // Keys are rounded to 4 decimals: near-ties may come out either way.
        fc.pre(Math.abs(Math.log2(valueA / valueB)) > 1e-3);
        const keyA = trendingScore({ ...a, now: START });
        const keyB = trendingScore({ ...b, now: START });
        expect(Math.sign(keyA - keyB)).toBe(Math.sign(valueA - valueB));
      }),
    );
  });

  it('never falls when a review, a better average or a favourite is added', () => {
    fc.assert(
      fc.property(dealInput, (input) => {
        const key = trendingScore({ ...input, now: START });
        const more = [
          { ...input, reviewCount: input.reviewCount + 1 },
          { ...input, favouriteCount: input.favouriteCount + 1 },
          { ...input, avgSentiment: Math.min(5, (input.avgSentiment ?? 2.5) + 0.5) },
        ];
        for (const next of more) {
          expect(trendingScore({ ...next, now: START })).toBeGreaterThanOrEqual(key);
        }
      }),
    );
  });

  it('puts a newer deal first when engagement is equal, by one per half-life', () => {
    const older = trendingScore({ ...quiet, updatedAt: START, now: START });
    const newer = trendingScore({
      ...quiet,
      updatedAt: START + TRENDING_HALF_LIFE_DAYS * DAY,
      now: START,
    });
    expect(newer - older).toBeCloseTo(1, 4);
  });

  it('takes the time it is computed for a deal without updatedAt, and is never NaN', () => {
    expect(trendingScore({ ...quiet, updatedAt: null, now: START })).toBe(
      trendingScore({ ...quiet, updatedAt: START, now: START }),
    );
    const bad = {
      reviewCount: Number.NaN,
      avgSentiment: Number.POSITIVE_INFINITY,
      favouriteCount: -4,
      updatedAt: Number.NaN,
      now: Number.NaN,
    };
    expect(Number.isFinite(trendingScore(bad))).toBe(true);
  });
});

describe('a place’s combined trending key', () => {
  it('is its deal’s key for one deal and 0 for none', () => {
    const key = trendingScore({ ...quiet, updatedAt: START, now: START });
    expect(combinedTrendingScore([key])).toBe(key);
    expect(combinedTrendingScore([])).toBe(0);
  });

  it('orders places as the sums of their deals’ decayed engagement do', () => {
    const place = fc.array(dealInput, { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(place, place, (a, b) => {
        const now = Math.max(...[...a, ...b].map((d) => d.updatedAt));
        const sum = (deals: typeof a) => deals.reduce((n, d) => n + decayed(d, now), 0);
        fc.pre(Math.abs(Math.log2(sum(a) / sum(b))) > 1e-3);
        const key = (deals: typeof a) =>
          combinedTrendingScore(deals.map((d) => trendingScore({ ...d, now: START })));
        expect(Math.sign(key(a) - key(b))).toBe(Math.sign(sum(a) - sum(b)));
      }),
    );
  });

  it('does not overflow for keys of today’s dates and skips keys that are not numbers', () => {
    const today = trendingScore({ ...quiet, updatedAt: Date.UTC(2026, 10, 24), now: 0 });
    expect(today).toBeGreaterThan(1_000);
    expect(combinedTrendingScore([today, today])).toBeCloseTo(today + 1, 4);
    expect(combinedTrendingScore([today, Number.NaN])).toBe(today);
  });
});
