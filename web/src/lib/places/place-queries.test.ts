import { placeEntity } from '@deals/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPlace, fetchPlacesPage, searchPlaces } from './place-queries';
import { db, docSnapshot, fake, lastQuery, resetQueryFake } from '@/testing/fake-firestore-queries';

// The Firestore module is replaced by one that records the query it is asked to run.
vi.mock('firebase/firestore', () => import('@/testing/fake-firestore-queries'));

const placeSnapshot = (id: string, data: Record<string, unknown>) =>
  docSnapshot(placeEntity.docPath({ placeId: id }), data);

beforeEach(resetQueryFake);

describe('fetchPlacesPage', () => {
  it("reads one bounded page of the city's current places, most trending first", async () => {
    fake.docs = Array.from({ length: 2 }, (_, i) =>
      placeSnapshot(`Lahore_p${i}`, { title: `P${i}`, cityId: 'Lahore', trendingScore: 9 - i }),
    );
    const page = await fetchPlacesPage(db, { cityId: 'Lahore', category: 'Food' }, null, 2);
    expect(lastQuery().source).toEqual({ kind: 'collection', path: placeEntity.path() });
    expect(lastQuery().constraints).toEqual([
      ['where', 'active', '==', true],
      ['where', 'city_id', '==', 'Lahore'],
      ['where', 'categoryId', '==', 'Food'],
      ['orderBy', 'trendingScore', 'desc'],
      ['orderBy', '__name__', 'desc'],
      ['limit', 2],
    ]);
    expect(page.places.map((place) => place.title)).toEqual(['P0', 'P1']);
    expect(page.next).toEqual({ score: 8, id: 'Lahore_p1' });

    await fetchPlacesPage(db, { cityId: 'Lahore', category: null }, page.next, 2);
    expect(lastQuery().constraints).toContainEqual(['startAfter', 8, 'Lahore_p1']);
    expect(lastQuery().constraints).not.toContainEqual(['where', 'categoryId', '==', 'Food']);
  });

  it('takes an empty answer from the offline cache for "not loaded", not "no places"', async () => {
    fake.fromCache = true;
    await expect(fetchPlacesPage(db, { cityId: 'Lahore', category: null }, null)).rejects.toThrow(
      'connection to the server was lost',
    );
  });
});

describe('searchPlaces', () => {
  it('queries the token of the longest word and keeps titles matching every word', async () => {
    fake.docs = [
      placeSnapshot('Lahore_biryani-bay', { title: 'Biryani Bay' }),
      placeSnapshot('Lahore_biryani-house', { title: 'Biryani House' }),
    ];
    const found = await searchPlaces(db, {
      cityId: 'Lahore',
      category: null,
      term: 'Yani BAY',
    });
    expect(lastQuery().constraints).toEqual([
      ['where', 'active', '==', true],
      ['where', 'city_id', '==', 'Lahore'],
      ['where', 'keywords', 'array-contains', 'yani'],
      ['orderBy', 'trendingScore', 'desc'],
      ['limit', 40],
    ]);
    expect(found.map((place) => place.title)).toEqual(['Biryani Bay']);
  });

  it('does not query under 3 characters', async () => {
    expect(await searchPlaces(db, { cityId: 'Lahore', category: null, term: 'ab' })).toEqual([]);
    expect(fake.lastQuery).toBeNull();
  });
});

describe('fetchPlace', () => {
  it('reads Places/{city}_{key}, and null when it is gone', async () => {
    expect(await fetchPlace(db, { cityId: 'Lahore', placeKey: 'kfc' })).toBeNull();
    expect(fake.lastQuery).toEqual({
      kind: 'doc',
      path: placeEntity.docPath({ placeId: 'Lahore_kfc' }),
    });
    fake.doc = { title: 'KFC', banks: 'malformed' };
    const place = await fetchPlace(db, { cityId: 'Lahore', placeKey: 'kfc' });
    expect(place).toMatchObject({ title: 'KFC', cityId: 'Lahore', placeKey: 'kfc', banks: [] });
  });
});
