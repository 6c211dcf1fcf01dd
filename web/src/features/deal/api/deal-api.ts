/**
 * The deal page's reviews, live, and the review writes members may make. The deal document
 * itself is lib/deals' dealDetail (grids seed it). Components get domain objects.
 */
import { REVIEWS_PAGE_SIZE } from '@deals/shared';
import { api } from '@/lib/rtk/api';
import type { DealRouteParams } from '@/config/paths';
import { loadFirebase } from '@/lib/firebase';
import { queryFnsOf } from '@/lib/rtk/api-error';
import { streamQuery } from '@/lib/rtk/stream-query';
import { withTimeout } from '@/lib/with-timeout';
import { ReviewTimeoutError } from './review-errors';
import type { ReviewView } from './review-parsing';

/** How long a review write may take before the page says it timed out. */
export const REVIEW_WRITE_TIMEOUT_MS = 10_000;

/** The reviews' reads and writes, with Firestore, fetched on first use (see lib/firebase). */
const reviewsSdk = () => Promise.all([import('./review-queries'), loadFirebase()]);
const reviewsQuery = queryFnsOf(reviewsSdk);

/** Which reviews to list: everyone's scored ones, plus the signed-in author's own. */
export interface DealReviewsArg {
  deal: DealRouteParams;
  uid: string | null;
}

/** A review write not acknowledged within REVIEW_WRITE_TIMEOUT_MS fails with the review timeout text. */
const reviewWrite = <T>(write: Promise<T>): Promise<T> =>
  withTimeout(write, REVIEW_WRITE_TIMEOUT_MS, () => new ReviewTimeoutError());

export interface PostReviewArg {
  deal: DealRouteParams;
  userId: string;
  userName: string;
  comment: string;
}

export interface EditReviewArg {
  deal: DealRouteParams;
  reviewId: string;
  comment: string;
}

export interface DeleteReviewArg {
  deal: DealRouteParams;
  reviewId: string;
}

export const dealApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The newest reviews, live, newest first. The rules let everyone read scored reviews and an
     * author read their own in any state, so this is two listeners: scored reviews, and (for a
     * member) the member's own, which is where a review shows at once as pending.
     */
    dealReviews: build.query<ReviewView[], DealReviewsArg>(
      streamQuery('dealReviews', async ({ deal, uid }) => {
        const [{ reviews$ }, { db }] = await reviewsSdk();
        return reviews$(db, deal, uid, REVIEWS_PAGE_SIZE);
      }),
    ),
    /**
     * Creates the member's one review of the deal, with exactly the fields the rules allow; the
     * trigger scores it. Its id is the member's uid (firestore.rules: one review per member per
     * deal), so posting again is an edit (editReview), never a second vote. userName must be the
     * profile's Name, which the rules check.
     */
    postReview: build.mutation<{ id: string }, PostReviewArg>({
      queryFn: reviewsQuery(async (reviews, db, { deal, userId, userName, comment }) => ({
        id: await reviewWrite(reviews.createReview(db, deal, { userId, userName, comment })),
      })),
    }),
    /**
     * Changes the author's review (an edit) or puts a failed one back in the queue (same comment):
     * status pending, so the trigger scores it again and replaces its old score in the average.
     */
    editReview: build.mutation<null, EditReviewArg>({
      queryFn: reviewsQuery(async (reviews, db, { deal, reviewId, comment }) => {
        await reviewWrite(reviews.updateReview(db, deal, reviewId, comment));
        return null;
      }),
    }),
    /** Deletes the author's review; the trigger takes its score out of the deal's average. */
    deleteReview: build.mutation<null, DeleteReviewArg>({
      queryFn: reviewsQuery(async (reviews, db, { deal, reviewId }) => {
        await reviewWrite(reviews.removeReview(db, deal, reviewId));
        return null;
      }),
    }),
  }),
});

export const {
  useDealReviewsQuery,
  usePostReviewMutation,
  useEditReviewMutation,
  useDeleteReviewMutation,
} = dealApi;
