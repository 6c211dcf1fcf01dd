import { describe, expect, it } from 'vitest';
import { pageRequestOf } from './page-request.js';

describe('pageRequestOf', () => {
  it('names the landing, a guest place and a guest deal', () => {
    expect(pageRequestOf('/')).toEqual({ kind: 'landing' });
    expect(pageRequestOf('/LandingPage')).toEqual({ kind: 'landing' });
    expect(pageRequestOf('/guest-place/Lahore/cafe-aylanto')).toEqual({
      kind: 'place',
      cityId: 'Lahore',
      placeKey: 'cafe-aylanto',
    });
    expect(pageRequestOf('/guest-deal/Hbl/food-1/Lahore/')).toEqual({
      kind: 'deal',
      bankId: 'Hbl',
      dealId: 'food-1',
      cityId: 'Lahore',
    });
    expect(pageRequestOf('/guest-deal/Bank%20Alfalah/food%201/Lahore')).toMatchObject({
      bankId: 'Bank Alfalah',
      dealId: 'food 1',
    });
  });

  it('gives null for paths that name no page the server renders', () => {
    for (const path of [
      '/login',
      '/guest-deal/Hbl/food-1',
      '/guest-deal/Hbl/food-1/Lahore/extra',
      '/guest-place/Lahore',
      '/guest-deal/Hbl/a%2Fb/Lahore',
      '/guest-deal/Hbl/%E0%A4%A/Lahore',
      '/guest-place//cafe',
    ]) {
      expect(pageRequestOf(path)).toBeNull();
    }
  });
});
