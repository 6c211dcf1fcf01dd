/**
 * The deal page's reviews, live, and the review writes members may make. The deal document
 * itself is lib/deals' dealDetail (grids seed it). Components get domain objects.
 */
import { api } from '@/lib/rtk/api';
import type { DealRouteParams } from '@/config/paths';
import { loadFirebase } from '@/lib/firebase';
import { toApiError } from '@/lib/rtk/api-error';
import { streamQuery } from '@/lib/rtk/stream-query';
import { withTimeout } from '@/lib/with-timeout';
import { ReviewTimeoutError } from './review-errors';
import type { ReviewView } from './review-parsing';

/** Newest reviews shown on the page: a deal page costs one deal read plus one page of reviews. */
export const REVIEWS_PAGE_SIZE = 20;
/** How long a review write may take before the page says it timed out. */
export const REVIEW_WRITE_TIMEOUT_MS = 10_000;

/** The reviews' reads and writes, with Firestore, fetched on first use (see lib/firebase). */
const reviewsSdk = () => Promise.all([import('./review-queries'), loadFirebase()]);

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
      async queryFn({ deal, userId, userName, comment }) {
        try {
          const [{ createReview }, { db }] = await reviewsSdk();
          const id = await reviewWrite(createReview(db, deal, { userId, userName, comment }));
          return { data: { id } };
        } catch (error) {
          return { error: toApiError(error) };
        }
      },
    }),
    /**
     * Changes the author's review (an edit) or puts a failed one back in the queue (same comment):
     * status pending, so the trigger scores it again and replaces its old score in the average.
     */
    editReview: build.mutation<null, EditReviewArg>({
      async queryFn({ deal, reviewId, comment }) {
        try {
          const [{ updateReview }, { db }] = await reviewsSdk();
          await reviewWrite(updateReview(db, deal, reviewId, comment));
          return { data: null };
        } catch (error) {
          return { error: toApiError(error) };
        }
      },
    }),
    /** Deletes the author's review; the trigger takes its score out of the deal's average. */
    deleteReview: build.mutation<null, DeleteReviewArg>({
      async queryFn({ deal, reviewId }) {
        try {
          const [{ removeReview }, { db }] = await reviewsSdk();
          await reviewWrite(removeReview(db, deal, reviewId));
          return { data: null };
        } catch (error) {
          return { error: toApiError(error) };
        }
      },
    }),
  }),
});

export const {
  useDealReviewsQuery,
  usePostReviewMutation,
  useEditReviewMutation,
  useDeleteReviewMutation,
} = dealApi;
