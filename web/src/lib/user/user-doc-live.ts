/**
 * Users/{uid} as an Observable of parsed user documents. Needs the Firestore SDK, rxfire and
 * rxjs: import it on demand (see lib/firebase), as the user document's endpoint does.
 */
import { type UserDoc, userEntity } from '@deals/shared';
import { type Firestore, doc } from 'firebase/firestore';
import type { Observable } from 'rxjs';
import { liveDoc$ } from '@/lib/firebase/live-doc';

/** A cold Observable of Users/{uid}, null while it does not exist; unsubscribing stops it. */
export const userDoc$ = (db: Firestore, uid: string): Observable<UserDoc | null> =>
  liveDoc$(doc(db, userEntity.docPath({ uid })), (data) => userEntity.parse(data, uid));
