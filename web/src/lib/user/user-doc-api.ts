/**
 * The signed-in user's document, live: cards and favourites come from Users/{uid}
 * (Firestore is the truth, local storage only a cache). One listener per uid is
 * shared by every component that reads it, so the favourites modal, the deal cards and the home
 * carousel cost one document read between them.
 */
import { type UserDoc, parseUserDoc } from '@deals/shared';
import { type Observable, filter, from, map, switchMap } from 'rxjs';
import { api } from '@/lib/rtk/api';
import { loadFirebase } from '@/lib/firebase';
import { streamQuery } from '@/lib/rtk/stream-query';

/** The user document, or null when it does not exist yet. */
export type UserDocResult = UserDoc | null;

/** A cold Observable of Users/{uid}; unsubscribing stops the listener. */
export function userDoc$(uid: string): Observable<UserDocResult> {
  // The Firestore SDK is fetched when the first listener starts (see lib/firebase).
  const sdk = Promise.all([
    import('firebase/firestore'),
    import('rxfire/firestore'),
    loadFirebase(),
  ]);
  return from(sdk).pipe(
    switchMap(([{ doc }, { fromRef }, { db }]) => fromRef(doc(db, 'Users', uid))),
    // Offline, the SDK first answers from its cache, where "no document" only means "not read
    // yet". Taken as absent it would send a member with cards to card setup; the server's answer
    // follows by itself when the connection returns.
    filter((snapshot) => snapshot.exists() || !snapshot.metadata.fromCache),
    map((snapshot) => (snapshot.exists() ? parseUserDoc(snapshot.data(), uid) : null)),
  );
}

export const userDocApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserDoc: build.query<UserDocResult, string>({
      ...streamQuery('getUserDoc', userDoc$),
      providesTags: (_result, _error, uid) => [{ type: 'User', id: uid }],
    }),
  }),
});

export const { useGetUserDocQuery } = userDocApi;
