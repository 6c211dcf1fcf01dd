import {
  PLACEHOLDER_DEAL_IMAGE,
  type PlaceDealSummary,
  normalizeDeal,
  placeFromSummaries,
} from '@deals/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedIn, signedOut } from '@/testing/render';
import { PlacePage, placeOfferRows } from '../components/place-page';

const mocks = vi.hoisted(() => ({
  fetchPlace: vi.fn(),
  userDoc: null as { UserCards: unknown[] } | null,
  placeDeals: [] as unknown[],
}));
vi.mock('@/lib/firebase', () => ({ loadFirebase: () => Promise.resolve({ db: {} }) }));
vi.mock('@/lib/places/place-queries', () => ({
  fetchPlace: mocks.fetchPlace,
  fetchPlacesPage: vi.fn(),
  searchPlaces: vi.fn(),
}));
vi.mock('@/lib/user/user-doc-api', () => ({
  useGetUserDocQuery: () => ({ data: mocks.userDoc }),
}));
vi.mock('../api/place-deals-api', () => ({
  usePlaceDealsQuery: () => ({ data: mocks.placeDeals }),
}));
vi.mock('@/lib/banks/banks-query', () => ({
  fetchBankNames: vi.fn().mockResolvedValue([
    { id: 'Hbl', bankName: 'HBL', bankImage: '/demo/banks/hbl.svg' },
    { id: 'Mcb', bankName: 'MCB', bankImage: '/demo/banks/mcb.svg' },
    { id: 'Ubl', bankName: 'UBL', bankImage: '/demo/banks/ubl.svg' },
  ]),
}));

const summary = (
  bankId: string,
  percent: number,
  cardNames: string[],
  extra: Partial<PlaceDealSummary> = {},
): PlaceDealSummary => ({
  bankId,
  dealId: `pizza-${bankId.toLowerCase()}`,
  title: 'Pizza Piazza',
  discount: `${percent}% off`,
  discountPercent: percent,
  cardNames,
  categoryId: 'Food',
  imageUrl: '',
  iconUrl: '',
  rating: null,
  reviewCount: 0,
  trendingScore: 1,
  branches: [],
  ...extra,
});

const pizza = placeFromSummaries('Lahore', 'pizza-piazza', [
  summary('Hbl', 30, ['HBL Gold']),
  summary('Mcb', 20, ['MCB Classic', 'MCB Gold', 'MCB Titanium', 'MCB Visa', 'MCB Debit']),
  summary('Ubl', 35, ['UBL Visa'], { rating: 4.5, reviewCount: 3 }),
])!;

const routes = [
  { path: '/deal/:bankId/:dealId/:cityId', element: <h1>Member deal page</h1> },
  { path: '/guest-deal/:bankId/:dealId/:cityId', element: <h1>Guest deal page</h1> },
  { path: '/LandingPage', element: <h1>Landing</h1> },
];

function renderPlace(audience: 'member' | 'guest', preloadedState = signedOut) {
  const prefix = audience === 'member' ? 'place' : 'guest-place';
  return renderWithProviders(<PlacePage audience={audience} />, {
    route: `/${prefix}/Lahore/pizza-piazza`,
    path: `/${prefix}/:cityId/:placeKey`,
    preloadedState,
    routes,
  });
}

const offers = () =>
  within(screen.getByRole('list', { name: 'Offers at Pizza Piazza' })).getAllByTestId(
    'place-offer',
  );

beforeEach(() => {
  vi.clearAllMocks();
  mocks.userDoc = null;
  mocks.placeDeals = [];
  mocks.fetchPlace.mockResolvedValue(pizza);
});

describe('place page', () => {
  it("lists every bank's offer at the place, best first, with bank and cards", async () => {
    renderPlace('guest');
    expect(await screen.findByRole('heading', { name: 'Pizza Piazza', level: 1 })).toBeVisible();
    expect(mocks.fetchPlace).toHaveBeenCalledWith(
      {},
      { cityId: 'Lahore', placeKey: 'pizza-piazza' },
    );
    const rows = offers();
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'UBL: 35% off',
      'HBL: 30% off',
      'MCB: 20% off',
    ]);
    expect(screen.getByText('3 banks')).toBeInTheDocument();
    expect(screen.getAllByText('up to 35% off').length).toBeGreaterThan(0);
    // Five cards: four tags and "+1 more".
    expect(within(rows[2]!).getByRole('button', { name: '+1 more' })).toBeInTheDocument();
    expect(screen.queryByText('Your card')).not.toBeInTheDocument();
  });

  it('shows the deal placeholder for a place without a picture, never an empty address', async () => {
    renderPlace('guest');
    const hero = (await screen.findByRole('heading', { name: 'Pizza Piazza', level: 1 })).closest(
      'header',
    );
    expect(hero?.querySelector('img')?.getAttribute('src')).toBe(PLACEHOLDER_DEAL_IMAGE);
  });

  it("opens a bank's deal page from its row, and the deal page knows to come back here", async () => {
    const { user, router } = renderPlace('guest');
    await screen.findByRole('heading', { name: 'Pizza Piazza', level: 1 });
    await user.click(screen.getByRole('link', { name: 'HBL: 30% off' }));
    expect(await screen.findByRole('heading', { name: 'Guest deal page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/guest-deal/Hbl/pizza-hbl/Lahore');
    expect(router.state.location.state).toEqual({ backTo: '/guest-place/Lahore/pizza-piazza' });
  });

  it('shares the place’s public address with its best offer, from a member’s page too', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { user } = renderPlace('member', signedIn());
      await screen.findByRole('heading', { name: 'Pizza Piazza', level: 1 });
      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Pizza Piazza',
        text: 'Pizza Piazza: up to 35% off',
        url: `${window.location.origin}/guest-place/Lahore/pizza-piazza`,
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it("puts a member's own cards' offers first, marked Your card, and opens member deal pages", async () => {
    mocks.userDoc = { UserCards: [{ bank: 'MCB', cardName: 'MCB Gold', cardImage: '' }] };
    const { user } = renderPlace('member', signedIn());
    await screen.findByRole('heading', { name: 'Pizza Piazza', level: 1 });
    const rows = offers();
    expect(within(rows[0]!).getByRole('link')).toHaveTextContent('MCB: 20% off');
    expect(within(rows[0]!).getByText('Your card')).toBeInTheDocument();
    expect(screen.getAllByText('Your card')).toHaveLength(1);
    await user.click(within(rows[0]!).getByRole('link'));
    expect(await screen.findByRole('heading', { name: 'Member deal page' })).toBeVisible();
  });

  it('offers the best card for a bill over the place', async () => {
    mocks.placeDeals = [
      normalizeDeal(
        {
          title: 'Pizza Piazza',
          discount: '30% off',
          offers: [{ card_type: [{ cardName: 'HBL Gold' }] }],
        },
        { bankId: 'Hbl', cityId: 'Lahore', dealId: 'pizza-hbl' },
      ),
    ];
    const { user } = renderPlace('guest');
    await screen.findByRole('heading', { name: 'Pizza Piazza', level: 1 });
    await user.type(screen.getByLabelText('Your bill (PKR)'), '4000');
    const ranked = screen.getByRole('list', { name: 'Cards ranked for this bill' });
    expect(ranked).toHaveTextContent('HBL Gold');
    expect(within(ranked).getByRole('link', { name: 'see deal' })).toHaveAttribute(
      'href',
      '/guest-deal/Hbl/pizza-hbl/Lahore',
    );
  });

  it('says when the place has no current offers, with a way back', async () => {
    mocks.fetchPlace.mockResolvedValue(null);
    const { user } = renderPlace('guest');
    expect(await screen.findByText('No current offers here')).toBeVisible();
    // A link to a place that never was lands here too, so the text does not say the offers ended.
    expect(
      screen.getByText(
        'This place has no offers on now, or the link is mistyped. Go back to see what is on now.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeVisible();
  });

  it('shows a load failure with Retry that loads the place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mocks.fetchPlace.mockRejectedValueOnce(new Error('unavailable'));
    const { user } = renderPlace('guest');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load the offers at this place.",
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Pizza Piazza', level: 1 })).toBeVisible();
  });

  it('loads the place by itself when the connection returns after a failed read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Offline, a place never opened before is in no cache: the read fails.
    mocks.fetchPlace.mockRejectedValueOnce(
      Object.assign(new Error('Failed to get document because the client is offline.'), {
        code: 'unavailable',
      }),
    );
    renderPlace('guest');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load the offers at this place.",
    );
    expect(mocks.fetchPlace).toHaveBeenCalledTimes(1);
    // Back online: no Retry press.
    window.dispatchEvent(new Event('online'));
    expect(
      await screen.findByRole('heading', { name: 'Pizza Piazza', level: 1 }, { timeout: 3_000 }),
    ).toBeVisible();
    expect(offers()).toHaveLength(3);
    expect(mocks.fetchPlace).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('placeOfferRows', () => {
  it('counts a deal naming no cards as nobody’s own', () => {
    const open = placeFromSummaries('Lahore', 'x', [summary('Hbl', 10, [])])!;
    const rows = placeOfferRows(open, [{ bank: 'HBL', cardName: 'HBL Gold', cardImage: '' }]);
    expect(rows.map((row) => row.own)).toEqual([false]);
  });
});
