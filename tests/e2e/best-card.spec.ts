/**
 * Issue 18 journeys: "Best card for this bill" on a deal page ranks every bank's card at the place
 * with the reason a card does not apply, and an expired deal leaves search while its own page says
 * when it ended. The three deals of one made-up place are prepared with the Admin SDK (data the
 * journey only reads); the functions derive everything else, expiry included.
 */
import { dealEntity } from '@deals/shared';
import { randomUUID } from 'node:crypto';
import { type Page, expect, test } from './support/test.js';
import { deleteApp } from 'firebase-admin/app';

import { stackAdmin } from './support/stack-admin.js';
import { snapAtWidths } from './support/screenshots.js';

const { app: admin, db } = stackAdmin('bestcard');
// Letters only, so the search token is the word itself.
const TAG = `q${randomUUID()
  .replace(/[^a-f]/g, '')
  .slice(0, 7)}`;
const PLACE = `Zest Grill ${TAG}`;
const CITY = 'Lahore';
const slug = PLACE.toLowerCase().replace(/\s+/g, '-');

/** The place's deal of each bank: its terms and the one card it is for. */
const DEALS = {
  // Capped: 30% of a large bill saves at most PKR 1,000.
  hbl: {
    bank: 'Hbl',
    card: 'HBL Platinum Credit Card',
    terms: {
      discount: '30% off on the total bill',
      max_discount_pkr: 1000,
      valid_till: '2099-12-31',
    },
  },
  // Only from a bill of PKR 10,000.
  mcb: {
    bank: 'Mcb',
    card: 'MCB Gold Debit Card',
    terms: { discount: '20% off', min_bill_pkr: 10000, valid_till: '2099-12-31' },
  },
  // Ended.
  ubl: {
    bank: 'Ubl',
    card: 'UBL Visa Signature',
    terms: { discount: '50% off', valid_till: '2026-01-31' },
  },
};
type Bank = keyof typeof DEALS;

const dealId = (key: Bank) => `food-${slug}-${key}`;
const dealDoc = (key: Bank) =>
  db.doc(dealEntity.docPath({ bankId: DEALS[key].bank, cityId: CITY, dealId: dealId(key) }));

test.beforeAll(async () => {
  for (const [key, { bank, card, terms }] of Object.entries(DEALS)) {
    await dealDoc(key as Bank).set({
      title: PLACE,
      description: 'Charcoal grills and shakes',
      category_id: 'Food',
      verified_on: '2026-11-20',
      ...terms,
      offers: [{ title: `${bank.toUpperCase()} cards`, card_type: [{ cardName: card }] }],
    });
  }
  // The fan-out derives titleLower and active for each; wait until it has.
  await expect
    .poll(async () => (await dealDoc('ubl').get()).get('active') as unknown, { timeout: 15_000 })
    .toBe(false);
  await expect
    .poll(async () => (await dealDoc('mcb').get()).get('titleLower') as unknown, {
      timeout: 15_000,
    })
    .toBe(PLACE.toLowerCase());
});

test.afterAll(async () => {
  await deleteApp(admin);
});

const snap = (page: Page, name: string) =>
  snapAtWidths(page, name, {
    phone: { width: 390, height: 900 },
    desktop: { width: 1280, height: 900 },
    fullPage: true,
  });

test('a guest enters a bill and sees every bank’s card ranked, with why one does not apply', async ({
  page,
}) => {
  await page.goto(`/guest-deal/Hbl/${dealId('hbl')}/${CITY}`);
  await expect(page.getByRole('heading', { level: 1, name: PLACE })).toBeVisible();
  await expect(page.getByTestId('deal-freshness')).toHaveText(/^(Valid today|Not valid today)/);
  await expect(page.getByText('max PKR 1,000 off')).toBeVisible();
  await expect(page.getByText('Verified on 20 Nov 2026')).toBeVisible();

  const section = page.getByRole('region', { name: 'Best card for this bill' });
  await section.getByLabel('Your bill (PKR)').fill('8000');
  const rows = section
    .getByRole('list', { name: 'Cards ranked for this bill' })
    .getByRole('listitem');
  // HBL 30% of 8,000 = 2,400, capped at 1,000; MCB needs a 10,000 bill; UBL's deal has ended.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('HBL Platinum Credit Card');
  await expect(rows.nth(0)).toContainText('Save PKR 1,000 (cap reached)');
  await expect(section.getByText('Doesn’t apply: minimum bill PKR 10,000')).toBeVisible();
  await expect(section.getByText('Doesn’t apply: expired 31 Jan')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Sign up and add your cards' })).toBeVisible();
  await snap(page, 'best-card');

  await section.getByLabel('Your bill (PKR)').fill('12000');
  await expect(rows.nth(0)).toContainText('MCB Gold Debit Card');
  await expect(rows.nth(0)).toContainText('Save PKR 2,400');
});

test('an expired deal is absent from search, and its own page says when it ended', async ({
  page,
}) => {
  await page.goto('/');
  // The place's own word: a search of 3+ characters asks every bank.
  await page.getByRole('searchbox', { name: 'Search deals' }).fill(TAG);
  await expect(page.getByRole('heading', { name: `Search Results for ${TAG}` })).toBeVisible();
  // One tile for the place: the two current offers, not the expired 50%.
  const tile = page.getByTestId('place-tile').filter({ hasText: PLACE });
  await expect(tile).toHaveCount(1);
  await expect(tile).toContainText('2 banks');
  await expect(tile).toContainText('up to 30% off');
  await tile.getByRole('link', { name: PLACE }).click();
  const offers = page.getByRole('list', { name: `Offers at ${PLACE}` }).getByTestId('place-offer');
  await expect(offers).toHaveCount(2);
  await expect(offers.filter({ hasText: '50%' })).toHaveCount(0);

  await page.goto(`/guest-deal/Ubl/${dealId('ubl')}/${CITY}`);
  await expect(page.getByTestId('deal-freshness')).toHaveText('Expired on 31 Jan 2026');
});
