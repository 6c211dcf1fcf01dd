/**
 * Places a member follows (PlaceFollows/{uid}_{placeId}): functions tell followers when the place
 * gets a new or better deal. One document per member and place, so following twice is one follow.
 */
import { deleteDoc, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { fromRef } from 'rxfire/firestore';
import { map } from 'rxjs';
import { getFirebase } from '@/lib/firebase';
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

const followRef = (uid: string, placeId: string) =>
  doc(getFirebase().db, 'PlaceFollows', `${uid}_${placeId}`);

export const followsApi = api.injectEndpoints({
  endpoints: (build) => ({
    isFollowingPlace: build.query<boolean, { uid: string; placeId: string }>(
      streamQuery('isFollowingPlace', ({ uid, placeId }) =>
        fromRef(followRef(uid, placeId)).pipe(map((snap) => snap.exists())),
      ),
    ),
    setFollowingPlace: build.mutation<null, FollowTarget & { follow: boolean }>({
      async queryFn({ uid, placeId, cityId, name, follow }) {
        try {
          if (follow)
            await setDoc(followRef(uid, placeId), {
              uid,
              placeId,
              cityId,
              name: name.slice(0, 300),
              createdAt: serverTimestamp(),
            });
          else await deleteDoc(followRef(uid, placeId));
          return { data: null };
        } catch (error) {
          return { error: toApiError(error) };
        }
      },
    }),
  }),
});

export const { useIsFollowingPlaceQuery, useSetFollowingPlaceMutation } = followsApi;
