import { describe, expect, it } from 'vitest';
import { placeDealState, placesFromDeals, previewPlaceAfterWrite } from './index.js';
import { lahoreRef } from './testing/deal-refs.js';

const TODAY = '2026-11-23';

/** The preview of writing Lahore deal `bankId/dealId` as `deal` today, over the stored `current`. */
const preview = (bankId: string, dealId: string, deal: unknown, current?: unknown) =>
  previewPlaceAfterWrite({ ...lahoreRef(bankId, dealId, deal), today: TODAY, current });

/** The stored Lahore place of Biryani Bay with two banks, as the functions build it. */
const stored = () =>
  placesFromDeals([
    lahoreRef('Hbl', 'bb-hbl', { title: 'Biryani Bay', discount: '25% off', trendingScore: 1 }),
    lahoreRef('Mcb', 'bb-mcb', { title: 'Biryani Bay', discount: '30% off', trendingScore: 1 }),
  ]).get('Lahore_biryani-bay');

describe('previewPlaceAfterWrite', () => {
  it('is the place the deal alone makes when no place is stored', () => {
    const p = preview('Ubl', 'new', {
      title: 'Biryani Bay',
      discount: '35% off',
      category_id: 'Food',
    });
    expect(p.key).toBe('biryani-bay');
    expect(p.docId).toBe('Lahore_biryani-bay');
    expect(p.listed).toBe(true);
    expect(p.place).toMatchObject({
      title: 'Biryani Bay',
      bankIds: ['Ubl'],
      bankCount: 1,
      bestDiscountPercent: 35,
      categoryId: 'Food',
    });
  });

  it('adds a new deal to the stored place, best bank first', () => {
    const p = preview('Ubl', 'new', { title: 'Biryani Bay', discount: '35% off' }, stored());
    expect(p.place?.bankIds).toEqual(['Ubl', 'Mcb', 'Hbl']);
    expect(p.place?.bankCount).toBe(3);
    expect(p.place?.bestDiscount).toBe('35% off');
  });

  it('replaces an edited deal’s old summary instead of counting it twice', () => {
    const p = preview('Hbl', 'bb-hbl', { title: 'Biryani Bay', discount: '10% off' }, stored());
    expect(p.place?.dealCount).toBe(2);
    expect(p.place?.bankIds).toEqual(['Mcb', 'Hbl']);
    expect(p.place?.banks.find((b) => b.bankId === 'Hbl')?.bestDiscount).toBe('10% off');
  });

  it('leaves an expired deal off the place; a place with no deal left is null', () => {
    const expired = { title: 'Biryani Bay', discount: '35% off', valid_till: '2026-11-22' };
    const alone = preview('Ubl', 'old', expired);
    expect(alone.listed).toBe(false);
    expect(alone.place).toBeNull();
    const withOthers = preview('Hbl', 'bb-hbl', expired, stored());
    expect(withOthers.place?.bankIds).toEqual(['Mcb']);
  });

  it('renders a malformed form record with the deal defaults instead of throwing', () => {
    const p = preview('Hbl', 'x', null, 'garbage');
    expect(p.key).toBe('special-offer');
    expect(p.place?.title).toBe('Special Offer');
  });
});

describe('placeDealState', () => {
  it('says whether a stored place lists a deal, and with which title and discount', () => {
    expect(placeDealState(null, { bankId: 'Hbl', dealId: 'bb-hbl' })).toEqual({
      state: 'missing',
    });
    expect(placeDealState(stored(), { bankId: 'Hbl', dealId: 'bb-hbl' })).toMatchObject({
      state: 'lists',
      title: 'Biryani Bay',
      discount: '25% off',
    });
    expect(placeDealState(stored(), { bankId: 'Ubl', dealId: 'bb-hbl' })).toMatchObject({
      state: 'without',
      place: { bankCount: 2 },
    });
    expect(
      placeDealState({ banks: 7 }, { bankId: 'Hbl', dealId: 'x', cityId: 'Lahore', placeKey: 'k' }),
    ).toMatchObject({ state: 'without', place: { cityId: 'Lahore', placeKey: 'k' } });
  });
});
