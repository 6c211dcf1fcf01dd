import { REVIEW_COMMENT_MAX, reviewStars, textLength, validateReview } from '@deals/shared';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import {
  EmptyState,
  ErrorState,
  FormMessage,
  RetryButton,
  SkeletonList,
} from '@/components/feedback';
import { Spinner } from '@/components/spinner';
import { TextAreaField } from '@/components/text-field';
import { LinkedText } from '@/components/linked-text';
import { paths } from '@/config/paths';
import { deal as english } from '@/locales/en/deal';
import { reviewErrorMessage, useReviewErrorText } from '../api/review-errors';
import type { ReviewView } from '../api/review-parsing';
import { useDealFormat } from '../utils/deal-format';
import { StarRating } from './star-rating';

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
  /**
   * Resolves to an error message, or null once the review is written. `existing` is the member's
   * own review when they edit it (one review per member per deal), null for a first post.
   */
  onSubmit: (comment: string, existing: ReviewView | null) => Promise<string | null>;
  onRetry: (review: ReviewView) => Promise<string | null>;
  /** Deletes the member's own review; resolves to an error message or null. */
  onDelete: (review: ReviewView) => Promise<string | null>;
}

/**
 * A review action the member starts with a button (retry the scoring, delete): busy until `act`
 * settles, then its refusal if it has one (it resolves to null when it worked).
 */
function useReviewAction(act: (review: ReviewView) => Promise<string | null>) {
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
  onRetry: ReviewsViewProps['onRetry'];
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
function ReviewBody({
  review,
  own = false,
  canRetry,
  onRetry,
}: {
  review: ReviewView;
  /** The member's own review, tagged as theirs. */
  own?: boolean;
  canRetry: boolean;
  onRetry: ReviewsViewProps['onRetry'];
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

/** A form's text and error, kept by a parent when the form may unmount mid-submit. */
interface DraftState {
  comment: string;
  setComment: (comment: string) => void;
  error: string | null;
  setError: (error: string | null) => void;
}

function useDraft(initial: string): DraftState {
  const [comment, setComment] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return { comment, setComment, error, setError };
}

function ReviewForm({
  existing,
  onSubmit,
  onCancel,
  draft,
  autoFocus = false,
}: {
  existing: ReviewView | null;
  onSubmit: ReviewsViewProps['onSubmit'];
  onCancel?: () => void;
  /** Opened by Edit: the text is where the member's focus goes. */
  autoFocus?: boolean;
  /** Given for a first review: its optimistic copy replaces this form while the write is in
   * flight, so a refusal must find the text and the reason where the new form can show them. */
  draft?: DraftState;
}) {
  const { t } = useTranslation('deal');
  const errorText = useReviewErrorText();
  const own = useDraft(existing?.comment ?? '');
  const { comment, setComment, error, setError } = draft ?? own;
  const [sending, setSending] = useState(false);
  const length = textLength(comment.trim());
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    // Empty or whitespace-only text is not sent; the visible-text and length checks
    // are the ones the rules and the scoring function repeat (shared/'s validateReview).
    const invalid = validateReview(comment);
    if (invalid) {
      setError(invalid);
      return;
    }
    setSending(true);
    setError(null);
    const failure = await onSubmit(comment.trim(), existing);
    setSending(false);
    if (failure) setError(failure);
    else setComment('');
  };
  return (
    <form className="review-form stack" onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        label={existing ? t('reviews.edit') : t('reviews.write')}
        name="comment"
        rows={3}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={error ? errorText(error) : undefined}
        hint={
          length > REVIEW_COMMENT_MAX * 0.9
            ? t('reviews.length', { length: String(length), max: String(REVIEW_COMMENT_MAX) })
            : undefined
        }
        placeholder={t('reviews.placeholder')}
        autoFocus={autoFocus}
      />
      <div className="row">
        <Button type="submit" loading={sending}>
          {existing ? t('reviews.save') : t('reviews.post')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={sending}>
            {t('reviews.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The member's one review of the deal, with Edit and Delete (posting again edits it). */
function OwnReview({
  review,
  onSubmit,
  onRetry,
  onDelete,
}: {
  review: ReviewView;
  onSubmit: ReviewsViewProps['onSubmit'];
  onRetry: ReviewsViewProps['onRetry'];
  onDelete: ReviewsViewProps['onDelete'];
}) {
  const { t } = useTranslation('deal');
  const errorText = useReviewErrorText();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const removal = useReviewAction(onDelete);
  // The buttons that replace one another (Edit ↔ the form, Delete ↔ its confirmation) hand focus
  // on, so it does not fall to the page's body: the form's text, Keep, and back to Edit or Delete.
  const [returnTo, setReturnTo] = useState<'edit' | 'delete' | null>(null);
  if (editing) {
    return (
      <li
        className="review review--own"
        aria-label={t('reviews.yours')}
        data-status={review.status}
      >
        <ReviewForm
          existing={review}
          autoFocus
          onCancel={() => {
            setEditing(false);
            setReturnTo('edit');
          }}
          onSubmit={async (comment, existing) => {
            const failure = await onSubmit(comment, existing);
            if (!failure) {
              setEditing(false);
              setReturnTo('edit');
            }
            return failure;
          }}
        />
      </li>
    );
  }
  return (
    <li
      className="review review--own stack"
      aria-label={t('reviews.yours')}
      data-status={review.status}
    >
      <ReviewBody review={review} own canRetry onRetry={onRetry} />
      {confirming ? (
        <div key="confirm" className="row" role="group" aria-label={t('reviews.confirmLabel')}>
          <span>{t('reviews.confirm')}</span>
          <Button
            size="sm"
            variant="danger"
            loading={removal.busy}
            onClick={() => removal.start(review, () => setConfirming(false))}
          >
            {t('reviews.yesDelete')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            autoFocus
            onClick={() => {
              setConfirming(false);
              setReturnTo('delete');
            }}
            disabled={removal.busy}
          >
            {t('reviews.keep')}
          </Button>
        </div>
      ) : (
        <div key="actions" className="row">
          <Button
            size="sm"
            variant="secondary"
            autoFocus={returnTo === 'edit'}
            onClick={() => setEditing(true)}
          >
            {t('reviews.edit')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            autoFocus={returnTo === 'delete'}
            onClick={() => setConfirming(true)}
          >
            {t('reviews.delete')}
          </Button>
        </div>
      )}
      {removal.error ? <FormMessage tone="error">{errorText(removal.error)}</FormMessage> : null}
    </li>
  );
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
          <ReviewForm key="new" existing={null} onSubmit={onSubmit} draft={firstReview} />
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
            <OwnReview review={own} onSubmit={onSubmit} onRetry={onRetry} onDelete={onDelete} />
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
