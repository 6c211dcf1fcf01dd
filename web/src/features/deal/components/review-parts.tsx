/**
 * What a deal's review list (everyone's) and the member's review forms (review-forms.tsx, a chunk
 * of their own) both use: a review's body with its scoring state, the draft a form writes into,
 * and the actions a member starts with a button.
 */
import { reviewStars } from '@deals/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import { FormMessage } from '@/components/feedback';
import { Spinner } from '@/components/spinner';
import { reviewErrorMessage, useReviewErrorText } from '../api/review-errors';
import type { ReviewView } from '../api/review-parsing';
import { useDealFormat } from '../utils/deal-format';
import { StarRating } from './star-rating';

/** An action on a review (retry its scoring, delete it): resolves to a refusal, or null. */
export type ReviewAction = (review: ReviewView) => Promise<string | null>;

/**
 * Sends a review's text: resolves to an error message, or null once the review is written.
 * `existing` is the member's own review when they edit it (one review per member per deal), null
 * for a first post.
 */
export type ReviewSubmit = (comment: string, existing: ReviewView | null) => Promise<string | null>;

/**
 * A review action the member starts with a button (retry the scoring, delete): busy until `act`
 * settles, then its refusal if it has one (it resolves to null when it worked).
 */
export function useReviewAction(act: ReviewAction) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = (review: ReviewView, then?: () => void) => {
    setBusy(true);
    setError(null);
    void act(review).then((message) => {
      setBusy(false);
      then?.();
      setError(message);
    });
  };
  return { busy, error, start };
}

function ReviewStatus({
  review,
  canRetry,
  onRetry,
}: {
  review: ReviewView;
  canRetry: boolean;
  onRetry: ReviewAction;
}) {
  const { t } = useTranslation(['deal', 'common']);
  const errorText = useReviewErrorText();
  const retry = useReviewAction(onRetry);
  if (review.status === 'pending') {
    return (
      <span className="review__pending">
        <Spinner size="sm" label={t('reviews.scoringLabel')} />
        <span className="muted" aria-hidden="true">
          {t('reviews.scoring')}
        </span>
      </span>
    );
  }
  if (review.status === 'failed') {
    return (
      <div className="review__failed">
        <p className="form-message form-message--error">
          {review.error
            ? errorText(reviewErrorMessage({ message: review.error }))
            : t('reviews.notScored')}
        </p>
        {canRetry ? (
          <Button
            size="sm"
            variant="secondary"
            loading={retry.busy}
            onClick={() => retry.start(review)}
          >
            {t('common:retry')}
          </Button>
        ) : null}
        {retry.error ? <FormMessage tone="error">{errorText(retry.error)}</FormMessage> : null}
      </div>
    );
  }
  return <StarRating stars={reviewStars(review.sentimentScore)} />;
}

/** A review's author, score or scoring state, date and text. */
export function ReviewBody({
  review,
  own = false,
  canRetry,
  onRetry,
}: {
  review: ReviewView;
  /** The member's own review, tagged as theirs. */
  own?: boolean;
  canRetry: boolean;
  onRetry: ReviewAction;
}) {
  const { t } = useTranslation('deal');
  const format = useDealFormat();
  return (
    <>
      <div className="review__meta">
        <span className="review__author">
          {/* Isolated, so a Latin name keeps its own order on an Urdu page ("Sana I.", not ".Sana I"). */}
          <bdi>{review.userName}</bdi>
          {own ? (
            <>
              {' '}
              <span className="muted">{t('reviews.yoursTag')}</span>
            </>
          ) : null}
        </span>
        <ReviewStatus review={review} canRetry={canRetry} onRetry={onRetry} />
        <time className="muted review__date" dateTime={new Date(review.createdAt).toISOString()}>
          {format.date(review.createdAt)}
        </time>
      </div>
      {/* Rendered as a text node: review text is untrusted and never parsed as HTML. */}
      <p className="review__text" dir="auto">
        {review.comment}
      </p>
    </>
  );
}

/** The member's own review as a list item, with what they can do with it (`children`) below. */
export function OwnReviewItem({
  review,
  onRetry,
  children,
}: {
  review: ReviewView;
  onRetry: ReviewAction;
  children?: ReactNode;
}) {
  const { t } = useTranslation('deal');
  return (
    <li
      className="review review--own stack"
      aria-label={t('reviews.yours')}
      data-status={review.status}
    >
      <ReviewBody review={review} own canRetry onRetry={onRetry} />
      {children}
    </li>
  );
}

/** A form's text and error, kept by a parent when the form may unmount mid-submit. */
export interface DraftState {
  comment: string;
  setComment: (comment: string) => void;
  error: string | null;
  setError: (error: string | null) => void;
}

export function useDraft(initial: string): DraftState {
  const [comment, setComment] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return { comment, setComment, error, setError };
}
