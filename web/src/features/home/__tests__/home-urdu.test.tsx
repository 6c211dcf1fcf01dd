import { type Deal, normalizeDeal } from '@deals/shared';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '@/lib/i18n/i18n';
import { renderWithProviders, signedIn } from '@/testing/render';
import { HomePage } from '../components/home-page';
import { mocks } from './home-mocks';

vi.mock('@/lib/firebase', () => import('./home-mocks'));
vi.mock('firebase/firestore', () => import('./home-mocks'));
vi.mock('rxfire/firestore', () => import('./home-mocks'));
vi.mock('@/lib/deals/deal-queries', () => import('./home-mocks'));
vi.mock('@/lib/banks/banks-query', () => import('./home-mocks'));
vi.mock('@/lib/brands/brands-query', () => import('./home-mocks'));

const deal = (cardName: string): Deal =>
  normalizeDeal(
    {
      title: `${cardName} deal`,
      discount: '20% off',
      category: 'Food',
      offers: [{ title: 'Dinner', card_type: [{ cardName }] }],
    },
    { bankId: 'Hbl', cityId: 'Lahore', dealId: `${cardName}-1` },
  );

beforeEach(() => {
  mocks.userDoc = {
    UserCards: [{ bank: 'HBL', cardName: 'HBL Platinum', cardImage: '' }],
    UserFavouriteDeals: [],
  };
  mocks.fetchCardDealsPage.mockImplementation((_db: unknown, args: { cardName: string }) =>
    Promise.resolve({ deals: [deal(args.cardName)], next: null }),
  );
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
