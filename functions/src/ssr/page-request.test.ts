import { describe, expect, it } from 'vitest';
import { canRead, LOGGED_PATH_MAX, loggablePath, pageRequestOf } from './page-request.js';

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
    ]) {
      expect(pageRequestOf(path)).toBeNull();
    }
  });

  it('names a page whose ids Firestore would refuse, which cannot be read (a missing page)', () => {
    const long = 'x'.repeat(5000);
    for (const path of [
      `/guest-deal/Hbl/${long}/Lahore`,
      `/guest-place/Lahore/${long}`,
      '/guest-deal/Hbl/__x__/Lahore',
      '/guest-deal/__bank__/d1/Lahore',
      '/guest-place/__x__/cafe',
      '/guest-place/Lahore/__x__',
      '/guest-deal/Hbl/a%2Fb/Lahore',
      '/guest-place/Lahore/a%2Fb',
      '/guest-deal/Hbl/%E0%A4%A/Lahore',
      '/guest-deal/Hbl/./Lahore',
      '/guest-deal/Hbl/%2E%2E/Lahore',
      '/guest-place//cafe',
      '/guest-deal/Hbl//Lahore',
      // The place's document id is `{city}_{key}`: "__a" + "_" + "_" is reserved.
      '/guest-place/__a/_',
    ]) {
      const page = pageRequestOf(path);
      expect(page, path.slice(0, 60)).not.toBeNull();
      expect(page && canRead(page), path.slice(0, 60)).toBe(false);
    }
    for (const path of [
      '/',
      '/guest-place/Lahore/cafe',
      '/guest-deal/Bank%20Alfalah/food-1/Lahore',
    ]) {
      const page = pageRequestOf(path);
      expect(page && canRead(page), path).toBe(true);
    }
  });
});

describe('loggablePath', () => {
  it('keeps a short path as it is', () => {
    expect(loggablePath('/guest-deal/Hbl/food-1/Lahore')).toBe('/guest-deal/Hbl/food-1/Lahore');
  });

  it('bounds a long path and shows control characters as ?', () => {
    const logged = loggablePath(`/guest-deal/Hbl/${'x'.repeat(5000)}/Lahore`);
    expect(logged.length).toBeLessThan(LOGGED_PATH_MAX + 40);
    expect(logged).toMatch(/… \(5023 characters\)$/);
    expect(loggablePath('/a\nfake line\u0000\u202e')).toBe('/a?fake line??');
  });
});
