import { reviewAuthorName } from '@deals/shared';
import type { SerializedError } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/store';
import type { DealRouteParams } from '@/config/paths';
import type { ApiError } from '@/lib/rtk/api-error';
import { useGetUserDocQuery } from '@/lib/user/user-doc-api';
import { deal as english } from '@/locales/en/deal';
import {
  useDealReviewsQuery,
  useDeleteReviewMutation,
  useEditReviewMutation,
  usePostReviewMutation,
} from '../api/deal-api';
import { reviewErrorMessage } from '../api/review-errors';
import { ReviewsView } from './reviews-view';

const selectUser = (state: RootState) => state.auth.user;

/** Shown when the member's profile (whose name the review carries) has not arrived yet. */
export const PROFILE_LOADING_TEXT = english.reviews.profileLoading;

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
  const uid = isMember && user ? user.uid : null;
  const { data, isLoading, error, refetch } = useDealReviewsQuery({ deal: params, uid });
  // The rules accept a review only under the author's profile name (Users/{uid}.Name, or
  // 'User' without one), so that is the name sent, not the sign-in display name.
  const profile = useGetUserDocQuery(uid ?? skipToken);
  const [postReview] = usePostReviewMutation();
  const [editReview] = useEditReviewMutation();
  const [deleteReview] = useDeleteReviewMutation();
  const member = uid ? { uid } : null;
  const failure = (result: { error?: ApiError | SerializedError }) => {
    if (!result.error) return null;
    // The SDK's own text (which rule refused) is for developers: logged, never shown.
    console.error('Review not saved', result.error.code, result.error.message);
    return reviewErrorMessage(result.error);
  };
  return (
    <ReviewsView
      reviews={data}
      loading={isLoading}
      // The SDK's text (which rule refused, or why the channel closed) is for developers.
      loadFailed={error !== undefined}
      onReload={() => void refetch()}
      average={average}
      reviewCount={reviewCount}
      member={member}
      onSubmit={async (comment, existing) => {
        if (!uid) return null;
        if (existing)
          return failure(await editReview({ deal: params, reviewId: existing.id, comment }));
        if (profile.data === undefined)
          return reviewErrorMessage({ message: PROFILE_LOADING_TEXT });
        const userName = reviewAuthorName(profile.data?.Name);
        return failure(await postReview({ deal: params, userId: uid, userName, comment }));
      }}
      onRetry={async (review) =>
        failure(await editReview({ deal: params, reviewId: review.id, comment: review.comment }))
      }
      onDelete={async (review) =>
        failure(await deleteReview({ deal: params, reviewId: review.id }))
      }
    />
  );
}
