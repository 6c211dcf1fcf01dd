import {
  type DealFormValues,
  dealFormPreviewData,
  deriveDealFields,
  emptyDealForm,
  normalizeDeal,
  pakistanDate,
  placesFromDeals,
  previewPlaceAfterWrite,
} from '@deals/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { aMember, renderWithProviders, signedIn } from '@/testing/render';
import { DealPreview, placePreviewNote } from '../components/deal-preview';
import { dealFannedOut, type PendingFanOut, placeLine } from '../components/fanout-status';
import AdminRoute from '../routes/admin-route';
import { FormHarness } from './deal-form-harness';

// The place preview and place confirmation tests below write this UBL deal, today.
const TODAY = pakistanDate(Date.now());
const ids = { bankId: 'Ubl', cityId: 'Lahore', dealId: 'bb-ubl' };
/** Biryani Bay in Lahore with HBL and MCB deals, as the functions store it. */
const storedPlace = () =>
  placesFromDeals([
    {
      bankId: 'Hbl',
      cityId: 'Lahore',
      dealId: 'bb-hbl',
      deal: { title: 'Biryani Bay', discount: '25% off' },
    },
    {
      bankId: 'Mcb',
      cityId: 'Lahore',
      dealId: 'bb-mcb',
      deal: { title: 'Biryani Bay', discount: '30% off' },
    },
  ]).get('Lahore_biryani-bay') ?? null;

describe('admin page', () => {
  it('refuses a member without the admin claim with a clear page', () => {
    const member = aMember();
    renderWithProviders(<AdminRoute />, {
      route: paths.admin.getHref(),
      preloadedState: signedIn(member),
    });
    expect(screen.getByText('Admins only')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/needs an admin account/);
    // Members are told whom to ask in plain words; the command is for the README's readers only.
    expect(alert).toHaveTextContent(/ask an administrator to give your account admin rights/);
    expect(alert).not.toHaveTextContent(/npm run|set-admin/);
    expect(alert.querySelector('code')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New deal' })).not.toBeInTheDocument();
  });
});

describe('deal form', () => {
  it('shows each error beside its field and writes nothing', async () => {
    const onRecord = vi.fn();
    const { user } = renderWithProviders(<FormHarness onRecord={onRecord} />);
    await user.click(screen.getByRole('button', { name: 'Add branch' }));
    await user.type(screen.getByLabelText('Branch 1 coordinates'), 'somewhere');
    await user.click(screen.getByRole('button', { name: 'Create deal' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(screen.getByLabelText(/^Discount/)).toHaveAccessibleDescription(/Discount is required/);
    expect(screen.getByText('Pick at least one card')).toBeInTheDocument();
    expect(screen.getByLabelText('Branch 1 coordinates')).toHaveAccessibleDescription(
      /Paste coordinates as "lat, lng"/,
    );
    expect(onRecord).not.toHaveBeenCalled();
  }, 20_000);

  it('brings the first error into view and focuses it when Create deal is refused', async () => {
    const scrolled: Element[] = [];
    const had = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollIntoView');
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this);
    };
    try {
      const { user } = renderWithProviders(<FormHarness onRecord={vi.fn()} />);
      await user.type(screen.getByLabelText('Title'), 'Zinger Hub');
      await user.click(screen.getByRole('button', { name: 'Create deal' }));
      const discount = screen.getByLabelText(/^Discount/);
      expect(discount).toHaveFocus();
      expect(scrolled).toEqual([discount]);
      // Fixed fields leave the focus alone; the next refusal goes to what is still wrong.
      await user.type(discount, '20% off');
      await user.click(screen.getByRole('button', { name: 'Create deal' }));
      expect(screen.getByLabelText('Offer 1 title')).toHaveFocus();
      await user.type(screen.getByLabelText('Offer 1 title'), 'Dine-in');
      await user.click(screen.getByRole('button', { name: 'Create deal' }));
      expect(screen.getByRole('checkbox', { name: 'HBL Gold Credit Card' })).toHaveFocus();
      expect(screen.getByText('Pick at least one card')).toBeInTheDocument();
    } finally {
      if (had) Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', had);
      else delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  }, 20_000);

  it('takes PKR amounts with thousands commas, as the bill field does', async () => {
    const onRecord = vi.fn();
    const { user } = renderWithProviders(<FormHarness onRecord={onRecord} />);
    await user.type(screen.getByLabelText('Title'), 'Zinger Hub');
    await user.type(screen.getByLabelText(/^Discount/), '20% off');
    await user.type(screen.getByLabelText('Offer 1 title'), 'Dine-in');
    await user.click(screen.getByRole('checkbox', { name: 'HBL Gold Credit Card' }));
    await user.type(screen.getByLabelText(/^Maximum discount/), '3,000');
    await user.type(screen.getByLabelText(/^Minimum bill/), 'Rs 1,50,000');
    await user.click(screen.getByRole('button', { name: 'Create deal' }));
    expect(screen.getByLabelText(/^Maximum discount/)).not.toHaveAttribute('aria-invalid');
    expect(onRecord).toHaveBeenCalledWith(
      expect.objectContaining({
        data: expect.objectContaining({ max_discount_pkr: 3000, min_bill_pkr: 150000 }) as unknown,
      }),
    );
  }, 20_000);

  it('says under the valid days and image fields what they take, where a narrow field shows it whole', () => {
    renderWithProviders(<FormHarness onRecord={vi.fn()} />);
    expect(screen.getByLabelText('Valid days')).toHaveAccessibleDescription(
      'Such as Fri, Sat, Sun; empty for every day',
    );
    expect(screen.getByLabelText('Valid days')).not.toHaveAttribute('placeholder');
    expect(screen.getByLabelText('Image address')).toHaveAccessibleDescription(
      'A path such as /demo/brands/kfc.webp, or an https:// address',
    );
  });

  it('offers the chosen bank’s cards and builds the import’s record from the form', async () => {
    const onRecord = vi.fn();
    const { user } = renderWithProviders(<FormHarness onRecord={onRecord} />);
    await user.type(screen.getByLabelText('Title'), 'Zinger Hub');
    await user.type(screen.getByLabelText(/^Discount/), '20% off');
    await user.type(screen.getByLabelText('Offer 1 title'), 'Dine-in');
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'HBL Gold Credit Card',
      'HBL Classic Debit Card',
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'HBL Gold Credit Card' }));
    await user.click(screen.getByRole('button', { name: 'Add branch' }));
    await user.type(screen.getByLabelText('Branch 1 name'), 'Gulberg');
    await user.type(screen.getByLabelText('Branch 1 address'), 'Main Blvd');
    await user.type(screen.getByLabelText('Branch 1 coordinates'), '31.5204, 74.3587');
    await user.click(screen.getByRole('button', { name: 'Create deal' }));
    expect(onRecord).toHaveBeenCalledWith(
      expect.objectContaining({
        bankId: 'Hbl',
        cityId: 'Lahore',
        dealId: 'food-zinger-hub',
        data: expect.objectContaining({
          title: 'Zinger Hub',
          discount: '20% off',
          offers: [
            expect.objectContaining({
              card_type: [{ cardName: 'HBL Gold Credit Card', cardImage: '/gold.svg' }],
            }),
          ],
          deal_branches: [
            { name: 'Gulberg', full_address: 'Main Blvd', latitude: 31.5204, longitude: 74.3587 },
          ],
        }) as unknown,
      }),
    );
  }, 20_000);
});

describe('fan-out confirmation', () => {
  const pending: PendingFanOut = {
    bankId: 'Hbl',
    cityId: 'Lahore',
    dealId: 'zinger-hub',
    action: 'created',
    updatedAtBefore: null,
    analyticsBefore: null,
    title: 'Zinger Hub',
    placeKey: 'zinger-hub',
    before: null,
  };
  const raw = { title: 'Zinger Hub', discount: '20% off', category_id: 'Food' };

  it('waits while the deal lacks its derived fields', () => {
    expect(dealFannedOut(pending, undefined)).toBe(false);
    expect(dealFannedOut(pending, raw)).toBe(false);
  });

  it('confirms once the stored derived fields match the content and updatedAt moved', () => {
    const stored = {
      ...raw,
      ...deriveDealFields(raw, {
        bankId: 'Hbl',
        cityId: 'Lahore',
        today: pakistanDate(Date.now()),
      }),
      trendingScore: 1,
      updatedAt: 5,
    };
    expect(dealFannedOut(pending, stored)).toBe(true);
    expect(dealFannedOut({ ...pending, action: 'saved', updatedAtBefore: 5 }, stored)).toBe(false);
    expect(dealFannedOut(pending, { ...stored, discountPercent: 10 })).toBe(false);
    expect(dealFannedOut({ ...pending, action: 'deleted' }, null)).toBe(true);
    expect(dealFannedOut({ ...pending, action: 'deleted' }, raw)).toBe(false);
  });
});

describe('place tile preview', () => {
  const values = (patch: Partial<DealFormValues>): DealFormValues => ({
    ...emptyDealForm('Ubl', 'Lahore'),
    title: 'Biryani Bay',
    discount: '35% off',
    ...patch,
  });
  const render = (v: DealFormValues, current: unknown, stored: 'joins' | 'new') => {
    const raw = dealFormPreviewData(v, []);
    const place = previewPlaceAfterWrite({ ...ids, deal: raw, today: TODAY, current });
    return renderWithProviders(
      <DealPreview deal={normalizeDeal(raw, ids)} place={{ ...place, stored }} cityId="Lahore" />,
    );
  };

  it('shows the stored place with this deal in it, next to the deal card, while the form is incomplete', () => {
    // No card picked yet: the form has errors, the preview still shows what is typed.
    render(values({}), storedPlace(), 'joins');
    const tile = screen.getByRole('region', { name: 'Place tile preview' });
    expect(tile).toHaveTextContent('Biryani Bay');
    expect(tile).toHaveTextContent('3 banks · up to 35% off');
    expect(tile).toHaveTextContent('Biryani Bay in Lahore: its other current deals with this one.');
    const card = screen.getByRole('region', { name: 'Deal card preview' });
    expect(card).toHaveTextContent('Biryani Bay');
    expect(card).toHaveTextContent('35% off');
  });

  it('shows a new place made of this deal alone', () => {
    render(values({ title: 'Karahi Corner' }), null, 'new');
    const tile = screen.getByRole('region', { name: 'Place tile preview' });
    expect(tile).toHaveTextContent('Karahi Corner');
    expect(tile).toHaveTextContent('1 bank · up to 35% off');
    expect(tile).toHaveTextContent('A new place: no current deal in Lahore has this title yet.');
  });

  it('says an expired deal is on no tile', () => {
    render(values({ validTill: '2020-01-01' }), null, 'new');
    const tile = screen.getByRole('region', { name: 'Place tile preview' });
    expect(tile.querySelector('[data-testid="place-tile"]')).toBeNull();
    expect(tile).toHaveTextContent(/not current .* no place tile shows it/);
  });

  it('says while the stored place is being looked up, and when it could not be read', () => {
    const place = previewPlaceAfterWrite({ ...ids, deal: { title: 'X' }, today: TODAY });
    expect(placePreviewNote({ ...place, stored: 'looking' }, 'Lahore')).toBe(
      'Looking up this place in Lahore…',
    );
    expect(placePreviewNote({ ...place, stored: 'unknown' }, 'Lahore')).toMatch(
      /Could not read the place in Lahore/,
    );
  });
});

describe('place confirmation', () => {
  const stored = (raw: Record<string, unknown>) => ({
    ...raw,
    ...deriveDealFields(raw, { ...ids, today: TODAY }),
    trendingScore: 1,
    updatedAt: 5,
  });
  const created: PendingFanOut = {
    ...ids,
    action: 'created',
    updatedAtBefore: null,
    analyticsBefore: null,
    title: 'Biryani Bay',
    placeKey: 'biryani-bay',
    before: null,
  };
  const deal = stored({ title: 'Biryani Bay', discount: '35% off' });
  const withDeal = previewPlaceAfterWrite({ ...ids, deal, today: TODAY, current: storedPlace() });

  it('waits for the deal’s fan-out and for the place to list the deal as written', () => {
    const line = (p: Partial<Parameters<typeof placeLine>[0]>) =>
      placeLine({
        pending: created,
        role: 'now',
        dealDone: true,
        deal,
        place: withDeal.place,
        ...p,
      });
    expect(line({ dealDone: false })).toEqual({
      state: 'waiting',
      text: '… Waiting for the place Biryani Bay in Lahore',
    });
    expect(line({ place: undefined }).state).toBe('waiting');
    expect(line({ place: storedPlace() })).toEqual({
      state: 'waiting',
      text: '… Waiting for the place Biryani Bay in Lahore to list this deal',
    });
    expect(line({ place: null }).state).toBe('waiting');
    expect(line({})).toEqual({
      state: 'done',
      text: '✓ Place updated: Biryani Bay in Lahore, 3 banks, up to 35% off',
    });
    // An edit of the discount waits until the place shows the new one.
    const edited = stored({ title: 'Biryani Bay', discount: '40% off' });
    expect(line({ deal: edited, pending: { ...created, action: 'saved' } }).state).toBe('waiting');
  });

  it('confirms that an expired or deleted deal left its place, or that the place was removed', () => {
    const expired: PendingFanOut = { ...created, action: 'expired' };
    const deleted: PendingFanOut = { ...created, action: 'deleted' };
    const line = (pending: PendingFanOut, place: Parameters<typeof placeLine>[0]['place']) =>
      placeLine({ pending, role: 'now', dealDone: true, deal: null, place });
    expect(line(expired, withDeal.place)).toEqual({
      state: 'waiting',
      text: '… Waiting for the place Biryani Bay in Lahore to drop this deal',
    });
    expect(line(expired, storedPlace())).toEqual({
      state: 'done',
      text: '✓ Place updated: Biryani Bay in Lahore, 2 banks, up to 30% off, without this deal',
    });
    expect(line(deleted, null)).toEqual({
      state: 'done',
      text: '✓ Place removed: Biryani Bay in Lahore has no current deal left',
    });
  });

  it('follows the place a renamed deal left', () => {
    const renamed: PendingFanOut = {
      ...created,
      action: 'saved',
      before: { title: 'Biryani Bay', placeKey: 'biryani-bay' },
    };
    expect(
      placeLine({ pending: renamed, role: 'before', dealDone: true, deal, place: null }),
    ).toEqual({
      state: 'done',
      text: '✓ Previous place removed: Biryani Bay in Lahore has no current deal left',
    });
  });

  it('says a deal that is not current is on no place', () => {
    const old = stored({ title: 'Biryani Bay', discount: '35% off', valid_till: '2020-01-01' });
    expect(
      placeLine({ pending: created, role: 'now', dealDone: true, deal: old, place: null }),
    ).toEqual({
      state: 'done',
      text: '✓ No place lists this deal: it is not current. Place removed: Biryani Bay in Lahore has no current deal left',
    });
  });
});
