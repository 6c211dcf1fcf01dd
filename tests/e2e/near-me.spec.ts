/**
 * "Near me" on the landing, on the production build against the whole local stack with demo
 * data: with location granted near one Lahore branch, pressing Near me orders the place tiles by
 * distance and the first tile is that branch's place, with its distance; Trending puts the normal
 * order back. Without permission the visitor is told how to allow location and the normal grid
 * stays. On the member home, Near me orders the selected card's deals by their nearest branch.
 * The Admin SDK reads the demo data to pick a branch and to know the expected place, and writes
 * the member fixture (a user with a card of its own and two deals for it).
 */
import { type Page, expect, test } from './support/test.js';
import { randomUUID } from 'node:crypto';
import { deleteApp } from 'firebase-admin/app';
import { haversineKm, dealEntity, placeBranchEntity, placeEntity } from '@deals/shared';

import { logIn } from './support/member-ui.js';
import { snapAtWidths } from './support/screenshots.js';
import { createMember, stackAdmin } from './support/stack-admin.js';

const { app: admin, db, auth } = stackAdmin('near-me');
const CITY = 'Lahore';

interface Spot {
  latitude: number;
  longitude: number;
  title: string;
}
let spot: Spot;

test.beforeAll(async () => {
  // The branch farthest from any other place's branch: its place is clearly the nearest there.
  const branches = (
    await db.collection(placeBranchEntity.path()).where('city_id', '==', CITY).get()
  ).docs.map((d) => ({
    placeId: String(d.get('placeId')),
    latitude: Number(d.get('lat')),
    longitude: Number(d.get('lng')),
  }));
  // A demo place: the other journeys' own places (keys starting e2e-) come and go while this one
  // runs, and one deleted after it was picked left the expected title undefined.
  const demo = branches.filter((b) => !b.placeId.startsWith(`${CITY}_e2e-`));
  let best: { branch: (typeof branches)[number]; isolationKm: number } | null = null;
  for (const b of demo) {
    let isolationKm = Infinity;
    for (const o of branches)
      if (o.placeId !== b.placeId) isolationKm = Math.min(isolationKm, haversineKm(b, o));
    if (!best || isolationKm > best.isolationKm) best = { branch: b, isolationKm };
  }
  if (!best || best.isolationKm < 0.02)
    throw new Error('The demo data has no Lahore branch apart from other places');
  const place = await db.doc(placeEntity.docPath({ placeId: best.branch.placeId })).get();
  // The user stands north of the branch, a quarter of the way to the next place (at most 50 m).
  const offsetKm = Math.min(0.05, best.isolationKm / 4);
  spot = {
    latitude: best.branch.latitude + offsetKm / 111.2,
    longitude: best.branch.longitude,
    title: String(place.get('title')),
  };
});

test.afterAll(async () => {
  await deleteApp(admin);
});

const tiles = (page: Page, name: RegExp) =>
  page.getByRole('list', { name }).getByTestId('place-tile');

test('with location granted, Near me orders places by distance and shows it on each tile', async ({
  browser,
}) => {
  const context = await browser.newContext({
    geolocation: { latitude: spot.latitude, longitude: spot.longitude },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(tiles(page, /Trending Discounts/).first()).toBeVisible();
  // textContent, not innerText: the text as stored, whether or not the tile is laid out.
  const trendingFirst = (
    (await tiles(page, /Trending Discounts/)
      .first()
      .getByRole('heading')
      .textContent()) ?? ''
  ).trim();

  const nearMe = page.getByRole('button', { name: 'Near me' });
  await expect(nearMe).toHaveAttribute('aria-pressed', 'false');
  await nearMe.press('Enter');
  await expect(page.getByRole('heading', { name: 'Near you' })).toBeVisible();
  await expect(nearMe).toHaveAttribute('aria-pressed', 'true');
  const near = tiles(page, /Near you/);
  await expect(near.first().getByRole('heading', { name: spot.title, exact: true })).toBeVisible();
  await expect(near.first().getByTestId('distance')).toHaveText(/^\s*\d+ m away$/);
  const distances = await near.getByTestId('distance').allTextContents();
  expect(distances.length).toBeGreaterThan(1);
  const km = distances.map((t) => {
    const [value, unit] = t.trim().split(' ');
    return unit === 'km' ? Number(value) : Number(value) / 1000;
  });
  expect(km).toEqual([...km].sort((a, b) => a - b));
  await snapAtWidths(page, 'near-me-granted');

  // A place opened from the nearby list: coming back keeps Near me and its order.
  const order = (await near.getByRole('heading').allTextContents()).map((t) => t.trim());
  await near.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/guest-place\//);
  await page.getByRole('button', { name: '← Back' }).click();
  await expect(page.getByRole('heading', { name: 'Near you' })).toBeVisible();
  await expect(nearMe).toHaveAttribute('aria-pressed', 'true');
  await expect(near.first().getByRole('heading', { name: spot.title, exact: true })).toBeVisible();
  expect(
    (await near.getByRole('heading').allTextContents()).map((t) => t.trim()).slice(0, order.length),
  ).toEqual(order);

  await page.getByRole('button', { name: 'Trending' }).click();
  await expect(page.getByRole('heading', { name: 'Trending Discounts' })).toBeVisible();
  await expect(
    tiles(page, /Trending Discounts/)
      .first()
      .getByRole('heading'),
  ).toHaveText(trendingFirst);
  await expect(page.getByTestId('distance')).toHaveCount(0);
  await context.close();
});

test('on a phone, pressing Near me brings the nearest places into sight', async ({ browser }) => {
  const context = await browser.newContext({
    geolocation: { latitude: spot.latitude, longitude: spot.longitude },
    permissions: ['geolocation'],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(tiles(page, /Trending Discounts/).first()).toBeVisible();
  const nearMe = page.getByRole('button', { name: 'Near me' });
  await nearMe.scrollIntoViewIfNeeded();
  // Where a person finds it: at the foot of the first screen, the places out of sight below.
  await expect(tiles(page, /Trending Discounts/).first()).not.toBeInViewport();
  await nearMe.tap();
  const near = tiles(page, /Near you/);
  await expect(near.first().getByRole('heading', { name: spot.title, exact: true })).toBeVisible();
  await expect(near.first()).toBeInViewport();
  await context.close();
});

test('without location permission, Near me says how to allow it and the normal grid stays', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await expect(tiles(page, /Trending Discounts/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page.getByTestId('near-me-message')).toContainText('Location is blocked');
  await expect(page.getByTestId('near-me-message')).toContainText('Allow');
  await expect(page.getByRole('heading', { name: 'Trending Discounts' })).toBeVisible();
  await expect(tiles(page, /Trending Discounts/).first()).toBeVisible();
  await expect(page.getByTestId('distance')).toHaveCount(0);
  await snapAtWidths(page, 'near-me-denied');
  await context.close();
});

test.describe('member home', () => {
  const suffix = randomUUID().slice(0, 6);
  const CARD = `HBL Compass ${suffix} Credit Card`;
  const HOME = { latitude: 31.5204, longitude: 74.3587 };
  const NEAR = { id: `e2e-near-${suffix}`, title: `Nearby Nihari ${suffix}`, latitude: 31.5206 };
  const FAR = { id: `e2e-far-${suffix}`, title: `Faraway Falooda ${suffix}`, latitude: 31.6 };
  const member = {
    email: `e2e-near-${suffix}@example.com`,
    password: 'e2e-password-1',
    name: 'Sana Near',
  };
  const dealDoc = (id: string) =>
    db.doc(dealEntity.docPath({ bankId: 'Hbl', cityId: CITY, dealId: id }));

  test.beforeAll(async () => {
    for (const d of [NEAR, FAR])
      await dealDoc(d.id).set({
        title: d.title,
        description: 'E2E fixture for near me',
        discount: '20% off',
        category_id: 'Food',
        bank_id: 'Hbl',
        offers: [{ title: '20% off', valid_till: '2027-12-31', card_type: [{ cardName: CARD }] }],
        branches: [
          { name: 'Branch', full_address: d.title, latitude: d.latitude, longitude: 74.3587 },
        ],
      });
    await createMember({ db, auth }, member, [{ bank: 'HBL', cardName: CARD }]);
    const deadline = Date.now() + 30_000;
    for (const d of [NEAR, FAR])
      while (typeof (await dealDoc(d.id).get()).get('trendingScore') !== 'number') {
        if (Date.now() > deadline) throw new Error(`The deals trigger did not derive ${d.id}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
  });

  test.afterAll(async () => {
    await Promise.all([dealDoc(NEAR.id).delete(), dealDoc(FAR.id).delete()]);
  });

  test("Near me orders the selected card's deals by their nearest branch", async ({ browser }) => {
    const context = await browser.newContext({
      geolocation: HOME,
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await logIn(page, member);
    await page.goto('/HomePageLoggedIn');
    const list = page.getByRole('list', { name: `Deals for ${CARD}` });
    await expect(list.getByTestId('deal-card')).toHaveCount(2);
    // The home has one order control: Sort offers Trending, Best for me today and Near me.
    await expect(page.getByRole('button', { name: 'Near me' })).toHaveCount(0);
    await page.getByLabel('Sort').selectOption('Near me');
    const near = page.getByRole('list', { name: 'Near you' }).getByTestId('deal-card');
    await expect(near).toHaveCount(2);
    await expect(near.first().getByRole('heading')).toHaveText(NEAR.title);
    await expect(near.first().getByTestId('distance')).toHaveText(/^\s*20 m away$/);
    await expect(near.nth(1).getByTestId('distance')).toHaveText(/^\s*8\.9 km away$/);
    // The order covers the card's whole list, and says so.
    await expect(page.getByText('Ordered across all 2 of this card’s deals')).toBeVisible();
    await snapAtWidths(page, 'near-me-home');
    await page.getByLabel('Sort').selectOption('Trending');
    await expect(list.getByTestId('deal-card')).toHaveCount(2);
    await expect(page.getByTestId('distance')).toHaveCount(0);
    await context.close();
  });
});
