import { type Deal, normalizeDeal } from '@deals/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_FAVOURITE_ALERT } from '@/lib/favourites/use-favourites';
import { renderWithProviders, signedOut } from '@/testing/render';
import { LandingPage } from '../components/landing-page';

const queries = vi.hoisted(() => ({
  fetchTrendingPage: vi.fn(),
  fetchCardDealsPage: vi.fn(),
  searchDeals: vi.fn(),
}));
vi.mock('@/lib/deals/deal-queries', () => ({
  ...queries,
  DEAL_PAGE_SIZE: 24,
  SEARCH_RESULT_LIMIT: 40,
}));
vi.mock('@/lib/firebase', () => ({ getFirebase: () => ({ db: {} }) }));
vi.mock('@/lib/brands/brands-query', () => ({
  searchBrands: vi.fn().mockResolvedValue([]),
  fetchBrand: vi.fn(),
}));

const deal = (dealId: string, title: string): Deal =>
  normalizeDeal(
    { title, discount: '20% off', category_id: 'Food' },
    { bankId: 'Hbl', cityId: 'Lahore', dealId },
  );

beforeEach(() => {
  vi.clearAllMocks();
  queries.fetchTrendingPage.mockResolvedValue({
    deals: [deal('kfc-1', 'KFC'), deal('abc-1', 'Abc Bakers')],
    next: null,
  });
});

describe('landing page: a guest presses the heart', () => {
  it('shows every guest deal card a heart named Add to favorites', async () => {
    renderWithProviders(<LandingPage />, { preloadedState: signedOut });
    await screen.findByRole('heading', { name: 'KFC' });
    const cards = within(screen.getByRole('list', { name: 'Trending Discounts' })).getAllByTestId(
      'deal-card',
    );
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(within(card).getByRole('button', { name: 'Add to favorites' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
  });

  it('tells the guest to sign up or log in, saves nothing and stays on the landing page', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user, router, store } = renderWithProviders(<LandingPage />, {
      preloadedState: signedOut,
      routes: [{ path: '/guest-deal/:bankId/:dealId/:cityId', element: <h1>Guest deal</h1> }],
    });
    const card = (await screen.findByRole('heading', { name: 'KFC' })).closest('article')!;
    await user.click(within(card).getByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByText(GUEST_FAVOURITE_ALERT)).toBeInTheDocument();
    expect(screen.getByText(GUEST_FAVOURITE_ALERT).closest('[role="status"]')).not.toBeNull();
    expect(alert).not.toHaveBeenCalled();
    // No favourite mutation was even started.
    expect(store.getState().api.mutations).toEqual({});
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Guest deal' })).not.toBeInTheDocument();
  });
});
