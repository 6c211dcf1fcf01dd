import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { reviewErrorMessage } from '../api/review-errors';
import { type ReviewView, mergeReviews, toReviewView } from '../api/review-parsing';
import { NO_REVIEWS_TEXT, ReviewsView, type ReviewsViewProps } from '../components/reviews-view';
import { aReview } from './fixtures';

const setup = (props: Partial<ReviewsViewProps> = {}) => {
  const all: ReviewsViewProps = {
    reviews: [],
    loading: false,
    loadFailed: false,
    onReload: vi.fn(),
    average: null,
    reviewCount: 0,
    member: { uid: 'user-1' },
    onSubmit: vi.fn().mockResolvedValue(null),
    onRetry: vi.fn().mockResolvedValue(null),
    onDelete: vi.fn().mockResolvedValue(null),
    ...props,
  };
  return { props: all, ...renderWithProviders(<ReviewsView {...all} />) };
};

// The member forms' chunk (member-forms.tsx) imported ahead: a form still arrives after its page,
// as in the browser, but waiting for it is not waiting for the test runner to compile its modules.
beforeAll(() => import('../components/member-forms-chunk'));

describe('reviews', () => {
  it('shows the empty text and N/A without reviews', () => {
    setup();
    expect(screen.getByText(NO_REVIEWS_TEXT)).toBeInTheDocument();
    expect(screen.getByTestId('average-rating')).toHaveTextContent('N/A');
  });

  it('says the reviews could not be loaded, what to do, and reads them again on Retry', async () => {
    const { props, user } = setup({ reviews: undefined, loadFailed: true });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Reviews could not be loaded.');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(props.onReload).toHaveBeenCalledTimes(1);
  });

  it('shows the average to 1 decimal', () => {
    setup({ reviews: [aReview()], average: 4.26, reviewCount: 3 });
    expect(screen.getByTestId('average-rating')).toHaveTextContent('4.3');
    expect(screen.getByText('(3 reviews)')).toBeInTheDocument();
  });

  it.each([
    [0, 'Rated from what members write: the first review sets it, in English, Roman Urdu or Urdu.'],
    [
      1,
      'Rated from what members wrote: 1 review, read by our scorer in English, Roman Urdu or Urdu.',
    ],
    [
      12,
      'Rated from what members wrote: 12 reviews, read by our scorer in English, Roman Urdu or Urdu.',
    ],
  ])('says what the rating is read from, with %i review(s)', (reviewCount, text) => {
    setup({
      reviews: reviewCount ? [aReview()] : [],
      average: reviewCount ? 4 : null,
      reviewCount,
    });
    expect(screen.getByTestId('rating-about')).toHaveTextContent(text);
  });

  it('lists author, rounded stars, date and text of a scored review', () => {
    setup({ reviews: [aReview({ sentimentScore: 4.4 })], average: 4.4, reviewCount: 1 });
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Bilal')).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(item).getByText('20 Nov 2026')).toBeInTheDocument();
    expect(within(item).getByText('Great food and quick service')).toBeInTheDocument();
  });

  it('shows a pending review with a spinner and no stars', () => {
    setup({ reviews: [aReview({ status: 'pending', sentimentScore: null })] });
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('status', { name: '' })).toHaveTextContent('Scoring this review');
    expect(within(item).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a failed score in the review error words with a Retry for its author', async () => {
    const failed = aReview({
      userId: 'user-1',
      status: 'failed',
      sentimentScore: null,
      error: 'Sentiment service timed out after 10000 ms',
    });
    const { props, user } = setup({ reviews: [failed] });
    expect(
      screen.getByText(
        'Error submitting review: Request timed out - the API server might be down or slow.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(props.onRetry).toHaveBeenCalledWith(failed);
  });

  it('offers no Retry on somebody else’s failed review', () => {
    setup({ reviews: [aReview({ status: 'failed', sentimentScore: null })] });
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('renders review text as text, never as HTML', () => {
    const { container } = setup({
      reviews: [aReview({ comment: '<img src=x onerror=alert(1)>' })],
    });
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('does not send an empty or whitespace-only review', async () => {
    const { props, user } = setup();
    await user.type(await screen.findByLabelText('Write a review'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please write a review before submitting')).toBeInTheDocument();
  });

  it('sends the trimmed text and clears the box', async () => {
    const { props, user } = setup();
    const box = await screen.findByLabelText('Write a review');
    await user.type(box, '  Loved the pasta  ');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(props.onSubmit).toHaveBeenCalledWith('Loved the pasta', null);
    expect(box).toHaveValue('');
  });

  it('keeps the text and shows the reason when sending fails', async () => {
    const { user } = setup({
      onSubmit: vi
        .fn()
        .mockResolvedValue(reviewErrorMessage({ code: 'unavailable', message: 'offline' })),
    });
    await user.type(await screen.findByLabelText('Write a review'), 'Nice');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(
      await screen.findByText(
        'Error submitting review: Network error - the API might be unavailable or CORS issues.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Write a review')).toHaveValue('Nice');
  });

  it('does not send a review of zero-width spaces', async () => {
    const { user, props } = setup();
    await user.type(await screen.findByLabelText('Write a review'), '\u200b\u200b\u200b');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(
      screen.getByText('Your review needs at least one letter or number.'),
    ).toBeInTheDocument();
  });

  it('shows the member’s own review first, with Edit and Delete instead of a second form', async () => {
    setup({ reviews: [aReview({ id: 'user-1', userId: 'user-1', comment: 'Mine' })] });
    await screen.findByRole('button', { name: 'Edit your review' });
    const own = screen.getByRole('listitem', { name: 'Your review' });
    expect(within(own).getByText('Mine')).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Delete your review' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Write a review')).not.toBeInTheDocument();
  });

  it('edits the member’s one review instead of posting another', async () => {
    const mine = aReview({ id: 'user-1', userId: 'user-1', comment: 'Mine' });
    const { user, props } = setup({ reviews: [mine] });
    await user.click(await screen.findByRole('button', { name: 'Edit your review' }));
    const box = screen.getByLabelText('Edit your review');
    expect(box).toHaveValue('Mine');
    await user.clear(box);
    await user.type(box, 'Better the second time');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    expect(props.onSubmit).toHaveBeenCalledWith('Better the second time', mine);
    expect(await screen.findByRole('listitem', { name: 'Your review' })).toBeInTheDocument();
  });

  it('hands focus on as Edit and Delete give way: to the text, to Keep, and back', async () => {
    const mine = aReview({ id: 'user-1', userId: 'user-1', comment: 'Mine' });
    const { user } = setup({ reviews: [mine] });
    await user.click(await screen.findByRole('button', { name: 'Edit your review' }));
    expect(screen.getByLabelText('Edit your review')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit your review' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete your review' }));
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Delete your review' })).toHaveFocus();
  });

  it('deletes the member’s review after a confirmation', async () => {
    const mine = aReview({ id: 'user-1', userId: 'user-1', comment: 'Mine' });
    const { user, props } = setup({ reviews: [mine] });
    await user.click(await screen.findByRole('button', { name: 'Delete your review' }));
    expect(props.onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(props.onDelete).toHaveBeenCalledWith(mine);
  });

  it('keeps the text and the reason when a refused first review showed optimistically meanwhile', async () => {
    const refused = reviewErrorMessage({ code: 'permission-denied', message: 'false' });
    function Harness() {
      const [reviews, setReviews] = useState<ReviewView[]>([]);
      return (
        <ReviewsView
          reviews={reviews}
          loading={false}
          loadFailed={false}
          onReload={() => undefined}
          average={null}
          reviewCount={0}
          member={{ uid: 'user-1' }}
          onSubmit={async (comment) => {
            // The SDK shows the write at once, then takes it back when the rules refuse it.
            setReviews([aReview({ id: 'user-1', userId: 'user-1', comment, status: 'pending' })]);
            await new Promise((resolve) => setTimeout(resolve, 10));
            setReviews([]);
            return refused;
          }}
          onRetry={vi.fn()}
          onDelete={vi.fn()}
        />
      );
    }
    const { user } = renderWithProviders(<Harness />);
    await user.type(await screen.findByLabelText('Write a review'), 'Lovely');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(screen.getByLabelText('Write a review')).toHaveValue('Lovely');
  });

  it('invites guests to sign up instead of showing the form', () => {
    setup({ member: null, reviews: [aReview()] });
    expect(screen.queryByLabelText('Write a review')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText('Great food and quick service')).toBeInTheDocument();
  });
});

describe('review errors and parsing', () => {
  it('turns a rules refusal into a sentence, never the rule’s internal text', () => {
    const message = reviewErrorMessage({
      code: 'permission-denied',
      message: "false for 'create' @ L61",
    });
    expect(message).toBe(
      'Error submitting review: This review was not accepted. If you verified your e-mail a moment ago, reload the page and post it again.',
    );
    expect(message).not.toMatch(/@ L\d+|false for/);
    expect(reviewErrorMessage({ code: 'internal', message: 'INTERNAL ASSERTION FAILED' })).toBe(
      'Error submitting review: Something went wrong on our side. Please try again in a moment.',
    );
  });

  it('maps a non-OK status to the review error text', () => {
    expect(reviewErrorMessage({ message: 'Sentiment service responded with status 503' })).toBe(
      'Error submitting review: API responded with status: 503',
    );
  });

  it('reads a pending review without a server time as written now', () => {
    expect(
      toReviewView(
        'r9',
        { userId: 'u', userName: 'A', comment: 'x', createdAt: null, status: 'pending' },
        42,
      ),
    ).toMatchObject({
      id: 'r9',
      createdAt: 42,
      status: 'pending',
      sentimentScore: null,
      error: null,
    });
  });
});

describe('merging the author’s reviews with everyone’s scored ones', () => {
  it('keeps one entry per review, the author’s copy first in precedence, newest first', () => {
    const scoredCopy = aReview({ id: 'mine', userId: 'user-1', status: 'scored', createdAt: 3 });
    const pendingCopy = aReview({
      id: 'mine',
      userId: 'user-1',
      status: 'pending',
      sentimentScore: null,
      createdAt: 3,
    });
    const other = aReview({ id: 'other', createdAt: 2 });
    const older = aReview({ id: 'older', createdAt: 1 });
    expect(mergeReviews([pendingCopy], [scoredCopy, other, older], 2)).toEqual([
      pendingCopy,
      other,
    ]);
  });
});

describe('reading a failed review', () => {
  it('takes the reason the trigger stored in failureReason', () => {
    expect(
      toReviewView('r1', {
        status: 'failed',
        comment: 'x',
        failureReason: 'Sentiment service unreachable: ECONNREFUSED',
      }).error,
    ).toBe('Sentiment service unreachable: ECONNREFUSED');
  });
});
