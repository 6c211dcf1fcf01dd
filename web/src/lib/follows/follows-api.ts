/**
 * Places a member follows (PlaceFollows/{uid}_{placeId}): functions tell followers when the place
 * gets a new or better deal. One document per member and place, so following twice is one follow.
 */
import { loadFirebase } from '@/lib/firebase';
import { api } from '@/lib/rtk/api';
import { queryFnsOf } from '@/lib/rtk/api-error';
import { streamQuery } from '@/lib/rtk/stream-query';

/** A place as the follow button names it. */
export interface FollowTarget {
  uid: string;
  placeId: string;
  cityId: string;
  name: string;
}

/** The follow's reads and writes, with Firestore, fetched on first use (see lib/firebase). */
const followSdk = () => Promise.all([import('./follow-queries'), loadFirebase()]);
const followQuery = queryFnsOf(followSdk);

export const followsApi = api.injectEndpoints({
  endpoints: (build) => ({
    isFollowingPlace: build.query<boolean, { uid: string; placeId: string }>(
      streamQuery('isFollowingPlace', async ({ uid, placeId }) => {
        const [{ isFollowing$ }, { db }] = await followSdk();
        return isFollowing$(db, uid, placeId);
      }),
    ),
    setFollowingPlace: build.mutation<null, FollowTarget & { follow: boolean }>({
      queryFn: followQuery(async (follows, db, { uid, placeId, cityId, name, follow }) => {
        await follows.setFollowing(db, { uid, placeId, cityId, name }, follow);
        return null;
      }),
    }),
  }),
});

export const { useIsFollowingPlaceQuery, useSetFollowingPlaceMutation } = followsApi;
