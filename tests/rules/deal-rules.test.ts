/**
 * A deal an admin writes from a client (the admin page's form and bulk import) meets the same
 * rules as every other way in: firestore.rules' validDeal gives the verdict shared/'s import schema
 * (validateDataset, built on deal-rules.ts) gives, record by record. The rules cannot import
 * shared/, so this table is what keeps the two in step.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, updateDoc } from 'firebase/firestore';
import { CATEGORY_LABELS, validateDataset, dealEntity } from '@deals/shared';
import { describe, expect, it } from 'vitest';
import { chars, useRulesFixture } from './support.js';

const a = useRulesFixture('demo-rules-deals', (f) => f.env.clearFirestore()).actors;

/** [what, city, the deal's document]. */
const CASES: readonly (readonly [string, string, Record<string, unknown>])[] = [
  ['a plain deal', 'Lahore', { title: 'Zinger Hub', discount: '20% off', category_id: 'Food' }],
  ['200% off (the review)', 'Lahore', { title: 'Mega', discount: '200% off' }],
  ['the city Multan (the review)', 'Multan', { title: 'Far Cafe', discount: '20% off' }],
  ['valid_till not-a-date (the review)', 'Lahore', { title: 'Forever', valid_till: 'not-a-date' }],
  ['a lower-case city', 'lahore', { title: 'X' }],
  ['real dates', 'Karachi', { title: 'X', valid_from: '2024-02-29', valid_till: '2027-12-31' }],
  ['30 February', 'Lahore', { title: 'X', valid_from: '2026-02-30' }],
  ['29 February 2100', 'Lahore', { title: 'X', valid_till: '2100-02-29' }],
  ['month 13', 'Lahore', { title: 'X', valid_till: '2026-13-01' }],
  ['a date with a time', 'Lahore', { title: 'X', valid_till: '2026-12-01T00:00:00Z' }],
  ['an empty date', 'Lahore', { title: 'X', valid_till: '' }],
  ['a date that is a number', 'Lahore', { title: 'X', valid_till: 20261201 }],
  ['up to 25%', 'Lahore', { discount: 'Up to 25% off' }],
  ['100% cashback', 'Lahore', { discount: '100% cashback' }],
  ['100.0%', 'Lahore', { discount: '100.0% off' }],
  ['100.5%', 'Lahore', { discount: '100.5% off' }],
  ['0%', 'Lahore', { discount: '0% off' }],
  ['0.5%', 'Lahore', { discount: '0.5% off' }],
  ['.200%', 'Lahore', { discount: 'save .200% now' }],
  ['1.200.5%', 'Lahore', { discount: 'v1.200.5% off' }],
  ['1.2.5%', 'Lahore', { discount: 'v1.2.5% off' }],
  ['a space before %', 'Lahore', { discount: '50 % off' }],
  ['a bare % first, 150% later', 'Lahore', { discount: '% off, 150% on Fridays' }],
  ['rupees then 10%', 'Lahore', { discount: 'Rs 500 off, then 10%' }],
  ['10% then 150%', 'Lahore', { discount: '10% off, 150% on Fridays' }],
  ['no percentage', 'Lahore', { discount: 'Buy 1 Get 1 Free' }],
  ['a discount that is a number', 'Lahore', { discount: 20 }],
  ['a long discount', 'Lahore', { discount: `20% ${chars(200)}` }],
  ['a legacy category label', 'Lahore', { category_id: 'Restaurants' }],
  ['a label with odd spacing', 'Lahore', { category_id: '  Health  &   Beauty ' }],
  ['an unknown category', 'Lahore', { category_id: 'Groceries' }],
  ['a category that is a number', 'Lahore', { category_id: 3 }],
  ['the longest title', 'Lahore', { title: chars(200) }],
  ['a title too long', 'Lahore', { title: chars(201) }],
  ['a title padded with spaces', 'Lahore', { title: `  ${chars(200)}  ` }],
  ['a title that is a number', 'Lahore', { title: 12345 }],
  ['a description too long', 'Lahore', { description: chars(2001) }],
  ['terms too long', 'Lahore', { terms_and_conditions: chars(5001) }],
  ['amounts', 'Lahore', { max_discount_pkr: 3000, min_bill_pkr: 2.5 }],
  ['a zero cap', 'Lahore', { max_discount_pkr: 0 }],
  ['a negative bill', 'Lahore', { min_bill_pkr: -500 }],
  ['an amount as text', 'Lahore', { max_discount_pkr: '5k' }],
  ['days as text', 'Lahore', { valid_days: 'All days' }],
  ['days as a list', 'Lahore', { valid_days: ['Mon', 'Tue', 'Wed'] }],
  [
    'eight days',
    'Lahore',
    { valid_days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Mon'] },
  ],
  ['a day too long', 'Lahore', { valid_days: ['Mon', chars(21)] }],
  ['days text too long', 'Lahore', { valid_days: chars(101) }],
  ['days as a number', 'Lahore', { valid_days: 7 }],
  ['an https picture', 'Lahore', { image_url: 'https://cdn.example.com/a.png?w=2#x' }],
  ['an own picture with a space', 'Lahore', { icon_url: '/cards/HBL Debit.png' }],
  ['no picture', 'Lahore', { image_url: '' }],
  ['a javascript: picture', 'Lahore', { image_url: 'javascript:alert(1)' }],
  ['an http picture', 'Lahore', { image_url: 'http://cdn.example.com/a.png' }],
  ['a protocol-relative picture', 'Lahore', { image_url: '//evil.example/a.png' }],
  ['a backslash picture', 'Lahore', { image_url: '/\\evil.example/a.png' }],
  ['a zero-width space', 'Lahore', { image_url: '/a\u200bb.png' }],
  ['a tab inside', 'Lahore', { image_url: '/a\tb.png' }],
  ['a user@ in the address', 'Lahore', { icon_url: 'https://bank.pk@evil.example/a.png' }],
  ['a port', 'Lahore', { icon_url: 'https://cdn.example.com:8443/a.png' }],
  ['a data: picture', 'Lahore', { icon_url: 'data:image/png;base64,AAAA' }],
  ['a picture too long', 'Lahore', { image_url: `https://cdn.example.com/${chars(990)}` }],
  ['offers as a map', 'Lahore', { offers: { offer1: { title: 'Dine-in' } } }],
  ['offers as a number', 'Lahore', { offers: 7 }],
  ['branches as text', 'Lahore', { deal_branches: 'Gulberg' }],
];

/** shared/'s verdict: does the import schema take the record? */
const sharedTakes = (cityId: string, data: Record<string, unknown>): boolean =>
  validateDataset(
    { deals: [{ bankId: 'Hbl', cityId, dealId: 'd', data }] },
    { knownBankIds: ['Hbl'] },
  ).rejected.length === 0;

/** The rules' verdict: may an admin create the deal from a client? */
async function rulesTake(path: string, data: Record<string, unknown>): Promise<boolean> {
  try {
    await setDoc(doc(a.admin, path), data);
    return true;
  } catch (e) {
    if ((e as { code?: unknown }).code === 'permission-denied') return false;
    throw e;
  }
}

describe('deals written from a client', () => {
  it('are taken by the rules exactly when shared/’s import schema takes them', async () => {
    const verdicts: string[] = [];
    const expected: string[] = [];
    for (const [i, [what, city, data]] of CASES.entries()) {
      const rules = await rulesTake(
        dealEntity.docPath({ bankId: 'Hbl', cityId: city, dealId: `case-${i}` }),
        data,
      );
      verdicts.push(`${what}: ${rules ? 'taken' : 'refused'}`);
      expected.push(`${what}: ${sharedTakes(city, data) ? 'taken' : 'refused'}`);
    }
    expect(verdicts).toEqual(expected);
    // The table holds both kinds, and the review's three rows are refused.
    expect(verdicts.filter((v) => v.endsWith('refused')).length).toBeGreaterThan(20);
    expect(verdicts.filter((v) => v.includes('(the review)'))).toEqual([
      '200% off (the review): refused',
      'the city Multan (the review): refused',
      'valid_till not-a-date (the review): refused',
    ]);
  }, 60_000);

  it('take every category label shared/ knows, in any case', async () => {
    for (const label of CATEGORY_LABELS) {
      await assertSucceeds(
        setDoc(
          doc(a.admin, dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'label' })),
          {
            category_id: label.toUpperCase(),
          },
        ),
      );
    }
  });

  it('check an update against the whole document, and a delete not at all', async () => {
    const path = dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'kfc' });
    await assertSucceeds(setDoc(doc(a.admin, path), { title: 'KFC', discount: '20% off' }));
    // Expire: the last day set to a past date.
    await assertSucceeds(updateDoc(doc(a.admin, path), { valid_till: '2026-01-01' }));
    await assertFails(updateDoc(doc(a.admin, path), { discount: '200% off' }));
    await assertFails(updateDoc(doc(a.admin, path), { valid_till: 'not-a-date' }));
    await assertSucceeds(deleteDoc(doc(a.admin, path)));
    // Members still write no deal at all.
    await assertFails(
      setDoc(doc(a.alice, dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'm' })), {
        title: 'M',
      }),
    );
  });
});
