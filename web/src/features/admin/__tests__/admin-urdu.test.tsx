import {
  type DealFormValues,
  dealFormToRecord,
  emptyDealForm,
  placesFromDeals,
} from '@deals/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { loadLanguage } from '@/lib/i18n/i18n';
import { en } from '@/locales/en';
import { aMember, renderWithProviders, signedIn } from '@/testing/render';
import { type PendingFanOut, placeLine } from '../components/fanout-status';
import AdminRoute from '../routes/admin-route';
import { FormHarness } from './deal-form-harness';
import { formErrorKey } from '../utils/use-form-error';

describe('admin page in Urdu', () => {
  it('refuses a member without the admin claim in Urdu, telling them in words to ask an administrator', async () => {
    await act(() => loadLanguage('ur'));
    renderWithProviders(<AdminRoute />, {
      route: paths.admin.getHref(),
      preloadedState: signedIn(aMember()),
    });
    expect(screen.getByText('صرف ایڈمن کے لیے')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/ایڈمن اکاؤنٹ ضروری ہے/);
    expect(alert).toHaveTextContent(/کسی منتظم سے کہیں/);
    expect(alert).not.toHaveTextContent(/npm run|set-admin/);
    expect(alert.querySelector('code')).toBeNull();
    expect(screen.getByRole('link', { name: 'اپنی ڈیلز پر جائیں' })).toBeInTheDocument();
    expect(document.title).toBe('ایڈمن · Card Deals');
  });

  it('labels the deal form and says its errors in Urdu, cities and categories by their Urdu names', async () => {
    await act(() => loadLanguage('ur'));
    const { user } = renderWithProviders(<FormHarness />);
    expect(screen.getByRole('form', { name: 'نئی ڈیل' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'لاہور' })).toHaveValue('Lahore');
    expect(screen.getByRole('option', { name: 'کھانا' })).toHaveValue('Food');
    await user.click(screen.getByRole('button', { name: 'برانچ شامل کریں' }));
    await user.type(screen.getByLabelText('برانچ 1 کے کوآرڈینیٹس'), 'somewhere');
    await user.click(screen.getByRole('button', { name: 'ڈیل بنائیں' }));
    expect(screen.getByLabelText('عنوان')).toHaveAccessibleDescription('عنوان ضروری ہے');
    expect(screen.getByText('کم از کم ایک کارڈ چنیں')).toBeInTheDocument();
    expect(screen.getByLabelText('برانچ 1 کے کوآرڈینیٹس')).toHaveAccessibleDescription(
      /کوآرڈینیٹس "lat, lng" کی صورت میں پیسٹ کریں/,
    );
    // Back in English, the same errors read as shared/ says them.
    await act(() => loadLanguage('en'));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
  }, 20_000);

  it('says the place confirmation in Urdu, with the Urdu city name', async () => {
    await act(() => loadLanguage('ur'));
    const ids = { bankId: 'Hbl', cityId: 'Lahore', dealId: 'bb-hbl' };
    const pending: PendingFanOut = {
      ...ids,
      action: 'deleted',
      updatedAtBefore: null,
      analyticsBefore: null,
      title: 'Biryani Bay',
      placeKey: 'biryani-bay',
      before: null,
    };
    const place =
      placesFromDeals([
        {
          bankId: 'Mcb',
          cityId: 'Lahore',
          dealId: 'bb-mcb',
          deal: { title: 'Biryani Bay', discount: '30% off' },
        },
      ]).get('Lahore_biryani-bay') ?? null;
    const line = (p: Parameters<typeof placeLine>[0]['place']) =>
      placeLine({ pending, role: 'now', dealDone: true, deal: null, place: p, city: 'لاہور' });
    expect(line(null)).toEqual({
      state: 'done',
      text: '✓ جگہ ہٹا دی گئی: Biryani Bay، لاہور میں کوئی جاری ڈیل باقی نہیں',
    });
    expect(line(place).text).toBe(
      '✓ جگہ اپ ڈیٹ ہو گئی: Biryani Bay، لاہور، 1 بینک، 30% تک رعایت، اس ڈیل کے بغیر',
    );
  });
});

describe('deal form errors', () => {
  const invalid = (patch: Partial<DealFormValues>): string[] => {
    const result = dealFormToRecord({ ...emptyDealForm('Hbl', 'Lahore'), ...patch });
    return result.ok ? [] : Object.values(result.errors);
  };

  it('are each one of the admin texts, so every one of them is shown translated', () => {
    const long = (n: number) => 'x'.repeat(n + 1);
    const said = [
      ...invalid({
        bankId: '',
        cityId: '',
        dealId: 'a/b',
        title: '',
        discount: '',
        categoryId: 'Nothing',
        validFrom: 'soon',
        validTill: 'later',
        maxDiscountPkr: '-1',
        minBillPkr: 'lots',
        offers: [{ title: '', validTill: 'never', cardNames: [] }],
        branches: [{ name: '', address: '', coordinates: 'here' }],
      }),
      ...invalid({
        dealId: long(300),
        title: long(200),
        description: long(2000),
        discount: long(200),
        validDays: long(100),
        imageUrl: long(1000),
        termsAndConditions: long(5000),
        offers: [],
      }),
      ...invalid({ validFrom: '2026-02-01', validTill: '2026-01-01' }),
      ...invalid({ discount: '150% off', imageUrl: 'javascript:alert(1)' }),
      ...invalid({
        cityId: 'Multan',
        offers: [{ title: long(200), validTill: '', cardNames: ['HBL Gold'] }],
      }),
    ];
    expect(said.filter((text) => formErrorKey(text) === undefined)).toEqual([]);
    // Every schema text was produced above: none of the admin texts is a stale copy.
    const schemaTexts = Object.entries(en.admin.errors)
      .filter(([key]) => key !== 'notAdminAnyMore')
      .map(([, text]) => text);
    expect(schemaTexts.filter((text) => !said.includes(text))).toEqual([]);
  });
});
