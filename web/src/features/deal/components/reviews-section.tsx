import { useAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/store';
import type { DealRouteParams } from '@/config/paths';
import {
  usePostReviewMutation,
  useRetryReviewMutation,
  useDealReviewsQuery,
} from '../api/deal-api';
import { reviewErrorMessage } from '../api/review-errors';
import { ReviewsView } from './reviews-view';

const selectUser = (state: RootState) => state.auth.user;

/** The live reviews of a deal wired to the data layer. */
export function ReviewsSection({
  params,
  average,
  reviewCount,
  isMember,
}: {
  params: DealRouteParams;
  average: number | null;
  reviewCount: number;
  isMember: boolean;
}) {
  const user = useAppSelector(selectUser);
  const { data, isLoading, error } = useDealReviewsQuery({
    deal: params,
    uid: isMember && user ? user.uid : null,
  });
  const [postReview] = usePostReviewMutation();
  const [retryReview] = useRetryReviewMutation();
  const member = isMember && user ? { uid: user.uid } : null;
  const userName = user?.displayName?.trim() || user?.email?.split('@')[0] || 'User';
  return (
    <ReviewsView
      reviews={data}
      loading={isLoading}
      loadError={error ? ('message' in error ? String(error.message) : 'Unknown error') : null}
      average={average}
      reviewCount={reviewCount}
      member={member}
      onSubmit={async (comment) => {
        if (!user) return null;
        const result = await postReview({ deal: params, userId: user.uid, userName, comment });
        return 'error' in result && result.error ? reviewErrorMessage(result.error) : null;
      }}
      onRetry={async (review) => {
        const result = await retryReview({
          deal: params,
          reviewId: review.id,
          comment: review.comment,
        });
        return 'error' in result && result.error ? reviewErrorMessage(result.error) : null;
      }}
    />
  );
}
