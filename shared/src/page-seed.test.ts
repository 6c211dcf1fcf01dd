import { describe, expect, it } from 'vitest';
import { normalizeDeal } from './normalize.js';
import { type PageSeed, parsePageSeed, serializePageSeed } from './page-seed.js';
import { normalizePlace } from './places.js';

const place = normalizePlace(
  { title: 'Cafe </script><script>alert(1)</script>', cityId: 'Lahore', placeKey: 'cafe' },
  { cityId: 'Lahore', placeKey: 'cafe' },
);
const ids = { bankId: 'Hbl', dealId: 'food-1', cityId: 'Lahore' };
const deal = normalizeDeal(
  { title: 'Cafe', discount: '20% off', reviewCount: 2, avgSentiment: 4 },
  ids,
);

const review = {
  id: 'u1',
  userId: '',
  userName: 'Sana',
  comment: 'Great </script> fries',
  createdAt: 1_790_000_000_000,
  status: 'scored' as const,
  sentimentScore: 4.5,
};

const roundTrip = (seed: PageSeed) => parsePageSeed(serializePageSeed(seed));

describe('page seed', () => {
  it('survives the trip through the HTML unchanged, for every kind of page', () => {
    const seeds: PageSeed[] = [
      {
        kind: 'landing',
        args: { cityId: 'Lahore', category: null },
        places: [place],
        next: { score: 3.5, id: 'Lahore_cafe' },
      },
      { kind: 'landing', args: { cityId: 'Lahore', category: null }, places: [], next: null },
      {
        kind: 'place',
        ref: { cityId: 'Lahore', placeKey: 'cafe' },
        place,
        banks: [{ id: 'Hbl', bankName: 'HBL', bankImage: '/demo/banks/hbl.svg' }],
      },
      { kind: 'place', ref: { cityId: 'Lahore', placeKey: 'gone' }, place: null, banks: [] },
      { kind: 'deal', params: ids, deal, banks: [{ id: 'Hbl', bankName: 'HBL', bankImage: '' }] },
      { kind: 'deal', params: ids, deal: null, banks: [] },
      { kind: 'deal', params: ids, deal, banks: [], reviews: [review] },
      { kind: 'deal', params: ids, deal, banks: [], reviews: [] },
    ];
    for (const seed of seeds) expect(roundTrip(seed)).toEqual(seed);
    // A rating that normalising a normalised deal again would lose (it has no avgSentiment field).
    expect(roundTrip(seeds[4]!)).toMatchObject({ deal: { rating: 4 } });
  });

  it('cannot close the script element it is written into', () => {
    const text = serializePageSeed({
      kind: 'place',
      ref: { cityId: 'Lahore', placeKey: 'cafe' },
      place,
      banks: [],
    });
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
  });

  it('drops reviews it cannot show whole, and keeps the deal, whose page then reads them', () => {
    const broken = [
      [{ ...review, createdAt: 'yesterday' }],
      [{ ...review, comment: null }],
      [review, { ...review, sentimentScore: '4' }],
      [null],
      'none',
    ];
    for (const reviews of broken) {
      const parsed = parsePageSeed(JSON.stringify({ kind: 'deal', params: ids, deal, reviews }));
      expect(parsed).toEqual({ kind: 'deal', params: ids, deal, banks: [] });
    }
  });

  it('gives null for anything malformed, so the page starts as a client render', () => {
    for (const text of [
      null,
      '',
      'not json',
      '[]',
      '{"kind":"landing"}',
      '{"kind":"landing","args":{"cityId":"Lahore"},"places":[{"title":1}]}',
      '{"kind":"deal","params":{},"deal":{"title":"x"}}',
      '{"kind":"place","place":null}',
      '{"kind":"other"}',
    ]) {
      expect(parsePageSeed(text)).toBeNull();
    }
  });
});
