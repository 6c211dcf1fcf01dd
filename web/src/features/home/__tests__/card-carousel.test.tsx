import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { CardCarousel } from '../components/card-carousel';

const banks = vi.hoisted(() => ({ fetchBankNames: vi.fn() }));
vi.mock('@/lib/banks/banks-query', () => banks);
vi.mock('@/lib/firebase', () => ({ loadFirebase: () => Promise.resolve({ db: {} }) }));

// As card setup stores them: the bank's document id, not its name.
const cards = [
  { bank: 'Hbl', cardName: 'HBL Platinum Credit Card', cardImage: '' },
  { bank: 'DubaiIslamic', cardName: 'DIB Visa Platinum', cardImage: '' },
  { bank: 'BankAlFalah', cardName: 'Alfalah Gold Credit Card', cardImage: '' },
];

const bankLines = () =>
  within(screen.getByRole('group', { name: 'Your cards' }))
    .getAllByRole('button')
    .map((button) => button.querySelector('.card-carousel__bank')?.textContent);

beforeEach(() => {
  banks.fetchBankNames.mockReset();
});

describe('card carousel', () => {
  it('shows each card’s bank by the name of its Banks document', async () => {
    banks.fetchBankNames.mockResolvedValue([
      { id: 'Hbl', bankName: 'HBL' },
      { id: 'DubaiIslamic', bankName: 'Dubai Islamic Bank' },
      { id: 'BankAlFalah', bankName: 'Bank Alfalah' },
    ]);
    renderWithProviders(<CardCarousel cards={cards} selected={0} onSelect={vi.fn()} />);
    await waitFor(() => expect(bankLines()).toEqual(['HBL', 'Dubai Islamic Bank', 'Bank Alfalah']));
    expect(banks.fetchBankNames).toHaveBeenCalledWith({}, ['BankAlFalah', 'DubaiIslamic', 'Hbl']);
  });

  it('reads the same bank once for cards stored under different spellings', async () => {
    banks.fetchBankNames.mockResolvedValue([{ id: 'Hbl', bankName: 'HBL' }]);
    renderWithProviders(
      <CardCarousel
        cards={[
          { bank: 'HBL', cardName: 'HBL Gold', cardImage: '' },
          { bank: 'Hbl', cardName: 'HBL Platinum', cardImage: '' },
        ]}
        selected={0}
        onSelect={vi.fn()}
      />,
    );
    await waitFor(() => expect(banks.fetchBankNames).toHaveBeenCalledTimes(1));
    expect(banks.fetchBankNames).toHaveBeenCalledWith({}, ['Hbl']);
    expect(bankLines()).toEqual(['HBL', 'HBL']);
  });

  it('never shows a raw stored id, even when the names cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    banks.fetchBankNames.mockRejectedValue(new Error('offline'));
    renderWithProviders(<CardCarousel cards={cards} selected={0} onSelect={vi.fn()} />);
    await waitFor(() => expect(banks.fetchBankNames).toHaveBeenCalled());
    expect(bankLines()).toEqual(['HBL', 'Dubai Islamic Bank', 'Bank Alfalah']);
  });
});
