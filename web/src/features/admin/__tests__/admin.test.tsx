import {
  type Bank,
  type DealFormErrors,
  type DealFormValues,
  asBankId,
  dealFormToRecord,
  deriveDealFields,
  emptyDealForm,
  pakistanDate,
} from '@deals/shared';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { aMember, renderWithProviders, signedIn } from '@/testing/render';
import { DealForm } from '../components/deal-form';
import { dealFannedOut, type PendingFanOut } from '../components/fanout-status';
import AdminRoute from '../routes/admin-route';

const HBL: Bank = {
  id: asBankId('Hbl'),
  bankName: 'HBL',
  bankImage: '',
  cardImage: '',
  ratings: 4,
  cards: [
    { id: 'gold', cardName: 'HBL Gold Credit Card', cardImage: '/gold.svg' },
    { id: 'classic', cardName: 'HBL Classic Debit Card', cardImage: '/classic.svg' },
  ],
};

/** The form with the page's submit logic: check with shared/'s schema, keep the record. */
function FormHarness({ onRecord }: { onRecord: (data: unknown) => void }) {
  const [values, setValues] = useState<DealFormValues>(emptyDealForm('Hbl', 'Lahore'));
  const [errors, setErrors] = useState<DealFormErrors>({});
  return (
    <DealForm
      values={values}
      errors={errors}
      banks={[HBL]}
      cities={['Lahore', 'Karachi']}
      isNew
      saving={false}
      onChange={setValues}
      onCancel={() => undefined}
      onSubmit={() => {
        const result = dealFormToRecord(values, HBL.cards);
        if (result.ok) {
          setErrors({});
          onRecord(result.record);
        } else setErrors(result.errors);
      }}
    />
  );
}

describe('admin page', () => {
  it('refuses a member without the admin claim with a clear page', () => {
    const member = aMember();
    renderWithProviders(<AdminRoute />, {
      route: paths.admin.getHref(),
      preloadedState: signedIn(member),
    });
    expect(screen.getByText('Admins only')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/needs an admin account/);
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
