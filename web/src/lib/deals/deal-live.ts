/**
 * A deal document as an Observable of parsed deals. Needs the Firestore SDK, rxfire and rxjs:
 * import it on demand (see lib/firebase), as the deal's endpoint does.
 */
import { type Deal, normalizeDeal } from '@deals/shared';
import type { Firestore } from 'firebase/firestore';
import { fromRef } from 'rxfire/firestore';
import { type Observable, map } from 'rxjs';
import type { DealRouteParams } from '@/config/paths';
import { dealRef } from './deal-ref';

/** The deal, live; null while it does not exist. */
export const deal$ = (db: Firestore, params: DealRouteParams): Observable<Deal | null> =>
  fromRef(dealRef(db, params)).pipe(
    map((snap) => (snap.exists() ? normalizeDeal(snap.data(), params) : null)),
  );
