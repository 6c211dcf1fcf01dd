import { type Deal, normalizeDeal } from '@deals/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { setOnline } from '@/testing/network';
import { textsOf } from '@/testing/queries';
import { renderWithProviders, signedIn } from '@/testing/render';
import { StatisticsPage } from '../components/statistics-page';
import { api, setStatisticsApi } from './statistics-data-mock';

vi.mock('@/lib/banks/banks-api', () => import('./statistics-data-mock'));
vi.mock('@/lib/user/user-doc-api', () => import('./statistics-data-mock'));
vi.mock('@/lib/favourites/favourites-api', () => import('./statistics-data-mock'));
vi.mock('@/lib/analytics/analytics-api', () => import('./statistics-data-mock'));
vi.mock('@/lib/deals/card-category-api', () => import('./statistics-data-mock'));

vi.mock('../components/distribution-chart', () => ({
  default: ({ figure }: { figure: { data: { name: string; x: string[] }[] } }) => (
    <div data-testid="plot">
      {figure.data.map((trace) => `${trace.name}:${trace.x.length}`).join('|')}
    </div>
  ),
}));

const cafe: Deal = normalizeDeal(
  {
    title: 'Cafe Aylanto',
    description: 'Mediterranean dining in Gulberg with a terrace and live music every weekend',
    discount: '25% off',
    category_id: 'Food',
    offers: [{ title: 'x', card_type: [{ cardName: 'HBL Gold Credit Card' }] }],
  },
  { bankId: 'Hbl', cityId: 'Lahore', dealId: 'cafe-aylanto' },
);

const open = (url = '/StatisticsPage') =>
  renderWithProviders(<StatisticsPage />, {
    route: url,
    path: paths.statistics.path,
    preloadedState: signedIn(),
    routes: [{ path: paths.deal.path, element: <h1>Deal page</h1> }],
  });

beforeEach(() => {
  setStatisticsApi({
    deals: { data: [cafe], isFetching: false, refetch: vi.fn() },
    counts: [
      { category: 'Food', count: 1 },
      { category: 'Entertainment', count: 1 },
    ],
  });
});

describe('statistics: comparison view', () => {
  it('shows the title, subtitle, one row per bank and the insight box', async () => {
    open();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Compare Bank Cards' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose the best card based on your preference')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bank Analytics Comparison' })).toBeInTheDocument();
    const hblRow = screen.getByRole('button', {
      name: /^HBL Total Offers Available: 5 Unique locations: 6 Branches: 6/,
    });
    expect(hblRow).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^MCB Total Offers Available: 7 / }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Banks with higher Food & Lifestyle deals typically offer better savings on daily expenses.',
    );
    expect(await screen.findByTestId('plot')).toHaveTextContent(
      'Food:2|Entertainment:2|Lifestyle:2|Health & Fitness:2',
    );
  });

  it('highlights the banks of the member’s cards and names their best card per category', () => {
    open();
    expect(screen.getByRole('button', { name: /^HBL .* You hold 1 card$/ })).toHaveClass(
      'bank-row--own',
    );
    const best = screen.getByRole('region', { name: 'Your best card per category in Lahore' });
    expect(within(best).getAllByText('HBL Gold Credit Card')).toHaveLength(2);
    expect(within(best).getAllByText('None of your cards has deals here yet')).toHaveLength(2);
  });

  it('changes the city through the selector', async () => {
    const { user, router } = open();
    await user.selectOptions(screen.getByLabelText('City'), 'Karachi');
    expect(router.state.location.search).toBe('?city=Karachi');
  });

  it('shows the loading text', () => {
    api.analytics = { isFetching: true };
    open();
    expect(screen.getByText('Loading statistics...')).toBeInTheDocument();
  });

  it('shows the error with a Retry that reloads the page', async () => {
    api.banks = { error: { message: 'unavailable' } };
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    try {
      const { user } = open();
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to load banks data');
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(reload).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('statistics: offline', () => {
  const sdkOffline = {
    message: 'Failed to get document because the client is offline.',
    code: 'unavailable',
  };

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says the statistics load once the connection is back, not the SDK’s words, and reads again then', async () => {
    setOnline(false);
    const refetch = vi.fn();
    api.analytics = { error: sdkOffline, refetch };
    open();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load banks data');
    expect(alert).toHaveTextContent(
      "You're offline. The statistics will load by themselves when your connection is back, or press Retry.",
    );
    expect(alert).not.toHaveTextContent('client is offline');
    expect(refetch).not.toHaveBeenCalled();
    setOnline(true);
    await vi.waitFor(() => expect(refetch).toHaveBeenCalled());
  });

  it('reads a card’s deals again once the connection is back', async () => {
    setOnline(false);
    const refetch = vi.fn();
    api.deals = { error: sdkOffline, refetch };
    open('/StatisticsPage?bank=Hbl&card=hbl-gold-credit-card');
    expect(
      await screen.findByText(
        "You're offline. The statistics will load by themselves when your connection is back, or press Retry.",
      ),
    ).toBeInTheDocument();
    setOnline(true);
    await vi.waitFor(() => expect(refetch).toHaveBeenCalled());
  });
});

describe('statistics: bank view', () => {
  it('lists the bank’s cards with their deal counts and marks the member’s card', async () => {
    const { user, router } = open();
    await user.click(screen.getByRole('button', { name: /^HBL / }));
    expect(router.state.location.search).toBe('?bank=Hbl');
    expect(screen.getByRole('heading', { level: 1, name: 'HBL Cards' })).toBeInTheDocument();
    const gold = screen.getByRole('heading', { name: 'HBL Gold Credit Card' }).closest('li')!;
    expect(within(gold).getByText('Number of Deals:')).toHaveTextContent('Number of Deals: 2');
    expect(within(gold).getByText('Your card')).toBeInTheDocument();
    expect(gold).toHaveClass('card-row--own');
    await user.click(screen.getByRole('button', { name: 'Back to all banks' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Compare Bank Cards' }),
    ).toBeInTheDocument();
  });

  it('says Bank not found with Go Back', async () => {
    const { user } = open('/StatisticsPage?bank=Nope');
    expect(screen.getByRole('alert')).toHaveTextContent('Bank not found');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Compare Bank Cards' }),
    ).toBeInTheDocument();
  });
});

describe('statistics: card view', () => {
  it('shows the card, the category buttons and the deals of the chosen category', async () => {
    const { user } = open('/StatisticsPage?bank=Hbl');
    await user.click(screen.getByRole('button', { name: 'View Card Deals: HBL Gold Credit Card' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'HBL Gold Credit Card' }),
    ).toBeInTheDocument();
    expect(screen.getByText('HBL', { selector: 'p' })).toBeInTheDocument();
    const buttons = within(screen.getByRole('group', { name: 'Category' })).getAllByRole('button');
    expect(textsOf(buttons)).toEqual(['Food', 'Entertainment', 'Lifestyle', 'Health & Beauty']);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Food Deals' })).toBeInTheDocument();
    expect(api.dealArgs.at(-1)).toEqual({
      bankId: 'Hbl',
      cityId: 'Lahore',
      cardName: 'HBL Gold Credit Card',
      category: 'Food',
    });
    expect(
      screen.getByText('Mediterranean dining in Gulberg with a terrace and...'),
    ).toBeInTheDocument();
  });

  it('badges a deal whose discount names no percentage "Discount"', () => {
    const bogof = normalizeDeal(
      { title: 'Burger Barn', discount: 'Buy one get one free', category_id: 'Food' },
      { bankId: 'Hbl', cityId: 'Lahore', dealId: 'burger-barn' },
    );
    api.deals = { data: [cafe, bogof], isFetching: false, refetch: vi.fn() };
    open('/StatisticsPage?bank=Hbl&card=hbl-gold-credit-card');
    const [first, second] = within(screen.getByRole('list', { name: 'Food Deals' })).getAllByTestId(
      'deal-card',
    );
    expect(first!.querySelector('.deal-card__badge')).toHaveTextContent(/^25% off$/);
    expect(second!.querySelector('.deal-card__badge')).toHaveTextContent(/^Discount$/);
  });

  it('asks for Health deals when Health & Beauty is chosen', async () => {
    const { user } = open('/StatisticsPage?bank=Hbl&card=hbl-gold-credit-card');
    await user.click(screen.getByRole('button', { name: 'Health & Beauty' }));
    expect(screen.getByRole('heading', { name: 'Health & Beauty Deals' })).toBeInTheDocument();
    expect(api.dealArgs.at(-1)).toMatchObject({ category: 'Health' });
  });

  it('shows the empty state of a category', () => {
    api.deals = { data: [], isFetching: false };
    open('/StatisticsPage?bank=Hbl&card=hbl-gold-credit-card&category=Entertainment');
    expect(screen.getByText('No Entertainment deals available for this card.')).toBeInTheDocument();
    expect(
      screen.getByText('Try selecting a different category to see more deals.'),
    ).toBeInTheDocument();
  });

  it('shows Loading deals... while the deals load', () => {
    api.deals = { isFetching: true };
    open('/StatisticsPage?bank=Hbl&card=hbl-gold-credit-card');
    expect(screen.getByText('Loading deals...')).toBeInTheDocument();
  });

  it('says Card not found with Go Back to the bank', async () => {
    const { user } = open('/StatisticsPage?bank=Hbl&card=nope');
    expect(screen.getByRole('alert')).toHaveTextContent('Card not found');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'HBL Cards' })).toBeInTheDocument();
  });

  it('opens a deal with the deal card navigation state', async () => {
    const { user, router } = open('/StatisticsPage?bank=Hbl&card=hbl-gold-credit-card');
    const link = screen.getByRole('link', { name: 'Cafe Aylanto' });
    expect(link).toHaveAttribute('href', '/deal/Hbl/cafe-aylanto/Lahore');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/deal/Hbl/cafe-aylanto/Lahore');
    expect(router.state.location.state).toMatchObject({
      dealId: 'cafe-aylanto',
      bankId: 'Hbl',
      cityId: 'Lahore',
      categoryId: 'Food',
      title: 'Cafe Aylanto',
      discount: '25% off',
      cardName: 'HBL Gold Credit Card',
      rating: null,
    });
  });

  it('lets a member add a deal to favourites without opening it', async () => {
    const { user, router } = open('/StatisticsPage?bank=Hbl&card=hbl-gold-credit-card');
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(api.toggle).toHaveBeenCalledWith({ uid: 'user-1', deal: cafe, add: true });
    expect(router.state.location.pathname).toBe('/StatisticsPage');
  });

  it('shows a saved favourite as such and removes it', async () => {
    api.userDoc = {
      data: {
        UserCards: [],
        UserFavouriteDeals: [
          {
            dealId: 'Hbl-Lahore-cafe-aylanto',
            title: '',
            discount: '',
            addedDate: '',
            cardNames: [],
          },
        ],
      },
    };
    const { user } = open('/StatisticsPage?bank=Hbl&card=hbl-gold-credit-card');
    await user.click(screen.getByRole('button', { name: 'Remove from favorites' }));
    expect(api.toggle).toHaveBeenCalledWith(expect.objectContaining({ add: false }));
  });

  it('goes back to the bank’s cards', async () => {
    const { user } = open('/StatisticsPage?bank=Hbl&card=hbl-gold-credit-card&category=Lifestyle');
    await user.click(screen.getByRole('button', { name: 'Back to HBL cards' }));
    expect(screen.getByRole('heading', { level: 1, name: 'HBL Cards' })).toBeInTheDocument();
  });
});
