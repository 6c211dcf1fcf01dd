import { type Deal, normalizeDeal } from '@deals/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DealCard } from './deal-card';
import { dealHref } from './open-deal';

// The bank names come from this stand-in for the Banks query; the real SDK is not loaded (its
// first import takes seconds on a busy machine).
vi.mock('@/lib/firebase', () => ({ loadFirebase: () => Promise.resolve({ db: {} }) }));
vi.mock('@/lib/banks/banks-query', () => ({
  fetchBankNames: vi
    .fn()
    .mockResolvedValue([{ id: 'Hbl', bankName: 'HBL Bank', bankImage: '/demo/banks/hbl.svg' }]),
}));

const aDeal = (
  raw: Record<string, unknown> = {},
  ids = { bankId: 'Hbl', cityId: 'Lahore', dealId: 'kfc-gulberg-001' },
): Deal =>
  normalizeDeal(
    {
      title: 'KFC',
      discount: 'Up to 25% off on dine-in',
      category_id: 'Food',
      description: 'Crispy',
      ...raw,
    },
    ids,
  );

describe('DealCard', () => {
  it('shows the title, description, category and the first percentage as the badge', () => {
    renderWithProviders(<DealCard deal={aDeal()} onOpen={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'KFC' })).toBeInTheDocument();
    expect(screen.getByText('Crispy')).toBeInTheDocument();
    expect(screen.getByText('Food')).toBeInTheDocument();
    expect(screen.getByText('25% off')).toBeInTheDocument();
  });

  it('shows no badge when the discount has no percentage', () => {
    renderWithProviders(
      <DealCard deal={aDeal({ discount: 'Buy one get one free' })} onOpen={vi.fn()} />,
    );
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
  });

  it('shows the fallback badge it is given when the discount has no percentage', () => {
    const { container, rerender } = renderWithProviders(
      <DealCard
        deal={aDeal({ discount: 'Buy one get one free' })}
        onOpen={vi.fn()}
        badgeFallback="Discount"
      />,
    );
    expect(container.querySelector('.deal-card__badge')).toHaveTextContent(/^Discount$/);
    // A percentage still wins over the fallback.
    rerender(<DealCard deal={aDeal()} onOpen={vi.fn()} badgeFallback="Discount" />);
    expect(container.querySelector('.deal-card__badge')).toHaveTextContent(/^25% off$/);
  });

  it('shows the heart rating only when the deal has reviews', () => {
    const { rerender } = renderWithProviders(<DealCard deal={aDeal()} onOpen={vi.fn()} />);
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    rerender(<DealCard deal={aDeal({ reviewCount: 3, avgSentiment: 3.5 })} onOpen={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
  });

  it('opens with the keyboard', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const deal = aDeal();
    renderWithProviders(<DealCard deal={deal} onOpen={onOpen} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(deal);
  });

  it('is a link to the deal page that opens in the app on a plain click', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const deal = aDeal();
    renderWithProviders(
      <DealCard deal={deal} onOpen={onOpen} href="/guest-deal/Hbl/kfc-gulberg-001/Lahore" />,
    );
    const link = screen.getByRole('link', { name: 'KFC' });
    expect(link).toHaveAttribute('href', '/guest-deal/Hbl/kfc-gulberg-001/Lahore');
    await user.click(link);
    expect(onOpen).toHaveBeenCalledWith(deal);
    onOpen.mockClear();
    link.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('leaves a Ctrl, Cmd or Shift click on the link to the browser (a new tab or window)', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderWithProviders(
      <DealCard deal={aDeal()} onOpen={onOpen} href="/guest-deal/Hbl/kfc-gulberg-001/Lahore" />,
    );
    const link = screen.getByRole('link', { name: 'KFC' });
    for (const key of ['Control', 'Meta', 'Shift']) {
      const clicks: boolean[] = [];
      // Runs after React's handler (the listener sits on the document, outside the app's root),
      // then stops the navigation jsdom cannot do.
      const record = (event: MouseEvent) => {
        clicks.push(event.defaultPrevented);
        event.preventDefault();
      };
      document.addEventListener('click', record);
      await user.keyboard(`{${key}>}`);
      await user.click(link);
      await user.keyboard(`{/${key}}`);
      document.removeEventListener('click', record);
      expect(clicks).toEqual([false]);
    }
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('is a button without an address', () => {
    renderWithProviders(<DealCard deal={aDeal()} onOpen={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'KFC' })).toContainElement(
      screen.getByRole('button', { name: 'KFC' }),
    );
    expect(screen.queryByRole('link', { name: 'KFC' })).not.toBeInTheDocument();
  });

  it('toggles the favourite without opening the deal', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const onToggle = vi.fn();
    renderWithProviders(
      <DealCard deal={aDeal()} onOpen={onOpen} favourite={{ isFavourite: false, onToggle }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('labels a saved deal Remove from favorites', () => {
    renderWithProviders(
      <DealCard
        deal={aDeal()}
        onOpen={vi.fn()}
        favourite={{ isFavourite: true, onToggle: vi.fn() }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('has no favourite button when none is given', () => {
    renderWithProviders(<DealCard deal={aDeal()} onOpen={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /favorites/ })).not.toBeInTheDocument();
  });
});

describe('DealCard: whose deal it is', () => {
  const cards = ['Visa Gold', 'Visa Platinum', 'Mastercard Titanium', 'Debit Classic', 'Signature'];
  const withCards = () =>
    aDeal({ offers: [{ title: 'Dine-in', card_type: cards.map((cardName) => ({ cardName })) }] });

  it('shows the bank by its display name and logo, never the stored id', async () => {
    renderWithProviders(<DealCard deal={aDeal()} onOpen={vi.fn()} />);
    const badge = screen.getByTestId('bank-badge');
    expect(await screen.findByText('HBL Bank')).toBeInTheDocument();
    expect(badge.querySelector('img')).toHaveAttribute('src', '/demo/banks/hbl.svg');
    expect(badge).not.toHaveTextContent('Hbl');
  });

  it('names the first four cards and shows the rest behind "+1 more", without opening the deal', async () => {
    const onOpen = vi.fn();
    const { user } = renderWithProviders(<DealCard deal={withCards()} onOpen={onOpen} />);
    const list = screen.getByRole('list', { name: 'Cards for KFC' });
    expect(list.querySelectorAll('li')).toHaveLength(4);
    expect(list).not.toHaveTextContent('Signature');
    await user.click(screen.getByRole('button', { name: '+1 more' }));
    expect(screen.getByRole('list', { name: 'Cards for KFC' })).toHaveTextContent('Signature');
    expect(onOpen).not.toHaveBeenCalled();
  });
});

describe('dealHref', () => {
  it('sends guests to the guest deal page and members to the deal page', () => {
    const ids = { bankId: 'Hbl', cityId: 'Lahore', dealId: 'kfc-1' };
    expect(dealHref(ids, false)).toBe('/guest-deal/Hbl/kfc-1/Lahore');
    expect(dealHref(ids, true)).toBe('/deal/Hbl/kfc-1/Lahore');
  });

  it('logs and refuses a deal missing an id', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(dealHref({ bankId: 'Hbl', cityId: '', dealId: 'kfc-1' }, false)).toBeNull();
    expect(error).toHaveBeenCalled();
  });
});

describe('useOpenDeal', () => {
  it('carries the deal card navigation state to the guest deal page', async () => {
    const { DealGrid, useOpenDeal } = await import('./index');
    const deal = aDeal();
    function Grid() {
      const open = useOpenDeal();
      return (
        <DealGrid
          items={[deal]}
          label="Deals"
          onOpen={(d) => open(d, { member: false, fromLandingPage: true })}
        />
      );
    }
    const { router, user } = renderWithProviders(<Grid />, {
      routes: [{ path: '/guest-deal/:bankId/:dealId/:cityId', element: <p>Guest deal</p> }],
    });
    await user.click(screen.getByRole('button', { name: 'KFC' }));
    expect(await screen.findByText('Guest deal')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({
      dealId: 'kfc-gulberg-001',
      bankId: 'Hbl',
      cityId: 'Lahore',
      categoryId: 'Food',
      title: 'KFC',
      discount: 'Up to 25% off on dine-in',
      isFavorite: false,
      rating: null,
      fromLandingPage: true,
    });
  });
});
