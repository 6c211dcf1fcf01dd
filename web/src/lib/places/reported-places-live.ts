/**
 * The places of a city marked "reported not working", live (one bounded query: usually empty, so
 * one read, then one per change). Needs the Firestore SDK, rxfire and rxjs: import it on demand,
 * as reported-places-api does.
 */
import { type PlaceDoc, normalizePlace, placeEntity } from '@deals/shared';
import { type Firestore, collection, limit, query, where } from 'firebase/firestore';
import { fromRef } from 'rxfire/firestore';
import { type Observable, filter, map } from 'rxjs';

/** At most this many marked places are followed per city; see liveTillOf. */
export const REPORTED_PLACES_LIMIT = 50;

/**
 * A cold Observable of the city's marked places. An answer from the SDK's cache alone (offline)
 * may miss places and is skipped: the tiles then keep the counts they were read with.
 */
export function reportedPlaces$(db: Firestore, cityId: string): Observable<PlaceDoc[]> {
  const marked = query(
    collection(db, placeEntity.path()),
    where('city_id', '==', cityId),
    where('till.reported', '==', true),
    limit(REPORTED_PLACES_LIMIT),
  );
  return fromRef(marked).pipe(
    filter((snapshot) => !snapshot.metadata.fromCache),
    map((snapshot) => snapshot.docs.map((d) => normalizePlace(d.data(), { cityId }))),
  );
}
