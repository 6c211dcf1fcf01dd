import { formatRating, reviewStars, validateReview } from '@deals/shared';
import { type SyntheticEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { EmptyState, ErrorState, FormMessage, SkeletonList } from '@/components/feedback';
import { Spinner } from '@/components/spinner';
import { TextAreaField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { reviewErrorMessage } from '../api/review-errors';
import type { ReviewView } from '../api/review-parsing';
import { formatDate } from './format-date';
import { StarRating } from './star-rating';

export const NO_REVIEWS_TEXT = 'No reviews yet. Be the first to share your experience!';

export interface ReviewsViewProps {
  reviews: readonly ReviewView[] | undefined;
  loading: boolean;
  loadError: string | null;
  /** The deal's live average (null without scored reviews). */
  average: number | null;
  reviewCount: number;
  /** The signed-in member, or null for guests (who are invited to sign up instead). */
  member: { uid: string } | null;
  /** Resolves to an error message, or null once the review is written. */
  onSubmit: (comment: string) => Promise<string | null>;
  onRetry: (review: ReviewView) => Promise<string | null>;
}

function ReviewStatus({
  review,
  canRetry,
  onRetry,
}: {
  review: ReviewView;
  canRetry: boolean;
  onRetry: ReviewsViewProps['onRetry'];
}) {
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);
  if (review.status === 'pending') {
    return (
      <span className="review__pending">
        <Spinner size="sm" label="Scoring this review" />
        <span className="muted" aria-hidden="true">
          Scoring…
        </span>
      </span>
    );
  }
  if (review.status === 'failed') {
    return (
      <div className="review__failed">
        <p className="form-message form-message--error">
          {review.error
            ? reviewErrorMessage({ message: review.error })
            : 'This review could not be scored.'}
        </p>
        {canRetry ? (
          <Button
            size="sm"
            variant="secondary"
            loading={retrying}
            onClick={() => {
              setRetrying(true);
              setRetryError(null);
              void onRetry(review).then((message) => {
                setRetrying(false);
                setRetryError(message);
              });
            }}
          >
            Retry
          </Button>
        ) : null}
        {retryError ? <FormMessage tone="error">{retryError}</FormMessage> : null}
      </div>
    );
  }
  return <StarRating stars={reviewStars(review.sentimentScore)} />;
}

function ReviewForm({ onSubmit }: { onSubmit: ReviewsViewProps['onSubmit'] }) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    // SPEC §5: empty or whitespace-only text is not sent.
    const invalid = validateReview(comment);
    if (invalid) {
      setError(invalid);
      return;
    }
    setSending(true);
    setError(null);
    const failure = await onSubmit(comment.trim());
    setSending(false);
    if (failure) setError(failure);
    else setComment('');
  };
  return (
    <form className="review-form stack" onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        label="Write a review"
        name="comment"
        rows={3}
        maxLength={2000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={error ?? undefined}
        placeholder="How was it? Your review is scored automatically."
      />
      <div>
        <Button type="submit" loading={sending}>
          Post review
        </Button>
      </div>
    </form>
  );
}

/** Reviews of a deal: average, list (author, stars, date, text), and the form or an invitation. */
export function ReviewsView({
  reviews,
  loading,
  loadError,
  average,
  reviewCount,
  member,
  onSubmit,
  onRetry,
}: ReviewsViewProps) {
  return (
    <section className="deal-section" aria-labelledby="deal-reviews-heading">
      <div className="row reviews__header">
        <h2 id="deal-reviews-heading">Reviews</h2>
        <p className="reviews__average" aria-live="polite">
          Average rating: <strong data-testid="average-rating">{formatRating(average)}</strong>
          {reviewCount > 0 ? (
            <span className="muted">
              {' '}
              ({reviewCount === 1 ? '1 review' : `${reviewCount} reviews`})
            </span>
          ) : null}
        </p>
      </div>
      {member ? (
        <ReviewForm onSubmit={onSubmit} />
      ) : (
        <p className="reviews__invite">
          <Link to={paths.signup.getHref()}>Sign up</Link> or{' '}
          <Link to={paths.login.getHref()}>log in</Link> to write a review.
        </p>
      )}
      {loadError ? (
        <ErrorState title="Reviews could not be loaded.">{loadError}</ErrorState>
      ) : loading || !reviews ? (
        <SkeletonList rows={2} label="Loading reviews" />
      ) : reviews.length === 0 ? (
        <EmptyState title={NO_REVIEWS_TEXT} />
      ) : (
        <ul className="plain-list review-list" aria-label="Reviews">
          {reviews.map((review) => (
            <li key={review.id} className="review" data-status={review.status}>
              <div className="review__meta">
                <span className="review__author">{review.userName}</span>
                <ReviewStatus
                  review={review}
                  canRetry={member?.uid === review.userId}
                  onRetry={onRetry}
                />
                <time
                  className="muted review__date"
                  dateTime={new Date(review.createdAt).toISOString()}
                >
                  {formatDate(review.createdAt)}
                </time>
              </div>
              {/* Rendered as a text node: review text is untrusted and never parsed as HTML. */}
              <p className="review__text">{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
