/**
 * One place, live: the admin page watches the place a deal write fans out to. Apart from
 * ./places-api (the guest pages' reads, read once) so the landing does not carry it.
 */
import type { PlaceDoc } from '@deals/shared';
import { loadFirebase } from '@/lib/firebase';
import { api } from '@/lib/rtk/api';
import { streamQuery } from '@/lib/rtk/stream-query';
import type { PlaceRef } from './place-queries';

export const placeLiveApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The place document, live; null while it has no current deal. */
    watchPlace: build.query<PlaceDoc | null, PlaceRef>(
      streamQuery('watchPlace', async (ref) => {
        const [{ place$ }, { db }] = await Promise.all([import('./place-live'), loadFirebase()]);
        return place$(db, ref);
      }),
    ),
  }),
});

export const { useWatchPlaceQuery } = placeLiveApi;
