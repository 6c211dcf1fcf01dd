/**
 * A member's follow of a place (PlaceFollows/{uid}_{placeId}) with the Firestore SDK. follows-api
 * imports this on demand (see lib/firebase), so a place page shows before the SDK has arrived.
 */
import { placeFollowEntity } from '@deals/shared';
import { type Firestore, deleteDoc, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { fromRef } from 'rxfire/firestore';
import { type Observable, map } from 'rxjs';

const followRef = (db: Firestore, uid: string, placeId: string) =>
  doc(db, placeFollowEntity.docPath({ followId: placeFollowEntity.followId(uid, placeId) }));

/** Whether the member follows the place, live. */
export const isFollowing$ = (db: Firestore, uid: string, placeId: string): Observable<boolean> =>
  fromRef(followRef(db, uid, placeId)).pipe(map((snap) => snap.exists()));

/** Follows (with the fields the rules allow) or unfollows the place. */
export async function setFollowing(
  db: Firestore,
  target: { uid: string; placeId: string; cityId: string; name: string },
  follow: boolean,
): Promise<void> {
  const { uid, placeId, cityId, name } = target;
  const ref = followRef(db, uid, placeId);
  if (follow) {
    await setDoc(ref, {
      uid,
      placeId,
      cityId,
      name: name.slice(0, 300),
      createdAt: serverTimestamp(),
    });
  } else {
    await deleteDoc(ref);
  }
}
