/**
 * A deal document as an Observable of normalised deals. Needs the Firestore SDK, rxfire and
 * rxjs: import it on demand (see lib/firebase), as the deal's endpoint does.
 */
import { type Deal, normalizeDeal } from '@deals/shared';
import type { Firestore } from 'firebase/firestore';
import type { Observable } from 'rxjs';
import type { DealRouteParams } from '@/config/paths';
import { liveDoc$ } from '@/lib/firebase/live-doc';
import { dealRef } from './deal-ref';

/** The deal, live; null while it does not exist. */
export const deal$ = (db: Firestore, params: DealRouteParams): Observable<Deal | null> =>
  liveDoc$(dealRef(db, params), (data) => normalizeDeal(data, params));
