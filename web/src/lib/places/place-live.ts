/**
 * One place document, live. Needs the Firestore SDK, rxfire and rxjs: import it on demand, as
 * ./place-live-api does.
 */
import { type PlaceDoc, normalizePlace, placeDocId, placeEntity } from '@deals/shared';
import { type Firestore, doc } from 'firebase/firestore';
import type { Observable } from 'rxjs';
import { liveDoc$ } from '@/lib/firebase/live-doc';
import type { PlaceRef } from './place-queries';

/** The place, live; null while it has no current deal (and so no document). */
export const place$ = (
  db: Firestore,
  { cityId, placeKey }: PlaceRef,
): Observable<PlaceDoc | null> =>
  liveDoc$(doc(db, placeEntity.docPath({ placeId: placeDocId(cityId, placeKey) })), (data) =>
    normalizePlace(data, { cityId, placeKey }),
  );
