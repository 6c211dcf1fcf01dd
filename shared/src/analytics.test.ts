import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyticsContributionEqual,
  applyAnalyticsDelta,
  computeAnalytics,
  emptyAnalytics,
  type AnalyticsDoc,
} from './index.js';
import { rawDealArb } from './testing/arbitraries.js';

const deal = (over: Record<string, unknown>): Record<string, unknown> => ({
  title: 'Saffron Table',
  category_id: 'Food',
  offers: [{ card_type: [{ cardName: 'HBL Gold' }, { cardName: 'HBL Platinum' }] }],
  deal_branches: [
    { name: 'Gulberg', full_address: 'MM Alam Road' },
    { name: 'DHA', full_address: 'Y Block' },
  ],
  ...over,
});

describe('computeAnalytics', () => {
  it('counts deals by category and card, offers, branches and unique locations', () => {
    const a = computeAnalytics([
      deal({}),
      deal({
        category_id: 'Health & Fitness',
        offers: [{ card_type: [{ cardName: 'HBL Gold' }] }, {}],
        deal_branches: [{ full_address: 'mm alam road' }],
      }),
    ]);
    expect(a).toEqual({
      deals_by_category: { Food: 1, Lifestyle: 0, Health: 1, Entertainment: 0 },
      deals_by_card_type: { 'HBL Gold': 2, 'HBL Platinum': 1 },
      total_deals_scraped: 2,
      offers_count: 3,
      branches_count: 3,
      unique_locations_count: 2,
      _locationCounts: { 'mm alam road': 2, 'y block': 1 },
    } satisfies AnalyticsDoc);
  });

  it('has all four categories at zero for no deals', () => {
    expect(computeAnalytics([])).toEqual(emptyAnalytics());
  });
});

describe('applyAnalyticsDelta', () => {
  it('subtracts a deleted deal, dropping locations no other deal uses', () => {
    const a = deal({});
    const b = deal({ deal_branches: [{ full_address: 'MM Alam Road' }] });
    const after = applyAnalyticsDelta(computeAnalytics([a, b]), a, null);
    expect(after).toEqual(computeAnalytics([b]));
    expect(after.unique_locations_count).toBe(1);
  });

  it('equals full recomputation over random sequences of creates, updates and deletes', () => {
    const op = fc.record({
      slot: fc.integer({ min: 0, max: 5 }),
      deal: fc.option(rawDealArb, { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
        const deals = new Map<number, unknown>();
        let doc: AnalyticsDoc = computeAnalytics([]);
        for (const { slot, deal: next } of ops) {
          const before = deals.get(slot) ?? null;
          doc = applyAnalyticsDelta(doc, before, next);
          if (next === null) deals.delete(slot);
          else deals.set(slot, next);
        }
        expect(doc).toEqual(computeAnalytics([...deals.values()]));
      }),
      { numRuns: 300 },
    );
  });

  it('survives a Firestore round trip of the document (JSON)', () => {
    fc.assert(
      fc.property(fc.array(rawDealArb, { maxLength: 6 }), rawDealArb, (deals, extra) => {
        const stored = JSON.parse(JSON.stringify(computeAnalytics(deals))) as unknown;
        expect(applyAnalyticsDelta(stored, null, extra)).toEqual(
          computeAnalytics([...deals, extra]),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('tells an edit that does not move the counts (e.g. rating) from one that does', () => {
    expect(analyticsContributionEqual(deal({}), deal({ avgSentiment: 2, description: 'x' }))).toBe(
      true,
    );
    expect(analyticsContributionEqual(deal({}), deal({ category_id: 'Lifestyle' }))).toBe(false);
  });
});
