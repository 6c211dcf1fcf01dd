import { describe, expect, it } from 'vitest';
import { datasetDealSchema } from './dataset.js';
import {
  dealFormPreviewData,
  dealFormToRecord,
  dealToFormValues,
  emptyDealForm,
  parseCoordinates,
  type DealFormValues,
} from './deal-form.js';
import { normalizeDeal } from './normalize.js';

const filled = (): DealFormValues => ({
  ...emptyDealForm('Hbl', 'Lahore'),
  title: 'Zinger Hub',
  discount: '20% off',
  validFrom: '2026-01-01',
  validTill: '2026-12-31',
  maxDiscountPkr: '2000',
  offers: [{ title: 'Dine-in', validTill: '', cardNames: ['HBL Gold'] }],
  branches: [{ name: 'Gulberg', address: 'Main Blvd', coordinates: '31.52, 74.35' }],
});

describe('parseCoordinates', () => {
  it('reads "lat, lng" as pasted from a map, and refuses out-of-range values', () => {
    expect(parseCoordinates(' 31.5204, 74.3587 ')).toEqual([31.5204, 74.3587]);
    expect(parseCoordinates('-33.9 151.2')).toEqual([-33.9, 151.2]);
    expect(parseCoordinates('91, 10')).toBeNull();
    expect(parseCoordinates('Lahore')).toBeNull();
  });
});

describe('dealFormToRecord', () => {
  it('builds a record the import schema accepts and the normaliser reads back', () => {
    const result = dealFormToRecord(filled(), [{ cardName: 'HBL Gold', cardImage: '/g.svg' }]);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(datasetDealSchema.safeParse(result.record).success).toBe(true);
    expect(result.record.dealId).toBe('food-zinger-hub');
    const deal = normalizeDeal(result.record.data, result.record);
    expect(deal.cardNames).toEqual(['HBL Gold']);
    expect(deal.capPkr).toBe(2000);
    expect(deal.branches[0]).toMatchObject({ latitude: 31.52, longitude: 74.35 });
  });

  it('names every invalid field by its path', () => {
    const result = dealFormToRecord({
      ...filled(),
      title: ' ',
      validFrom: '2027-01-01',
      minBillPkr: '-5',
      offers: [{ title: '', validTill: 'soon', cardNames: [] }],
      branches: [{ name: 'A', address: 'B', coordinates: '300, 1' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'branches.0.coordinates',
      'minBillPkr',
      'offers.0.cardNames',
      'offers.0.title',
      'offers.0.validTill',
      'title',
      'validTill',
    ]);
  });

  it('refuses a percentage off above 100, and takes a rupee discount as written', () => {
    const tooMuch = dealFormToRecord({ ...filled(), discount: '150% off' });
    expect(tooMuch.ok).toBe(false);
    if (!tooMuch.ok)
      expect(tooMuch.errors['discount']).toBe(
        'A percentage off must be more than 0 and at most 100',
      );
    const rupees = dealFormToRecord({ ...filled(), discount: 'Flat Rs. 500 off' }, [
      { cardName: 'HBL Gold', cardImage: '/g.svg' },
    ]);
    expect(rupees.ok).toBe(true);
  });

  it('takes a picture from the web or this site only', () => {
    const card = [{ cardName: 'HBL Gold', cardImage: '/g.svg' }];
    for (const imageUrl of ['https://cdn.example.com/a.png', '/demo/a.svg', ''])
      expect(dealFormToRecord({ ...filled(), imageUrl }, card).ok, imageUrl).toBe(true);
    for (const imageUrl of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/a.png',
    ]) {
      const result = dealFormToRecord({ ...filled(), imageUrl }, card);
      expect(result.ok ? null : result.errors['imageUrl'], imageUrl).toBe(
        'Image address must start with https:// or /',
      );
    }
  });

  it('reads PKR amounts as the bill field does: commas, "Rs", Urdu digits', () => {
    const record = (maxDiscountPkr: string, minBillPkr: string) => {
      const result = dealFormToRecord({ ...filled(), maxDiscountPkr, minBillPkr }, []);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return result.record.data;
    };
    expect(record('3,000', '1,50,000')).toMatchObject({
      max_discount_pkr: 3000,
      min_bill_pkr: 150000,
    });
    expect(record(' Rs 2,500 ', '۵,۰۰۰')).toMatchObject({
      max_discount_pkr: 2500,
      min_bill_pkr: 5000,
    });
    for (const amount of ['-500', '5k', '0', '3,000.5.1']) {
      const result = dealFormToRecord({ ...filled(), maxDiscountPkr: amount, minBillPkr: amount });
      expect(result.ok ? null : result.errors, amount).toEqual({
        maxDiscountPkr: 'Maximum discount must be a positive amount in PKR',
        minBillPkr: 'Minimum bill must be a positive amount in PKR',
      });
    }
    expect(dealFormPreviewData({ ...filled(), maxDiscountPkr: '3,000' }, [])).toMatchObject({
      max_discount_pkr: 3000,
    });
  });

  it('round-trips through the edit form', () => {
    const result = dealFormToRecord(filled(), []);
    if (!result.ok) throw new Error('invalid');
    const back = dealToFormValues(result.record.data, {
      bankId: 'Hbl',
      cityId: 'Lahore',
      dealId: result.record.dealId,
    });
    expect(back).toMatchObject({
      title: 'Zinger Hub',
      validTill: '2026-12-31',
      maxDiscountPkr: '2000',
      offers: [{ title: 'Dine-in', cardNames: ['HBL Gold'] }],
      branches: [{ name: 'Gulberg', address: 'Main Blvd', coordinates: '31.52, 74.35' }],
    });
  });
});

describe('dealFormPreviewData', () => {
  it('is the checked record when the form is valid', () => {
    const result = dealFormToRecord(filled(), []);
    expect(result.ok && dealFormPreviewData(filled(), [])).toEqual(
      result.ok ? result.record.data : null,
    );
  });

  it('shows what is typed while other fields still have errors, and leaves out the wrong ones', () => {
    const values: DealFormValues = {
      ...filled(),
      discount: '35% off',
      validTill: 'next week',
      offers: [{ title: '', validTill: 'soon', cardNames: [] }],
      branches: [{ name: 'Gulberg', address: 'Main Blvd', coordinates: 'somewhere' }],
    };
    expect(dealFormToRecord(values, []).ok).toBe(false);
    const data = dealFormPreviewData(values, []);
    expect(data).toMatchObject({ title: 'Zinger Hub', discount: '35% off' });
    expect(data).not.toHaveProperty('valid_till');
    const deal = normalizeDeal(data, { bankId: 'Hbl', cityId: 'Lahore', dealId: 'p' });
    expect(deal.title).toBe('Zinger Hub');
    expect(deal.discountPercent).toBe(35);
    expect(deal.validTill).toBeNull();
    expect(deal.branches[0]).toMatchObject({ name: 'Gulberg' });
    expect(data['deal_branches']).toEqual([{ name: 'Gulberg', full_address: 'Main Blvd' }]);
  });

  it('falls back to the normaliser’s defaults for an empty title or discount', () => {
    const deal = normalizeDeal(dealFormPreviewData(emptyDealForm('Hbl', 'Lahore'), []), {
      bankId: 'Hbl',
      cityId: 'Lahore',
      dealId: 'p',
    });
    expect(deal.title).toBe('Special Offer');
    expect(deal.discount).toBe('Up to 20% off');
  });
});
