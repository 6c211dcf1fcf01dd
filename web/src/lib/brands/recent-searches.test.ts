import { STORAGE_KEYS } from '@deals/shared';
import { describe, expect, it, vi } from 'vitest';
import { addRecentSearch, readRecentSearches } from './recent-searches';

const search = (brandName: string) => ({
  query: brandName.slice(0, 3),
  brandName,
  brandImage: '',
  cachedResults: null,
});

describe('recent brand searches', () => {
  it('keeps the 8 newest, newest first', () => {
    for (let i = 1; i <= 10; i += 1) addRecentSearch(search(`Brand ${i}`), i);
    const list = readRecentSearches();
    expect(list).toHaveLength(8);
    expect(list[0]?.brandName).toBe('Brand 10');
    expect(list[7]?.brandName).toBe('Brand 3');
  });

  it('moves a repeated brand to the front instead of duplicating it', () => {
    addRecentSearch(search('KFC'), 1);
    addRecentSearch(search('Pizza Hut'), 2);
    addRecentSearch(search('kfc'), 3);
    expect(readRecentSearches().map((s) => s.brandName)).toEqual(['kfc', 'Pizza Hut']);
  });

  it('reads a corrupt value as empty', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(STORAGE_KEYS.recentBrandSearches, '[oops');
    expect(readRecentSearches()).toEqual([]);
  });
});
