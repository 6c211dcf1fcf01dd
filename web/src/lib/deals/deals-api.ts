/**
 * The deal grids' endpoints. Grids are RTK Query infinite queries: each page's cursor is plain
 * data, so a cached grid survives a trip to a deal page and back without a single extra read.
 */
import type { Deal } from '@deals/shared';
import { api } from '@/lib/rtk/api';
import { type GridEndpoint, gridList, gridQuery, uniqueItems } from '@/lib/rtk/grid-endpoint';
import { loadFirebase } from '@/lib/firebase';
import { queryFnsOf } from '@/lib/rtk/api-error';
import type { CardDealsArgs, DealCursor, DealPage, SearchArgs } from './deal-queries';

/** The deal reads as queryFns, fetched with Firestore on the first (see lib/firebase). */
const dealQuery = queryFnsOf(() => Promise.all([import('./deal-queries'), loadFirebase()]));

export const dealsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCardDeals: build.infiniteQuery<DealPage, CardDealsArgs, DealCursor | null>({
      ...gridQuery(dealQuery, (deals) => deals.fetchCardDealsPage, 'card deals'),
      providesTags: ['DealList'],
    }),
    searchDeals: build.query<Deal[], SearchArgs>({
      ...gridList(dealQuery, (deals) => deals.searchDeals, 'search results'),
      providesTags: ['DealList'],
    }),
  }),
});

export const { useGetCardDealsInfiniteQuery, useSearchDealsQuery, useLazySearchDealsQuery } =
  dealsApi;

/** All deals of an infinite query's pages, first page first, without duplicates. */
export const flattenPages = (pages: readonly DealPage[] | undefined): Deal[] =>
  uniqueItems(
    pages,
    (page) => page.deals,
    (deal) => deal.id,
  );

/** The home's grid: the deals one card unlocks in a city. */
export const cardDealsGrid: GridEndpoint<CardDealsArgs, DealPage, DealCursor | null> = {
  useInfinite: useGetCardDealsInfiniteQuery,
  isCached: (state, args) => Boolean(dealsApi.endpoints.getCardDeals.select(args)(state).data),
  seed: (dispatch, args, data) => {
    dispatch(
      dealsApi.util.upsertQueryEntries([{ endpointName: 'getCardDeals', arg: args, value: data }]),
    );
  },
};
