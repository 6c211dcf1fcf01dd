/**
 * The place endpoints: the landing's place grid (an infinite query; cursors are plain data, so a
 * cached grid survives a trip to a place and back without a read), place search, and one place.
 */
import type { LatLng, PlaceDoc } from '@deals/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { loadFirebase } from '@/lib/firebase';
import { isCodeFetchError, reloadPage } from '@/lib/network/code-fetch';
import { useRecoverOnReconnect } from '@/lib/network/connection';
import { api } from '@/lib/rtk/api';
import { queryFnsOf } from '@/lib/rtk/api-error';
import { type GridEndpoint, gridList, gridQuery, uniqueItems } from '@/lib/rtk/grid-endpoint';
import { type SearchQueryResult, useSearchQuery } from '@/lib/rtk/use-search-query';
import type {
  NearPlace,
  NearPlacesArgs,
  PlaceCursor,
  PlaceGridArgs,
  PlacePage,
  PlaceRef,
  PlaceSearchArgs,
} from './place-queries';

/** The place reads as queryFns, fetched with Firestore on the first (see lib/firebase). */
const placeQuery = queryFnsOf(() => Promise.all([import('./place-queries'), loadFirebase()]));

export const placesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlaces: build.infiniteQuery<PlacePage, PlaceGridArgs, PlaceCursor | null>(
      gridQuery(placeQuery, (places) => places.fetchPlacesPage, 'places'),
    ),
    searchPlaces: build.query<PlaceDoc[], PlaceSearchArgs>(
      gridList(placeQuery, (places) => places.searchPlaces, 'place search results'),
    ),
    getNearPlaces: build.query<NearPlace[], NearPlacesArgs>(
      gridList(placeQuery, (places) => places.fetchNearPlaces, 'places near you'),
    ),
    getPlace: build.query<PlaceDoc | null, PlaceRef>({
      queryFn: placeQuery((places, db, ref) => places.fetchPlace(db, ref), 'the place'),
    }),
  }),
});

export const {
  useGetPlacesInfiniteQuery,
  useLazySearchPlacesQuery,
  useGetPlaceQuery,
  useGetNearPlacesQuery,
} = placesApi;

/** The places of an infinite query's pages, first page first, without duplicates. */
export const flattenPlacePages = (pages: readonly PlacePage[] | undefined): PlaceDoc[] =>
  uniqueItems(
    pages,
    (page) => page.places,
    (place) => `${place.cityId}_${place.placeKey}`,
  );

/** The landing's grid: a city's places, most trending first. */
export const placesGrid: GridEndpoint<PlaceGridArgs, PlacePage, PlaceCursor | null> = {
  useInfinite: useGetPlacesInfiniteQuery,
  isCached: (state, args) => Boolean(placesApi.endpoints.getPlaces.select(args)(state).data),
  seed: (dispatch, args, data) => {
    dispatch(
      placesApi.util.upsertQueryEntries([{ endpointName: 'getPlaces', arg: args, value: data }]),
    );
  },
};

/** A 3+ character place search; see useSearchQuery. */
export function usePlaceSearch(
  args: PlaceSearchArgs | null,
  keep: (places: readonly PlaceDoc[]) => PlaceDoc[],
  onNothing: (term: string) => void,
): SearchQueryResult<PlaceDoc> {
  return useSearchQuery(useLazySearchPlacesQuery(), args, keep, onNothing);
}

/** The answer of "near me" on the landing: the city's places nearest the user, with distances. */
export interface NearPlacesResult {
  items: { item: PlaceDoc; distanceKm: number | null }[];
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

/**
 * "Near me" for the place grid: one bounded near-places query (see fetchNearPlaces) while `args`
 * is set; nothing while it is null.
 */
export function useNearPlaces(args: { city: string; position: LatLng } | null): NearPlacesResult {
  const query = useGetNearPlacesQuery(
    args
      ? {
          cityId: args.city,
          latitude: args.position.latitude,
          longitude: args.position.longitude,
        }
      : skipToken,
  );
  const data = query.currentData;
  const items = useMemo(
    () => (data ?? []).map((n) => ({ item: n.place, distanceKm: n.distanceKm })),
    [data],
  );
  return {
    items,
    isLoading: args !== null && data === undefined && !query.isError,
    isError: query.isError,
    // Code that could not be fetched fails the same way until the page loads again.
    retry: () =>
      query.isError && isCodeFetchError(query.error) ? reloadPage() : void query.refetch(),
  };
}

/** One place's page: the place (null when it has no current offers), or why it is not there. */
export interface PlaceResult {
  /** Undefined while the first read is under way or after it failed. */
  data: PlaceDoc | null | undefined;
  isError: boolean;
  /** Reads again; loads the page again when the reading code itself could not be fetched. */
  retry: () => void;
}

/**
 * One place, read once (useGetPlaceQuery). A read that failed (offline, a place never opened
 * before is in no cache) is read again by itself when the connection returns, as the grids do
 * (useRecoverOnReconnect), so the page fills in without Retry.
 */
export function usePlace(ref: PlaceRef | null): PlaceResult {
  const query = useGetPlaceQuery(ref ?? skipToken);
  // Code that could not be fetched fails the same way until the page loads again.
  const retry = () =>
    query.isError && isCodeFetchError(query.error) ? reloadPage() : void query.refetch();
  useRecoverOnReconnect(ref !== null && query.isError && !query.isFetching, retry);
  return { data: query.data, isError: query.isError, retry };
}
