/**
 * "Near me" on the landing, on the production build against the whole local stack with demo
 * data: with location granted near one Lahore branch, pressing Near me orders the place tiles by
 * distance and the first tile is that branch's place, with its distance; Trending puts the normal
 * order back. Without permission the visitor is told how to allow location and the normal grid
 * stays. The Admin SDK only reads the demo data to pick a branch and to know the expected place.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, expect, test } from '@playwright/test';
import { deleteApp } from 'firebase-admin/app';
import { haversineKm } from '@deals/shared';

import { stackAdmin } from './support/stack-admin.js';

const { app: admin, db } = stackAdmin('near-me');
const CITY = 'Lahore';

const screenshots = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../artifacts/screenshots',
);
mkdirSync(screenshots, { recursive: true });

async function snap(page: Page, name: string): Promise<void> {
  for (const [label, width] of [
    ['phone', 390],
    ['desktop', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: path.join(screenshots, `near-me-${name}-${label}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

interface Spot {
  latitude: number;
  longitude: number;
  title: string;
}
let spot: Spot;

test.beforeAll(async () => {
  // The branch farthest from any other place's branch: its place is clearly the nearest there.
  const branches = (
    await db.collection('PlaceBranches').where('city_id', '==', CITY).get()
  ).docs.map((d) => ({
    placeId: String(d.get('placeId')),
    latitude: Number(d.get('lat')),
    longitude: Number(d.get('lng')),
  }));
  let best: { branch: (typeof branches)[number]; isolationKm: number } | null = null;
  for (const b of branches) {
    let isolationKm = Infinity;
    for (const o of branches)
      if (o.placeId !== b.placeId) isolationKm = Math.min(isolationKm, haversineKm(b, o));
    if (!best || isolationKm > best.isolationKm) best = { branch: b, isolationKm };
  }
  if (!best || best.isolationKm < 0.02)
    throw new Error('The demo data has no Lahore branch apart from other places');
  const place = await db.doc(`Places/${best.branch.placeId}`).get();
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
  const trendingFirst = await tiles(page, /Trending Discounts/)
    .first()
    .getByRole('heading')
    .innerText();

  const nearMe = page.getByRole('button', { name: 'Near me' });
  await expect(nearMe).toHaveAttribute('aria-pressed', 'false');
  await nearMe.press('Enter');
  await expect(page.getByRole('heading', { name: 'Near you' })).toBeVisible();
  await expect(nearMe).toHaveAttribute('aria-pressed', 'true');
  const near = tiles(page, /Near you/);
  await expect(near.first().getByRole('heading', { name: spot.title, exact: true })).toBeVisible();
  await expect(near.first().getByTestId('distance')).toHaveText(/^\s*\d+ m away$/);
  const distances = await near.getByTestId('distance').allInnerTexts();
  expect(distances.length).toBeGreaterThan(1);
  const km = distances.map((t) => {
    const [value, unit] = t.trim().split(' ');
    return unit === 'km' ? Number(value) : Number(value) / 1000;
  });
  expect(km).toEqual([...km].sort((a, b) => a - b));
  await snap(page, 'granted');

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
  await snap(page, 'denied');
  await context.close();
});
