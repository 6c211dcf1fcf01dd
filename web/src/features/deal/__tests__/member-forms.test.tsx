import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ReviewsView, type ReviewsViewProps } from '../components/reviews-view';
import { aReview } from './fixtures';

const props = (own: ReturnType<typeof aReview>): ReviewsViewProps => ({
  reviews: [own],
  loading: false,
  loadFailed: false,
  onReload: vi.fn(),
  average: 4,
  reviewCount: 1,
  member: { uid: own.userId },
  onSubmit: vi.fn().mockResolvedValue(null),
  onRetry: vi.fn().mockResolvedValue(null),
  onDelete: vi.fn().mockResolvedValue(null),
});

describe("the deal page's member forms (a chunk of their own)", () => {
  // First in the file: the chunk is not loaded yet.
  it('shows the member’s own review at once and its Edit and Delete once the forms arrive', async () => {
    const own = aReview({ userId: 'user-1', comment: 'Great biryani, quick service' });
    renderWithProviders(<ReviewsView {...props(own)} />);
    // Readable before the forms' code is here...
    expect(screen.getByText('Great biryani, quick service')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit your review' })).not.toBeInTheDocument();
    // ...and its actions come with it.
    expect(
      await screen.findByRole('button', { name: 'Edit your review' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete your review' })).toBeInTheDocument();
    expect(screen.getAllByText('Great biryani, quick service')).toHaveLength(1);
  });

  it('says what to do when the forms’ code cannot be fetched, and keeps the review readable', async () => {
    vi.resetModules();
    vi.doMock('../components/member-forms-chunk', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { ReviewsView: FreshView } = await import('../components/reviews-view');
      const own = aReview({ userId: 'user-1', comment: 'Cold fries' });
      renderWithProviders(<FreshView {...props(own)} />);
      expect(await screen.findByText('This form could not be loaded.')).toBeInTheDocument();
      expect(screen.getByText('Check your connection, then reload the page.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
      expect(screen.getByText('Cold fries')).toBeInTheDocument();
      expect(error).toHaveBeenCalledWith('The member forms could not be loaded', expect.anything());
    } finally {
      vi.doUnmock('../components/member-forms-chunk');
      error.mockRestore();
    }
  });
});
