/** Deal search: what a term in the deal search box does. */
import { SEARCH_MIN_CHARS } from '@deals/shared';

/** none: the normal list; local: filter loaded deals by title; server: query the keywords index. */
export type SearchMode = 'none' | 'local' | 'server';

export function searchMode(term: string): SearchMode {
  const length = term.trim().length;
  if (length === 0) return 'none';
  return length < SEARCH_MIN_CHARS ? 'local' : 'server';
}
