/**
 * Rules for Places: everyone reads them (the landing grid, search and the place page), only
 * admins write them from a client (functions use the Admin SDK). The grid's queries run as the
 * web runs them.
 */
import { assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { placeDocId, placesFromDeals, searchKeyOf, placeEntity } from '@deals/shared';
import { describe, expect, it } from 'vitest';
import { publicReadMatrix, useRulesFixture, writeDocs } from './support.js';

const PLACES = placesFromDeals([
  {
    bankId: 'Hbl',
    cityId: 'Lahore',
    dealId: 'd1',
    deal: { title: 'Biryani Bay', discount: '20% off', trendingScore: 2 },
  },
  {
    bankId: 'Mcb',
    cityId: 'Lahore',
    dealId: 'd2',
    deal: { title: 'Biryani Bay', discount: '30% off', trendingScore: 1 },
  },
  {
    bankId: 'Mcb',
    cityId: 'Lahore',
    dealId: 'd3',
    deal: {
      title: 'Café Aylanto',
      discount: '10% off',
      category_id: 'Lifestyle',
      trendingScore: 5,
    },
  },
  {
    bankId: 'Hbl',
    cityId: 'Karachi',
    dealId: 'd4',
    deal: { title: 'Biryani Bay', discount: '15% off' },
  },
]);
const BIRYANI = placeEntity.docPath({ placeId: placeDocId('Lahore', 'biryani-bay') });

const a = useRulesFixture('demo-rules-places', (f) =>
  writeDocs(f, placeEntity.path(), PLACES),
).actors;

/** A grid page as the web asks for it: one bounded query. */
const grid = (...filters: QueryConstraint[]) =>
  query(
    collection(a.guest, placeEntity.path()),
    where('city_id', '==', 'Lahore'),
    where('active', '==', true),
    ...filters,
    orderBy('trendingScore', 'desc'),
    orderBy(documentId(), 'desc'),
    limit(24),
  );
const ids = async (q: ReturnType<typeof grid>) =>
  (await assertSucceeds(getDocs(q))).docs.map((d) => d.id);

describe('Places rules', () => {
  it('lets a guest page the grid of a city, by trending score', async () => {
    expect(await ids(grid())).toEqual(['Lahore_cafe-aylanto', 'Lahore_biryani-bay']);
  });

  it('filters the grid by category and by bank', async () => {
    expect(await ids(grid(where('categoryId', '==', 'Lifestyle')))).toEqual([
      'Lahore_cafe-aylanto',
    ]);
    expect(await ids(grid(where('bankIds', 'array-contains', 'Hbl')))).toEqual([
      'Lahore_biryani-bay',
    ]);
    expect(
      await ids(grid(where('bankIds', 'array-contains', 'Mcb'), where('categoryId', '==', 'Food'))),
    ).toEqual(['Lahore_biryani-bay']);
  });

  it('searches places by any part of their name, accents ignored', async () => {
    expect(await ids(grid(where('keywords', 'array-contains', searchKeyOf('yani'))))).toEqual([
      'Lahore_biryani-bay',
    ]);
    expect(await ids(grid(where('keywords', 'array-contains', searchKeyOf('CAFE'))))).toEqual([
      'Lahore_cafe-aylanto',
    ]);
    expect(
      await ids(
        grid(
          where('keywords', 'array-contains', searchKeyOf('cafe')),
          where('categoryId', '==', 'Food'),
        ),
      ),
    ).toEqual([]);
  });

  // Everyone reads a place and lists them; only an admin writes from a client.
  publicReadMatrix(
    a,
    placeEntity.path(),
    {
      doc: BIRYANI,
      coll: placeEntity.path(),
      fresh: placeEntity.docPath({ placeId: 'Lahore_new' }),
      create: { title: 'x' },
      update: { bestDiscountPercent: 99 },
    },
    ['admin'],
  );
});
