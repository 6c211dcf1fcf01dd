import { useTranslation } from '@/lib/i18n/react';
import { EmptyState, ErrorState, RetryButton, SkeletonList } from '@/components/feedback';
import { LinkedText } from '@/components/linked-text';
import { paths } from '@/config/paths';
import { deal as english } from '@/locales/en/deal';
import type { ReviewView } from '../api/review-parsing';
import { useDealFormat } from '../utils/deal-format';
import { MemberOwnReview, MemberReviewForm } from './member-forms';
import { type ReviewAction, type ReviewSubmit, ReviewBody, useDraft } from './review-parts';

export const NO_REVIEWS_TEXT = english.reviews.empty;

export interface ReviewsViewProps {
  reviews: readonly ReviewView[] | undefined;
  loading: boolean;
  /** The reviews could not be read (offline before they ever loaded, or refused). */
  loadFailed: boolean;
  /** Reads the reviews again after a failure. */
  onReload: () => void;
  /** The deal's live average (null without scored reviews). */
  average: number | null;
  reviewCount: number;
  /** The signed-in member, or null for guests (who are invited to sign up instead). */
  member: { uid: string } | null;
  /** Posts or edits the member's review (see ReviewSubmit). */
  onSubmit: ReviewSubmit;
  onRetry: ReviewAction;
  /** Deletes the member's own review; resolves to an error message or null. */
  onDelete: ReviewAction;
}

/** Reviews of a deal: average, list (author, stars, date, text), and the form or an invitation. */
export function ReviewsView({
  reviews,
  loading,
  loadFailed,
  onReload,
  average,
  reviewCount,
  member,
  onSubmit,
  onRetry,
  onDelete,
}: ReviewsViewProps) {
  const { t } = useTranslation('deal');
  const format = useDealFormat();
  const firstReview = useDraft('');
  // One review per member per deal: theirs is the one stored under their uid.
  const own = member ? (reviews?.find((r) => r.userId === member.uid) ?? null) : null;
  // The member's own review comes first in the list, with its actions; the others follow.
  const others = reviews?.filter((r) => r !== own) ?? [];
  return (
    <section className="deal-section" aria-labelledby="deal-reviews-heading">
      <div className="row reviews__header">
        <h2 id="deal-reviews-heading">{t('reviews.title')}</h2>
        <p className="reviews__average" aria-live="polite">
          {t('reviews.average')}{' '}
          <strong data-testid="average-rating">{format.rating(average)}</strong>
          {reviewCount > 0 ? (
            <span className="muted"> ({t('reviews.count', { count: reviewCount })})</span>
          ) : null}
        </p>
      </div>
      <p className="reviews__about muted" data-testid="rating-about">
        {reviewCount > 0
          ? t('reviews.ratedFrom', { count: reviewCount })
          : t('reviews.ratedFromNone')}
      </p>
      {member ? (
        // Until the member's own review is known, a form could post a second one the rules refuse.
        reviews === undefined || own ? null : (
          <MemberReviewForm key="new" existing={null} onSubmit={onSubmit} draft={firstReview} />
        )
      ) : (
        <p className="reviews__invite">
          <LinkedText
            t={t}
            i18nKey="reviews.invite"
            links={{ signup: paths.signup.getHref(), login: paths.login.getHref() }}
          />
        </p>
      )}
      {loadFailed ? (
        <ErrorState title={t('reviews.loadFailed')} action={<RetryButton onClick={onReload} />}>
          {t('reviews.loadFailedHint')}
        </ErrorState>
      ) : loading || !reviews ? (
        <SkeletonList rows={2} label={t('reviews.loading')} />
      ) : reviews.length === 0 ? (
        <EmptyState title={t('reviews.empty')} />
      ) : (
        <ul className="plain-list review-list" aria-label={t('reviews.list')}>
          {own ? (
            <MemberOwnReview
              review={own}
              onSubmit={onSubmit}
              onRetry={onRetry}
              onDelete={onDelete}
            />
          ) : null}
          {others.map((review) => (
            <li key={review.id} className="review" data-status={review.status}>
              <ReviewBody
                review={review}
                canRetry={member?.uid === review.userId}
                onRetry={onRetry}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
