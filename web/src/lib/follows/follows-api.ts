/**
 * Places a member follows (PlaceFollows/{uid}_{placeId}): functions tell followers when the place
 * gets a new or better deal. One document per member and place, so following twice is one follow.
 */
import { from, map, switchMap } from 'rxjs';
import { loadFirebase } from '@/lib/firebase';
import { api } from '@/lib/rtk/api';
import { toApiError } from '@/lib/rtk/api-error';
import { streamQuery } from '@/lib/rtk/stream-query';

/** A place as the follow button names it. */
export interface FollowTarget {
  uid: string;
  placeId: string;
  cityId: string;
  name: string;
}

/** The Firestore SDK, rxfire and the follow's reference, fetched on first use (see lib/firebase). */
async function followSdk(uid: string, placeId: string) {
  const [firestore, { fromRef }, { db }] = await Promise.all([
    import('firebase/firestore'),
    import('rxfire/firestore'),
    loadFirebase(),
  ]);
  return { ...firestore, fromRef, ref: firestore.doc(db, 'PlaceFollows', `${uid}_${placeId}`) };
}

export const followsApi = api.injectEndpoints({
  endpoints: (build) => ({
    isFollowingPlace: build.query<boolean, { uid: string; placeId: string }>(
      streamQuery('isFollowingPlace', ({ uid, placeId }) =>
        from(followSdk(uid, placeId)).pipe(
          switchMap(({ fromRef, ref }) => fromRef(ref)),
          map((snap) => snap.exists()),
        ),
      ),
    ),
    setFollowingPlace: build.mutation<null, FollowTarget & { follow: boolean }>({
      async queryFn({ uid, placeId, cityId, name, follow }) {
        try {
          const { ref, setDoc, deleteDoc, serverTimestamp } = await followSdk(uid, placeId);
          if (follow)
            await setDoc(ref, {
              uid,
              placeId,
              cityId,
              name: name.slice(0, 300),
              createdAt: serverTimestamp(),
            });
          else await deleteDoc(ref);
          return { data: null };
        } catch (error) {
          return { error: toApiError(error) };
        }
      },
    }),
  }),
});

export const { useIsFollowingPlaceQuery, useSetFollowingPlaceMutation } = followsApi;
