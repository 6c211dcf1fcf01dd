/**
 * What the preview stack serves for a fast public page (issue 42), as Firebase Hosting would: the
 * English landing never downloads the Urdu web font (the header's اردو is drawn with the system
 * font, and the service worker does not precache it), while an Urdu page does; pages and scripts
 * go out brotli-compressed with Hosting's cache headers; robots.txt and the sitemap of public
 * pages come from the ssr function. A tile's picture arrives into a box of its final size, so the
 * page below it does not move (nor its scroll bar flash) as the pictures come in.
 */
import { type Page, type Route, expect, test } from './support/test.js';
import { untilInstalled } from './support/network.js';
import { tiles } from './support/grid.js';

const URDU_FONT = /noto-naskh-arabic/i;

test('the English landing never downloads the Urdu web font; the Urdu interface does', async ({
  page,
}) => {
  const fonts: string[] = [];
  // The context sees the page's requests and, in Chromium, its service worker's.
  page.context().on('request', (request) => {
    if (URDU_FONT.test(request.url())) fonts.push(request.url());
  });
  await page.goto('/');
  const toUrdu = page.getByRole('button', { name: 'اردو میں دیکھیں' });
  await expect(toUrdu).toBeVisible();
  await untilInstalled(page);
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);
  // Nor did the installed worker keep a copy for later.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((url) => URDU_FONT.test(url))).toEqual([]);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Naskh Arabic"', 'اردو'))).toBe(
    false,
  );

  await toUrdu.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect.poll(() => fonts.length).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Naskh Arabic"', 'اردو')))
    .toBe(true);
});

test('pages and scripts come compressed with brotli, hashed assets cached for a year', async ({
  page,
  request,
}) => {
  const landing = await request.get('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(landing.status()).toBe(200);
  expect(landing.headers()['content-encoding']).toBe('br');
  expect(landing.headers()['vary']).toContain('Accept-Encoding');
  const html = await landing.text();
  // The largest of the app's scripts the boot script loads once the page has painted (a file
  // under a kilobyte goes out as it is, as Hosting sends it).
  const modules = /<script [^>]*\bdata-modules="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  expect(modules.length).toBeGreaterThan(0);
  const sizes = await Promise.all(
    modules.map(async (href) => (await (await request.get(href)).body()).length),
  );
  const script = modules[sizes.indexOf(Math.max(...sizes))];
  expect(Math.max(...sizes)).toBeGreaterThan(1024);
  const asset = await request.get(script ?? '', {
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const gzip = await request.get(script ?? '', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(await gzip.text()).toBe(await asset.text());
  // The browser gets the same.
  const response = await page.goto('/');
  expect(await response?.headerValue('content-encoding')).toBe('br');
});

test('robots.txt points at a sitemap that lists the public pages and the guest place and deal pages', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /admin');
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(text)?.[1] ?? '';
  expect(sitemapUrl).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
  const sitemap = await request.get(new URL(sitemapUrl).pathname);
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  expect(sitemap.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  expect(locs).toContain('/');
  expect(locs).toContain('/privacy-policy');
  expect(locs.some((path) => path.startsWith('/guest-place/'))).toBe(true);
  expect(locs.some((path) => path.startsWith('/guest-deal/'))).toBe(true);
  // A listed deal page opens.
  const deal = locs.find((path) => path.startsWith('/guest-deal/')) ?? '';
  expect((await request.get(deal)).status()).toBe(200);
});

test('a tile keeps its box while its picture loads: the page below it does not move', async ({
  page,
}) => {
  // The tiles' pictures are held until the page has been measured without them, then arrive as
  // a portrait picture, of another shape than the box's, which must not stretch it.
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  const portrait = (route: Route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="600"><rect width="300" height="600" fill="#888"/></svg>',
    });
  await page.route('**/demo/brands/**', async (route) => {
    if (holding) held.push(() => portrait(route));
    else await portrait(route);
  });
  await page.goto('/');
  const first = tiles(page).first();
  await expect(first).toBeVisible();
  const media = first.locator('.deal-card__media');
  const picture = media.locator('img');
  const measure = () =>
    page.evaluate(() => ({
      page: document.documentElement.scrollHeight,
      boxes: [...document.querySelectorAll('.deal-card__media')].map(
        (box) => box.getBoundingClientRect().height,
      ),
    }));
  await expect.poll(() => held.length).toBeGreaterThan(0);
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
  const before = await measure();
  const box = await media.boundingBox();
  // The deal pictures' shape, 3:2.
  expect.soft((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(1.5, 1);

  holding = false;
  await Promise.all(held.map((release) => release()));
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight))
    .toBe(600);
  const after = await measure();
  expect(after.boxes).toEqual(before.boxes);
  expect(after.page).toBe(before.page);
});

test.describe('the scroll bar while a page starts', () => {
  const scrollbar = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth);

  /** Opens the landing with the app's entry held back (not live) until the returned call. */
  async function openHeld(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(tiles(page).first()).toBeVisible();
    return release;
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('is hidden until the app is live, then shown', async ({ page }) => {
      const release = await openHeld(page);
      // Chromium would otherwise flash its overlay bar while the app starts (global.css).
      expect(await scrollbar(page)).toBe('none');
      release();
      await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
      expect(await scrollbar(page)).toBe('auto');
    });

    test('comes back when the app cannot start', async ({ page }) => {
      await page.route('**/assets/index-*.js', (route) => route.abort());
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-app', 'static');
      expect(await scrollbar(page)).toBe('auto');
    });
  });

  test('on a desktop it stays, so the page does not change width as the app goes live', async ({
    page,
  }) => {
    const release = await openHeld(page);
    expect(await scrollbar(page)).toBe('auto');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  });

  test.describe('without JavaScript, on a phone', () => {
    test.use({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      javaScriptEnabled: false,
    });

    test('it stays: nothing starts', async ({ page }) => {
      await page.goto('/');
      await expect(tiles(page).first()).toBeVisible();
      expect(await scrollbar(page)).toBe('auto');
    });
  });
});
