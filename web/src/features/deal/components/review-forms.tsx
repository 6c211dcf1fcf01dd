/**
 * A member's review forms on a deal page: the first review, and their own review with Edit and
 * Delete. Guests never see them, so they load with the member's forms (member-forms.tsx).
 */
import { REVIEW_COMMENT_MAX, textLength, validateReview } from '@deals/shared';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import { FormMessage } from '@/components/feedback';
import { TextAreaField } from '@/components/text-field';
import { useReviewErrorText } from '../api/review-errors';
import type { ReviewView } from '../api/review-parsing';
import {
  type DraftState,
  type ReviewAction,
  type ReviewSubmit,
  OwnReviewItem,
  useDraft,
  useReviewAction,
} from './review-parts';

export function ReviewForm({
  existing,
  onSubmit,
  onCancel,
  draft,
  autoFocus = false,
}: {
  existing: ReviewView | null;
  onSubmit: ReviewSubmit;
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
export function OwnReview({
  review,
  onSubmit,
  onRetry,
  onDelete,
}: {
  review: ReviewView;
  onSubmit: ReviewSubmit;
  onRetry: ReviewAction;
  onDelete: ReviewAction;
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
    <OwnReviewItem review={review} onRetry={onRetry}>
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
    </OwnReviewItem>
  );
}
