/**
 * The deal page's member-only forms (the review forms, the answer at the till) are a chunk of
 * their own: a guest, who opens most deal and place pages from a shared link, never sees them and
 * no longer downloads and runs them (with shared's validation) while the page starts. A member's
 * page fetches the chunk with its first form.
 */
import { type ComponentType, type ReactNode, Suspense, lazy } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { ErrorState, StateAction } from '@/components/feedback';
import type * as Forms from './member-forms-chunk';
import { OwnReviewItem } from './review-parts';

type FormsModule = typeof Forms;

let loading: Promise<FormsModule | null> | null = null;

/** Fetches the forms' chunk, once; resolves to null when it could not be fetched. */
function loadMemberForms(): Promise<FormsModule | null> {
  loading ??= import('./member-forms-chunk').catch((error: unknown) => {
    console.error('The member forms could not be loaded', error);
    loading = null;
    return null;
  });
  return loading;
}

/** In place of a form whose code could not be fetched: what happened and the way out. */
function FormsUnavailable() {
  const { t } = useTranslation('deal');
  return (
    <ErrorState
      title={t('memberForms.failed')}
      action={
        <StateAction onClick={() => window.location.reload()}>
          {t('memberForms.reload')}
        </StateAction>
      }
    >
      {t('memberForms.failedHint')}
    </ErrorState>
  );
}

/**
 * One of the chunk's forms (`pick`): `fallback` while it loads, and `Unavailable` (by default the
 * explanation) in its place if its code could not be fetched.
 */
function memberForm<Props extends object>(
  pick: (forms: FormsModule) => ComponentType<Props>,
  fallback: (props: Props) => ReactNode = () => null,
  Unavailable: ComponentType<Props> = FormsUnavailable,
) {
  const Form = lazy(() =>
    loadMemberForms().then((forms) => ({ default: forms ? pick(forms) : Unavailable })),
  );
  function MemberForm(props: Props) {
    return (
      <Suspense fallback={fallback(props)}>
        <Form {...props} />
      </Suspense>
    );
  }
  return MemberForm;
}

export const MemberReviewForm = memberForm((forms) => forms.ReviewForm);
export const MemberTillForm = memberForm((forms) => forms.TillForm);

/** The member's own review: readable at once, its Edit and Delete once the chunk is here. */
export const MemberOwnReview = memberForm(
  (forms) => forms.OwnReview,
  (props) => <OwnReviewItem review={props.review} onRetry={props.onRetry} />,
  (props) => (
    <OwnReviewItem review={props.review} onRetry={props.onRetry}>
      <FormsUnavailable />
    </OwnReviewItem>
  ),
);
