import type { Deal } from '@deals/shared';
import { useCallback, useEffect, useRef } from 'react';
import type { SearchArgs } from './deal-queries';
import { useLazySearchDealsQuery } from './deals-api';

export interface DealSearchResult {
  /** Results of the current term after `keep`; empty while none have arrived. */
  items: Deal[];
  /** True until the current term's answer is in. */
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

/**
 * A 3+ character search (SPEC §4). `args` null means no server search. When the answer for a term
 * has nothing left after `keep`, `onNothing(term)` runs once: the pages then clear the term and
 * open brand search with it.
 */
export function useDealSearch(
  args: SearchArgs | null,
  keep: (deals: readonly Deal[]) => Deal[],
  onNothing: (term: string) => void,
): DealSearchResult {
  const [run, result] = useLazySearchDealsQuery();
  const latest = useRef({ keep, onNothing });
  useEffect(() => {
    latest.current = { keep, onNothing };
  }, [keep, onNothing]);

  const key = args ? JSON.stringify(args) : null;
  const start = useCallback(
    (search: SearchArgs) => {
      let active = true;
      run(search, true)
        .unwrap()
        .then((deals) => {
          if (active && latest.current.keep(deals).length === 0) latest.current.onNothing(search.term);
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
    return start(JSON.parse(key) as SearchArgs);
  }, [key, start]);

  const current = key !== null && JSON.stringify(result.originalArgs) === key;
  return {
    items: current && result.data ? keep(result.data) : [],
    isLoading: key !== null && (!current || result.isFetching),
    isError: current && result.isError && !result.isFetching,
    retry: () => {
      if (args) start(args);
    },
  };
}
