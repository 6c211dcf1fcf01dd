/**
 * The place endpoints: the landing's place grid (an infinite query; cursors are plain data, so a
 * cached grid survives a trip to a place and back without a read), place search, and one place.
 */
import type { PlaceDoc } from '@deals/shared';
import { getFirebase } from '@/lib/firebase';
import { api } from '@/lib/rtk/api';
import { toApiError } from '@/lib/rtk/api-error';
import type { GridEndpoint } from '@/lib/rtk/grid-endpoint';
import { type SearchQueryResult, useSearchQuery } from '@/lib/rtk/use-search-query';
import {
  type PlaceCursor,
  type PlaceGridArgs,
  type PlacePage,
  type PlaceRef,
  type PlaceSearchArgs,
  fetchPlace,
  fetchPlacesPage,
  searchPlaces,
} from './place-queries';

/** How long an unused grid stays cached: the 30-minute window of the saved landing state. */
const GRID_CACHE_SECONDS = 30 * 60;

async function attempt<T>(run: () => Promise<T>, what: string) {
  try {
    return { data: await run() };
  } catch (error) {
    // Logged for developers; the page shows a retryable error rather than an empty list.
    console.error(`Failed to load ${what}`, error);
    return { error: toApiError(error) };
  }
}

export const placesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlaces: build.infiniteQuery<PlacePage, PlaceGridArgs, PlaceCursor | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next ?? undefined,
      },
      keepUnusedDataFor: GRID_CACHE_SECONDS,
      queryFn: ({ queryArg, pageParam }) =>
        attempt(() => fetchPlacesPage(getFirebase().db, queryArg, pageParam), 'places'),
    }),
    searchPlaces: build.query<PlaceDoc[], PlaceSearchArgs>({
      queryFn: (arg) => attempt(() => searchPlaces(getFirebase().db, arg), 'place search results'),
      keepUnusedDataFor: GRID_CACHE_SECONDS,
    }),
    getPlace: build.query<PlaceDoc | null, PlaceRef>({
      queryFn: (ref) => attempt(() => fetchPlace(getFirebase().db, ref), 'the place'),
    }),
  }),
});

export const { useGetPlacesInfiniteQuery, useLazySearchPlacesQuery, useGetPlaceQuery } = placesApi;

/** The places of an infinite query's pages, first page first, without duplicates. */
export function flattenPlacePages(pages: readonly PlacePage[] | undefined): PlaceDoc[] {
  const seen = new Set<string>();
  const out: PlaceDoc[] = [];
  for (const page of pages ?? []) {
    for (const place of page.places) {
      const id = `${place.cityId}_${place.placeKey}`;
      if (!seen.has(id)) {
        seen.add(id);
        out.push(place);
      }
    }
  }
  return out;
}

/** The landing's grid: a city's places, most trending first. */
export const placesGrid: GridEndpoint<PlaceGridArgs, PlacePage, PlaceCursor | null> = {
  useInfinite: useGetPlacesInfiniteQuery,
  isCached: (state, args) => Boolean(placesApi.endpoints.getPlaces.select(args)(state).data),
  seed: (dispatch, args, data) => dispatch(placesApi.util.upsertQueryData('getPlaces', args, data)),
};

/** A 3+ character place search; see useSearchQuery. */
export function usePlaceSearch(
  args: PlaceSearchArgs | null,
  keep: (places: readonly PlaceDoc[]) => PlaceDoc[],
  onNothing: (term: string) => void,
): SearchQueryResult<PlaceDoc> {
  return useSearchQuery(useLazySearchPlacesQuery(), args, keep, onNothing);
}
