import { describe, expect, it } from 'vitest';
import { favouriteId, matchesFavourite, parseFavouriteId } from './index.js';

describe('favourite ids', () => {
  /** The deal the favourite-matching tests point at. */
  const deal = { bankId: 'Hbl', cityId: 'Lahore', dealId: 'food-cafe-0001' };

  it('builds favourite ids as {bankId}-{cityId}-{offerId}', () => {
    expect(favouriteId('Hbl', 'Lahore', 'offers-0-0-card-2')).toBe('Hbl-Lahore-offers-0-0-card-2');
  });

  it('splits a favourite id into bank, city and deal part', () => {
    expect(parseFavouriteId('Hbl-Lahore-food-cafe-0001')).toEqual({
      bankId: 'Hbl',
      cityId: 'Lahore',
      dealPart: 'food-cafe-0001',
    });
    expect(parseFavouriteId('Hbl-Lahore-x')).toBeNull();
  });

  it.each([
    'deal-Hbl-food-cafe-0001',
    'food-cafe-0001',
    'Hbl-Lahore-food-cafe-0001',
    'Hbl-food-cafe-0001',
    { dealId: 'Hbl-Lahore-food-cafe-0001' },
  ])('matches the favourite %j, a stored identifier form of the deal', (favourite) => {
    expect(matchesFavourite(favourite, deal)).toBe(true);
  });

  it('matches favourites whose bank is spelled differently', () => {
    expect(matchesFavourite('HBL-Lahore-food-cafe-0001', deal)).toBe(true);
    expect(matchesFavourite('deal-HBL-food-cafe-0001', deal)).toBe(true);
  });

  it.each([
    'Hbl-Karachi-food-cafe-0001',
    'Mcb-Lahore-food-cafe-0001',
    'Hbl-Lahore-food-cafe-0002',
    '',
  ])('does not match the favourite %j of another deal, city or bank', (favourite) => {
    expect(matchesFavourite(favourite, deal)).toBe(false);
  });
});
