import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyBrandDelta,
  brandEntryFromDeals,
  brandKey,
  brandKeysTouched,
  brandMatchPriority,
  brandQueryTokens,
  buildBrandIndex,
  rankBrands,
  type DealRef,
  type BrandIndexEntry,
} from './index.js';
import { rawDealArb } from './testing/arbitraries.js';
import { dealRef } from './testing/deal-refs.js';

describe('brand keys', () => {
  it.each([
    ['Frost & Fudge Creamery', 'frost-and-fudge-creamery'],
    ['  ', 'special-offer'],
  ])('slugs the title %j to %s', (title, key) => {
    expect(brandKey(title)).toBe(key);
  });
});

describe('brand entries', () => {
  const deals = [
    dealRef('Hbl', 'Lahore', 'd1', {
      title: 'Saffron Table',
      discount: 'Up to 25% off',
      offers: [{ card_type: [{ cardName: 'HBL Gold' }] }],
    }),
    dealRef('Hbl', 'Karachi', 'd2', { title: 'Saffron Table', discount: '40% off on total bill' }),
    dealRef('Mcb', 'Lahore', 'd3', { title: 'Saffron Table', discount: '10% off' }),
    dealRef('Mcb', 'Lahore', 'd4', { title: 'Burger Barn', discount: '10% off' }),
  ];

  it('summarises a brand per bank with the best discount first', () => {
    const e = brandEntryFromDeals('saffron-table', deals);
    expect(e).toMatchObject({
      key: 'saffron-table',
      name: 'Saffron Table',
      bankCount: 2,
      dealCount: 3,
    });
    expect(e?.banks['Hbl']).toMatchObject({
      dealCount: 2,
      bestDiscount: '40% off on total bill',
      bestDiscountPercent: 40,
    });
    expect(e?.banks['Hbl']?.deals[1]).toMatchObject({
      dealId: 'd1',
      cardNames: ['HBL Gold'],
      cityId: 'Lahore',
    });
    expect(e?.tokens).toEqual(expect.arrayContaining(['sa', 'saf', 'saffron', 'ta', 'table']));
  });

  it('is null for a brand without deals', () => {
    expect(brandEntryFromDeals('nobody', deals)).toBeNull();
  });

  it('moves a deal between brands when its title changes', () => {
    const index = buildBrandIndex(deals);
    const before = deals[3]!;
    const after = dealRef('Mcb', 'Lahore', 'd4', { title: 'Saffron Table', discount: '50% off' });
    const keys = brandKeysTouched(before, after);
    expect(keys.sort()).toEqual(['burger-barn', 'saffron-table']);
    expect(applyBrandDelta(index.get('burger-barn'), 'burger-barn', before, after)).toBeNull();
    expect(
      applyBrandDelta(index.get('saffron-table'), 'saffron-table', before, after)?.banks['Mcb']
        ?.bestDiscountPercent,
    ).toBe(50);
  });

  it('incremental updates equal a full rebuild over random sequences', () => {
    const op = fc.record({
      slot: fc.integer({ min: 0, max: 5 }),
      bank: fc.constantFrom('Hbl', 'Mcb', 'Ubl'),
      deal: fc.option(rawDealArb, { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 20 }), (ops) => {
        const live = new Map<number, DealRef>();
        const index = new Map<string, BrandIndexEntry>();
        for (const { slot, bank, deal } of ops) {
          const before = live.get(slot) ?? null;
          // A slot is one deal document: its path never changes.
          const path = before ?? dealRef(bank, 'Lahore', `deal-${slot}`, {});
          const after = deal === null ? null : dealRef(path.bankId, path.cityId, path.dealId, deal);
          for (const key of brandKeysTouched(before, after)) {
            const next = applyBrandDelta(index.get(key) ?? null, key, before, after);
            if (next === null) index.delete(key);
            else index.set(key, next);
          }
          if (after === null) live.delete(slot);
          else live.set(slot, after);
        }
        const rebuilt = buildBrandIndex([...live.values()]);
        expect(Object.fromEntries([...index.entries()].sort())).toEqual(
          Object.fromEntries([...rebuilt.entries()].sort()),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('brand match priority', () => {
  it('scores 100 when the title starts with the term', () => {
    expect(brandMatchPriority('Saffron Table', 'saff')).toBe(100);
  });
  it('scores 80 when the title contains the term', () => {
    expect(brandMatchPriority('Saffron Table', 'table')).toBe(80);
  });
  it('scores 70 minus 5 per position for a shared word', () => {
    expect(brandMatchPriority('Saffron Table', 'table lamp')).toBe(65);
    expect(brandMatchPriority('The Grill Garden', 'garden grill')).toBe(65);
    expect(brandMatchPriority('Saffron Table', 'saffron rice')).toBe(70);
  });
  it('scores 0 without a match, and ignores 1-character words', () => {
    expect(brandMatchPriority('Saffron Table', 'pizza')).toBe(0);
    expect(brandMatchPriority('A Table', 'a chair')).toBe(0);
  });

  it('ranks brands by priority then name, banks by best deal', () => {
    const index = buildBrandIndex([
      dealRef('Hbl', 'Lahore', 'a', { title: 'Table Talk', discount: '10% off' }),
      dealRef('Mcb', 'Lahore', 'b', { title: 'Table Talk', discount: '30% off' }),
      dealRef('Hbl', 'Lahore', 'c', { title: 'Saffron Table', discount: '20% off' }),
      dealRef('Hbl', 'Lahore', 'd', { title: 'Burger Barn', discount: '20% off' }),
    ]);
    const ranked = rankBrands([...index.values()], 'table');
    expect(ranked.map((r) => [r.entry.name, r.priority])).toEqual([
      ['Table Talk', 100],
      ['Saffron Table', 80],
    ]);
    expect(ranked[0]?.banks.map((b) => b.bankId)).toEqual(['Mcb', 'Hbl']);
  });

  it('queries with the words of the term', () => {
    expect(brandQueryTokens('Saffron Ta')).toEqual(['saffron', 'ta']);
    expect(brandQueryTokens('x')).toEqual([]);
  });
});
