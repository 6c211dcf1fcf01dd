import { brandQueryTokens, brandEntity } from '@deals/shared';
import { describe, expect, it, vi } from 'vitest';
import { brandEntry } from '@/testing/brands';
import { fake } from '@/testing/fake-firestore-queries';
import { BRAND_SEARCH_LIMIT, searchBrands } from './brands-query';

// The Firestore module is replaced by one that records the query it is asked to run.
vi.mock('firebase/firestore', () => import('@/testing/fake-firestore-queries'));

const entry = (key: string, name: string) => ({ id: key, data: () => brandEntry(name, { key }) });

describe('searchBrands', () => {
  it('reads at most 20 index entries matching any token of the term', async () => {
    await searchBrands({} as never, 'Burger Barn');
    expect(fake.lastQuery).toEqual({
      source: { kind: 'collection', path: brandEntity.path() },
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
