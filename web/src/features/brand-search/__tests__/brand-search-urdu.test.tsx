import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '@/lib/i18n/i18n';
import { kfc } from '@/testing/brands';
import { renderWithProviders } from '@/testing/render';
import BrandDetailRoute from '../routes/brand-detail-route';
import BrandSearchRoute from '../routes/brand-search-route';

vi.mock('@/lib/brands/brands-query', () => ({ searchBrands: vi.fn(), fetchBrand: vi.fn() }));
vi.mock('@/lib/firebase', () => ({ loadFirebase: () => Promise.resolve({ db: {} }) }));
const banks = vi.hoisted(() => ({ fetchBankNames: vi.fn() }));
vi.mock('@/lib/banks/banks-query', () => banks);
vi.mock('@/lib/brands/popular-brands-query', () => ({
  fetchPopularBrandNames: vi.fn().mockResolvedValue([]),
}));

beforeEach(() => {
  banks.fetchBankNames.mockResolvedValue([
    { id: 'Hbl', bankName: 'HBL' },
    { id: 'Mcb', bankName: 'MCB Bank' },
  ]);
});

describe('brand search in Urdu', () => {
  it('titles the page and labels the search and recent searches in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    renderWithProviders(<BrandSearchRoute />, { route: '/brand-search' });
    expect(screen.getByRole('heading', { level: 1, name: 'برانڈز تلاش کریں' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'برانڈز تلاش کریں' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'حالیہ تلاش' })).toBeInTheDocument();
    expect(document.title).toBe('برانڈ تلاش · Card Deals');
  });

  it('shows a brand’s banks with deal counts, cities and a blank discount in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    const { user } = renderWithProviders(<BrandDetailRoute />, {
      route: '/brand-detail',
      routeState: { brand: kfc },
    });
    // The arrow is drawn (hidden from screen readers) and points right in a right-to-left page.
    expect(screen.getByRole('button', { name: 'واپس' })).toHaveTextContent('→ واپس');
    expect(screen.getByText('2 بینکوں میں دستیاب ڈیلز')).toBeInTheDocument();
    const hbl = await screen.findByRole('button', { name: /HBL/ });
    expect(hbl).toHaveTextContent('2 ڈیلز');
    expect(hbl).toHaveTextContent('کارڈ دیکھنے کے لیے ٹیپ کریں');
    // The banks' own names arrive after the first paint (before that, the known short name).
    expect(await screen.findByRole('button', { name: /MCB Bank/ })).toHaveTextContent('خصوصی آفر');
    await user.click(hbl);
    const cards = screen.getAllByRole('list', { name: 'کارڈ' });
    expect(cards).toHaveLength(2);
    expect(screen.getByText(/لاہور/)).toBeInTheDocument();
    expect(within(cards[0]!).getByText('HBL Gold')).toBeInTheDocument();
  });
});
