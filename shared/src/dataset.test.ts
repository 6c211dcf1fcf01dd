import { describe, expect, it } from 'vitest';
import { parseDatasetText, validateDataset } from './index.js';

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
