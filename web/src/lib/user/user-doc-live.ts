/**
 * Users/{uid} as an Observable of parsed user documents. Needs the Firestore SDK, rxfire and
 * rxjs: import it on demand (see lib/firebase), as the user document's endpoint does.
 */
import { type UserDoc, parseUserDoc } from '@deals/shared';
import { type Firestore, doc } from 'firebase/firestore';
import { fromRef } from 'rxfire/firestore';
import { type Observable, filter, map } from 'rxjs';

/** A cold Observable of Users/{uid}, null while it does not exist; unsubscribing stops it. */
export const userDoc$ = (db: Firestore, uid: string): Observable<UserDoc | null> =>
  fromRef(doc(db, 'Users', uid)).pipe(
    // Offline, the SDK first answers from its cache, where "no document" only means "not read
    // yet". Taken as absent it would send a member with cards to card setup; the server's answer
    // follows by itself when the connection returns.
    filter((snapshot) => snapshot.exists() || !snapshot.metadata.fromCache),
    map((snapshot) => (snapshot.exists() ? parseUserDoc(snapshot.data(), uid) : null)),
  );
