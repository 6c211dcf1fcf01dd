import type { Deal } from '@deals/shared';
import { type SearchQueryResult, useSearchQuery } from '@/lib/rtk/use-search-query';
import type { SearchArgs } from './deal-queries';
import { useLazySearchDealsQuery } from './deals-api';

export type DealSearchResult = SearchQueryResult<Deal>;

/** A 3+ character deal search (the member's home); see useSearchQuery. */
export function useDealSearch(
  args: SearchArgs | null,
  keep: (deals: readonly Deal[]) => Deal[],
  onNothing: (term: string) => void,
): DealSearchResult {
  return useSearchQuery(useLazySearchDealsQuery(), args, keep, onNothing);
}
