/**
 * Places a member follows (PlaceFollows/{uid}_{placeId}): functions tell followers when the place
 * gets a new or better deal. One document per member and place, so following twice is one follow.
 */
import { deleteDoc, doc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import { Observable } from 'rxjs';
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
      streamQuery(
        'isFollowingPlace',
        ({ uid, placeId }) =>
          new Observable<boolean>((subscriber) =>
            onSnapshot(
              followRef(uid, placeId),
              (snap) => subscriber.next(snap.exists()),
              (error) => subscriber.error(error),
            ),
          ),
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
