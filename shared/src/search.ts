/**
 * Substring search over names, one bounded query per search.
 *
 * Stored side: {@link substringTokens} of a name go into an array field (`keywords` on deals and
 * on Places). For each folded word (lower case, accents and punctuation removed by foldText) it
 * holds the word's 1- and 2-character prefixes and every substring of 3 to 20 characters.
 *
 * Query side: {@link searchKeyOf} gives the one token to query with (`keywords array-contains
 * key`): the longest folded word of the query, clipped to 20 characters, or null when the folded
 * query is shorter than 3 characters (no server search). {@link matchesSearch} then keeps the
 * results whose name matches every query word; the server query returns a superset of them.
 *
 * Matching rule: every query word of 3+ characters occurs inside some word of the name; a query
 * word of 1 or 2 characters starts some word of the name. So "yani" finds "Biryani Bay", "café"
 * and "cafe" find each other, and "bay bir" finds "Biryani Bay".
 */
import { foldText, MAX_WORD_TOKEN, MIN_KEYWORD_PREFIX, words } from './text.js';

/** Shortest query (folded, spaces included) that searches the server. */
export const MIN_SEARCH_LENGTH = MIN_KEYWORD_PREFIX;

/** Every token stored for a name (see the module comment), sorted, without duplicates. */
export function substringTokens(...names: readonly string[]): string[] {
  const out = new Set<string>();
  for (const name of names) {
    for (const w of words(name)) {
      out.add(w.slice(0, 1));
      if (w.length >= 2) out.add(w.slice(0, 2));
      for (let len = MIN_KEYWORD_PREFIX; len <= Math.min(w.length, MAX_WORD_TOKEN); len++)
        for (let i = 0; i + len <= w.length; i++) out.add(w.slice(i, i + len));
    }
  }
  return [...out].sort();
}

/**
 * The token to query a `keywords` field with: the longest folded word of the query clipped to 20
 * characters; null when the folded query has fewer than 3 characters.
 */
export function searchKeyOf(query: string): string | null {
  const folded = foldText(query);
  if (folded.length < MIN_SEARCH_LENGTH) return null;
  const longest = words(query).reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest === '' ? null : longest.slice(0, MAX_WORD_TOKEN);
}

/**
 * Whether a name matches a query by the rule in the module comment; an empty (or all-punctuation)
 * query matches everything. Case- and accent-insensitive.
 */
export function matchesSearch(
  name: string | null | undefined,
  query: string | null | undefined,
): boolean {
  const want = words(query ?? '');
  if (want.length === 0) return true;
  const have = words(name ?? '');
  return want.every((q) =>
    have.some((w) => (q.length >= MIN_KEYWORD_PREFIX ? w.includes(q) : w.startsWith(q))),
  );
}
