import { describe, expect, it } from 'vitest';
import { validateDataset } from './dataset.js';
import { parseCsv, parseImportFile } from './import-file.js';

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and newlines', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });
});

describe('parseImportFile', () => {
  const csv = [
    'bankId,cityId,title,discount,category_id,valid_till,cards,branches',
    'Hbl,Lahore,Zinger Hub,20% off,Food,2027-01-31,HBL Gold; HBL Classic,"Gulberg | Main Blvd | 31.52, 74.35"',
    'Hbl,Lahore,,10% off,Food,,,',
    'Nope,Lahore,Ghost,5%,Food,,,',
    'Hbl,Lahore,Bad Branch,5%,Food,,HBL Gold,"X | Y | 95, 10"',
    'Hbl,Lahore,Too,many,cells,here,a,b,c',
  ].join('\n');

  it('reads a deals CSV by its name, with cards as one offer and branches with coordinates', () => {
    const { dataset, rejected } = parseImportFile('deals.csv', csv);
    expect(rejected).toEqual([
      { where: 'line 6', reason: expect.stringContaining('9 cells') as unknown },
    ]);
    expect(dataset.deals[0]).toEqual({
      bankId: 'Hbl',
      cityId: 'Lahore',
      dealId: 'zinger-hub',
      line: 2,
      data: {
        title: 'Zinger Hub',
        discount: '20% off',
        category_id: 'Food',
        valid_till: '2027-01-31',
        cardName: 'HBL Gold',
        offers: [
          { title: '20% off', card_type: [{ cardName: 'HBL Gold' }, { cardName: 'HBL Classic' }] },
        ],
        deal_branches: [
          { name: 'Gulberg', full_address: 'Main Blvd', latitude: '31.52', longitude: '74.35' },
        ],
      },
    });
  });

  it('rejects each bad row by line with its reason when validated, keeping the good ones', () => {
    const { dataset } = parseImportFile('deals.csv', csv);
    const valid = validateDataset(dataset, { knownBankIds: ['Hbl'] });
    expect(valid.deals.map((d) => d.dealId)).toEqual(['zinger-hub']);
    expect(valid.rejected.map((r) => r.where)).toEqual(['line 3', 'line 4', 'line 5']);
    expect(valid.rejected[0]?.reason).toMatch(/dealId/);
    expect(valid.rejected[1]?.reason).toBe('unknown bank Nope');
    expect(valid.rejected[2]?.reason).toMatch(/latitude: must be within ±90/);
  });

  it("refuses the rows the deal form would refuse, each by line with the form's reason", () => {
    const rows = [
      'bankId,cityId,title,discount,category_id,valid_from,valid_till,max_discount_pkr,cards',
      'Hbl,Lahore,Good Grill,20% off,Food,2027-01-01,2027-01-31,"Rs 3,000",HBL Gold',
      'Hbl,Lahore,Mega Sale,200% off,Food,,2027-01-31,,HBL Gold',
      'Hbl,Multan,Far Cafe,20% off,Food,,2027-01-31,,HBL Gold',
      'Hbl,Lahore,Forever Deal,20% off,Food,,not-a-date,,HBL Gold',
      'Hbl,Lahore,Odd Cap,20% off,Food,,,5k,HBL Gold',
      'Hbl,Lahore,Odd Kind,20% off,Groceries,,,,HBL Gold',
    ].join('\n');
    const { dataset, rejected } = parseImportFile('deals.csv', rows);
    expect(rejected).toEqual([]);
    const valid = validateDataset(dataset, { knownBankIds: ['Hbl'] });
    expect(valid.deals.map((d) => d.dealId)).toEqual(['good-grill']);
    // An amount is read as the form reads it.
    expect(valid.deals[0]?.data['max_discount_pkr']).toBe(3000);
    expect(valid.rejected).toEqual([
      {
        where: 'line 3',
        reason: 'data.discount: A percentage off must be more than 0 and at most 100',
      },
      { where: 'line 4', reason: 'cityId: City must be one of Lahore, Karachi, Islamabad' },
      { where: 'line 5', reason: 'data.valid_till: Valid till must be a date (YYYY-MM-DD)' },
      {
        where: 'line 6',
        reason: 'data.max_discount_pkr: Maximum discount must be a positive amount in PKR',
      },
      {
        where: 'line 7',
        reason: 'data.category_id: Choose a category (Food, Lifestyle, Health, Entertainment)',
      },
    ]);
  });

  it('names the missing columns when the header lacks them', () => {
    expect(parseImportFile('x.CSV', 'title\nKFC').rejected).toEqual([
      { where: 'line 1', reason: expect.stringContaining('bankId, cityId') as unknown },
    ]);
  });

  it('reads other names as JSON or JSON Lines', () => {
    const jsonl = '{"kind":"bank","id":"Hbl","bankName":"HBL"}\nnot json';
    const { dataset, rejected } = parseImportFile('deals.jsonl', jsonl);
    expect(dataset.banks).toHaveLength(1);
    expect(rejected[0]?.where).toBe('line 2');
  });
});
