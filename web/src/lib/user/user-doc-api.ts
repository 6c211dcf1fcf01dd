/**
 * The signed-in user's document, live: cards and favourites come from Users/{uid}
 * (Firestore is the truth, local storage only a cache). One listener per uid is
 * shared by every component that reads it, so the favourites modal, the deal cards and the home
 * carousel cost one document read between them.
 */
import { type UserDoc, parseUserDoc } from '@deals/shared';
import { doc, onSnapshot } from 'firebase/firestore';
import { Observable } from 'rxjs';
import { api } from '@/lib/rtk/api';
import { getFirebase } from '@/lib/firebase';
import { streamQuery } from '@/lib/rtk/stream-query';

/** The user document, or null when it does not exist yet. */
export type UserDocResult = UserDoc | null;

/** A cold Observable of Users/{uid}; unsubscribing stops the listener. */
export function userDoc$(uid: string): Observable<UserDocResult> {
  return new Observable<UserDocResult>((subscriber) =>
    onSnapshot(
      doc(getFirebase().db, 'Users', uid),
      (snapshot) => {
        // Offline, the SDK first answers from its cache, where "no document" only means "not read
        // yet". Taken as absent it would send a member with cards to card setup; the server's
        // answer follows by itself when the connection returns.
        if (snapshot.metadata.fromCache && !snapshot.exists()) return;
        subscriber.next(snapshot.exists() ? parseUserDoc(snapshot.data(), uid) : null);
      },
      (error) => subscriber.error(error),
    ),
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
