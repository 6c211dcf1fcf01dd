import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPlaceDelta,
  gridPlace,
  listedPlaceSummaryOf,
  normalizePlace,
  placeDocId,
  placeFromSummaries,
  placeKey,
  placeKeysTouched,
  placesFromDeals,
  placeSummaryOf,
  placeBranchChanges,
  placeBranchDocs,
  type DealRef,
  type PlaceDoc,
} from './index.js';
import { rawDealArb } from './testing/arbitraries.js';
import { lahoreRef } from './testing/deal-refs.js';

describe('place keys', () => {
  it('is the brand slug, one document per city', () => {
    expect(placeKey('Café Aylanto')).toBe('cafe-aylanto');
    expect(placeKey('')).toBe('special-offer');
    expect(placeDocId('Lahore', 'cafe-aylanto')).toBe('Lahore_cafe-aylanto');
  });
});

describe('place documents', () => {
  const deals = [
    lahoreRef('Hbl', 'd1', {
      title: 'Biryani Bay',
      discount: 'Up to 25% off',
      offers: [{ card_type: [{ cardName: 'HBL Gold' }, { cardName: 'HBL Platinum' }] }],
      reviewCount: 2,
      avgSentiment: 4,
      trendingScore: 1.5,
      image_url: '/bb.svg',
    }),
    lahoreRef('Hbl', 'd2', { title: 'Biryani Bay', discount: '10% off', trendingScore: 0.25 }),
    lahoreRef('Mcb', 'd3', {
      title: 'biryani  bay',
      discount: '35% off',
      cardName: 'MCB Visa',
      trendingScore: 1,
    }),
    lahoreRef('Ubl', 'd4', { title: 'Biryani Bay', discount: '50% off', active: false }),
    lahoreRef('Mcb', 'd5', { title: 'Pizza Piazza', discount: '20% off' }),
    { ...lahoreRef('Mcb', 'd6', { title: 'Biryani Bay', discount: '60% off' }), cityId: 'Karachi' },
  ];

  it('summarises every bank with an active deal, best first', () => {
    const places = placesFromDeals(deals);
    expect([...places.keys()]).toEqual([
      'Karachi_biryani-bay',
      'Lahore_biryani-bay',
      'Lahore_pizza-piazza',
    ]);
    const p = places.get('Lahore_biryani-bay') as PlaceDoc;
    expect(p).toMatchObject({
      cityId: 'Lahore',
      city_id: 'Lahore',
      placeKey: 'biryani-bay',
      title: 'Biryani Bay',
      titleLower: 'biryani bay',
      imageUrl: '/bb.svg',
      bankIds: ['Mcb', 'Hbl'],
      bankCount: 2,
      dealCount: 3,
      bestDiscount: '35% off',
      bestDiscountPercent: 35,
      bestBankId: 'Mcb',
      bestRating: 4,
      reviewCount: 2,
      // log2(2^1.5 + 2^0.25 + 2^1): the sum of the three deals' values, as a key.
      trendingScore: 2.5892,
      active: true,
    });
    expect(p.banks[1]).toMatchObject({
      bankId: 'Hbl',
      dealIds: ['d1', 'd2'],
      dealCount: 2,
      bestDealId: 'd1',
      bestDiscount: 'Up to 25% off',
      bestDiscountPercent: 25,
      cardNames: ['HBL Gold', 'HBL Platinum'],
      bestRating: 4,
      reviewCount: 2,
    });
    expect(p.keywords).toEqual(expect.arrayContaining(['yani', 'bay', 'biryani']));
  });

  it('is null (deleted) without active deals', () => {
    expect(placeFromSummaries('Lahore', 'x', [])).toBeNull();
    expect(listedPlaceSummaryOf(deals[3]!)).toBeNull();
  });

  it('drops a bank when its last deal there goes, and the place with the last bank', () => {
    const places = placesFromDeals(deals);
    const without = applyPlaceDelta(
      places.get('Lahore_biryani-bay'),
      'Lahore',
      'biryani-bay',
      { bankId: 'Mcb', dealId: 'd3' },
      null,
    );
    expect(without?.bankIds).toEqual(['Hbl']);
    expect(without?.bestDiscountPercent).toBe(25);
    expect(
      applyPlaceDelta(places.get('Lahore_pizza-piazza'), 'Lahore', 'pizza-piazza', deals[4]!, null),
    ).toBeNull();
  });

  it('moves a deal between places when its title changes', () => {
    const before = placeSummaryOf(deals[4]!);
    const after = placeSummaryOf(
      lahoreRef('Mcb', 'd5', { title: 'Biryani Bay', discount: '70% off' }),
    );
    expect(placeKeysTouched(before, after)).toEqual(['biryani-bay', 'pizza-piazza']);
    const places = placesFromDeals(deals);
    const moved = applyPlaceDelta(
      places.get('Lahore_biryani-bay'),
      'Lahore',
      'biryani-bay',
      before.summary,
      after,
    );
    expect(moved?.bestDiscountPercent).toBe(70);
    expect(moved?.banks[0]?.dealIds).toEqual(['d5', 'd3']);
  });

  it('incremental updates equal a full recomputation over random sequences', () => {
    const extras = fc.record(
      {
        active: fc.boolean(),
        reviewCount: fc.integer({ min: 0, max: 5 }),
        trendingScore: fc.double({ min: 0, max: 10, noNaN: true }),
        // Branches in Lahore, a few shared between deals so places merge them by geohash.
        deal_branches: fc.array(
          fc.record({
            latitude: fc.constantFrom(31.52, 31.5204, 31.47, 31.5),
            longitude: fc.constantFrom(74.35, 74.3587, 74.4, 74.31),
          }),
          { maxLength: 3 },
        ),
      },
      { requiredKeys: [] },
    );
    const op = fc.record({
      slot: fc.integer({ min: 0, max: 6 }),
      bank: fc.constantFrom('Hbl', 'Mcb', 'Ubl'),
      deal: fc.option(
        fc.tuple(rawDealArb, extras).map(([d, e]) => ({ ...d, ...e })),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
        const live = new Map<number, DealRef>();
        // What the trigger's ledger remembers: the summary last counted per deal.
        const counted = new Map<number, ReturnType<typeof listedPlaceSummaryOf>>();
        const stored = new Map<string, unknown>();
        // The PlaceBranches documents, written with their place as the trigger writes them.
        const branches = new Map<string, unknown>();
        for (const { slot, bank, deal } of ops) {
          const path = live.get(slot) ?? lahoreRef(bank, `deal-${slot}`, {});
          const after = deal === null ? null : { ...path, deal };
          const before = counted.get(slot) ?? null;
          const next = after === null ? null : listedPlaceSummaryOf(after);
          for (const key of placeKeysTouched(before, next)) {
            const id = placeDocId('Lahore', key);
            // Stored documents go through a JSON round trip, as through Firestore.
            const doc = applyPlaceDelta(
              stored.get(id) ?? null,
              'Lahore',
              key,
              before?.summary ?? null,
              next,
            );
            const current = stored.has(id) ? normalizePlace(stored.get(id)) : null;
            const change = placeBranchChanges(id, current, doc);
            for (const gone of change.remove) branches.delete(gone);
            for (const [bid, b] of change.set) branches.set(bid, JSON.parse(JSON.stringify(b)));
            if (doc === null) stored.delete(id);
            else stored.set(id, JSON.parse(JSON.stringify(doc)));
          }
          counted.set(slot, next);
          if (after === null) live.delete(slot);
          else live.set(slot, after);
        }
        const rebuilt = placesFromDeals([...live.values()]);
        expect(Object.fromEntries([...stored.entries()].sort())).toEqual(
          JSON.parse(JSON.stringify(Object.fromEntries([...rebuilt.entries()].sort()))),
        );
        const rebuiltBranches = [...rebuilt.entries()].flatMap(([id, p]) => [
          ...placeBranchDocs(id, p).entries(),
        ]);
        expect(Object.fromEntries([...branches.entries()].sort())).toEqual(
          JSON.parse(JSON.stringify(Object.fromEntries(rebuiltBranches.sort()))),
        );
      }),
      { numRuns: 300 },
    );
    // About a second alone; more when the machine is shared.
  }, 30_000);
});

describe('till counts on a place', () => {
  const till = (day: string, yes: number, refused: number, reported = false) => ({
    days: {
      [day]: {
        yes,
        ended: 0,
        'branch-not-taking-part': 0,
        'card-refused': refused,
        'smaller-discount': 0,
        other: 0,
      },
    },
    lastConfirmed: yes > 0 ? day : null,
    reported,
  });

  it("carries each deal's counts and their sum, marked when a deal is", () => {
    const place = placesFromDeals([
      lahoreRef('Hbl', 'd1', { title: 'Chai Chowk', till: till('2026-11-25', 2, 0) }),
      lahoreRef('Ubl', 'd2', { title: 'Chai Chowk', till: till('2026-11-26', 1, 3, true) }),
      lahoreRef('Mcb', 'd3', { title: 'Chai Chowk' }),
    ]).get('Lahore_chai-chowk');
    expect(place?.banks.find((b) => b.bankId === 'Hbl')?.deals[0]?.till?.lastConfirmed).toBe(
      '2026-11-25',
    );
    expect(place?.banks.find((b) => b.bankId === 'Mcb')?.deals[0]).not.toHaveProperty('till');
    expect(place?.till?.lastConfirmed).toBe('2026-11-26');
    expect(place?.till?.reported).toBe(true);
    expect(place?.till?.days['2026-11-26']?.['card-refused']).toBe(3);
    // Stored and read back as it was written.
    expect(normalizePlace(JSON.parse(JSON.stringify(place)))).toEqual(place);
  });

  it('has none when no deal has answers, and a corrupt one reads as empty', () => {
    const place = placesFromDeals([lahoreRef('Hbl', 'd1', { title: 'Chai Chowk' })]).get(
      'Lahore_chai-chowk',
    );
    expect(place).not.toHaveProperty('till');
    expect(normalizePlace({ till: 'junk' }).till).toEqual({
      days: {},
      lastConfirmed: null,
      reported: false,
    });
  });
});

describe('gridPlace', () => {
  it("leaves out the banks' deals and the search tokens, and nothing else", () => {
    const place = placesFromDeals([
      lahoreRef('Hbl', 'd1', { title: 'Chai Chowk', discount: '15% off', cardName: 'HBL Gold' }),
      lahoreRef('Mcb', 'd2', { title: 'Chai Chowk', discount: '25% off', cardName: 'MCB Gold' }),
    ]).get('Lahore_chai-chowk') as PlaceDoc;
    const copy = gridPlace(place);
    expect(copy).toEqual({ ...place, banks: [], keywords: [] });
    expect(copy.bankIds).toEqual(place.bankIds);
    expect(copy.bankCount).toBe(2);
    expect(JSON.stringify(copy).length).toBeLessThan(JSON.stringify(place).length / 2);
  });
});

describe('normalizePlace', () => {
  it('returns a stored place unchanged', () => {
    const p = placesFromDeals([
      lahoreRef('Hbl', 'd1', { title: 'Chai Chowk', discount: '15% off', cardName: 'HBL Gold' }),
    ]).get('Lahore_chai-chowk');
    expect(normalizePlace(JSON.parse(JSON.stringify(p)))).toEqual(p);
  });

  it('never throws and fills defaults for malformed documents', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const p = normalizePlace(raw, { cityId: 'Lahore', placeKey: 'x' });
        expect(typeof p.title).toBe('string');
        expect(Array.isArray(p.banks)).toBe(true);
      }),
    );
    const p = normalizePlace(
      { banks: [{ bankId: 'Hbl', deals: [{ dealId: 'd', discount: '30% off' }, 'junk'] }, {}] },
      { cityId: 'Lahore', placeKey: 'x' },
    );
    expect(p).toMatchObject({
      cityId: 'Lahore',
      placeKey: 'x',
      title: 'Special Offer',
      bankIds: ['Hbl'],
      bankCount: 1,
      dealCount: 1,
      bestBankId: 'Hbl',
      bestRating: null,
      imageUrl: '/demo/placeholder-deal.svg',
      active: true,
    });
    expect(p.banks[0]?.deals[0]).toMatchObject({ dealId: 'd', discount: '30% off', rating: null });
    expect(normalizePlace(null).banks).toEqual([]);
  });
});
