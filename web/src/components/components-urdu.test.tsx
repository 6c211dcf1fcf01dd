import type { FavouriteEntry } from '@deals/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { NearMeControl } from './browse-grid/near-me-control';
import type { NearMeState } from './browse-grid/use-browse-grid';
import { CardTags } from './card-tags/card-tags';
import { FavouritesModal } from './favourites/favourites-modal';
import { FollowPlaceButton } from './follow-place';
import { PasswordField } from './text-field';

vi.mock('@/lib/banks/banks-query', () => ({
  fetchBankNames: vi.fn().mockResolvedValue([{ id: 'Hbl', bankName: 'HBL Bank' }]),
}));

const entry: FavouriteEntry = {
  dealId: 'Hbl-Lahore-kfc-gulberg-001',
  title: 'KFC',
  discount: '',
  addedDate: '2026-03-04T10:00:00.000Z',
  cardNames: [],
};

describe('the shared components in Urdu', () => {
  it('shows the favourites dialog in Urdu, with a blank discount as a special offer', async () => {
    await act(() => loadLanguage('ur'));
    renderWithProviders(
      <FavouritesModal open onClose={vi.fn()} favourites={[entry]} onRemove={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'آپ کی پسندیدہ ڈیلز' });
    expect(dialog).toHaveTextContent('خصوصی آفر');
    expect(dialog).toHaveTextContent('تمام کارڈ');
    expect(within(dialog).getByText(/کو شامل کی گئی$/)).toHaveTextContent('2026');
    expect(within(dialog).getByRole('button', { name: 'KFC ہٹائیں' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'بند کریں' })).toBeInTheDocument();
  });

  it('says the empty favourites text in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    renderWithProviders(
      <FavouritesModal open onClose={vi.fn()} favourites={[]} onRemove={vi.fn()} />,
    );
    expect(screen.getByText(/ابھی آپ کی کوئی پسندیدہ ڈیل نہیں/)).toBeInTheDocument();
  });

  it('explains a refused location in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    const near = {
      status: 'denied',
      start: vi.fn(),
      stop: vi.fn(),
    } as unknown as NearMeState<never>;
    renderWithProviders(<NearMeControl near={near} />);
    const order = screen.getByRole('group', { name: 'ترتیب' });
    expect(within(order).getByRole('button', { name: 'مقبول' })).toBeInTheDocument();
    expect(within(order).getByRole('button', { name: 'میرے قریب' })).toBeInTheDocument();
    expect(screen.getByTestId('near-me-message')).toHaveTextContent(/لوکیشن بند ہے/);
  });

  it('asks a guest to log in to follow a place, in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    const { user } = renderWithProviders(
      <FollowPlaceButton uid={null} placeId="Lahore_kfc" cityId="Lahore" name="KFC" />,
    );
    await user.click(screen.getByRole('button', { name: /KFC کو فالو کریں/ }));
    expect(await screen.findByText(/لاگ اِن کریں۔$/)).toBeInTheDocument();
  });

  it('labels card tags, the password toggle and the "+N more" button in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    renderWithProviders(
      <>
        <CardTags cards={['A', 'B', 'C', 'D', 'E'].map((cardName) => ({ cardName }))} />
        <PasswordField label="پاس ورڈ" />
      </>,
    );
    expect(screen.getByRole('list', { name: 'اہل کارڈ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اور 1 مزید' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'پاس ورڈ دکھائیں' })).toBeInTheDocument();
  });
});
