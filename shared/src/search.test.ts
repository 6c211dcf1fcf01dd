import { describe, expect, it } from 'vitest';
import { matchesSearch, searchKeyOf, substringTokens } from './index.js';

/** The places on the grid these tests search. */
const NAMES = [
  'Biryani Bay',
  'Café Aylanto',
  'Cafe Zouk',
  'Pizza Piazza',
  'Bay Leaf',
  'Go Go Grill',
];

/** What the server query returns: names whose tokens hold the query key. */
const serverHits = (names: readonly string[], query: string): string[] => {
  const key = searchKeyOf(query);
  return key === null ? [] : names.filter((n) => substringTokens(n).includes(key));
};
/** The server query narrowed by the client-side filter, as the grid does it. */
const search = (query: string, names: readonly string[] = NAMES): string[] =>
  serverHits(names, query).filter((n) => matchesSearch(n, query));

describe('substring search', () => {
  it('finds a place by any part of a word ("yani" finds Biryani Bay)', () => {
    expect(search('yani')).toEqual(['Biryani Bay']);
    expect(search('IAZZ')).toEqual(['Pizza Piazza']);
  });

  it('treats café and cafe alike, both ways', () => {
    expect(search('cafe')).toEqual(['Café Aylanto', 'Cafe Zouk']);
    expect(search('CAFÉ')).toEqual(['Café Aylanto', 'Cafe Zouk']);
    expect(matchesSearch('Cafe Zouk', 'café')).toBe(true);
  });

  it('needs every word of a multi-word query, in any order', () => {
    expect(search('bay bir')).toEqual(['Biryani Bay']);
    expect(search('biryani leaf')).toEqual([]);
    expect(search('bay')).toEqual(['Biryani Bay', 'Bay Leaf']);
    // Short words match the start of a word.
    expect(search('go gri')).toEqual(['Go Go Grill']);
    expect(matchesSearch('Biryani Bay', 'ay bir')).toBe(false);
  });

  it('queries the longest folded word, clipped to 20, from 3 characters', () => {
    expect(searchKeyOf('Bay Biryani')).toBe('biryani');
    expect(searchKeyOf('ca')).toBeNull();
    expect(searchKeyOf(' !! ')).toBeNull();
    expect(searchKeyOf('a b')).toBe('a');
    expect(searchKeyOf('x'.repeat(30))).toBe('x'.repeat(20));
    expect(search('califragilisticexpialido', ['Supercalifragilisticexpialidocious'])).toEqual([
      'Supercalifragilisticexpialidocious',
    ]);
  });

  it('never misses a match the client filter accepts (server returns a superset)', () => {
    const queries = ['yan', 'bay', 'a b', 'go g', 'zza pi', 'aylanto', 'é', 'leaf bay', 'ri'];
    for (const q of queries) {
      if (searchKeyOf(q) === null) continue;
      const all = NAMES.filter((n) => matchesSearch(n, q));
      expect(serverHits(NAMES, q)).toEqual(expect.arrayContaining(all));
    }
  });

  it('stores prefixes of 1-2 characters and every 3-20 character substring of each word', () => {
    expect(substringTokens('Bay')).toEqual(['b', 'ba', 'bay']);
    const t = substringTokens('Café Bay');
    expect(t).toEqual(expect.arrayContaining(['caf', 'afe', 'cafe', 'bay', 'c', 'ca']));
    expect(t).not.toContain('af');
    expect(substringTokens('')).toEqual([]);
  });

  it('matches everything for an empty query', () => {
    expect(matchesSearch('Biryani Bay', '')).toBe(true);
    expect(matchesSearch(null, 'bay')).toBe(false);
  });
});
