import { brandQueryTokens } from '@deals/shared';
import { describe, expect, it, vi } from 'vitest';
import { BRAND_SEARCH_LIMIT, searchBrands } from './brands-query';

const fake: { docs: unknown[]; lastQuery: unknown } = vi.hoisted(() => ({
  docs: [],
  lastQuery: null,
}));
vi.mock('firebase/firestore', () => ({
  collection: (_db: unknown, path: string) => ({ path }),
  doc: vi.fn(),
  getDoc: vi.fn(),
  where: (field: string, op: string, value: unknown) => ['where', field, op, value],
  limit: (n: number) => ['limit', n],
  query: (source: unknown, ...constraints: unknown[]) => ({ source, constraints }),
  getDocs: (q: unknown) => {
    fake.lastQuery = q;
    return Promise.resolve({ docs: fake.docs });
  },
}));

const entry = (key: string, name: string) => ({
  id: key,
  data: () => ({
    name,
    nameLower: name.toLowerCase(),
    tokens: [],
    imageUrl: '',
    categoryId: 'Food',
    bankCount: 1,
    dealCount: 1,
    banks: {},
  }),
});

describe('searchBrands', () => {
  it('reads at most 20 index entries matching any token of the term', async () => {
    await searchBrands({} as never, 'Burger Barn');
    expect(fake.lastQuery).toEqual({
      source: { path: 'Brands' },
      constraints: [
        ['where', 'tokens', 'array-contains-any', brandQueryTokens('Burger Barn')],
        ['limit', BRAND_SEARCH_LIMIT],
      ],
    });
    expect(brandQueryTokens('Burger Barn')).toEqual(expect.arrayContaining(['burger', 'barn']));
    expect(BRAND_SEARCH_LIMIT).toBeLessThanOrEqual(20);
  });

  it('orders results by match priority', async () => {
    fake.docs = [entry('big-burger', 'Big Burger'), entry('burger-barn', 'Burger Barn')];
    const ranked = await searchBrands({} as never, 'burger');
    expect(ranked.map((r) => r.entry.name)).toEqual(['Burger Barn', 'Big Burger']);
  });
});
