import { describe, expect, it } from 'vitest';
import { millisOf, trendingInputs } from '@deals/shared';
import { canonical, digestOf } from '@deals/shared';
import { dealContent, derivedFor, isSettled, planDealSync, planFanout } from './fanout-plan.js';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const raw = { title: 'Pizza Hut', category_id: 'Health & Beauty', discount: '20% off', offers: [] };

describe('dealContent', () => {
  it('is unchanged by the function’s own derived-field write (the echo)', () => {
    const derived = derivedFor(raw, 'Hbl', 'Lahore', NOW);
    const afterOwnWrite = { ...raw, ...derived, trendingScore: 3, updatedAt: 123, reviewCount: 2 };
    expect(
      canonical(dealContent(afterOwnWrite, derivedFor(afterOwnWrite, 'Hbl', 'Lahore', NOW))),
    ).toBe(canonical(dealContent(raw, derived)));
  });

  it('changes when an admin edits the deal', () => {
    const edited = { ...raw, discount: '30% off' };
    expect(canonical(dealContent(edited, derivedFor(edited, 'Hbl', 'Lahore', NOW)))).not.toBe(
      canonical(dealContent(raw, derivedFor(raw, 'Hbl', 'Lahore', NOW))),
    );
  });
});

describe('trendingInputs and millisOf', () => {
  it('reads missing counters as zero and a missing rating as null', () => {
    expect(trendingInputs({}, null)).toEqual({
      reviewCount: 0,
      avgSentiment: null,
      favouriteCount: 0,
      updatedAt: null,
    });
  });

  it('reads numbers, ISO strings and Timestamp-likes', () => {
    expect(millisOf(5)).toBe(5);
    expect(millisOf('1970-01-01T00:00:01.000Z')).toBe(1000);
    expect(millisOf({ toMillis: () => 7 })).toBe(7);
    expect(millisOf('nope')).toBeNull();
  });
});

describe('planDealSync', () => {
  const now = 1_800_000_000_000;

  it('settles once its own writes are in place (the echo writes nothing)', () => {
    const first = planDealSync(raw, null, 'Hbl', 'Lahore', now, {
      reviewCount: 0,
      ratingSum: 0,
      favouriteCount: 0,
    });
    expect(first.contentChanged).toBe(true);
    expect(first.dealUpdate).toMatchObject({
      category_id: 'Health',
      reviewCount: 0,
      ratingSum: 0,
      avgSentiment: null,
      favouriteCount: 0,
      updatedAt: now,
    });
    const echo = planDealSync(
      { ...raw, ...first.dealUpdate },
      first.ledgerWrite ?? null,
      'Hbl',
      'Lahore',
      now + 5,
    );
    expect(isSettled(echo)).toBe(true);
  });

  it('refreshes only trendingScore when the review counters move', () => {
    const first = planDealSync(raw, null, 'Hbl', 'Lahore', now, {
      reviewCount: 0,
      ratingSum: 0,
      favouriteCount: 0,
    });
    const stored = { ...raw, ...first.dealUpdate, reviewCount: 1, ratingSum: 4, avgSentiment: 4 };
    const next = planDealSync(stored, first.ledgerWrite ?? null, 'Hbl', 'Lahore', now + 1000);
    expect(next.contentChanged).toBe(false);
    expect(Object.keys(next.dealUpdate)).toEqual(['trendingScore']);
  });

  it('raises the key for a review that arrives long after the deal was written', () => {
    const first = planDealSync(raw, null, 'Hbl', 'Lahore', now, {
      reviewCount: 0,
      ratingSum: 0,
      favouriteCount: 0,
    });
    const before = first.dealUpdate.trendingScore as number;
    const stored = { ...raw, ...first.dealUpdate, reviewCount: 1, ratingSum: 4, avgSentiment: 4 };
    const sixtyDaysOn = now + 60 * 86_400_000;
    const next = planDealSync(stored, first.ledgerWrite ?? null, 'Hbl', 'Lahore', sixtyDaysOn);
    // An untouched deal written the same day keeps `before`; this one must now rank above it.
    expect(next.dealUpdate.trendingScore).toBeGreaterThan(before);
  });

  it('restores counters an admin set() dropped, but never overrides present ones', () => {
    const restored = planDealSync(raw, null, 'Hbl', 'Lahore', now, {
      reviewCount: 3,
      ratingSum: 12.3,
      favouriteCount: 2,
    });
    expect(restored.dealUpdate).toMatchObject({
      reviewCount: 3,
      ratingSum: 12.3,

      favouriteCount: 2,
    });
    expect(restored.dealUpdate.avgSentiment).toBeCloseTo(4.1, 12);
    const present = planDealSync(
      { ...raw, reviewCount: 5, ratingSum: 20, favouriteCount: 1 },
      null,
      'Hbl',
      'Lahore',
      now,
      { reviewCount: 3, ratingSum: 12.3, favouriteCount: 2 },
    );
    expect(present.dealUpdate.reviewCount).toBeUndefined();
    expect(present.dealUpdate.favouriteCount).toBeUndefined();
  });

  it('deletes the ledger when the deal is gone', () => {
    const counted = planDealSync(raw, null, 'Hbl', 'Lahore', now).ledgerWrite ?? null;
    expect(planDealSync(null, counted, 'Hbl', 'Lahore', now)).toMatchObject({
      contentChanged: true,
      ledgerWrite: null,
    });
    expect(isSettled(planDealSync(null, null, 'Hbl', 'Lahore', now))).toBe(true);
  });
});

describe('planFanout (Places)', () => {
  const now = 1_800_000_000_000;
  const ids = { bankId: 'Hbl', cityId: 'Lahore', dealId: 'd1' };
  const zero = { reviewCount: 0, ratingSum: 0, favouriteCount: 0 };
  /** The ledger as Firestore would return it (a JSON round trip). */
  const stored = (x: unknown) => JSON.parse(JSON.stringify(x ?? null)) as Record<string, unknown>;

  it('adds a new deal to its place, then settles on the echo', () => {
    const first = planFanout(raw, null, ids, now, zero);
    expect(first.place).toMatchObject({ counted: null, changed: true, keys: ['pizza-hut'] });
    expect(first.place.next?.summary).toMatchObject({ bankId: 'Hbl', dealId: 'd1', rating: null });
    expect(first.ledgerWrite).toMatchObject({
      place: { key: 'pizza-hut', summaryDigest: digestOf(first.place.next?.summary) },
    });
    const echo = planFanout({ ...raw, ...first.dealUpdate }, stored(first.ledgerWrite), ids, now);
    expect(echo.place.changed).toBe(false);
    expect(isSettled(echo)).toBe(true);
  });

  it('moves the place when the rating changes, though the admin content did not', () => {
    const first = planFanout(raw, null, ids, now, zero);
    const deal = { ...raw, ...first.dealUpdate, reviewCount: 1, ratingSum: 4, avgSentiment: 4 };
    const next = planFanout(deal, stored(first.ledgerWrite), ids, now + 1000);
    expect(next.contentChanged).toBe(false);
    expect(next.place).toMatchObject({ changed: true, keys: ['pizza-hut'] });
    expect(next.place.next?.summary).toMatchObject({ rating: 4, reviewCount: 1 });
    expect(next.place.next?.summary.trendingScore).toBe(next.dealUpdate.trendingScore);
  });

  it('leaves the old place and joins the new one when the title changes', () => {
    const first = planFanout(raw, null, ids, now, zero);
    const renamed = { ...raw, ...first.dealUpdate, title: 'Cheezious' };
    const next = planFanout(renamed, stored(first.ledgerWrite), ids, now + 1000);
    expect(next.place.keys).toEqual(['cheezious', 'pizza-hut']);
    expect(next.place.counted?.key).toBe('pizza-hut');
  });

  it('removes an expired or deleted deal from its place, once', () => {
    const first = planFanout({ ...raw, valid_till: '2020-01-01' }, null, ids, now, zero);
    expect(first.dealUpdate.active).toBe(false);
    expect(first.place).toMatchObject({ counted: null, next: null, changed: false, keys: [] });

    const listed = planFanout(raw, null, ids, now, zero);
    const gone = planFanout(null, stored(listed.ledgerWrite), ids, now);
    expect(gone.place).toMatchObject({ next: null, changed: true, keys: ['pizza-hut'] });
    expect(gone.ledgerWrite).toBeNull();
    expect(isSettled(planFanout(null, null, ids, now))).toBe(true);
  });

  it('records a digest and what removal needs, not a copy of the content', () => {
    const first = planFanout(raw, null, ids, now, zero);
    const ledger = stored(first.ledgerWrite);
    expect(ledger).not.toHaveProperty('content');
    expect(ledger).toMatchObject({
      contentDigest: expect.stringMatching(/^[0-9a-f]{16}$/) as unknown,
      brandKey: 'pizza-hut',
      analytics: { category: 'Health', cards: [], offers: 0, branches: 0, locations: [] },
    });
    const edited = planFanout(
      { ...raw, ...first.dealUpdate, discount: '30% off' },
      ledger,
      ids,
      now + 1000,
    );
    expect(edited.contentChanged).toBe(true);
    expect(edited.counted).toEqual(first.next);
  });

  /** A ledger as written before digests: the whole content and place summary. */
  const legacyLedger = (deal: Record<string, unknown>, withPlace: boolean) => {
    const plan = planFanout(deal, null, ids, now, zero);
    const {
      contentDigest: _d,
      analytics: _a,
      brandKey: _b,
      place: _p,
      ...rest
    } = stored(plan.ledgerWrite);
    return stored({
      ...rest,
      content: plan.content,
      ...(withPlace ? { place: plan.place.next } : {}),
    });
  };

  it('reads a ledger from before digests as counted, and rewrites it without the copy', () => {
    const deal = { ...raw, ...planFanout(raw, null, ids, now, zero).dealUpdate };
    const ledger = legacyLedger(deal, true);
    expect(isSettled(planFanout(deal, ledger, ids, now))).toBe(true);
    const edited = planFanout({ ...deal, discount: '30% off' }, ledger, ids, now + 1000);
    expect(edited.counted?.brandKey).toBe('pizza-hut');
    expect(edited.place.counted?.key).toBe('pizza-hut');
    expect(edited.ledgerWrite).not.toHaveProperty('content');
    expect(edited.ledgerWrite).toMatchObject({
      contentDigest: edited.next?.contentDigest,
      place: { key: 'pizza-hut', summaryDigest: digestOf(edited.place.next?.summary) },
    });
    expect(
      isSettled(
        planFanout(
          { ...deal, discount: '30% off', ...edited.dealUpdate },
          stored(edited.ledgerWrite),
          ids,
          now + 1000,
        ),
      ),
    ).toBe(true);
  });

  it('counts a deal whose ledger predates Places from its counted content', () => {
    const deal = { ...raw, ...planFanout(raw, null, ids, now, zero).dealUpdate };
    const ledger = legacyLedger(deal, false);
    const next = planFanout(deal, ledger, ids, now);
    expect(next.place.changed).toBe(true);
    expect(next.place.counted?.key).toBe('pizza-hut');
    expect(next.ledgerWrite).not.toHaveProperty('content');
    expect(isSettled(planFanout(deal, stored(next.ledgerWrite), ids, now))).toBe(true);
  });
});
