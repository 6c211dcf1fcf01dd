import { describe, expect, it } from 'vitest';
import {
  dealFormToRecord,
  emptyDealForm,
  parseDatasetText,
  validateDataset,
  type DealFormValues,
} from './index.js';

const bank = { id: 'Hbl', bankName: 'HBL', cards: [{ id: 'gold', cardName: 'HBL Gold' }] };
const deal = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  bankId: 'Hbl',
  cityId: 'Lahore',
  dealId: 'food-x-0001',
  data: { title: 'X' },
  ...over,
});

describe('validateDataset', () => {
  it('keeps good records and reports each bad one with its index and reason', () => {
    const v = validateDataset({
      banks: [bank, { id: 'Bad-Id', bankName: 'B' }],
      deals: [
        deal(),
        deal({ dealId: 'a/b' }),
        deal({ dealId: 'food-y-0001', data: { offers: 3 } }),
        deal({ bankId: 'Nope', dealId: 'food-z-0001' }),
        deal(),
        deal({
          dealId: 'food-w-0001',
          data: { title: 'W', deal_branches: { a: { latitude: 123 } } },
        }),
      ],
    });
    expect(v.banks.map((b) => b.id)).toEqual(['Hbl']);
    expect(v.deals.map((d) => d.dealId)).toEqual(['food-x-0001']);
    expect(v.rejected.map((r) => r.where)).toEqual([
      'banks[1]',
      'deals[1]',
      'deals[2]',
      'deals[3]',
      'deals[4]',
      'deals[5]',
    ]);
    expect(v.rejected[1]?.reason).toMatch(/dealId: must not contain "\/"/);
    expect(v.rejected[2]?.reason).toMatch(/data\.offers: expected a list or a map/);
    expect(v.rejected[3]?.reason).toBe('unknown bank Nope');
    expect(v.rejected[4]?.reason).toMatch(/duplicate deal/);
    expect(v.rejected[5]?.reason).toMatch(/latitude: must be within ±90/);
  });

  it('refuses what the deal form refuses: over 100% off, an unknown city, a date that is none', () => {
    const v = validateDataset({
      banks: [bank],
      deals: [
        deal({ data: { title: 'Good', discount: '20% off', valid_till: '2027-01-31' } }),
        deal({ dealId: 'food-a-0001', data: { title: 'A', discount: '200% off' } }),
        deal({ dealId: 'food-b-0001', cityId: 'Multan', data: { title: 'B' } }),
        deal({ dealId: 'food-c-0001', data: { title: 'C', valid_till: 'not-a-date' } }),
        deal({ dealId: 'food-d-0001', data: { title: 'D', valid_from: '2027-02-30' } }),
        deal({ dealId: 'food-e-0001', data: { title: 'E', category_id: 'Groceries' } }),
        deal({ dealId: 'food-f-0001', data: { title: 'x'.repeat(201) } }),
        deal({ dealId: 'food-g-0001', data: { title: 'G', max_discount_pkr: '5k' } }),
        deal({ dealId: 'food-h-0001', data: { title: 'H', image_url: 'javascript:alert(1)' } }),
        deal({
          dealId: 'food-i-0001',
          data: { title: 'I', offers: [{ title: 'Dine-in', valid_till: '31/01/2027' }] },
        }),
        deal({
          dealId: 'food-j-0001',
          data: { title: 'J', valid_from: '2027-02-01', valid_till: '2027-01-31' },
        }),
      ],
    });
    expect(v.deals.map((d) => d.dealId)).toEqual(['food-x-0001']);
    expect(v.rejected).toEqual([
      {
        where: 'deals[1]',
        reason: 'data.discount: A percentage off must be more than 0 and at most 100',
      },
      { where: 'deals[2]', reason: 'cityId: City must be one of Lahore, Karachi, Islamabad' },
      { where: 'deals[3]', reason: 'data.valid_till: Valid till must be a date (YYYY-MM-DD)' },
      { where: 'deals[4]', reason: 'data.valid_from: Valid from must be a date (YYYY-MM-DD)' },
      {
        where: 'deals[5]',
        reason: 'data.category_id: Choose a category (Food, Lifestyle, Health, Entertainment)',
      },
      { where: 'deals[6]', reason: 'data.title: Title is too long' },
      {
        where: 'deals[7]',
        reason: 'data.max_discount_pkr: Maximum discount must be a positive amount in PKR',
      },
      { where: 'deals[8]', reason: 'data.image_url: Image address must start with https:// or /' },
      {
        where: 'deals[9]',
        reason: 'data.offers.0.valid_till: Offer valid till must be a date (YYYY-MM-DD)',
      },
      { where: 'deals[10]', reason: 'data.valid_till: Valid till must not be before valid from' },
    ]);
  });

  it('keeps legacy labels the normaliser maps (a category "Restaurants", days as a list)', () => {
    const v = validateDataset({
      banks: [bank],
      deals: [deal({ data: { title: 'X', category_id: 'Restaurants', valid_days: ['Mon'] } })],
    });
    expect(v.rejected).toEqual([]);
  });

  it('gives the form and the import one verdict and one reason for the same values', () => {
    const form = (over: Partial<DealFormValues>): DealFormValues => ({
      ...emptyDealForm('Hbl', 'Lahore'),
      title: 'Same',
      discount: '20% off',
      offers: [{ title: 'Dine-in', validTill: '', cardNames: ['HBL Gold'] }],
      ...over,
    });
    const cases: [Partial<DealFormValues>, Record<string, unknown>, string, string][] = [
      [{ discount: '200% off' }, { discount: '200% off' }, 'discount', 'data.discount'],
      [{ cityId: 'Multan' }, {}, 'cityId', 'cityId'],
      [{ validTill: 'not-a-date' }, { valid_till: 'not-a-date' }, 'validTill', 'data.valid_till'],
    ];
    for (const [values, data, formKey, importKey] of cases) {
      const byForm = dealFormToRecord(form(values));
      expect(byForm.ok).toBe(false);
      const formReason = byForm.ok ? '' : byForm.errors[formKey];
      const v = validateDataset({
        banks: [bank],
        deals: [deal({ cityId: values.cityId ?? 'Lahore', data: { title: 'Same', ...data } })],
      });
      expect(v.rejected[0]?.reason).toBe(`${importKey}: ${formReason ?? ''}`);
    }
  });

  it('never throws on junk', () => {
    for (const junk of [null, 3, 'x', [], { banks: 'no' }, { deals: [null, 1] }]) {
      expect(() => validateDataset(junk)).not.toThrow();
    }
    expect(validateDataset({ deals: [null] }).rejected).toHaveLength(1);
  });
});

describe('parseDatasetText', () => {
  it('reads a JSON dataset', () => {
    const { dataset, rejected } = parseDatasetText(
      JSON.stringify({ banks: [bank], deals: [deal()] }),
    );
    expect(rejected).toEqual([]);
    expect(validateDataset(dataset).deals).toHaveLength(1);
  });

  it('reads JSON Lines and names rejected lines', () => {
    const text = [
      JSON.stringify({ kind: 'bank', ...bank }),
      '',
      '{not json',
      JSON.stringify({ kind: 'deal', ...deal() }),
      JSON.stringify({ kind: 'deal', ...deal({ dealId: '' }) }),
      JSON.stringify({ kind: 'other' }),
    ].join('\n');
    const { dataset, rejected } = parseDatasetText(text);
    expect(rejected.map((r) => r.where)).toEqual(['line 3', 'line 6']);
    const v = validateDataset(dataset);
    expect(v.deals).toHaveLength(1);
    expect(v.rejected).toEqual([{ where: 'line 5', reason: 'dealId: must not be empty' }]);
  });
});
