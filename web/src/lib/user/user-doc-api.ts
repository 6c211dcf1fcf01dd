/**
 * The signed-in user's document, live: cards and favourites come from Users/{uid}
 * (Firestore is the truth, local storage only a cache). One listener per uid is
 * shared by every component that reads it, so the favourites modal, the deal cards and the home
 * carousel cost one document read between them.
 */
import type { UserDoc } from '@deals/shared';
import { api } from '@/lib/rtk/api';
import { loadFirebase } from '@/lib/firebase';
import { streamQuery } from '@/lib/rtk/stream-query';

/** The user document, or null when it does not exist yet. */
export type UserDocResult = UserDoc | null;

export const userDocApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserDoc: build.query<UserDocResult, string>({
      ...streamQuery('getUserDoc', async (uid) => {
        // The Firestore SDK is fetched when the first listener starts (see lib/firebase).
        const [{ userDoc$ }, { db }] = await Promise.all([
          import('./user-doc-live'),
          loadFirebase(),
        ]);
        return userDoc$(db, uid);
      }),
      providesTags: (_result, _error, uid) => [{ type: 'User', id: uid }],
    }),
  }),
});

export const { useGetUserDocQuery } = userDocApi;
