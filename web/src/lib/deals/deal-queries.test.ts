import { dealEntity } from '@deals/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type CardDealsArgs,
  type DealCursor,
  fetchCardDealsPage,
  searchDeals,
} from './deal-queries';
import { OfflineResultError } from '@/lib/firebase/list-queries';
import {
  db,
  docSnapshot as snapshot,
  fake,
  lastQuery,
  resetQueryFake,
} from '@/testing/fake-firestore-queries';

// The Firestore module is replaced by one that records the query it is asked to run.
vi.mock('firebase/firestore', () => import('@/testing/fake-firestore-queries'));

beforeEach(resetQueryFake);

describe('fetchCardDealsPage', () => {
  it.each<{ does: string; args: CardDealsArgs; after: DealCursor | null; constraints: unknown[] }>([
    {
      does: "queries one bank's city deals for the card, continuing after the document id",
      args: { bankId: 'Hbl', cityId: 'Lahore', cardName: 'HBL Platinum', category: null },
      after: {
        score: 1,
        path: dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'z' }),
      },
      constraints: [
        ['where', 'active', '==', true],
        ['where', 'cardNames', 'array-contains', 'HBL Platinum'],
        ['orderBy', 'trendingScore', 'desc'],
        ['orderBy', '__name__', 'desc'],
        ['startAfter', 1, 'z'],
        ['limit', 24],
      ],
    },
    {
      does: "lists all the bank's city deals for All Cards, with no card filter (the generic deals)",
      args: { bankId: 'Hbl', cityId: 'Karachi', cardName: 'All Cards', category: 'Food' },
      after: null,
      constraints: [
        ['where', 'active', '==', true],
        ['where', 'category_id', '==', 'Food'],
        ['orderBy', 'trendingScore', 'desc'],
        ['orderBy', '__name__', 'desc'],
        ['limit', 24],
      ],
    },
  ])('$does', async ({ args, after, constraints }) => {
    await fetchCardDealsPage(db, args, after, 24);
    expect(lastQuery()).toEqual({
      source: { kind: 'collection', path: dealEntity.path(args) },
      constraints,
    });
  });
});

describe('a page of deals', () => {
  const card = { bankId: 'Hbl', cityId: 'Lahore', cardName: 'All Cards', category: null };

  it('normalises deals with ids from their path and gives a cursor only after a full page', async () => {
    fake.docs = [
      snapshot(dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'a' }), {
        title: 'A',
        trendingScore: 5,
      }),
      snapshot(dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'b' }), {
        title: 'B',
        trendingScore: 4,
      }),
    ];
    const full = await fetchCardDealsPage(db, card, null, 2);
    expect(full.deals.map((d) => [d.bankId, d.cityId, d.dealId, d.title])).toEqual([
      ['Hbl', 'Lahore', 'a', 'A'],
      ['Hbl', 'Lahore', 'b', 'B'],
    ]);
    expect(full.next).toEqual({
      score: 4,
      path: dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'b' }),
    });
    const partial = await fetchCardDealsPage(db, card, null, 3);
    expect(partial.next).toBeNull();
  });
});

describe('answers from the offline cache', () => {
  const lahoreDeals = { bankId: 'Hbl', cityId: 'Lahore', cardName: 'All Cards', category: null };
  const cached = () => [
    snapshot(dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'a' }), {
      title: 'A',
      trendingScore: 5,
    }),
  ];

  it('an empty answer from the cache is an error, not "no deals"', async () => {
    fake.fromCache = true;
    const card = { bankId: 'Hbl', cityId: 'Lahore', cardName: 'HBL Gold', category: null };
    await expect(fetchCardDealsPage(db, card, null)).rejects.toThrow(OfflineResultError);
    await expect(fetchCardDealsPage(db, card, null)).rejects.toMatchObject({ code: 'unavailable' });
    await expect(
      searchDeals(db, { cityId: 'Lahore', term: 'pizza', category: null }),
    ).rejects.toThrow(OfflineResultError);
  });

  it('an empty answer from the server is an empty page', async () => {
    expect(await fetchCardDealsPage(db, lahoreDeals, null)).toEqual({ deals: [], next: null });
  });

  it('a cached answer with deals is kept and marked, so it is read again online', async () => {
    fake.fromCache = true;
    fake.docs = cached();
    const page = await fetchCardDealsPage(db, lahoreDeals, null);
    expect(page.deals.map((deal) => deal.title)).toEqual(['A']);
    expect(page.fromCache).toBe(true);
    fake.fromCache = false;
    expect((await fetchCardDealsPage(db, lahoreDeals, null)).fromCache).toBeUndefined();
  });
});

describe('searchDeals', () => {
  it('looks the folded term up in the keywords index of the city, across banks', async () => {
    await searchDeals(db, { cityId: 'Lahore', term: '  Biryani ', category: null });
    expect(lastQuery().source).toEqual({ kind: 'group', id: dealEntity.collectionId });
    expect(lastQuery().constraints).toEqual([
      ['where', 'city_id', '==', 'Lahore'],
      ['where', 'active', '==', true],
      ['where', 'keywords', 'array-contains', 'biryani'],
      ['orderBy', 'trendingScore', 'desc'],
      ['limit', 40],
    ]);
  });

  it("searches one bank's deals when a bank is given", async () => {
    await searchDeals(db, { cityId: 'Lahore', term: 'pizza', category: 'Food', bankId: 'Hbl' });
    expect(lastQuery().source).toEqual({
      kind: 'collection',
      path: dealEntity.path({ bankId: 'Hbl', cityId: 'Lahore' }),
    });
    expect(lastQuery().constraints).toContainEqual(['where', 'category_id', '==', 'Food']);
  });

  it('does not query for a term with no letters or digits', async () => {
    expect(await searchDeals(db, { cityId: 'Lahore', term: '!!!', category: null })).toEqual([]);
    expect(fake.lastQuery).toBeNull();
  });

  it('finds a word part, accents aside, and keeps only titles with every word of the term', async () => {
    fake.docs = [
      snapshot(dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'bb' }), {
        title: 'Biryani Bay',
      }),
      snapshot(dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'bh' }), {
        title: 'Biryani House',
      }),
    ];
    const found = await searchDeals(db, { cityId: 'Lahore', term: 'yani bay', category: null });
    expect(lastQuery().constraints).toContainEqual(['where', 'keywords', 'array-contains', 'yani']);
    expect(found.map((deal) => deal.title)).toEqual(['Biryani Bay']);
    fake.docs = [
      snapshot(dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'c' }), {
        title: 'Café Aylanto',
      }),
    ];
    const cafe = await searchDeals(db, { cityId: 'Lahore', term: 'cafe', category: null });
    expect(lastQuery().constraints).toContainEqual(['where', 'keywords', 'array-contains', 'cafe']);
    expect(cafe.map((deal) => deal.title)).toEqual(['Café Aylanto']);
  });
});
