/** What member-forms.tsx loads as one chunk: the forms only members see on a deal page. */
export { OwnReview, ReviewForm } from './review-forms';
export { TillForm } from './till-form';
