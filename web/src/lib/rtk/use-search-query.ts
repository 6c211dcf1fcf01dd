import { useCallback, useEffect, useRef } from 'react';
import { isCodeFetchError, reloadPage } from '@/lib/network/code-fetch';

/** What a lazy search query hook returns, as far as a search box needs it. */
export type LazySearch<Args, Item> = readonly [
  (arg: Args, preferCacheValue?: boolean) => { unwrap: () => Promise<Item[]> },
  {
    data?: Item[] | undefined;
    originalArgs?: Args | undefined;
    isFetching: boolean;
    isError: boolean;
    error?: unknown;
  },
  ...unknown[],
];

export interface SearchQueryResult<Item> {
  /** Results of the current term after `keep`; empty while none have arrived. */
  items: Item[];
  /** True until the current term's answer is in. */
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

/**
 * A 3+ character search through a lazy RTK Query endpoint. `args` null means no server search.
 * When the answer for a term has nothing left after `keep`, `onNothing(term)` runs once: the
 * grids then clear the term and open brand search with it.
 */
export function useSearchQuery<Args extends { term: string }, Item>(
  [run, result]: LazySearch<Args, Item>,
  args: Args | null,
  keep: (items: readonly Item[]) => Item[],
  onNothing: (term: string) => void,
): SearchQueryResult<Item> {
  const latest = useRef({ keep, onNothing });
  useEffect(() => {
    latest.current = { keep, onNothing };
  }, [keep, onNothing]);

  const key = args ? JSON.stringify(args) : null;
  const start = useCallback(
    (search: Args) => {
      let active = true;
      run(search, true)
        .unwrap()
        .then((items) => {
          if (active && latest.current.keep(items).length === 0)
            latest.current.onNothing(search.term);
        })
        // The error is shown from the query state; nothing else to do here.
        .catch(() => undefined);
      return () => {
        active = false;
      };
    },
    [run],
  );

  useEffect(() => {
    if (!key) return undefined;
    return start(JSON.parse(key) as Args);
  }, [key, start]);

  const current = key !== null && JSON.stringify(result.originalArgs) === key;
  return {
    items: current && result.data ? keep(result.data) : [],
    isLoading: key !== null && (!current || result.isFetching),
    isError: current && result.isError && !result.isFetching,
    retry: () => {
      // A search whose code could not be fetched fails the same way until the page loads again.
      if (current && result.isError && isCodeFetchError(result.error)) reloadPage();
      else if (args) start(args);
    },
  };
}
