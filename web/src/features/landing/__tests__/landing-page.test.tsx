import { type Deal, LANDING_STATE_AUTOSAVE_MS, STORAGE_KEYS, normalizeDeal } from '@deals/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTERS } from '@/components/deal-filters/deal-filters';
import { renderWithProviders, signedOut } from '@/testing/render';
import { LandingPage } from '../components/landing-page';
import { saveLandingState } from '../landing-state';

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

const deal = (dealId: string, title: string, raw: Record<string, unknown> = {}): Deal =>
  normalizeDeal(
    { title, discount: '20% off', category_id: 'Food', ...raw },
    { bankId: 'Hbl', cityId: 'Lahore', dealId },
  );

const trending = [
  deal('kfc-1', 'KFC', { discount: '30% off' }),
  deal('abc-1', 'Abc Bakers', { discount: '10% off' }),
  deal('cab-1', 'Cabana', { reviewCount: 2, avgSentiment: 4.6 }),
];

const grid = () => screen.getByRole('list', { name: /Trending Discounts|Search Results/ });
const titles = () =>
  within(grid())
    .queryAllByRole('heading')
    .map((h) => h.textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search deals' });

beforeEach(() => {
  vi.clearAllMocks();
  queries.fetchTrendingPage.mockResolvedValue({ deals: trending, next: null });
  queries.searchDeals.mockResolvedValue([]);
});
afterEach(() => vi.useRealTimers());

describe('landing page', () => {
  it('shows trending deals for the default city and category', async () => {
    renderWithProviders(<LandingPage />, { preloadedState: signedOut });
    expect(await screen.findByRole('heading', { name: 'KFC' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Trending Discounts', level: 2 }),
    ).toBeInTheDocument();
    expect(queries.fetchTrendingPage).toHaveBeenCalledWith(
      {},
      { cityId: 'Lahore', category: null },
      null,
    );
  });

  it('reloads for a new category and city', async () => {
    const { user } = renderWithProviders(<LandingPage />, { preloadedState: signedOut });
    await screen.findByRole('heading', { name: 'KFC' });
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    await user.click(screen.getByRole('button', { name: 'Health' }));
    await waitFor(() =>
      expect(queries.fetchTrendingPage).toHaveBeenLastCalledWith(
        {},
        { cityId: 'Lahore', category: 'Health' },
        null,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Cities' }));
    await user.click(screen.getByRole('button', { name: 'Islamabad' }));
    await waitFor(() =>
      expect(queries.fetchTrendingPage).toHaveBeenLastCalledWith(
        {},
        { cityId: 'Islamabad', category: 'Health' },
        null,
      ),
    );
  });

  it('keeps only deals at or above the discount and rating thresholds', async () => {
    const { user } = renderWithProviders(<LandingPage />, { preloadedState: signedOut });
    await screen.findByRole('heading', { name: 'KFC' });
    await user.click(screen.getByRole('button', { name: 'Discount' }));
    await user.click(screen.getByRole('button', { name: '20% or more' }));
    expect(titles()).toEqual(['KFC', 'Cabana']);
    await user.click(screen.getByRole('button', { name: 'Ratings' }));
    await user.click(screen.getByRole('button', { name: '4.5+' }));
    expect(titles()).toEqual(['Cabana']);
  });

  it('says no deals match when the filters exclude every loaded deal', async () => {
    const { user } = renderWithProviders(<LandingPage />, { preloadedState: signedOut });
    await screen.findByRole('heading', { name: 'KFC' });
    await user.click(screen.getByRole('button', { name: 'Discount' }));
    await user.click(screen.getByRole('button', { name: '50% or more' }));
    expect(screen.getByText('No deals match your filters')).toBeInTheDocument();
  });

  it('filters loaded deals locally for 1 and 2 characters, without a query', async () => {
    const { user } = renderWithProviders(<LandingPage />, { preloadedState: signedOut });
    await screen.findByRole('heading', { name: 'KFC' });
    await user.type(searchBox(), 'a');
    expect(screen.getByRole('heading', { name: 'Search Results for a' })).toBeInTheDocument();
    expect(titles()).toEqual(['Abc Bakers', 'Cabana']);
    await user.type(searchBox(), 'b');
    expect(titles()).toEqual(['Abc Bakers', 'Cabana']);
    await user.type(searchBox(), '{Backspace}{Backspace}kf');
    expect(titles()).toEqual(['KFC']);
    expect(queries.searchDeals).not.toHaveBeenCalled();
  });

  it('searches across banks from 3 characters', async () => {
    queries.searchDeals.mockResolvedValue([deal('pizza-1', 'Pizza Hut')]);
    const { user } = renderWithProviders(<LandingPage />, { preloadedState: signedOut });
    await screen.findByRole('heading', { name: 'KFC' });
    await user.type(searchBox(), 'piz');
    expect(await screen.findByRole('heading', { name: 'Pizza Hut' })).toBeInTheDocument();
    expect(queries.searchDeals).toHaveBeenCalledWith(
      {},
      { cityId: 'Lahore', term: 'piz', category: null },
    );
    expect(screen.getByRole('heading', { name: 'Search Results for piz' })).toBeInTheDocument();
  });

  it('opens brand search with the term when a search finds nothing, and clears the term', async () => {
    const { user } = renderWithProviders(<LandingPage />, { preloadedState: signedOut });
    await screen.findByRole('heading', { name: 'KFC' });
    await user.type(searchBox(), 'xyzzy');
    const dialog = await screen.findByRole('dialog', { name: 'Search brands' });
    expect(within(dialog).getByRole('searchbox')).toHaveValue('xyzzy');
    expect(searchBox()).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Trending Discounts', level: 2 }),
    ).toBeInTheDocument();
  });

  it('clearing the search restores the normal list', async () => {
    queries.searchDeals.mockResolvedValue([deal('pizza-1', 'Pizza Hut')]);
    const { user } = renderWithProviders(<LandingPage />, { preloadedState: signedOut });
    await screen.findByRole('heading', { name: 'KFC' });
    await user.type(searchBox(), 'pizza');
    await screen.findByRole('heading', { name: 'Pizza Hut' });
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(titles()).toEqual(['KFC', 'Abc Bakers', 'Cabana']);
  });

  it('shows a retryable error when deals fail to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    queries.fetchTrendingPage.mockRejectedValueOnce(new Error('unavailable'));
    const { user } = renderWithProviders(<LandingPage />, { preloadedState: signedOut });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load deals right now.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'KFC' })).toBeInTheDocument();
  });
});

describe('landing state restore', () => {
  const saved = {
    filters: { ...DEFAULT_FILTERS, city: 'Karachi' },
    searchTerm: '',
    isSearching: false,
    pages: [{ deals: [deal('saved-1', 'Saved Deal')], next: null }],
    pageParams: [null],
    scrollY: 777,
  };

  it('restores the grid, filters and scroll position on return from a deal, without a read', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    saveLandingState(saved);
    renderWithProviders(<LandingPage />, {
      preloadedState: signedOut,
      routeState: { fromDealDetail: true },
    });
    expect(await screen.findByRole('heading', { name: 'Saved Deal' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Active filters' })).toHaveTextContent('Karachi');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 777));
    expect(queries.fetchTrendingPage).not.toHaveBeenCalled();
  });

  it('ignores the saved state on an ordinary visit', async () => {
    saveLandingState(saved);
    renderWithProviders(<LandingPage />, { preloadedState: signedOut });
    expect(await screen.findByRole('heading', { name: 'KFC' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Saved Deal' })).not.toBeInTheDocument();
  });

  it('saves the state when a deal is opened', async () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(321);
    const { user } = renderWithProviders(<LandingPage />, {
      preloadedState: signedOut,
      routes: [{ path: '/guest-deal/:bankId/:dealId/:cityId', element: <p>Guest deal</p> }],
    });
    await user.click(await screen.findByRole('button', { name: 'KFC' }));
    await screen.findByText('Guest deal');
    const stored = JSON.parse(
      window.localStorage.getItem(STORAGE_KEYS.landingPageState) ?? '{}',
    ) as { scrollY: number };
    expect(stored.scrollY).toBe(321);
  });

  it('autosaves every 30 seconds while deals are shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<LandingPage />, { preloadedState: signedOut });
    await screen.findByRole('heading', { name: 'KFC' });
    expect(window.localStorage.getItem(STORAGE_KEYS.landingPageState)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LANDING_STATE_AUTOSAVE_MS);
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.landingPageState)).toContain('KFC');
  });
});
