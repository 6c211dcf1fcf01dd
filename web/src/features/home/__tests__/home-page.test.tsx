import { type Deal, LANDING_STATE_AUTOSAVE_MS, normalizeDeal, dealEntity } from '@deals/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RANKED_PAGES_MAX } from '@/components/browse-grid/use-browse-grid';
import { DEFAULT_FILTERS } from '@/components/deal-filters/deal-filters';
import { loadLanguage } from '@/lib/i18n/i18n';
import { offlineError, setOnline } from '@/testing/network';
import { openThenBackFromDeal } from '@/testing/back-from-deal';
import { renderWithProviders, signedIn } from '@/testing/render';
import { HomePage } from '../components/home-page';
import { mocks } from './home-mocks';
import { cardKey, loadHomeState, saveHomeState } from '../home-state';
import HomeRoute from '../routes/home-route';

vi.mock('@/lib/firebase', () => import('./home-mocks'));
vi.mock('firebase/firestore', () => import('./home-mocks'));
vi.mock('rxfire/firestore', () => import('./home-mocks'));
vi.mock('@/lib/deals/deal-queries', () => import('./home-mocks'));
vi.mock('@/lib/banks/banks-query', () => import('./home-mocks'));
vi.mock('@/lib/brands/brands-query', () => import('./home-mocks'));

const deal = (dealId: string, title: string, cardNames: string[]): Deal =>
  normalizeDeal(
    {
      title,
      discount: '20% off',
      offers: [{ title, card_type: cardNames.map((cardName) => ({ cardName })) }],
    },
    { bankId: 'Hbl', cityId: 'Lahore', dealId },
  );

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  mocks.userDocFromCache = false;
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

  describe('Sort: Best for me today and Near me', () => {
    const ranked = (dealId: string, discount: string) =>
      normalizeDeal(
        {
          title: `${dealId} place`,
          discount,
          offers: [{ card_type: [{ cardName: 'HBL Platinum' }] }],
        },
        { bankId: 'Hbl', cityId: 'Lahore', dealId },
      );
    const titles = () =>
      screen
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent)
        .filter((t) => t.endsWith(' place'));
    it('sorts by what the member’s cards save on a typical bill when "Best for me today" is chosen', async () => {
      mocks.fetchCardDealsPage.mockResolvedValue({
        deals: [ranked('small', '10% off'), ranked('big', '40% off'), ranked('mid', '25% off')],
        next: null,
      });
      const { user } = renderWithProviders(<HomePage />, { preloadedState: signedIn() });
      await screen.findByRole('heading', { name: 'small place' });
      expect(titles()).toEqual(['small place', 'big place', 'mid place']);
      await user.selectOptions(screen.getByLabelText('Sort'), 'Best for me today');
      expect(titles()).toEqual(['big place', 'mid place', 'small place']);
    });

    /** The browser's position, as "Near me" asks for it. */
    const locateAt = (coords: { latitude: number; longitude: number }) =>
      Object.defineProperty(navigator, 'geolocation', {
        configurable: true,
        value: {
          getCurrentPosition: (ok: PositionCallback) => ok({ coords } as GeolocationPosition),
        },
      });
    /** Page n (0-based) of a list with `pages` pages; the best deal is on the last one. */
    const pagedList = (pages: number) =>
      mocks.fetchCardDealsPage.mockImplementation(
        (_db: unknown, _args: unknown, cursor: { score: number } | null) => {
          const n = cursor === null ? 0 : cursor.score;
          const last = n === pages - 1;
          return Promise.resolve({
            deals: [ranked(`p${n}`, last ? '50% off' : `${10 + n}% off`)],
            next: last
              ? null
              : {
                  score: n + 1,
                  path: dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: `p${n}` }),
                },
          });
        },
      );

    it('loads every page before "Best for me today" ranks them, without Load more', async () => {
      pagedList(3);
      const { user } = renderWithProviders(<HomePage />, { preloadedState: signedIn() });
      await screen.findByRole('heading', { name: 'p0 place' });
      expect(mocks.fetchCardDealsPage).toHaveBeenCalledTimes(1);
      await user.selectOptions(screen.getByLabelText('Sort'), 'Best for me today');
      expect(
        await screen.findByText('Ordered across all 3 of this card’s deals'),
      ).toBeInTheDocument();
      expect(mocks.fetchCardDealsPage).toHaveBeenCalledTimes(3);
      expect(titles()).toEqual(['p2 place', 'p1 place', 'p0 place']);
      expect(screen.queryByRole('button', { name: /load more/i })).not.toBeInTheDocument();
      // Trending again: the server's order, and no note.
      await user.selectOptions(screen.getByLabelText('Sort'), 'Trending');
      expect(titles()).toEqual(['p0 place', 'p1 place', 'p2 place']);
      expect(screen.queryByText(/Ordered across/)).not.toBeInTheDocument();
    });

    it(`stops at ${RANKED_PAGES_MAX} pages and says the order covers the first ones`, async () => {
      pagedList(RANKED_PAGES_MAX + 2);
      const { user } = renderWithProviders(<HomePage />, { preloadedState: signedIn() });
      await screen.findByRole('heading', { name: 'p0 place' });
      await user.selectOptions(screen.getByLabelText('Sort'), 'Best for me today');
      expect(
        await screen.findByText(
          `Ordered across this card’s first ${RANKED_PAGES_MAX} deals; more join as you scroll`,
        ),
      ).toBeInTheDocument();
      expect(mocks.fetchCardDealsPage).toHaveBeenCalledTimes(RANKED_PAGES_MAX);
      // The best of the pages loaded leads; the rest of the list waits for the scroll.
      expect(titles()[0]).toBe(`p${RANKED_PAGES_MAX - 1} place`);
    });

    it('loads every page before "Near me" orders them by distance', async () => {
      // Page n's deal is n km north of the member: the last page holds the nearest (0 km).
      const here = { latitude: 31.52, longitude: 74.35 };
      mocks.fetchCardDealsPage.mockImplementation(
        (_db: unknown, _args: unknown, cursor: { score: number } | null) => {
          const n = cursor === null ? 0 : cursor.score;
          const branch = { latitude: here.latitude + (2 - n) * 0.009, longitude: here.longitude };
          return Promise.resolve({
            deals: [
              normalizeDeal(
                { title: `p${n} place`, discount: '10% off', deal_branches: [branch] },
                { bankId: 'Hbl', cityId: 'Lahore', dealId: `p${n}` },
              ),
            ],
            next:
              n === 2
                ? null
                : {
                    score: n + 1,
                    path: dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: `p${n}` }),
                  },
          });
        },
      );
      locateAt(here);
      try {
        const { user } = renderWithProviders(<HomePage />, { preloadedState: signedIn() });
        await screen.findByRole('heading', { name: 'p0 place' });
        await user.selectOptions(screen.getByLabelText('Sort'), 'Near me');
        expect(
          await screen.findByText('Ordered across all 3 of this card’s deals'),
        ).toBeInTheDocument();
        expect(titles()).toEqual(['p2 place', 'p1 place', 'p0 place']);
      } finally {
        Reflect.deleteProperty(navigator, 'geolocation');
      }
    });

    it('offers Retry when a page Near me ranks fails', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      mocks.fetchCardDealsPage.mockImplementation(
        (_db: unknown, _args: unknown, cursor: { score: number } | null) =>
          cursor === null
            ? Promise.resolve({ deals: [ranked('p0', '10% off')], next: { score: 1, path: 'x' } })
            : Promise.reject(offlineError()),
      );
      locateAt({ latitude: 31.52, longitude: 74.35 });
      try {
        const { user } = renderWithProviders(<HomePage />, { preloadedState: signedIn() });
        await screen.findByRole('heading', { name: 'p0 place' });
        await user.selectOptions(screen.getByLabelText('Sort'), 'Near me');
        expect(await screen.findByText('More deals could not be loaded.')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
        expect(
          screen.getByText('Ordered across this card’s first 1 deal; more join as you scroll'),
        ).toBeInTheDocument();
      } finally {
        Reflect.deleteProperty(navigator, 'geolocation');
      }
    });

    it('says nothing about the order over a card without deals', async () => {
      mocks.fetchCardDealsPage.mockResolvedValue({ deals: [], next: null });
      const { user } = renderWithProviders(<HomePage />, { preloadedState: signedIn() });
      await user.selectOptions(await screen.findByLabelText('Sort'), 'Best for me today');
      expect(await screen.findByText('No deals found')).toBeInTheDocument();
      expect(screen.queryByText(/Ordered across/)).not.toBeInTheDocument();
    });

    it('keeps "Best for me today" on return from a deal', async () => {
      saveHomeState('user-1', {
        card: cardKey({ bank: 'HBL', cardName: 'HBL Platinum' }),
        filters: DEFAULT_FILTERS,
        searchTerm: '',
        pages: [{ deals: [ranked('low', '10% off'), ranked('high', '30% off')], next: null }],
        pageParams: [null],
        scrollY: 0,
        sort: 'best',
      });
      renderWithProviders(<HomePage />, {
        preloadedState: signedIn(),
        routeState: { fromDealDetail: true },
      });
      await screen.findByRole('heading', { name: 'high place' });
      expect(screen.getByLabelText('Sort')).toHaveValue('best');
      expect(titles()).toEqual(['high place', 'low place']);
    });
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
    // The panel is fetched when the modal first opens.
    expect(await within(dialog).findByRole('searchbox')).toHaveValue('sushi');
  });

  it('sends a member without a user document to card setup', async () => {
    mocks.userDoc = null;
    renderWithProviders(<HomePage />, {
      preloadedState: signedIn(),
      route: '/HomePageLoggedIn',
      routes: [{ path: '/CardInfoPage', element: <p>Card setup</p> }],
    });
    expect(await screen.findByText('Card setup')).toBeInTheDocument();
  });
});

describe('home page for a member who chose no cards', () => {
  it("shows HBL's deals for all cards instead of sending them back to card setup", async () => {
    mocks.userDoc = { UserCards: [], UserFavouriteDeals: [] };
    renderWithProviders(<HomePage />, {
      preloadedState: signedIn(),
      route: '/HomePageLoggedIn',
      routes: [{ path: '/CardInfoPage', element: <p>Card setup</p> }],
    });
    expect(await screen.findByRole('heading', { name: 'All Cards deal' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'HBL Deals for All Cards' })).toBeInTheDocument();
    expect(mocks.fetchCardDealsPage).toHaveBeenCalledWith(
      {},
      { bankId: 'Hbl', cityId: 'Lahore', cardName: 'All Cards', category: null },
      null,
    );
    expect(
      screen.getByText("You haven't selected any cards, so these are HBL's deals for all cards."),
    ).toHaveRole('status');
    expect(screen.getByRole('link', { name: 'Choose your cards' })).toHaveAttribute(
      'href',
      '/CardInfoPage',
    );
    expect(screen.queryByText('Card setup')).not.toBeInTheDocument();
  });
});

describe('home page offline', () => {
  it('shows an error with Retry, not "No deals found", and recovers when the connection returns', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mocks.fetchCardDealsPage.mockRejectedValueOnce(offlineError());
    setOnline(false);
    renderWithProviders(<HomePage />, { preloadedState: signedIn() });
    const alert = (await screen.findByText("We couldn't load deals for this card.")).closest(
      '[role="alert"]',
    );
    if (!(alert instanceof HTMLElement)) throw new Error('The error is not announced');
    expect(alert).toHaveTextContent("You're offline.");
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No deals found')).not.toBeInTheDocument();

    act(() => setOnline(true));
    expect(
      await screen.findByRole('heading', { name: 'HBL Platinum deal' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Retry loads the deals, showing loading rather than "No deals found" meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mocks.fetchCardDealsPage.mockRejectedValueOnce(offlineError());
    const { user } = renderWithProviders(<HomePage />, { preloadedState: signedIn() });
    await screen.findByRole('alert');
    let answer: (page: unknown) => void = () => undefined;
    mocks.fetchCardDealsPage.mockImplementationOnce(
      () => new Promise((resolve) => (answer = resolve)),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loading deals...')).toBeInTheDocument();
    expect(screen.queryByText('No deals found')).not.toBeInTheDocument();
    act(() => answer({ deals: [deal('r-1', 'Retried deal', ['HBL Platinum'])], next: null }));
    expect(await screen.findByRole('heading', { name: 'Retried deal' })).toBeInTheDocument();
  });

  it('does not take an offline cache miss of the user document for "no document"', async () => {
    mocks.userDocFromCache = true;
    setOnline(false);
    renderWithProviders(<HomePage />, {
      preloadedState: signedIn(),
      route: '/HomePageLoggedIn',
      routes: [{ path: '/CardInfoPage', element: <p>Card setup</p> }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You're offline, so your cards can't be loaded yet.",
    );
    expect(screen.queryByText('Card setup')).not.toBeInTheDocument();
  });
});

describe('home page restore', () => {
  const mcb = { bank: 'MCB', cardName: 'MCB Visa Gold' };
  const saved = {
    card: cardKey(mcb),
    filters: { ...DEFAULT_FILTERS, city: 'Karachi', category: 'Food' as const },
    searchTerm: '',
    pages: [{ deals: [deal('saved-1', 'Saved MCB deal', ['MCB Visa Gold'])], next: null }],
    pageParams: [null],
    scrollY: 555,
  };

  it('puts back the card, city, category, grid and scroll position on return from a deal, without a read', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    saveHomeState('user-1', saved);
    renderWithProviders(<HomePage />, {
      preloadedState: signedIn(),
      routeState: { fromDealDetail: true },
    });
    expect(await screen.findByRole('heading', { name: 'Saved MCB deal' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Your cards' })).getByRole('button', {
        name: /MCB Visa Gold/,
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(chips).toHaveTextContent('Karachi');
    expect(chips).toHaveTextContent('Food');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 555));
    expect(mocks.fetchCardDealsPage).not.toHaveBeenCalled();
  });

  it('restores when the history entry it is showing is replaced by one from a deal (browser Back)', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    saveHomeState('user-1', saved);
    await openThenBackFromDeal('/HomePageLoggedIn', <HomeRoute />, 'HBL Platinum deal', signedIn());
    expect(await screen.findByRole('heading', { name: 'Saved MCB deal' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Active filters' })).toHaveTextContent('Karachi');
  });

  it('ignores the saved state on an ordinary visit', async () => {
    saveHomeState('user-1', saved);
    renderWithProviders(<HomePage />, { preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { name: 'HBL Platinum deal' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Saved MCB deal' })).not.toBeInTheDocument();
  });

  it('saves the card, filters and scroll position when a deal is opened', async () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(432);
    const { user } = renderWithProviders(<HomePage />, {
      preloadedState: signedIn(),
      route: '/HomePageLoggedIn',
      routes: [{ path: '/deal/:bankId/:dealId/:cityId', element: <p>Deal page</p> }],
    });
    await user.click(
      within(await screen.findByRole('group', { name: 'Your cards' })).getByRole('button', {
        name: /MCB Visa Gold/,
      }),
    );
    await user.click(await screen.findByRole('link', { name: 'MCB Visa Gold deal' }));
    await screen.findByText('Deal page');
    const state = loadHomeState('user-1');
    expect(state?.card).toBe(cardKey(mcb));
    expect(state?.scrollY).toBe(432);
    expect(state?.pages[0]?.deals[0]?.title).toBe('MCB Visa Gold deal');
    expect(localStorage.getItem('user_user-1_homePageState')).not.toBeNull();
  });

  it('autosaves every 30 seconds while deals are shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<HomePage />, { preloadedState: signedIn() });
    await screen.findByRole('heading', { name: 'HBL Platinum deal' });
    expect(loadHomeState('user-1')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LANDING_STATE_AUTOSAVE_MS);
    });
    expect(loadHomeState('user-1')?.pages[0]?.deals[0]?.title).toBe('HBL Platinum deal');
  });
});

describe('the home page in Urdu', () => {
  it('shows the member’s cards, the sort and the deal cards in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    renderWithProviders(<HomePage />, { preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { name: 'HBL Platinum deal' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'آپ کے کارڈز کی ڈیلز' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'آپ کے کارڈ' })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'HBL Platinum کی ڈیلز' });
    const card = within(grid).getByTestId('deal-card');
    expect(card).toHaveTextContent('20% رعایت');
    expect(within(card).getByRole('button', { name: 'پسندیدہ میں شامل کریں' })).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'ترتیب' });
    expect(within(sort).getByRole('option', { name: 'آج میرے لیے بہترین' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'پسندیدہ' })).toBeInTheDocument();
    expect(document.title).toBe('ہوم · Card Deals');
  });

  it('offers the generic deals in Urdu to a member without cards', async () => {
    mocks.userDoc = { UserCards: [], UserFavouriteDeals: [] };
    await act(() => loadLanguage('ur'));
    renderWithProviders(<HomePage />, { preloadedState: signedIn() });
    expect(await screen.findByRole('link', { name: 'اپنے کارڈ چنیں' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /آپ نے کوئی کارڈ منتخب نہیں کیا، اس لیے یہ تمام کارڈز کے لیے HBL کی ڈیلز ہیں/,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('list', { name: 'تمام کارڈز کے لیے HBL کی ڈیلز' }),
    ).toBeInTheDocument();
  });
});
