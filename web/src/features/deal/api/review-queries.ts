/**
 * The reviews' reads and writes with the Firestore SDK. deal-api imports this on demand, so the
 * deal page shows (and hydrates) before the SDK has arrived.
 */
import { reviewEntity } from '@deals/shared';
import {
  type Firestore,
  type Query,
  Timestamp,
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { fromRef } from 'rxfire/firestore';
import { type Observable, combineLatest, filter, map } from 'rxjs';
import type { DealRouteParams } from '@/config/paths';
import { dealRef } from '@/lib/deals/deal-ref';
import { type ReviewView, mergeReviews, toReviewView } from './review-parsing';

const reviewsRef = (db: Firestore, deal: DealRouteParams) =>
  collection(dealRef(db, deal), reviewEntity.collectionId);

/**
 * The reviews of `reviews`, live. With `emptyCacheIsUnread`, an empty answer from the cache
 * (offline, before the server has answered) is skipped: it means "none read on this device yet",
 * not "no reviews", and taken as such it would replace the reviews a server-rendered page arrived
 * with by "No reviews yet" (as liveDoc$ skips a document the cache does not have).
 */
function reviewStream(reviews: Query, emptyCacheIsUnread = false): Observable<ReviewView[]> {
  return fromRef(reviews).pipe(
    filter((snap) => !(emptyCacheIsUnread && snap.empty && snap.metadata.fromCache)),
    map((snap) =>
      snap.docs.map((d) => {
        const data = d.data({ serverTimestamps: 'estimate' });
        const createdAt: unknown = data.createdAt;
        // Timestamps become millis here so the store only ever holds plain data.
        return toReviewView(d.id, {
          ...data,
          createdAt: createdAt instanceof Timestamp ? createdAt.toMillis() : createdAt,
        });
      }),
    ),
  );
}

/**
 * The newest `pageSize` reviews, live, newest first. The rules let everyone read scored reviews
 * and an author read their own in any state, so for a member this is two listeners: scored
 * reviews, and the member's own, which is where a review shows at once as pending.
 */
export function reviews$(
  db: Firestore,
  deal: DealRouteParams,
  uid: string | null,
  pageSize: number,
): Observable<ReviewView[]> {
  const newest = (emptyCacheIsUnread: boolean, ...filters: Parameters<typeof where>) =>
    reviewStream(
      query(reviewsRef(db, deal), where(...filters), orderBy('createdAt', 'desc'), limit(pageSize)),
      emptyCacheIsUnread,
    );
  const scored = newest(true, 'status', '==', 'scored');
  if (!uid) return scored;
  // The member's own list, empty in the cache, is most often really empty (no review yet): the
  // list does not wait for the server for it.
  return combineLatest([newest(false, 'userId', '==', uid), scored]).pipe(
    map(([mine, everyone]) => mergeReviews(mine, everyone, pageSize)),
  );
}

/**
 * Creates the member's one review of the deal, with exactly the fields the rules allow. Its id is
 * the member's uid (one review per member per deal).
 */
export async function createReview(
  db: Firestore,
  deal: DealRouteParams,
  { userId, userName, comment }: { userId: string; userName: string; comment: string },
): Promise<string> {
  const ref = doc(reviewsRef(db, deal), userId);
  await setDoc(ref, { userId, userName, comment, createdAt: serverTimestamp(), status: 'pending' });
  return ref.id;
}

/** Changes a review's comment and puts it back in the queue (pending) to be scored again. */
export function updateReview(
  db: Firestore,
  deal: DealRouteParams,
  reviewId: string,
  comment: string,
): Promise<void> {
  return updateDoc(doc(reviewsRef(db, deal), reviewId), {
    comment,
    status: 'pending',
    updatedAt: serverTimestamp(),
  });
}

export function removeReview(
  db: Firestore,
  deal: DealRouteParams,
  reviewId: string,
): Promise<void> {
  return deleteDoc(doc(reviewsRef(db, deal), reviewId));
}
