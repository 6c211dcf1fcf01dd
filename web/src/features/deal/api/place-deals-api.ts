/**
 * The other banks' deals at the same place: every deal in the city whose title folds to the same
 * text, whichever bank offers it. One bounded query (a place has at most one deal per bank), read
 * once: the best-card calculator needs the terms, not live updates.
 */
import type { Deal } from '@deals/shared';
import { api } from '@/lib/rtk/api';
import { loadFirebase } from '@/lib/firebase';
import { toApiError } from '@/lib/rtk/api-error';

/** More deals than banks exist, so a place's whole set fits in one read. */
export const PLACE_DEALS_LIMIT = 30;

export interface PlaceDealsArg {
  cityId: string;
  title: string;
}

export const placeDealsApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeDeals: build.query<Deal[], PlaceDealsArg>({
      async queryFn(arg) {
        try {
          const [{ fetchPlaceDeals }, { db }] = await Promise.all([
            import('./place-deals-queries'),
            loadFirebase(),
          ]);
          return { data: await fetchPlaceDeals(db, arg, PLACE_DEALS_LIMIT) };
        } catch (error) {
          return { error: toApiError(error) };
        }
      },
    }),
  }),
});

export const { usePlaceDealsQuery } = placeDealsApi;
