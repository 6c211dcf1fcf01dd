/**
 * Every screen, checked by axe-core in the real browser against WCAG 2.1 A and AA and axe's best
 * practices, on a phone: names that hold what a control shows, heading order, contrast, labels,
 * landmarks. The member's screens are opened after a login through the form; the member is
 * prepared with the Admin SDK, as what is checked here is the screens, not the sign-up.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from './support/test.js';
import { deleteApp } from 'firebase-admin/app';
import { logIn } from './support/member-ui.js';
import {
  anActiveDeal,
  createMember,
  newMember,
  stackAdmin,
  trendingPlaces,
} from './support/stack-admin.js';

const admin = stackAdmin('accessibility');
const CITY = 'Lahore';
const BANK = 'Hbl';

test.use({ viewport: { width: 390, height: 844 } });

test.afterAll(async () => {
  await deleteApp(admin.app);
});

/** The violations axe finds on the page as it stands, one line each, to read in a failure. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${String(v.impact)}): ${v.help} at ${v.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('; ')}`,
  );
}

/** Opens `url`, waits for `ready` to show, and expects no violations. */
async function audit(page: Page, url: string, ready: (page: Page) => Promise<void>) {
  await page.goto(url);
  await ready(page);
  expect(await violations(page), url).toEqual([]);
}

const heading =
  (name: string | RegExp, level = 1) =>
  async (page: Page) => {
    await expect(page.getByRole('heading', { name, level })).toBeVisible();
  };
/** The page's own heading, for the static pages. */
const anyTitle = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

// The guest's screens in three tests: axe reads every page it opens whole, and all of them in one
// test came close to a test's time limit on a cold stack on this machine.
test('the landing, a guest place page and a guest deal page have no accessibility violations', async ({
  page,
}) => {
  const [place] = await trendingPlaces(admin.db, CITY, 1);
  const deal = await anActiveDeal(admin.db, BANK, CITY);
  expect(place).toBeDefined();
  expect(deal).toBeDefined();
  const placeTitle = String(place!.get('title'));

  await audit(page, '/', async (p) => {
    await expect(p.getByTestId('place-tile').first()).toBeVisible();
  });
  await audit(page, `/guest-place/${CITY}/${String(place!.get('placeKey'))}`, heading(placeTitle));
  await audit(page, `/guest-deal/${BANK}/${deal!.id}/${CITY}`, heading(String(deal!.get('title'))));
});

test('the sign-in, static and brand search screens have no accessibility violations', async ({
  page,
}) => {
  for (const url of ['/login', '/signup', '/AboutSection', '/ContactForm', '/terms']) {
    await audit(page, url, anyTitle);
  }
  await audit(page, '/privacy-policy', anyTitle);
  await audit(page, '/brand-search', heading('Search brands'));
  await audit(page, '/no-such-page', anyTitle);
});

test('the landing in Urdu, right to left, has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'اردو میں دیکھیں' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('place-tile').first()).toBeVisible();
  expect(await violations(page), '/ in Urdu').toEqual([]);
});

/** Signs a new member with an HBL card in through the UI: they land on their home. */
async function memberAtHome(page: Page, name: string): Promise<void> {
  const member = newMember('a11y', name);
  await createMember(admin, member, [{ bank: 'HBL', cardName: 'HBL Classic Credit Card' }]);
  await logIn(page, member, /\/HomePageLoggedIn$/);
}

const firstCard = async (p: Page) => {
  await expect(p.getByTestId('deal-card').first()).toBeVisible();
};

// The member's screens in two journeys: each one audits a handful of pages, so each stays well
// inside the test time-out while the rest of the suite shares the machine.
test('the member home, statistics and settings have no accessibility violations', async ({
  page,
}) => {
  await memberAtHome(page, 'Ayesha');
  await audit(page, '/HomePageLoggedIn', firstCard);
  await audit(page, '/StatisticsPage', async (p) => {
    await expect(p.getByRole('button', { name: /^HBL / })).toBeVisible();
  });
  await audit(page, '/StatisticsPage?bank=Hbl', heading('HBL Cards'));
  await audit(page, '/SettingsPage', heading('Settings'));
});

test('card setup, notifications and a member deal page have no accessibility violations', async ({
  page,
}) => {
  await memberAtHome(page, 'Bilal');
  await audit(page, '/CardInfoPage', async (p) => {
    await expect(p.getByRole('button', { name: 'HBL', exact: true })).toBeVisible();
  });
  await audit(page, '/notifications', heading('Notifications'));

  // A deal opened from the home's grid.
  await page.goto('/HomePageLoggedIn');
  await firstCard(page);
  await page.getByTestId('deal-card').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/deal\//);
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  // The member's forms arrive with a chunk of their own: audited with them.
  await expect(page.getByRole('textbox', { name: 'Write a review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yes, it worked' })).toBeVisible();
  expect(await violations(page), 'member deal page').toEqual([]);
});

test('the admin page has no accessibility violations: the list, the form with its errors, the delete dialog', async ({
  page,
}) => {
  // Setup: an account with the admin claim, as `npm run admin -- set-admin` grants it.
  const ops = newMember('a11y-admin', 'Ops');
  const uid = await createMember(admin, ops, [
    { bank: 'HBL', cardName: 'HBL Classic Credit Card' },
  ]);
  await admin.auth.setCustomUserClaims(uid, { admin: true });
  await logIn(page, ops, /\/HomePageLoggedIn$/);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  const list = page.getByRole('region', { name: 'Deals' });
  await list.getByLabel('Bank').selectOption({ label: 'HBL' });
  await list.getByLabel('City').selectOption(CITY);
  await expect(list.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
  expect(await violations(page), 'admin list').toEqual([]);

  await list
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this deal?' });
  await expect(dialog).toBeVisible();
  expect(await violations(page), 'admin delete dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();

  await list.getByRole('button', { name: 'New deal' }).click();
  const form = page.getByRole('form', { name: 'New deal' });
  await form.getByRole('button', { name: 'Create deal' }).click();
  await expect(form.getByText('Pick at least one card')).toBeVisible();
  await form.getByRole('button', { name: 'Add branch' }).click();
  expect(await violations(page), 'admin form with errors').toEqual([]);
});
