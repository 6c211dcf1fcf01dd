import {
  LANDING_STATE_AUTOSAVE_MS,
  type PlaceDoc,
  STORAGE_KEYS,
  parseCategory,
  placeFromSummaries,
  placeKey,
} from '@deals/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTERS } from '@/components/deal-filters/deal-filters';
import { common } from '@/locales/en/common';
import { loadLanguage } from '@/lib/i18n/i18n';
import { offlineError, setOnline } from '@/testing/network';
import { openThenBackFromDeal } from '@/testing/back-from-deal';
import {
  type ProvidersOptions,
  headingRoute,
  renderWithProviders,
  signedIn,
  signedOut,
} from '@/testing/render';
import type * as CodeFetch from '@/lib/network/code-fetch';
import { reloadPage } from '@/lib/network/code-fetch';
import { LandingPage } from '../components/landing-page';
import { queries } from './landing-mocks';
import { saveLandingState } from '../landing-state';
import LandingRoute from '../routes/landing-route';

vi.mock('@/lib/places/place-queries', () => import('./landing-mocks'));
vi.mock('@/lib/banks/banks-query', () => import('./landing-mocks'));
vi.mock('@/lib/firebase', () => import('./landing-mocks'));
vi.mock('@/lib/brands/brands-query', () => import('./landing-mocks'));
vi.mock('@/lib/network/code-fetch', async (original) => ({
  ...(await original<typeof CodeFetch>()),
  reloadPage: vi.fn(),
}));

/** A place offered by the given banks, built by the same maths functions use. */
const place = (
  title: string,
  {
    percent = 20,
    rating = null,
    reviews = 0,
    banks = ['Hbl'],
    cityId = 'Lahore',
  }: {
    percent?: number;
    rating?: number | null;
    reviews?: number;
    banks?: string[];
    cityId?: string;
  } = {},
): PlaceDoc =>
  placeFromSummaries(
    cityId,
    placeKey(title),
    banks.map((bankId, index) => ({
      bankId,
      dealId: `${placeKey(title)}-${index}`,
      title,
      discount: `${percent - index}% off`,
      discountPercent: percent - index,
      cardNames: ['Visa Gold'],
      categoryId: parseCategory('Food') ?? 'Food',
      imageUrl: '',
      iconUrl: '',
      rating,
      reviewCount: reviews,
      trendingScore: 1,
      branches: [],
    })),
  )!;

const trending = [
  place('KFC', { percent: 30, banks: ['Hbl', 'Mcb'] }),
  place('Abc Bakers', { percent: 10 }),
  place('Cabana', { reviews: 2, rating: 4.6 }),
];

const grid = () => screen.getByRole('list', { name: /Trending Discounts|Search Results/ });
const titles = () =>
  within(grid())
    .queryAllByRole('heading')
    .map((h) => h.textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search deals' });

beforeEach(() => {
  vi.clearAllMocks();
  queries.fetchPlacesPage.mockResolvedValue({ places: trending, next: null });
  queries.searchPlaces.mockResolvedValue([]);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The landing as a guest opens it, once its first trending place shows. */
async function openLanding() {
  const rendered = renderWithProviders(<LandingPage />, { preloadedState: signedOut });
  await screen.findByRole('heading', { name: 'KFC' });
  return rendered;
}

/** Follows the landing's tile link of `place`, checking it goes to `href`, where `page` shows. */
async function followPlaceLink(
  preloadedState: ProvidersOptions['preloadedState'],
  place: string,
  href: string,
  page: string,
) {
  const { user, router } = renderWithProviders(<LandingPage />, {
    preloadedState,
    routes: [
      headingRoute('Member place', '/place/:cityId/:placeKey'),
      headingRoute('Guest place', '/guest-place/:cityId/:placeKey'),
    ],
  });
  const link = await screen.findByRole('link', { name: place });
  expect(link).toHaveAttribute('href', href);
  await user.click(link);
  expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(href);
}

/** Picks `option` from the filter dropdown named `filter`. */
async function choose(user: UserEvent, filter: string, option: string) {
  await user.click(screen.getByRole('button', { name: filter }));
  await user.click(screen.getByRole('button', { name: option }));
}

describe('landing page', () => {
  it('shows one tile per place with its banks, best discount and bank logos', async () => {
    await openLanding();
    const tiles = within(grid()).getAllByTestId('place-tile');
    expect(tiles).toHaveLength(3);
    const kfc = tiles[0]!;
    expect(kfc).toHaveTextContent('2 banks');
    expect(kfc).toHaveTextContent('up to 30% off');
    const logos = within(kfc).getByRole('list', { name: 'Banks' });
    expect(await within(logos).findByRole('img', { name: 'HBL' })).toBeInTheDocument();
    expect(within(logos).getByRole('img', { name: 'MCB' })).toBeInTheDocument();
    expect(tiles[1]).toHaveTextContent('1 bank');
    expect(within(tiles[2]!).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
  });

  it('opens the member place page for a member', async () => {
    await followPlaceLink(signedIn(), 'Abc Bakers', '/place/Lahore/abc-bakers', 'Member place');
  });

  it('shows trending deals for the default city and category', async () => {
    renderWithProviders(<LandingPage />, { preloadedState: signedOut });
    expect(await screen.findByRole('heading', { name: 'KFC' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Trending Discounts', level: 2 }),
    ).toBeInTheDocument();
    expect(queries.fetchPlacesPage).toHaveBeenCalledWith(
      {},
      { cityId: 'Lahore', category: null },
      null,
    );
  });

  it('reloads for a new category and city', async () => {
    const { user } = await openLanding();
    await choose(user, 'Categories', 'Health');
    await waitFor(() =>
      expect(queries.fetchPlacesPage).toHaveBeenLastCalledWith(
        {},
        { cityId: 'Lahore', category: 'Health' },
        null,
      ),
    );
    await choose(user, common.filters.cities, 'Islamabad');
    await waitFor(() =>
      expect(queries.fetchPlacesPage).toHaveBeenLastCalledWith(
        {},
        { cityId: 'Islamabad', category: 'Health' },
        null,
      ),
    );
  });

  it('keeps only deals at or above the discount and rating thresholds', async () => {
    const { user } = await openLanding();
    await choose(user, 'Discount', '20% or more');
    expect(titles()).toEqual(['KFC', 'Cabana']);
    await choose(user, 'Ratings', '4.5+');
    expect(titles()).toEqual(['Cabana']);
  });

  it('says no deals match when the filters exclude every loaded deal', async () => {
    const { user } = await openLanding();
    await choose(user, 'Discount', '50% or more');
    expect(screen.getByText('No deals match your filters')).toBeInTheDocument();
  });

  it('filters loaded deals locally for 1 and 2 characters, without a query', async () => {
    const { user } = await openLanding();
    await user.type(searchBox(), 'a');
    expect(screen.getByRole('heading', { name: 'Search Results for a' })).toBeInTheDocument();
    expect(titles()).toEqual(['Abc Bakers', 'Cabana']);
    await user.type(searchBox(), 'b');
    expect(titles()).toEqual(['Abc Bakers', 'Cabana']);
    await user.type(searchBox(), '{Backspace}{Backspace}kf');
    expect(titles()).toEqual(['KFC']);
    expect(queries.searchPlaces).not.toHaveBeenCalled();
  });

  it('searches across banks from 3 characters', async () => {
    queries.searchPlaces.mockResolvedValue([place('Pizza Hut')]);
    const { user } = await openLanding();
    await user.type(searchBox(), 'piz');
    expect(await screen.findByRole('heading', { name: 'Pizza Hut' })).toBeInTheDocument();
    expect(queries.searchPlaces).toHaveBeenCalledWith(
      {},
      { cityId: 'Lahore', term: 'piz', category: null },
    );
    expect(screen.getByRole('heading', { name: 'Search Results for piz' })).toBeInTheDocument();
  });

  it('opens brand search with the term when a search finds nothing, and clears the term', async () => {
    const { user } = await openLanding();
    await user.type(searchBox(), 'xyzzy');
    const dialog = await screen.findByRole('dialog', { name: 'Search brands' });
    // The panel is fetched when the modal first opens.
    expect(await within(dialog).findByRole('searchbox')).toHaveValue('xyzzy');
    expect(searchBox()).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Trending Discounts', level: 2 }),
    ).toBeInTheDocument();
  });

  it('clearing the search restores the normal list', async () => {
    queries.searchPlaces.mockResolvedValue([place('Pizza Hut')]);
    const { user } = await openLanding();
    await user.type(searchBox(), 'pizza');
    await screen.findByRole('heading', { name: 'Pizza Hut' });
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(titles()).toEqual(['KFC', 'Abc Bakers', 'Cabana']);
  });

  it('shows a retryable error when deals fail to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    queries.fetchPlacesPage.mockRejectedValueOnce(new Error('unavailable'));
    const { user } = renderWithProviders(<LandingPage />, { preloadedState: signedOut });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load deals right now.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'KFC' })).toBeInTheDocument();
  });
});

/** A browser whose geolocation answers with `outcome` (a position, or an error code). */
function mockGeolocation(outcome: { latitude: number; longitude: number } | 1 | 2) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (typeof outcome === 'number')
      fail?.({
        code: outcome,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
      } as GeolocationPositionError);
    else ok({ coords: outcome } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

describe('landing page near me', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('asks for the position only when pressed, then orders places by distance with it', async () => {
    const locate = mockGeolocation({ latitude: 31.52041, longitude: 74.35872 });
    const [kfc, abc, cabana] = trending as [PlaceDoc, PlaceDoc, PlaceDoc];
    queries.fetchNearPlaces.mockResolvedValue([
      { place: cabana, distanceKm: 0.347 },
      { place: kfc, distanceKm: 1.23 },
      { place: abc, distanceKm: 12.06 },
    ]);
    const { user } = await openLanding();
    expect(locate).not.toHaveBeenCalled();
    expect(screen.queryByTestId('distance')).toBeNull();

    const nearMe = screen.getByRole('button', { name: 'Near me' });
    expect(nearMe).toHaveAttribute('aria-pressed', 'false');
    await user.click(nearMe);
    expect(await screen.findByRole('heading', { name: 'Near you', level: 2 })).toBeInTheDocument();
    expect(nearMe).toHaveAttribute('aria-pressed', 'true');
    // Rounded to about 10 m, so small moves reuse the cached answer.
    expect(queries.fetchNearPlaces).toHaveBeenCalledWith(
      {},
      { cityId: 'Lahore', latitude: 31.5204, longitude: 74.3587 },
    );
    // The heading shows while the nearby places load (skeleton tiles); wait for the tiles.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Near you' })).getAllByTestId('place-tile'),
      ).toHaveLength(3),
    );
    const list = screen.getByRole('list', { name: 'Near you' });
    const tiles = within(list).getAllByTestId('place-tile');
    expect(tiles.map((t) => within(t).getByRole('heading').textContent)).toEqual([
      'Cabana',
      'KFC',
      'Abc Bakers',
    ]);
    expect(
      within(list)
        .getAllByTestId('distance')
        .map((d) => d.textContent),
    ).toEqual(['350 m away', '1.2 km away', '12.1 km away']);

    await user.click(screen.getByRole('button', { name: 'Trending' }));
    expect(await screen.findByRole('heading', { name: 'Trending Discounts' })).toBeInTheDocument();
    expect(titles()).toEqual(['KFC', 'Abc Bakers', 'Cabana']);
    expect(screen.queryByTestId('distance')).toBeNull();
  });

  it('says how to allow location when it is refused, and keeps the normal grid', async () => {
    mockGeolocation(1);
    const { user } = await openLanding();
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByText(/Location is blocked for this site/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('heading', { name: 'Trending Discounts' })).toBeInTheDocument();
    expect(titles()).toEqual(['KFC', 'Abc Bakers', 'Cabana']);
    expect(queries.fetchNearPlaces).not.toHaveBeenCalled();
  });

  it('says the location is unavailable when the device cannot find it', async () => {
    mockGeolocation(2);
    const { user } = await openLanding();
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByText(/couldn't get your location/)).toBeInTheDocument();
    expect(titles()).toEqual(['KFC', 'Abc Bakers', 'Cabana']);
  });

  it('shows a retryable error when the places near the user fail to load', async () => {
    mockGeolocation({ latitude: 31.52, longitude: 74.35 });
    queries.fetchNearPlaces
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue([{ place: trending[1], distanceKm: 2 }]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openLanding();
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2.0 km')).toBeInTheDocument();
  });

  it('loads the page again on Retry when the code of the nearby search could not be fetched', async () => {
    mockGeolocation({ latitude: 31.52, longitude: 74.35 });
    queries.fetchNearPlaces.mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module: /assets/place-queries-x.js'),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openLanding();
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    const reads = queries.fetchNearPlaces.mock.calls.length;
    await user.click(retry);
    expect(reloadPage).toHaveBeenCalledOnce();
    expect(queries.fetchNearPlaces).toHaveBeenCalledTimes(reads);
  });
});

describe('landing page offline', () => {
  it('a city that fails offline shows an error with Retry, then loads by itself when back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openLanding();
    setOnline(false);
    queries.fetchPlacesPage.mockRejectedValueOnce(offlineError());
    await choose(user, common.filters.cities, 'Karachi');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load deals right now.");
    expect(alert).toHaveTextContent("You're offline.");
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No deals found')).not.toBeInTheDocument();
    // Lahore's deals must not stand in for Karachi's.
    expect(screen.queryByRole('heading', { name: 'KFC' })).not.toBeInTheDocument();

    queries.fetchPlacesPage.mockResolvedValue({
      places: [place('Karachi Kebab', { cityId: 'Karachi' })],
      next: null,
    });
    act(() => setOnline(true));
    expect(
      await screen.findByRole('heading', { name: 'Karachi Kebab' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(queries.fetchPlacesPage).toHaveBeenLastCalledWith(
      {},
      { cityId: 'Karachi', category: null },
      null,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a city whose code could not be fetched offline loads the page again once back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openLanding();
    setOnline(false);
    // The browser keeps this failure for the page's life: reading again would fail the same way.
    queries.fetchPlacesPage.mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module: /assets/place-queries-x.js'),
    );
    await choose(user, common.filters.cities, 'Karachi');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("You're offline.");
    const reads = queries.fetchPlacesPage.mock.calls.length;
    act(() => setOnline(true));
    await waitFor(() => expect(reloadPage).toHaveBeenCalled(), { timeout: 3000 });
    expect(queries.fetchPlacesPage).toHaveBeenCalledTimes(reads);

    vi.mocked(reloadPage).mockClear();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('a search whose code could not be fetched loads the page again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openLanding();
    queries.searchPlaces.mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module: /assets/place-queries-x.js'),
    );
    await user.type(searchBox(), 'pizza');
    const alert = await screen.findByRole('alert');
    const searches = queries.searchPlaces.mock.calls.length;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledOnce();
    expect(queries.searchPlaces).toHaveBeenCalledTimes(searches);
  });

  it('says to check the connection while online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    queries.fetchPlacesPage.mockRejectedValueOnce(offlineError());
    renderWithProviders(<LandingPage />, { preloadedState: signedOut });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Check your connection and try again.',
    );
  });

  it('reads a cached-only grid again when the connection returns', async () => {
    queries.fetchPlacesPage.mockResolvedValueOnce({
      places: [place('KFC')],
      next: null,
      fromCache: true,
    });
    await openLanding();
    expect(screen.queryByRole('heading', { name: 'Cabana' })).not.toBeInTheDocument();
    act(() => setOnline(true));
    expect(
      await screen.findByRole('heading', { name: 'Cabana' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('does not read again on reconnect when the grid came from the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openLanding();
    const calls = queries.fetchPlacesPage.mock.calls.length;
    act(() => setOnline(true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(queries.fetchPlacesPage).toHaveBeenCalledTimes(calls);
  });
});

describe('landing state restore', () => {
  const saved = {
    kind: 'places' as const,
    filters: { ...DEFAULT_FILTERS, city: 'Karachi' },
    searchTerm: '',
    isSearching: false,
    pages: [{ places: [place('Saved Deal', { cityId: 'Karachi' })], next: null }],
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
    expect(queries.fetchPlacesPage).not.toHaveBeenCalled();
  });

  it('restores when the history entry it is showing is replaced by one from a deal (browser Back)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    saveLandingState(saved);
    await openThenBackFromDeal('/LandingPage', <LandingRoute />, 'KFC', signedOut);
    expect(await screen.findByRole('heading', { name: 'Saved Deal' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Active filters' })).toHaveTextContent('Karachi');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 777));
  });

  it('ignores the saved state on an ordinary visit', async () => {
    saveLandingState(saved);
    renderWithProviders(<LandingPage />, { preloadedState: signedOut });
    expect(await screen.findByRole('heading', { name: 'KFC' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Saved Deal' })).not.toBeInTheDocument();
  });

  it('saves the state when a place is opened, and opens the guest place page', async () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(321);
    await followPlaceLink(signedOut, 'KFC', '/guest-place/Lahore/kfc', 'Guest place');
    const stored = JSON.parse(
      window.localStorage.getItem(STORAGE_KEYS.landingPageState) ?? '{}',
    ) as { scrollY: number };
    expect(stored.scrollY).toBe(321);
  });

  it('autosaves every 30 seconds while deals are shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openLanding();
    expect(window.localStorage.getItem(STORAGE_KEYS.landingPageState)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LANDING_STATE_AUTOSAVE_MS);
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.landingPageState)).toContain('KFC');
  });
});

describe('the landing page in Urdu', () => {
  it('shows the hero, the filters and the place tiles in Urdu, names as stored', async () => {
    await act(() => loadLanguage('ur'));
    const { user } = renderWithProviders(<LandingPage />, { preloadedState: signedOut });
    expect(
      screen.getByRole('heading', { level: 1, name: 'ہر کارڈ کی ڈیل، اب آپ کے ہاتھ میں' }),
    ).toBeInTheDocument();
    expect(screen.getByText('خوش صارفین')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /App Store سے ڈاؤن لوڈ کریں/ })).toBeInTheDocument();
    expect(document.title).toBe('مقبول رعایتیں · Card Deals');

    await screen.findByRole('heading', { name: 'KFC' });
    const grid = screen.getByRole('list', { name: 'مقبول رعایتیں' });
    const [kfc, , cabana] = within(grid).getAllByTestId('place-tile');
    expect(kfc).toHaveTextContent('2 بینک');
    expect(kfc).toHaveTextContent('30% تک رعایت');
    expect(kfc).toHaveTextContent('کھانا');
    expect(within(cabana!).getByRole('img', { name: '5 میں سے 4.6 ریٹنگ' })).toBeInTheDocument();

    expect(screen.getByRole('searchbox', { name: 'ڈیلز تلاش کریں' })).toBeInTheDocument();
    const filters = screen.getByRole('toolbar', { name: 'فلٹرز' });
    await user.click(within(filters).getByRole('button', { name: 'شہر' }));
    expect(screen.getByRole('button', { name: 'کراچی' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'لاگو فلٹرز' })).toHaveTextContent('لاہور');
    expect(
      screen.getByRole('button', { name: 'تمام بینکوں میں برانڈز تلاش کریں' }),
    ).toBeInTheDocument();
  });
});
