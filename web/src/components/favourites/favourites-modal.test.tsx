import type { FavouriteEntry } from '@deals/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { FavouritesModal, NO_FAVOURITES_TEXT } from './favourites-modal';

// The bank names come from this stand-in for the Banks query; the real SDK is not loaded (its
// first import takes seconds on a busy machine, longer than a findBy waits).
vi.mock('@/lib/firebase', () => ({ loadFirebase: () => Promise.resolve({ db: {} }) }));
vi.mock('@/lib/banks/banks-query', () => ({
  fetchBankNames: vi
    .fn()
    .mockResolvedValue([{ id: 'Hbl', bankName: 'HBL Bank', bankImage: '/demo/banks/hbl.svg' }]),
}));

const entry: FavouriteEntry = {
  dealId: 'Hbl-Lahore-kfc-gulberg-001',
  title: 'KFC',
  discount: '',
  addedDate: '2026-03-04T10:00:00.000Z',
  cardNames: ['HBL Platinum', 'HBL Gold'],
};

describe('Your Favorite Deals', () => {
  it('shows the empty text', () => {
    renderWithProviders(
      <FavouritesModal open onClose={vi.fn()} favourites={[]} onRemove={vi.fn()} />,
    );
    expect(screen.getByRole('dialog', { name: 'Your Favorite Deals' })).toHaveTextContent(
      NO_FAVOURITES_TEXT,
    );
  });

  it('lists an entry with Special Offer for a missing discount, its cards, the added date and Remove', async () => {
    const onRemove = vi.fn();
    const { user } = renderWithProviders(
      <FavouritesModal open onClose={vi.fn()} favourites={[entry]} onRemove={onRemove} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Your Favorite Deals' });
    expect(dialog).toHaveTextContent('Special Offer');
    expect(dialog).toHaveTextContent('HBL Platinum, HBL Gold');
    expect(dialog).toHaveTextContent(/Added .*2026/);
    await user.click(within(dialog).getByRole('button', { name: 'Remove KFC' }));
    expect(onRemove).toHaveBeenCalledWith(entry);
  });

  it("names the entry's bank by its Banks document, with its logo", async () => {
    renderWithProviders(
      <FavouritesModal open onClose={vi.fn()} favourites={[entry]} onRemove={vi.fn()} />,
    );
    const badge = screen.getByTestId('bank-badge');
    expect(await within(badge).findByText('HBL Bank')).toBeInTheDocument();
    expect(badge.querySelector('img')).toHaveAttribute('src', '/demo/banks/hbl.svg');
  });

  it('opens the Discounted Cards modal from the card line', async () => {
    const { user } = renderWithProviders(
      <FavouritesModal open onClose={vi.fn()} favourites={[entry]} onRemove={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: /Cards for KFC/ }));
    const cards = screen.getByRole('dialog', { name: 'Discounted Cards' });
    expect(within(cards).getByText('HBL Gold')).toBeInTheDocument();
  });

  it('links to the deal page from the parts of its id, and closes on opening it', async () => {
    const onClose = vi.fn();
    const { user, router } = renderWithProviders(
      <FavouritesModal open onClose={onClose} favourites={[entry]} onRemove={vi.fn()} />,
      { routes: [{ path: '/deal/:bankId/:dealId/:cityId', element: <p>Deal</p> }] },
    );
    const link = screen.getByRole('link', { name: /^KFC/ });
    expect(link).toHaveAttribute('href', '/deal/Hbl/kfc-gulberg-001/Lahore');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/deal/Hbl/kfc-gulberg-001/Lahore');
    expect(onClose).toHaveBeenCalled();
  });

  it('logs and stays put for an id with fewer than 5 parts', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = renderWithProviders(
      <FavouritesModal
        open
        onClose={vi.fn()}
        favourites={[{ ...entry, dealId: 'Hbl-kfc' }]}
        onRemove={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: /^KFC/ }));
    expect(error).toHaveBeenCalledWith('Invalid deal ID format', 'Hbl-kfc');
    expect(router.state.location.pathname).toBe('/');
  });
});
