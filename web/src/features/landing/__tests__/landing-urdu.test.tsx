import { type PlaceDoc, parseCategory, placeFromSummaries, placeKey } from '@deals/shared';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '@/lib/i18n/i18n';
import { renderWithProviders, signedOut } from '@/testing/render';
import { LandingPage } from '../components/landing-page';
import { queries } from './landing-mocks';

vi.mock('@/lib/places/place-queries', () => import('./landing-mocks'));
vi.mock('@/lib/banks/banks-query', () => import('./landing-mocks'));
vi.mock('@/lib/firebase', () => import('./landing-mocks'));
vi.mock('@/lib/brands/brands-query', () => import('./landing-mocks'));

const place = (title: string, percent: number, banks: string[]): PlaceDoc =>
  placeFromSummaries(
    'Lahore',
    placeKey(title),
    banks.map((bankId, index) => ({
      bankId,
      dealId: `${placeKey(title)}-${index}`,
      title,
      discount: `${percent}% off`,
      discountPercent: percent,
      cardNames: ['Visa Gold'],
      categoryId: parseCategory('Food') ?? 'Food',
      imageUrl: '',
      iconUrl: '',
      rating: 4.6,
      reviewCount: 2,
      trendingScore: 1,
      branches: [],
    })),
  )!;

beforeEach(() => {
  queries.fetchPlacesPage.mockResolvedValue({
    places: [place('KFC', 30, ['Hbl', 'Mcb']), place('Cabana', 10, ['Hbl'])],
    next: null,
  });
  queries.searchPlaces.mockResolvedValue([]);
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
    const [kfc, cabana] = within(grid).getAllByTestId('place-tile');
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
