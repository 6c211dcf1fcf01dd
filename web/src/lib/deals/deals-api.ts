/**
 * The deal grids' endpoints. Grids are RTK Query infinite queries: each page's cursor is plain
 * data, so a cached grid survives a trip to a deal page and back without a single extra read.
 */
import type { Deal } from '@deals/shared';
import { api } from '@/lib/rtk/api';
import type { GridEndpoint } from '@/lib/rtk/grid-endpoint';
import { loadFirebase } from '@/lib/firebase';
import { queryResult } from '@/lib/rtk/api-error';
import type { CardDealsArgs, DealCursor, DealPage, SearchArgs, TrendingArgs } from './deal-queries';

/** The deal reads with Firestore, fetched on the first read (see lib/firebase). */
const dealReads = () => Promise.all([import('./deal-queries'), loadFirebase()]);

/** How long an unused grid stays cached: the 30 minutes a saved landing state is valid. */
const GRID_CACHE_SECONDS = 30 * 60;

const pagingOptions = {
  initialPageParam: null as DealCursor | null,
  getNextPageParam: (lastPage: DealPage): DealCursor | null | undefined =>
    lastPage.next ?? undefined,
};

export const dealsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrendingDeals: build.infiniteQuery<DealPage, TrendingArgs, DealCursor | null>({
      infiniteQueryOptions: pagingOptions,
      keepUnusedDataFor: GRID_CACHE_SECONDS,
      queryFn: ({ queryArg, pageParam }) =>
        queryResult(async () => {
          const [{ fetchTrendingPage }, { db }] = await dealReads();
          return fetchTrendingPage(db, queryArg, pageParam);
        }, 'deals'),
      providesTags: ['Deals'],
    }),
    getCardDeals: build.infiniteQuery<DealPage, CardDealsArgs, DealCursor | null>({
      infiniteQueryOptions: pagingOptions,
      keepUnusedDataFor: GRID_CACHE_SECONDS,
      queryFn: ({ queryArg, pageParam }) =>
        queryResult(async () => {
          const [{ fetchCardDealsPage }, { db }] = await dealReads();
          return fetchCardDealsPage(db, queryArg, pageParam);
        }, 'card deals'),
      providesTags: ['Deals'],
    }),
    searchDeals: build.query<Deal[], SearchArgs>({
      queryFn: (arg) =>
        queryResult(async () => {
          const [{ searchDeals }, { db }] = await dealReads();
          return searchDeals(db, arg);
        }, 'search results'),
      keepUnusedDataFor: GRID_CACHE_SECONDS,
      providesTags: ['Deals'],
    }),
  }),
});

export const {
  useGetTrendingDealsInfiniteQuery,
  useGetCardDealsInfiniteQuery,
  useSearchDealsQuery,
  useLazySearchDealsQuery,
} = dealsApi;

/** All deals of an infinite query's pages, first page first, without duplicates. */
export function flattenPages(pages: readonly DealPage[] | undefined): Deal[] {
  const seen = new Set<string>();
  const out: Deal[] = [];
  for (const page of pages ?? []) {
    for (const deal of page.deals) {
      if (!seen.has(deal.id)) {
        seen.add(deal.id);
        out.push(deal);
      }
    }
  }
  return out;
}

/** The landing's deal grid: a city's deals across banks, most trending first. */
export const trendingDealsGrid: GridEndpoint<TrendingArgs, DealPage, DealCursor | null> = {
  useInfinite: useGetTrendingDealsInfiniteQuery,
  isCached: (state, args) => Boolean(dealsApi.endpoints.getTrendingDeals.select(args)(state).data),
  seed: (dispatch, args, data) =>
    dispatch(dealsApi.util.upsertQueryData('getTrendingDeals', args, data)),
};

/** The home's grid: the deals one card unlocks in a city. */
export const cardDealsGrid: GridEndpoint<CardDealsArgs, DealPage, DealCursor | null> = {
  useInfinite: useGetCardDealsInfiniteQuery,
  isCached: (state, args) => Boolean(dealsApi.endpoints.getCardDeals.select(args)(state).data),
  seed: (dispatch, args, data) =>
    dispatch(dealsApi.util.upsertQueryData('getCardDeals', args, data)),
};
