/**
 * Installable and offline, on the production build: the manifest and icons Chrome needs, a
 * service worker that controls the page after a reload, Chrome's own installability check, and
 * an offline reload that still shows the app with the deals this browser saw before, under the
 * offline banner. Nothing here uses the Admin SDK: a guest browses, then loses the network.
 */
import { type Page, expect, test } from '@playwright/test';
import { snapAtWidths } from './support/screenshots.js';

const snap = (page: Page, name: string) => snapAtWidths(page, `pwa-${name}`);

/** Waits until a service worker is active and controls this page (after one reload). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
    await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'))
    .toBe('activated');
}

test('the app is installable: a manifest with icons, a controlling service worker, and no installability errors', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(new URL(href ?? '', page.url()).toString());
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'Card Deals', display: 'standalone' });
  expect(manifest.start_url.startsWith('/')).toBe(true);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await page.request.get(new URL(icon.src, page.url()).toString());
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  await controlledByServiceWorker(page);

  // Chrome's own verdict. Playwright's browser contexts are off the record, which Chrome lists as
  // its only reason not to offer installing ('in-incognito'); anything else is ours to fix.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(
    installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
  ).toEqual([]);
});

test('offline, a reload still opens the app and shows the deals seen before, under the offline banner', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  // The first tile of the grid, a deal card or a place tile.
  const firstTile = page
    .getByRole('main')
    .locator('[data-testid="deal-card"], [data-testid="place-tile"]')
    .first()
    .getByRole('heading')
    .first();
  await expect(firstTile).toBeVisible();
  const title = (await firstTile.textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await expect(page.getByText('Offline: showing saved deals')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText(
    'Offline: showing saved deals',
  );
  await expect(page.getByRole('main').getByText(title).first()).toBeVisible();
  await snap(page, 'offline-landing');

  await context.setOffline(false);
  await expect(page.getByText('Offline: showing saved deals')).toHaveCount(0);
});
