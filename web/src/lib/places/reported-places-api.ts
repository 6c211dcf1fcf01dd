/**
 * "Reported not working" on the place tiles, live: a grid's places are read once, so a city's
 * marked places are followed with one small listener (reported-places-live), started once the
 * page reads Firestore anyway, and each tile takes its till counts from it (liveTillOf).
 */
import type { PlaceDoc, TillAggregate } from '@deals/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { loadFirebase } from '@/lib/firebase';
import { isFirebaseRequested, subscribeFirebaseRequested } from '@/lib/firebase/requested';
import { api } from '@/lib/rtk/api';
import { streamQuery } from '@/lib/rtk/stream-query';

/** The listener, with Firestore, fetched when a grid first follows a city. */
const listener = () => Promise.all([import('./reported-places-live'), loadFirebase()]);

/** Same as reported-places-live's REPORTED_PLACES_LIMIT (not imported: that module is lazy). */
const LIMIT = 50;

export const reportedPlacesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A city's places marked reported not working, live. */
    reportedPlaces: build.query<PlaceDoc[], string>(
      streamQuery('reportedPlaces', async (cityId) => {
        const [{ reportedPlaces$ }, { db }] = await listener();
        return reportedPlaces$(db, cityId);
      }),
    ),
  }),
});

const keyOf = (place: PlaceDoc): string => `${place.cityId}_${place.placeKey}`;

/**
 * A tile's till counts given the city's marked places (`live`, undefined until the listener has
 * answered) and the last counts the listener brought for it (`lastLive`): a marked place's fresh
 * counts; a place known as marked that no longer is, unmarked (an admin dismissed it, or
 * confirmations caught up); otherwise the counts it was read with. When the city has more marked
 * places than the listener follows, a mark is never taken away.
 */
export function liveTillOf(
  place: PlaceDoc,
  live: readonly PlaceDoc[] | undefined,
  lastLive?: TillAggregate,
): TillAggregate | undefined {
  if (live === undefined) return place.till;
  const fresh = live.find((p) => keyOf(p) === keyOf(place));
  if (fresh) return fresh.till;
  const known = lastLive ?? place.till;
  if (known?.reported && live.length < LIMIT) return { ...known, reported: false };
  return known;
}

/**
 * The till counts each tile of `cityId`'s grid shows, live (see liveTillOf); null city: nothing.
 * The listener starts once the page reads Firestore anyway (a client-rendered grid, a search, a
 * filter, the next page): a landing the server rendered with its data downloads no SDK and reads
 * nothing for it until the person asks for more.
 */
export function useLiveTill(cityId: string | null): (place: PlaceDoc) => TillAggregate | undefined {
  const ready = useSyncExternalStore(subscribeFirebaseRequested, isFirebaseRequested, () => false);
  const { currentData } = reportedPlacesApi.useReportedPlacesQuery(
    ready && cityId ? cityId : skipToken,
  );
  // The last counts the listener brought per place, so a mark that clears keeps its counts
  // (kept up during render, as React advises for state derived from a changing value).
  const [seen, setSeen] = useState<{
    data: readonly PlaceDoc[] | undefined;
    tills: ReadonlyMap<string, TillAggregate>;
  }>({ data: undefined, tills: new Map() });
  if (currentData !== seen.data) {
    const tills = new Map(seen.tills);
    for (const p of currentData ?? []) if (p.till) tills.set(keyOf(p), p.till);
    setSeen({ data: currentData, tills });
  }
  return useCallback(
    (place: PlaceDoc) => liveTillOf(place, currentData, seen.tills.get(keyOf(place))),
    [currentData, seen],
  );
}
