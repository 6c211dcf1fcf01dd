/**
 * Public pages served as production serves them: the landing, a guest place and a guest deal come
 * from the `ssr` function through firebase.json's rewrites, rendered with their data and their own
 * share preview, and the browser hydrates them without an error and without reading the landing's
 * places again. The Admin SDK only reads the demo data to know what the pages must show.
 */
import { bankEntity } from '@deals/shared';
import { type ConsoleMessage, type Page, type Response, expect, test } from './support/test.js';
import { deleteApp } from 'firebase-admin/app';

import { openLanding, tiles } from './support/grid.js';
import { fillLogIn } from './support/member-ui.js';
import { snapAtWidths } from './support/screenshots.js';
import {
  anActiveDeal,
  createMember,
  newMember,
  stackAdmin,
  trendingPlaces,
} from './support/stack-admin.js';

const { app: admin, db, auth } = stackAdmin('ssr');
const CITY = 'Lahore';
const PAGE_SIZE = 24;

test.afterAll(async () => {
  await deleteApp(admin);
});

/** The landing's first page as the browser would read it: Lahore's places, most trending first. */
async function firstPageTitles(): Promise<string[]> {
  return (await trendingPlaces(db, CITY, PAGE_SIZE)).map((doc) => String(doc.get('title')));
}

/**
 * Console errors and page errors, the requests the page sends to the Firestore emulator, and the
 * scripts it downloads.
 */
function watch(page: Page) {
  const errors: string[] = [];
  const firestoreRequests: string[] = [];
  const scripts: Response[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).port === '8080') firestoreRequests.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return { errors, firestoreRequests, scripts };
}

/** The downloaded scripts that carry the Firestore SDK (known by one of its own messages). */
async function firestoreSdkScripts(scripts: readonly Response[]): Promise<string[]> {
  const bodies = await Promise.all(scripts.map((script) => script.text()));
  return scripts
    .filter((_, i) => bodies[i]?.includes('Could not reach Cloud Firestore backend'))
    .map((script) => script.url());
}

const metaContent = (html: string, attribute: string, key: string): string | undefined =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

test('the landing arrives rendered: the first page of places is in the HTML itself', async ({
  browser,
  request,
}) => {
  const titles = await firstPageTitles();
  expect(titles.length).toBeGreaterThan(3);

  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe(
    'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
  );
  const html = await response.text();
  expect(html).toContain('<title>Card Deals: bank card discounts in Pakistan</title>');
  expect(metaContent(html, 'property', 'og:url')).toBe('http://127.0.0.1:5173/');
  // Its data carries what the tiles show, not each place's deals by bank nor its search tokens.
  const seed = JSON.parse(
    /<script type="application\/json" id="page-seed">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
  ) as { places?: { title: string; bankIds: string[]; banks: unknown[]; keywords: unknown[] }[] };
  expect(seed.places?.map((place) => place.title)).toEqual(titles);
  for (const place of seed.places ?? []) {
    expect(place.bankIds.length).toBeGreaterThan(0);
    expect(place.banks).toEqual([]);
    expect(place.keywords).toEqual([]);
  }

  // Without JavaScript the page still shows the whole first page of places, in order.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Trending Discounts' })).toBeVisible();
  await expect(page.locator('.deal-card__title')).toHaveText(titles);
  await snapAtWidths(page, 'ssr-landing-without-javascript');
  // A tile is a link: it opens the place's own server-rendered page, as a click before the app
  // has started does.
  await page.getByRole('heading', { name: titles[0] }).getByRole('link').click();
  await expect(page).toHaveURL(/\/guest-place\/Lahore\//);
  await expect(page.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible();
  await context.close();
});

test('the landing hydrates without an error and without reading its places again', async ({
  page,
}) => {
  const seen = watch(page);
  const titles = await firstPageTitles();
  await page.goto('/');
  await expect(page.locator('.deal-card__title').first()).toHaveText(titles[0] ?? '');
  await page.waitForLoadState('networkidle');
  expect(seen.errors).toEqual([]);
  expect(seen.firestoreRequests).toEqual([]);
  // Nothing is read, so the Firestore SDK is not even downloaded until the person asks for more.
  expect(await firestoreSdkScripts(seen.scripts)).toEqual([]);

  // Hydrated: the tiles answer, as a client-rendered page's do.
  await page.locator('.deal-card__title').first().click();
  await expect(page).toHaveURL(/\/guest-place\/Lahore\//);
  await expect(page.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible();
  expect(seen.errors).toEqual([]);
});

test('a guest who types before the page’s code arrives gets the search they typed', async ({
  page,
}) => {
  // A phone paints the server's page a second or two before the code that makes it live: the
  // test holds the app's entry script back until the person has typed into the search box.
  const [place] = await trendingPlaces(db, CITY, PAGE_SIZE).then((docs) => docs.slice(-1));
  const title = String(place?.get('title'));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search deals' });
  await search.fill(title);
  release();

  await expect(page.getByRole('heading', { name: `Search Results for ${title}` })).toBeVisible();
  const tile = tiles(page).filter({
    has: page.getByRole('heading', { name: title, exact: true }),
  });
  await expect(tile).toHaveCount(1);
  await expect(search).toHaveValue(title);
  await expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
});

test('a guest who scrolls and taps before the page is live stays where they were, and the tap counts', async ({
  page,
}) => {
  // The app's code has run, but the landing's route code is held back, so the page is not live:
  // the person scrolls down to the filters and taps "Search brands" meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/landing-route-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const brands = page.getByRole('button', { name: 'Search brands across all banks' });
  await brands.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  // Until the page is live there is no dialog to open.
  await page.waitForLoadState('domcontentloaded');
  await brands.click();
  await expect(page.getByRole('dialog', { name: 'Search brands' })).toHaveCount(0);
  release();

  // Live: the tap took effect, and the page was not taken back to the top on the way.
  const dialog = page.getByRole('dialog', { name: 'Search brands' });
  await expect(
    dialog.getByText('No recent searches. Start typing to search for brands or places.'),
  ).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a shared deal link previews with its title, discount, bank and picture', async ({
  page,
  request,
}) => {
  const [place] = await trendingPlaces(db, CITY, 1);
  const bankId = String(place?.get('bestBankId'));
  const bank = await db.doc(bankEntity.docPath({ bankId })).get();
  const dealRef = await anActiveDeal(db, bankId, CITY);
  expect(dealRef).toBeDefined();
  const deal = dealRef!.data();
  const url = `/guest-deal/${bankId}/${dealRef!.id}/${CITY}`;

  const response = await request.get(url);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const title = `${String(deal.title)}: ${String(deal.discount)} with ${String(bank.get('bankName'))}`;
  const escaped = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  expect(metaContent(html, 'property', 'og:title')).toBe(escaped);
  expect(metaContent(html, 'name', 'twitter:title')).toBe(escaped);
  expect(metaContent(html, 'property', 'og:type')).toBe('article');
  // The deal's own picture (issue 47 D7), absolute against the public origin, not the app icon.
  const picture = new URL(String(deal.image_url), 'http://127.0.0.1:5173').href;
  expect(metaContent(html, 'property', 'og:image')).toBe(picture);
  expect(metaContent(html, 'name', 'twitter:image')).toBe(picture);
  expect(picture).not.toContain('icon-512');
  expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:5173${url}" />`);

  // The page hydrates as it arrived, then stays live.
  const seen = watch(page);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: String(deal.title) })).toBeVisible();
  await page.waitForTimeout(500);
  expect(seen.errors).toEqual([]);
  await snapAtWidths(page, 'ssr-guest-deal');

  // A deal that does not exist is a 404 that still renders the app's own page.
  const missing = await request.get(`/guest-deal/${bankId}/no-such-deal/${CITY}`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Deal not found');
});

test('without JavaScript the header has Signup and Login, and /login says what it is (issue 47 D12)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await header.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  // (Playwright's text locators skip <noscript>; the text is on screen, as the snapshot shows.)
  await expect(page.getByRole('main')).toContainText('This page needs JavaScript.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Signup' })).toBeVisible();
  await snapAtWidths(page, 'ssr-login-without-javascript');
  await page.goto('/signup');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Deals, Anytime, Anywhere' }),
  ).toBeVisible();
  await context.close();
});

test('a public page leaves the members’ style sheet out; logging in from it brings the sheet, after the app’s', async ({
  page,
}) => {
  const member = newMember('ssr-sheet', 'Sana Sheet');
  await createMember({ db, auth }, member, [{ bank: 'HBL', cardName: 'HBL Platinum Credit Card' }]);
  const sheets = () =>
    page
      .locator('head link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-precedence')));

  await openLanding(page);
  expect(await sheets()).toEqual(['app']);

  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogIn(page, member);
  await expect(page).toHaveURL(/\/HomePageLoggedIn$/);
  const carousel = page.locator('.card-carousel');
  await expect(carousel).toBeVisible();
  expect(await sheets()).toEqual(['app', 'member']);
  // The carousel's layout is in the members' sheet (home-page.css): a row, not stacked blocks.
  expect(await carousel.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
});
