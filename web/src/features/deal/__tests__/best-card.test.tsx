import { normalizeDeal } from '@deals/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aMember, renderWithProviders, signedIn, signedOut } from '@/testing/render';
import { BestCardForBill } from '../components/best-card';

const place = vi.hoisted(() => ({ current: [] as unknown[], asked: [] as unknown[] }));
const userDoc = vi.hoisted(() => ({ current: null as { UserCards: unknown[] } | null }));

vi.mock('../api/place-deals-api', () => ({
  // skipToken (a symbol) reads nothing, as RTK Query's hook does.
  usePlaceDealsQuery: (arg: unknown) => {
    place.asked.push(arg);
    return { data: typeof arg === 'symbol' ? undefined : place.current };
  },
}));
vi.mock('@/lib/user/user-doc-api', () => ({
  useGetUserDocQuery: () => ({ data: userDoc.current }),
}));
vi.mock('@/lib/banks/bank-names-api', () => ({
  useBankNames: () => (id: string) => ({ Hbl: 'HBL', Mcb: 'MCB', Ubl: 'UBL' })[id] ?? id,
}));

const MONDAY = '2026-11-23';
const deal = (bankId: string, dealId: string, raw: Record<string, unknown>) =>
  normalizeDeal({ title: 'Pizza Piazza', ...raw }, { bankId, cityId: 'Lahore', dealId });

const hbl = deal('Hbl', 'pizza-hbl', {
  discount: '30% off',
  max_discount_pkr: 1_000,
  offers: [{ card_type: [{ cardName: 'HBL Gold' }] }],
});
const mcb = deal('Mcb', 'pizza-mcb', {
  discount: '20% off',
  offers: [{ card_type: [{ cardName: 'MCB Classic' }] }],
});
const ubl = deal('Ubl', 'pizza-ubl', {
  discount: '50% off',
  valid_days: ['Fri', 'Sat', 'Sun'],
  offers: [{ card_type: [{ cardName: 'UBL Visa' }] }],
});

function renderBestCard(state = signedOut) {
  return renderWithProviders(<BestCardForBill deal={hbl} today={MONDAY} />, {
    route: '/guest-deal/Hbl/pizza-hbl/Lahore',
    preloadedState: state,
  });
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Cards ranked for this bill' })).getAllByRole('listitem');

beforeEach(() => {
  place.current = [hbl, mcb, ubl];
  place.asked = [];
  userDoc.current = null;
});

describe('best card for this bill', () => {
  it('asks for the bill before ranking', () => {
    renderBestCard();
    expect(screen.getByText('Enter your bill to see what each card saves.')).toBeInTheDocument();
  });

  it('ranks every bank’s card at the place by rupees saved and says why one does not apply', async () => {
    const { user } = renderBestCard();
    await user.type(screen.getByLabelText('Your bill (PKR)'), '8,000');
    const [first, second, third] = rows();
    expect(first).toHaveTextContent('MCB Classic');
    expect(first).toHaveTextContent('Save PKR 1,600');
    expect(second).toHaveTextContent('HBL Gold');
    expect(second).toHaveTextContent('Save PKR 1,000 (cap reached)');
    expect(third).toHaveTextContent('UBL Visa');
    expect(third).toHaveTextContent('Doesn’t apply: Fri-Sun only');
    expect(within(first!).getByRole('link', { name: 'see deal' })).toHaveAttribute(
      'href',
      '/guest-deal/Mcb/pizza-mcb/Lahore',
    );
  });

  it('ranks a card members reported refused here lower and says so', async () => {
    const refused = deal('Mcb', 'pizza-mcb', {
      discount: '20% off',
      offers: [{ card_type: [{ cardName: 'MCB Classic' }] }],
      till: {
        days: { [MONDAY]: { 'card-refused': 2, cards: { 'mcb classic': 2 } } },
        lastConfirmed: null,
        reported: false,
      },
    });
    place.current = [hbl, refused, ubl];
    const { user } = renderBestCard();
    await user.type(screen.getByLabelText('Your bill (PKR)'), '8,000');
    const [first, second] = rows();
    expect(first).toHaveTextContent('HBL Gold');
    expect(first).not.toHaveTextContent('Ranked lower');
    expect(second).toHaveTextContent('MCB Classic');
    expect(second).toHaveTextContent('Save PKR 1,600');
    expect(second).toHaveTextContent(
      'Ranked lower: 2 members say this card was refused here this month',
    );
  });

  it('applies a deal on a day it is valid when the person picks that day', async () => {
    const { user } = renderBestCard();
    await user.type(screen.getByLabelText('Your bill (PKR)'), '8000');
    await user.selectOptions(screen.getByLabelText('Day'), 'Fri 27 Nov');
    expect(rows()[0]).toHaveTextContent('UBL Visa');
    expect(rows()[0]).toHaveTextContent('Save PKR 4,000');
  });

  it('reads decimals as rupees and paise, so no card saves more than the bill', async () => {
    const { user } = renderBestCard();
    await user.type(screen.getByLabelText('Your bill (PKR)'), '5000.75');
    // MCB 20% of 5,000.75 is 1,000 (whole rupees), not 20% of 500,075.
    expect(rows()[0]).toHaveTextContent('Save PKR 1,000');
    expect(screen.getByLabelText('Your bill (PKR)')).not.toHaveAttribute('aria-invalid');
  });

  it('reads a bill typed in Urdu digits', async () => {
    const { user } = renderBestCard();
    await user.type(screen.getByLabelText('Your bill (PKR)'), '۸۰۰۰');
    expect(rows()[0]).toHaveTextContent('Save PKR 1,600');
  });

  it.each(['-500', '5k', '1e4'])(
    'says how to write the bill for %j instead of pricing a guess',
    async (text) => {
      const { user } = renderBestCard();
      const input = screen.getByLabelText('Your bill (PKR)');
      await user.type(input, text);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(
        'Enter the bill in rupees, as a number: for example 5,000 or 1,250.50.',
      );
      expect(screen.queryByRole('list', { name: 'Cards ranked for this bill' })).toBeNull();
    },
  );

  it('says the largest bill it prices', async () => {
    const { user } = renderBestCard();
    await user.type(screen.getByLabelText('Your bill (PKR)'), '20000000');
    expect(screen.getByLabelText('Your bill (PKR)')).toHaveAccessibleDescription(
      'Enter a bill of at most PKR 10,000,000.',
    );
  });

  it('lists the best cards first and the rest on request, where many banks serve the place', async () => {
    const many = Array.from({ length: 11 }, (_, i) =>
      deal(`Bank${i}`, `pizza-${i}`, {
        discount: `${10 + i}% off`,
        offers: [{ card_type: [{ cardName: `Card ${i}` }] }],
      }),
    );
    place.current = many;
    const { user } = renderWithProviders(<BestCardForBill deal={many[0]} today={MONDAY} />, {
      route: '/guest-deal/Bank0/pizza-0/Lahore',
      preloadedState: signedOut,
    });
    await user.type(screen.getByLabelText('Your bill (PKR)'), '1000');
    expect(rows()).toHaveLength(8);
    expect(rows()[0]).toHaveTextContent('Card 10');
    const more = screen.getByRole('button', { name: 'Show all 11 cards' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(rows()).toHaveLength(11);
    expect(rows()[10]).toHaveTextContent('Card 0');
    await user.click(screen.getByRole('button', { name: 'Show the best 8 only' }));
    expect(rows()).toHaveLength(8);
  });

  it('invites guests to add their cards', () => {
    renderBestCard();
    expect(screen.getByRole('link', { name: 'Sign up and add your cards' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('shows a member only their own cards, marked, with a switch to all cards', async () => {
    userDoc.current = { UserCards: [{ bank: 'Hbl', cardName: 'HBL Gold', cardImage: '' }] };
    const { user } = renderBestCard(signedIn(aMember()));
    await user.type(screen.getByLabelText('Your bill (PKR)'), '8000');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('HBL Gold');
    expect(rows()[0]).toHaveTextContent('Your card');
    await user.click(screen.getByLabelText('Show all cards, not only mine'));
    expect(rows()).toHaveLength(3);
  });

  it('reads the other banks’ deals for a guest only once the calculator is used', async () => {
    const { user } = renderBestCard();
    expect(place.asked.length).toBeGreaterThan(0);
    expect(place.asked.every((arg) => typeof arg === 'symbol')).toBe(true);
    await user.click(screen.getByLabelText('Your bill (PKR)'));
    expect(place.asked.at(-1)).toEqual({ cityId: 'Lahore', title: 'Pizza Piazza' });
  });

  it('reads them at once for a member, whose own cards are ranked before any bill', () => {
    renderBestCard(signedIn(aMember()));
    expect(place.asked[0]).toEqual({ cityId: 'Lahore', title: 'Pizza Piazza' });
  });
});
