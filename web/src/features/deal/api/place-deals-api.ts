/**
 * The other banks' deals at the same place: every deal in the city whose title folds to the same
 * text, whichever bank offers it. One bounded query (a place has at most one deal per bank), read
 * once: the best-card calculator needs the terms, not live updates.
 */
import type { Deal } from '@deals/shared';
import { api } from '@/lib/rtk/api';
import { loadFirebase } from '@/lib/firebase';
import { queryFnsOf } from '@/lib/rtk/api-error';

/** More deals than banks exist, so a place's whole set fits in one read. */
export const PLACE_DEALS_LIMIT = 30;

export interface PlaceDealsArg {
  cityId: string;
  title: string;
}

/** The read as a queryFn; its module is fetched with Firestore on first use (see lib/firebase). */
const placeDealsQuery = queryFnsOf(() =>
  Promise.all([import('./place-deals-queries'), loadFirebase()]),
);

export const placeDealsApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeDeals: build.query<Deal[], PlaceDealsArg>({
      queryFn: placeDealsQuery((queries, db, arg) =>
        queries.fetchPlaceDeals(db, arg, PLACE_DEALS_LIMIT),
      ),
    }),
  }),
});

export const { usePlaceDealsQuery } = placeDealsApi;
