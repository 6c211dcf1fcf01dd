import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TERMS, type Deal } from '@deals/shared';
import { describe, expect, it } from 'vitest';
import { CardTags, distinctCardNames } from '@/components/card-tags/card-tags';
import { OffersSection } from '../components/offers-section';
import { TermsList } from '../components/terms-list';
import { aDeal } from './fixtures';

describe('card tags', () => {
  it('shows at most 4 distinct cards and a +N more button for the rest', async () => {
    const deal = aDeal();
    render(<CardTags cards={deal.offers[0]!.cardTypes} />);
    const list = screen.getByRole('list', { name: 'Eligible cards' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'HBL Platinum Credit Card',
      'HBL Gold Credit Card',
      'HBL Fuelsaver',
      'HBL Green Debit',
    ]);
    const more = screen.getByRole('button', { name: '+2 more' });
    await userEvent.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('counts names that differ only in case or spacing once', () => {
    expect(
      distinctCardNames([{ cardName: 'Gold' }, { cardName: ' gold ' }, { cardName: 'Platinum' }]),
    ).toEqual(['Gold', 'Platinum']);
  });

  it('has no more button with 4 cards or fewer', () => {
    render(
      <CardTags
        cards={[{ cardName: 'A' }, { cardName: 'B' }, { cardName: 'C' }, { cardName: 'D' }]}
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

/** The offers section of a deal, with the deal's own discount unless another is given. */
const renderOffers = (deal: Deal, dealDiscount = deal.discount) =>
  render(
    <OffersSection
      offers={deal.offers}
      dealDiscount={dealDiscount}
      dealCardNames={deal.cardNames}
    />,
  );

describe('offers', () => {
  it('labels each offer with N% off, its own percentage first, else the deal discount', () => {
    const deal = aDeal();
    renderOffers(deal);
    const offers = screen.getAllByRole('listitem').filter((li) => li.classList.contains('offer'));
    expect(offers).toHaveLength(2);
    expect(within(offers[0]!).getByText('25% off')).toBeInTheDocument();
    expect(within(offers[1]!).getByText('25% off')).toBeInTheDocument();
  });

  it('shows the valid-till date of an offer', () => {
    const deal = aDeal();
    renderOffers(deal);
    expect(screen.getByText('Valid till 31 Dec 2026')).toBeInTheDocument();
  });

  it('shows the deal-level cards when the deal has no offers', () => {
    const deal = aDeal({ offers: [], cardName: 'Meezan Titanium' });
    renderOffers(deal, 'Flat 10% discount');
    expect(screen.getByText('10% off')).toBeInTheDocument();
    expect(screen.getByText('Meezan Titanium')).toBeInTheDocument();
  });
});

describe('terms', () => {
  it('splits terms_and_conditions on full stops into bullets', () => {
    render(<TermsList terms="Valid on dine-in only. Not valid on public holidays." />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Valid on dine-in only',
      'Not valid on public holidays',
    ]);
  });

  it('lists the 5 standard conditions when the deal has no terms', () => {
    render(<TermsList terms="" />);
    const bullets = screen.getAllByRole('listitem');
    expect(bullets).toHaveLength(5);
    expect(bullets.map((li) => li.textContent)).toEqual([...DEFAULT_TERMS]);
  });
});
