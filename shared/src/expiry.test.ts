import { describe, expect, it } from 'vitest';
import { applyAnalyticsDelta, computeAnalytics } from './analytics.js';
import { applyBrandDelta, brandEntryFromDeals, brandKey } from './brands.js';
import { deriveDealFields, isListed } from './normalize.js';

const raw = {
  title: 'Pizza Piazza',
  discount: '20% off',
  category_id: 'Food',
  valid_till: '2026-11-30',
  offers: [{ card_type: [{ cardName: 'HBL Gold' }] }],
};
const ids = { bankId: 'Hbl', cityId: 'Lahore' };
const stored = (today: string) => ({ ...raw, ...deriveDealFields(raw, { ...ids, today }) });

describe('expired deals', () => {
  it('derive active until their last valid day, and validUntil for the expiry query', () => {
    expect(deriveDealFields(raw, { ...ids, today: '2026-11-30' })).toMatchObject({
      active: true,
      validUntil: '2026-11-30',
    });
    expect(deriveDealFields(raw, { ...ids, today: '2026-12-01' }).active).toBe(false);
    expect(deriveDealFields({ title: 'Open ended' }, { ...ids, today: '2030-01-01' }).active).toBe(
      true,
    );
  });

  it('are not listed; documents without the field are', () => {
    expect(isListed(stored('2026-12-01'))).toBe(false);
    expect(isListed(stored('2026-11-01'))).toBe(true);
    expect(isListed(raw)).toBe(true);
  });

  it('leave the Analytics counts, incrementally exactly as in a full recomputation', () => {
    const live = stored('2026-11-01');
    const expired = stored('2026-12-01');
    const other = { ...live, title: 'Burger Barn' };
    const before = computeAnalytics([live, other]);
    const after = applyAnalyticsDelta(before, live, expired);
    expect(after).toEqual(computeAnalytics([expired, other]));
    expect(after.total_deals_scraped).toBe(1);
    // And come back when an admin extends them.
    expect(applyAnalyticsDelta(after, expired, live)).toEqual(before);
  });

  it('leave the brand index, incrementally exactly as in a full rebuild', () => {
    const key = brandKey('Pizza Piazza');
    const ref = (deal: unknown, bankId = 'Hbl') => ({
      bankId,
      cityId: 'Lahore',
      dealId: 'd1',
      deal,
    });
    const current = brandEntryFromDeals(key, [
      ref(stored('2026-11-01')),
      ref(stored('2026-11-01'), 'Mcb'),
    ]);
    const next = applyBrandDelta(
      current,
      key,
      ref(stored('2026-11-01')),
      ref(stored('2026-12-01')),
    );
    expect(next).toEqual(
      brandEntryFromDeals(key, [ref(stored('2026-12-01')), ref(stored('2026-11-01'), 'Mcb')]),
    );
    expect(next?.bankCount).toBe(1);
    expect(applyBrandDelta(null, key, null, ref(stored('2026-12-01')))).toBeNull();
  });
});
