/**
 * The interface in Urdu on the production build against the whole stack with demo data: a guest
 * switches from the header and the page turns right to left with translated navigation, stays in
 * Urdu after a reload, and opens a place and a deal in Urdu; a member who signed up and verified
 * through the UI picks Urdu in Settings, and the next device they log in on starts in Urdu. The
 * Admin SDK only reads what got stored.
 */
import { userEntity } from '@deals/shared';
import { type Page, expect, test } from './support/test.js';
import { deleteApp } from 'firebase-admin/app';

import { PASSWORD, chooseCard, loggedInPage, signUpAndVerify } from './support/member-ui.js';
import { snapAtWidths } from './support/screenshots.js';
import { stackAdmin } from './support/stack-admin.js';

const { app: admin, db, auth } = stackAdmin('urdu');
const snap = (page: Page, name: string) => snapAtWidths(page, `urdu-${name}`);

test.afterAll(async () => {
  await deleteApp(admin);
});

/** The page's language and direction, as the browser lays it out. */
async function expectUrdu(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
}

test('a guest switches to Urdu: right to left, translated navigation, kept after a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('link', { name: 'Signup' })).toBeVisible();

  await page.getByRole('button', { name: 'اردو میں دیکھیں' }).click();

  await expectUrdu(page);
  const header = page.getByRole('navigation', { name: 'مرکزی' });
  await expect(header.getByRole('link', { name: 'سائن اپ' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'لاگ ان' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Signup' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'مقبول رعایتیں' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'ہمارے بارے میں' }),
  ).toBeVisible();
  // The Urdu font is the one shipped with the app.
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Naskh Arabic"', 'اردو')))
    .toBe(true);
  const tile = page
    .getByRole('main')
    .locator('[data-testid="place-tile"], [data-testid="deal-card"]')
    .first();
  await expect(tile).toBeVisible();
  await snap(page, 'landing');

  await page.reload();
  await expectUrdu(page);
  await expect(page.getByRole('heading', { name: 'مقبول رعایتیں' })).toBeVisible();

  // A place, then one of its deals, in Urdu.
  await tile.getByRole('heading').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/guest-(place|deal)\//);
  await expectUrdu(page);
  await expect(page.getByRole('button', { name: '→ واپس' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (page.url().includes('/guest-place/')) {
    // A place lists its offers; one of them opens that bank's deal page.
    const offer = page.getByTestId('place-offer').first();
    await expect(offer).toBeVisible();
    await expect(page.getByRole('heading', { name: 'یہاں کی آفرز' })).toBeVisible();
    await snap(page, 'place');
    await offer.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/guest-deal\//);
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectUrdu(page);
  await snap(page, 'deal');

  // And back to English, left to right.
  await page.getByRole('button', { name: 'Switch to English, EN' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: '← Back' })).toBeVisible();
});

test('a member picks Urdu in Settings, and their next device starts in Urdu', async ({
  page,
  browser,
}) => {
  const email = await signUpAndVerify(page, 'Sana Urdu', 'urdu');
  await chooseCard(page, 'HBL');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .first()
    .click();
  await page.getByRole('radio', { name: 'اردو' }).click();
  await expect(page.getByRole('radio', { name: 'اردو' })).toBeChecked();
  await expectUrdu(page);
  await expect(page.getByRole('group', { name: 'زبان' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'سیٹنگز' })).toBeVisible();
  await snap(page, 'settings');

  const { uid } = await auth.getUserByEmail(email);
  await expect
    .poll(async () => String((await db.doc(userEntity.docPath({ uid })).get()).get('Language')))
    .toBe('ur');

  // Another device: nothing stored in this browser, so it starts in English until they log in.
  const second = await loggedInPage(browser, { email, password: PASSWORD });
  try {
    await expectUrdu(second);
    const nav = second.getByRole('navigation', { name: 'مرکزی' });
    await expect(nav.getByRole('link', { name: 'ہوم' })).toBeAttached();
    await expect(nav.getByRole('link', { name: 'میرے کارڈز' })).toBeAttached();
    await snap(second, 'home');
  } finally {
    await second.context().close();
  }
});
