import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CATEGORIES,
  deriveDealFields,
  derivedFieldsEqual,
  normalizeDeal,
  PLACEHOLDER_DEAL_IMAGE,
} from './index.js';

const ids = { bankId: 'Hbl', cityId: 'Lahore', dealId: 'food-cafe-0001' };

/** What every normalised deal must look like, whatever went in. */
const finite = z.number().refine(Number.isFinite);
const dealSchema = z.strictObject({
  id: z.literal('Hbl-Lahore-food-cafe-0001'),
  dealId: z.literal('food-cafe-0001'),
  bankId: z.literal('Hbl'),
  cityId: z.literal('Lahore'),
  categoryId: z.enum(CATEGORIES),
  title: z.string().min(1),
  description: z.string(),
  discount: z.string().min(1),
  discountPercent: finite.nullable(),
  iconUrl: z.string().min(1),
  imageUrl: z.string().min(1),
  cardName: z.string(),
  cardNames: z.array(z.string().min(1)),
  branches: z.array(
    z.strictObject({
      name: z.string().min(1),
      fullAddress: z.string(),
      latitude: finite.min(-90).max(90),
      longitude: finite.min(-180).max(180),
    }),
  ),
  offers: z.array(
    z.strictObject({
      id: z.string().regex(/^offers-.*-\d+-card-\d+$/),
      title: z.string(),
      validTill: z.string().nullable(),
      offerBranches: z.array(z.string()),
      branchLocations: z.array(z.string()),
      cardTypes: z.array(z.strictObject({ cardName: z.string().min(1), cardImage: z.string() })),
    }),
  ),
  termsAndConditions: z.string(),
  rating: finite.min(0).max(5).nullable(),
  reviewCount: z.number().int().min(0),
  trendingScore: finite,
  validFrom: z.string().nullable(),
  validTill: z.string().nullable(),
  validDays: z.array(z.enum(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])),
  capPkr: finite.positive().nullable(),
  minBillPkr: finite.positive().nullable(),
  verifiedOn: z.string().nullable(),
  updatedAt: finite.nullable(),
});

/** Arbitrary deal-like documents: the known keys with arbitrary JSON values, plus noise. */
const dealLike = fc.dictionary(
  fc.constantFrom(
    'title',
    'discount',
    'category_id',
    'offers',
    'deal_branches',
    'branches',
    'cardName',
    'card_name',
    'avgSentiment',
    'reviewCount',
    'comments',
    'valid_till',
    'valid_days',
    'updatedAt',
    'image_url',
    'max_discount_pkr',
  ),
  fc.jsonValue(),
);

describe('normalizeDeal', () => {
  it('fills the defaults for an empty document', () => {
    const d = normalizeDeal({}, ids);
    expect(d).toMatchObject({
      id: 'Hbl-Lahore-food-cafe-0001',
      title: 'Special Offer',
      discount: 'Up to 20% off',
      discountPercent: 20,
      categoryId: 'Food',
      imageUrl: PLACEHOLDER_DEAL_IMAGE,
      branches: [],
      offers: [],
      cardNames: [],
    });
  });

  it('keeps a rupee or count discount out of the percentage (the Discount filter still reads its first number)', () => {
    expect(normalizeDeal({ discount: 'Flat Rs. 500 off' }, ids).discountPercent).toBeNull();
    expect(normalizeDeal({ discount: 'Buy 1 Get 1 Free' }, ids).discountPercent).toBeNull();
    expect(normalizeDeal({ discount: '150% off' }, ids).discountPercent).toBeNull();
    expect(normalizeDeal({ discount: 'Flat 30% off on dine-in' }, ids).discountPercent).toBe(30);
  });

  it('has no rating without reviews', () => {
    expect(normalizeDeal({}, ids).rating).toBeNull();
    expect(normalizeDeal({ reviewCount: 0, avgSentiment: 4.2 }, ids).rating).toBeNull();
    expect(normalizeDeal({ reviewCount: 3, avgSentiment: 4.2 }, ids).rating).toBe(4.2);
  });

  it('rates legacy documents from avgSentiment or their comments (missing score counts 5)', () => {
    expect(normalizeDeal({ avgSentiment: 3.5 }, ids).rating).toBe(3.5);
    const d = normalizeDeal(
      { comments: [{ comment: 'ok', sentimentScore: 3 }, { comment: 'good' }] },
      ids,
    );
    expect(d.rating).toBe(4);
    expect(d.reviewCount).toBe(2);
  });

  it('reads cardName or card_name', () => {
    expect(normalizeDeal({ cardName: 'HBL Gold' }, ids).cardName).toBe('HBL Gold');
    expect(normalizeDeal({ card_name: 'HBL Gold' }, ids).cardNames).toEqual(['HBL Gold']);
  });

  it('reads branches from deal_branches or branches, as a list or a map', () => {
    const b = { name: 'Gulberg', full_address: 'MM Alam Road', latitude: 31.5, longitude: 74.3 };
    const expected = [
      { name: 'Gulberg', fullAddress: 'MM Alam Road', latitude: 31.5, longitude: 74.3 },
    ];
    expect(normalizeDeal({ deal_branches: [b] }, ids).branches).toEqual(expected);
    expect(normalizeDeal({ branches: { x: b } }, ids).branches).toEqual(expected);
  });

  it('defaults a branch name to Unknown Branch and coordinates to 0', () => {
    expect(normalizeDeal({ deal_branches: [{ latitude: 'north' }] }, ids).branches).toEqual([
      { name: 'Unknown Branch', fullAddress: '', latitude: 0, longitude: 0 },
    ]);
  });

  it('reads offers as a list or a map with every card_type entry variant', () => {
    const offers = {
      b: { title: 'Second', card_type: { 0: { card_name: 'MCB Gold', card_image: '/g.svg' } } },
      a: {
        title: 'First',
        valid_till: '2027-01-31',
        offer_branches: ['Gulberg'],
        branch_locations: 'MM Alam Road, Lahore',
        card_type: [
          { cardName: 'MCB Platinum', cardImage: '/p.svg' },
          { card_name: 'MCB Classic', card_image_url: '/c.svg' },
        ],
      },
    };
    const d = normalizeDeal({ offers }, ids);
    expect(d.offers.map((o) => o.id)).toEqual(['offers-a-0-card-2', 'offers-b-1-card-1']);
    expect(d.offers[0]).toMatchObject({
      title: 'First',
      validTill: '2027-01-31',
      offerBranches: ['Gulberg'],
      branchLocations: ['MM Alam Road', 'Lahore'],
    });
    expect(d.offers[0]?.cardTypes).toEqual([
      { cardName: 'MCB Platinum', cardImage: '/p.svg' },
      { cardName: 'MCB Classic', cardImage: '/c.svg' },
    ]);
    expect(d.cardNames).toEqual(['MCB Platinum', 'MCB Classic', 'MCB Gold']);
    expect(d.cardName).toBe('MCB Platinum');
    expect(d.validTill).toBe('2027-01-31');
  });

  it('maps category variants to the canonical four', () => {
    expect(normalizeDeal({ category_id: 'Health & Beauty' }, ids).categoryId).toBe('Health');
    expect(normalizeDeal({ category_id: 'entertainment' }, ids).categoryId).toBe('Entertainment');
    expect(normalizeDeal({ category_id: 'Unknown' }, ids).categoryId).toBe('Food');
  });

  it('reads the comparison details: days, cap, minimum bill, dates', () => {
    const d = normalizeDeal(
      {
        valid_days: 'Mon, Tuesday, sun',
        max_discount_pkr: 2500,
        min_bill_pkr: '3,000',
        valid_from: '2026-10-01',
        verified_on: '2026-10-20',
      },
      ids,
    );
    expect(d).toMatchObject({
      validDays: ['Mon', 'Tue', 'Sun'],
      capPkr: 2500,
      minBillPkr: 3000,
      validFrom: '2026-10-01',
      verifiedOn: '2026-10-20',
    });
    expect(normalizeDeal({ valid_days: 'All days' }, ids).validDays).toEqual([]);
  });

  it('reads Timestamp-like updatedAt values as epoch ms', () => {
    expect(normalizeDeal({ updatedAt: { seconds: 10, nanoseconds: 5e6 } }, ids).updatedAt).toBe(
      10_005,
    );
    expect(normalizeDeal({ updatedAt: 1234 }, ids).updatedAt).toBe(1234);
  });

  it('never throws and always yields a valid deal for arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        dealSchema.parse(normalizeDeal(raw, ids));
      }),
      { numRuns: 500 },
    );
  });

  it('never throws and always yields a valid deal for deal-shaped JSON', () => {
    fc.assert(
      fc.property(dealLike, (raw) => {
        dealSchema.parse(normalizeDeal(raw, ids));
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws for anything at all', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        dealSchema.parse(normalizeDeal(raw, ids));
        deriveDealFields(raw);
      }),
      { numRuns: 500 },
    );
  });
});

describe('deriveDealFields', () => {
  const raw = {
    title: 'Saffron Table',
    discount: 'Up to 25% off',
    category_id: 'Restaurants',
    offers: [
      { card_type: [{ cardName: 'HBL Gold' }, { cardName: 'HBL Platinum' }] },
      { card_type: [{ cardName: 'HBL Gold' }] },
    ],
    deal_branches: [{ full_address: 'A' }, { full_address: 'a' }, { full_address: 'B' }],
  };

  it('derives the fields functions store on a deal', () => {
    const { keywords, ...fields } = deriveDealFields(raw, { bankId: 'Hbl', cityId: 'Lahore' });
    expect(fields).toEqual({
      bank_id: 'Hbl',
      city_id: 'Lahore',
      category_id: 'Food',
      titleLower: 'saffron table',
      discountPercent: 25,
      cardNames: ['HBL Gold', 'HBL Platinum'],
      offerCount: 2,
      branchCount: 2,
      validUntil: null,
      active: true,
    });
    // Any part of a word, so a search for 'ffro' finds Saffron Table.
    expect(keywords).toEqual(expect.arrayContaining(['saf', 'table', 'ffro']));
  });

  it('falls back to bank_id and city_id in the document', () => {
    expect(deriveDealFields({ bank_id: 'Mcb', city_id: 'Karachi' })).toMatchObject({
      bank_id: 'Mcb',
      city_id: 'Karachi',
    });
  });

  it('sees its own write as equal and an edit as different', () => {
    const derived = deriveDealFields(raw, { bankId: 'Hbl', cityId: 'Lahore' });
    const stored = { ...raw, ...derived };
    expect(
      derivedFieldsEqual(stored, deriveDealFields(stored, { bankId: 'Hbl', cityId: 'Lahore' })),
    ).toBe(true);
    const edited = { ...stored, discount: '40% off' };
    expect(
      derivedFieldsEqual(edited, deriveDealFields(edited, { bankId: 'Hbl', cityId: 'Lahore' })),
    ).toBe(false);
    expect(derivedFieldsEqual(raw, derived)).toBe(false);
  });

  it('is stable: deriving from a document carrying its derived fields gives the same fields', () => {
    fc.assert(
      fc.property(dealLike, (r) => {
        const d1 = deriveDealFields(r, { bankId: 'Hbl', cityId: 'Lahore' });
        const d2 = deriveDealFields({ ...r, ...d1 }, { bankId: 'Hbl', cityId: 'Lahore' });
        expect(d2).toEqual(d1);
      }),
      { numRuns: 300 },
    );
  });
});
