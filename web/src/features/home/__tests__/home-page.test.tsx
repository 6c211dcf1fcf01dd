import { type Deal, normalizeDeal } from '@deals/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedIn } from '@/testing/render';
import { HomePage } from '../components/home-page';

const mocks = vi.hoisted(() => ({
  userDoc: null as Record<string, unknown> | null,
  fetchCardDealsPage: vi.fn(),
  searchDeals: vi.fn(),
}));
vi.mock('@/lib/firebase', () => ({ getFirebase: () => ({ db: {} }) }));
vi.mock('firebase/firestore', () => ({
  doc: () => ({}),
  onSnapshot: (_ref: unknown, next: (snapshot: unknown) => void) => {
    next({ exists: () => mocks.userDoc !== null, data: () => mocks.userDoc });
    return () => undefined;
  },
  runTransaction: vi.fn(),
}));
vi.mock('@/lib/deals/deal-queries', () => ({
  fetchTrendingPage: vi.fn(),
  fetchCardDealsPage: mocks.fetchCardDealsPage,
  searchDeals: mocks.searchDeals,
  DEAL_PAGE_SIZE: 24,
}));
vi.mock('@/lib/banks/banks-query', () => ({
  fetchBankNames: vi.fn().mockResolvedValue([{ id: 'Hbl', bankName: 'HBL' }]),
}));
vi.mock('@/lib/brands/brands-query', () => ({
  searchBrands: vi.fn().mockResolvedValue([]),
  fetchBrand: vi.fn(),
}));

const deal = (dealId: string, title: string, cardNames: string[]): Deal =>
  normalizeDeal(
    {
      title,
      discount: '20% off',
      offers: [{ title, card_type: cardNames.map((cardName) => ({ cardName })) }],
    },
    { bankId: 'Hbl', cityId: 'Lahore', dealId },
  );

beforeEach(() => {
  vi.clearAllMocks();
  mocks.userDoc = {
    UserCards: [
      { bank: 'HBL', cardName: 'HBL Platinum', cardImage: '' },
      { bank: 'MCB', cardName: 'MCB Visa Gold', cardImage: '' },
    ],
    UserFavouriteDeals: [],
  };
  mocks.fetchCardDealsPage.mockImplementation((_db: unknown, args: { cardName: string }) =>
    Promise.resolve({
      deals: [deal(`${args.cardName}-1`, `${args.cardName} deal`, [args.cardName])],
      next: null,
    }),
  );
});

describe('home page', () => {
  it('selects the first card and shows its deals', async () => {
    renderWithProviders(<HomePage />, { preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { name: 'HBL Platinum deal' })).toBeInTheDocument();
    const cards = screen.getByRole('group', { name: 'Your cards' });
    expect(within(cards).getByRole('button', { name: /HBL Platinum/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(mocks.fetchCardDealsPage).toHaveBeenCalledWith(
      {},
      { bankId: 'Hbl', cityId: 'Lahore', cardName: 'HBL Platinum', category: null },
      null,
    );
  });

  it('switches the grid to another card', async () => {
    const { user } = renderWithProviders(<HomePage />, { preloadedState: signedIn() });
    await screen.findByRole('heading', { name: 'HBL Platinum deal' });
    await user.click(
      within(screen.getByRole('group', { name: 'Your cards' })).getByRole('button', {
        name: /MCB Visa Gold/,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'MCB Visa Gold deal' })).toBeInTheDocument();
    expect(mocks.fetchCardDealsPage).toHaveBeenLastCalledWith(
      {},
      { bankId: 'Mcb', cityId: 'Lahore', cardName: 'MCB Visa Gold', category: null },
      null,
    );
  });

  it('searches the card bank from 3 characters and keeps only the selected card deals', async () => {
    mocks.searchDeals.mockResolvedValue([
      deal('a', 'Pizza Hut', ['HBL Platinum']),
      deal('b', 'Pizza Max', ['Other Card']),
    ]);
    const { user } = renderWithProviders(<HomePage />, { preloadedState: signedIn() });
    await screen.findByRole('heading', { name: 'HBL Platinum deal' });
    await user.type(screen.getByRole('searchbox', { name: 'Search deals' }), 'pizza');
    const grid = await screen.findByRole('list', { name: 'Search Results for pizza' });
    await waitFor(() =>
      expect(within(grid).getByRole('heading', { name: 'Pizza Hut' })).toBeInTheDocument(),
    );
    expect(within(grid).queryByRole('heading', { name: 'Pizza Max' })).not.toBeInTheDocument();
    expect(mocks.searchDeals).toHaveBeenCalledWith(
      {},
      { bankId: 'Hbl', cityId: 'Lahore', term: 'pizza', category: null },
    );
  });

  it('opens brand search when a card search finds nothing', async () => {
    mocks.searchDeals.mockResolvedValue([]);
    const { user } = renderWithProviders(<HomePage />, { preloadedState: signedIn() });
    await screen.findByRole('heading', { name: 'HBL Platinum deal' });
    await user.type(screen.getByRole('searchbox', { name: 'Search deals' }), 'sushi');
    const dialog = await screen.findByRole('dialog', { name: 'Search brands' });
    expect(within(dialog).getByRole('searchbox')).toHaveValue('sushi');
  });

  it('sends a member without cards to card setup', async () => {
    mocks.userDoc = { UserCards: [], UserFavouriteDeals: [] };
    renderWithProviders(<HomePage />, {
      preloadedState: signedIn(),
      route: '/HomePageLoggedIn',
      routes: [{ path: '/CardInfoPage', element: <p>Card setup</p> }],
    });
    expect(await screen.findByText('Card setup')).toBeInTheDocument();
  });
});
