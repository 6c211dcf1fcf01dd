/**
 * Issue 11 journeys against the running local stack: the comparison chart built from the demo
 * Analytics, a deal added with the Admin SDK showing up after a reload, and bank → card →
 * category → deal navigation with the back buttons unwinding it.
 */
import { randomUUID } from 'node:crypto';
import {
  STATISTICS_CATEGORY_BUTTONS,
  STATISTICS_SERIES,
  parseAnalytics,
  parseBank,
  parseCategory,
  analyticsEntity,
  bankEntity,
  dealEntity,
} from '@deals/shared';
import { type Locator, type Page, expect, test } from './support/test.js';
import { deleteApp } from 'firebase-admin/app';

import { logIn } from './support/member-ui.js';
import { snapAtWidths } from './support/screenshots.js';
import { createMember, newMember, stackAdmin } from './support/stack-admin.js';

const { app: admin, db, auth } = stackAdmin('statistics');

const CITY = 'Lahore';
const member = newMember('stats', 'Bilal Stats');
const addedDeals: string[] = [];

test.beforeAll(async () => {
  await createMember({ db, auth }, member, [{ bank: 'HBL', cardName: 'HBL Platinum Credit Card' }]);
});

test.afterAll(async () => {
  await Promise.all(addedDeals.map((path) => db.doc(path).delete()));
  await deleteApp(admin);
});

/** The per-bank sentences the page's chart caption must contain, from the stored documents. */
async function expectedSummary(): Promise<string[]> {
  const banks = (await db.collection(bankEntity.path()).get()).docs.map((d) =>
    parseBank(d.data(), d.id),
  );
  const lines: string[] = [];
  for (const bank of banks) {
    let snap = await db.doc(analyticsEntity.docPath({ bankId: bank.id, cityId: CITY })).get();
    if (!snap.exists)
      snap = await db.doc(analyticsEntity.docPath({ bankId: bank.id, cityId: 'Lahore' })).get();
    const analytics = snap.exists ? parseAnalytics(snap.data()) : null;
    const count = (category: string) =>
      Object.entries(analytics?.deals_by_category ?? {}).reduce(
        (sum, [key, n]) => (parseCategory(key) === category ? sum + n : sum),
        0,
      );
    lines.push(
      `${bank.bankName}: ${STATISTICS_SERIES.map((s) => `${s.label} ${count(s.category)}`).join(', ')}`,
    );
  }
  return lines.sort();
}

async function captionLines(page: Page): Promise<string[]> {
  return (
    await page.getByTestId('distribution-chart').locator('figcaption li').allTextContents()
  ).sort();
}

test.beforeEach(async ({ page }) => {
  await logIn(page, member);
});

test('the chart has one bar group per bank with the stored counts', async ({ page }) => {
  await page.goto('/StatisticsPage');
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Bank Cards' })).toBeVisible();
  await expect(page.getByText('Choose the best card based on your preference')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deals Distribution by Bank' })).toBeVisible();
  const expected = await expectedSummary();
  expect(await captionLines(page)).toEqual(expected);

  const plot = page.getByTestId('distribution-chart').locator('.js-plotly-plot');
  await expect(plot).toBeVisible();
  await expect(plot.locator('.xtick')).toHaveCount(expected.length);
  await expect(plot.locator('g.trace.bars')).toHaveCount(4);
  for (const trace of await plot.locator('g.trace.bars').all()) {
    await expect(trace.locator('g.point')).toHaveCount(expected.length);
  }
  await expect(plot.locator('.legend .traces')).toHaveCount(4);
  // y labels hidden: Plotly draws no y tick text at all.
  expect(await plot.locator('.ytick text').count()).toBe(0);
  await expect(
    page.getByText(
      'Banks with higher Food & Lifestyle deals typically offer better savings on daily expenses.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^HBL .* You hold 1 card$/ })).toBeVisible();
  await snapAtWidths(page, 'statistics-banks', { fullPage: true, settle: chartFitsItsBox });
});

/** Waits for Plotly to redraw the chart at its box's new width (it does so after a resize). */
async function chartFitsItsBox(page: Page): Promise<void> {
  const plot = page.getByTestId('distribution-chart').locator('.js-plotly-plot');
  await expect
    .poll(() =>
      plot.evaluate((div) => {
        const svg = div.querySelector('svg.main-svg');
        // Its width attribute, not its box: CSS shrinks the box at once, Plotly redraws later.
        return svg ? Number(svg.getAttribute('width')) - div.clientWidth : null;
      }),
    )
    .toBe(0);
}

/** The last series' last bar: the right edge of the last bank's group. */
async function lastBarBox(plot: Locator): Promise<{ x: number; width: number }> {
  const box = await plot.locator('g.trace.bars').last().locator('g.point').last().boundingBox();
  if (!box) throw new Error('the chart drew no bars');
  return box;
}

test('at 1366 px every bank group, the last included, is drawn inside the chart box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/StatisticsPage');
  const figure = page.getByTestId('distribution-chart');
  const plot = figure.locator('.js-plotly-plot');
  await expect(plot.locator('g.trace.bars')).toHaveCount(4);
  const box = (await figure.boundingBox())!;
  const lastBar = await lastBarBox(plot);
  expect(lastBar.x + lastBar.width).toBeLessThanOrEqual(box.x + box.width);
  const lastTick = (await plot.locator('.xtick').last().boundingBox())!;
  expect(lastTick.x).toBeLessThan(box.x + box.width);
  // Nothing to scroll: the plot is no wider than its box.
  const svg = (await plot.locator('svg.main-svg').first().boundingBox())!;
  expect(svg.width).toBeLessThanOrEqual(box.width + 1);
});

test('on a phone the chart fits the screen and every legend entry is on it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/StatisticsPage');
  const plot = page.getByTestId('distribution-chart').locator('.js-plotly-plot');
  await expect(plot.locator('.legend .traces')).toHaveCount(4);
  for (const entry of await plot.locator('.legend .traces').all()) {
    const entryBox = (await entry.boundingBox())!;
    expect(entryBox.x).toBeGreaterThanOrEqual(0);
    expect(entryBox.x + entryBox.width).toBeLessThanOrEqual(390);
  }
  const lastBar = await lastBarBox(plot);
  expect(lastBar.x + lastBar.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a deal added through the Admin SDK changes the chart after a reload', async ({ page }) => {
  // Islamabad: other journeys running in parallel add HBL deals in Lahore and Karachi, which
  // would move the count this test compares.
  const city = 'Islamabad';
  await page.goto(`/StatisticsPage?city=${city}`);
  const hblLine = () =>
    page.getByTestId('distribution-chart').locator('figcaption li').filter({ hasText: /^HBL:/ });
  const foodCount = async () =>
    Number(/Food (\d+)/.exec((await hblLine().textContent()) ?? '')?.[1]);
  await expect(hblLine()).toHaveCount(1);
  const before = await foodCount();

  const path = dealEntity.docPath({
    bankId: 'Hbl',
    cityId: city,
    dealId: `food-e2e-stats-${randomUUID().slice(0, 8)}`,
  });
  addedDeals.push(path);
  await db.doc(path).set({
    title: 'E2E Nihari Point',
    discount: '15% off',
    category_id: 'Food',
    bank_id: 'Hbl',
    offers: [{ title: '15% off', card_type: [{ cardName: 'HBL Platinum Credit Card' }] }],
    branches: [
      {
        name: 'Blue Area',
        full_address: 'Blue Area, Islamabad',
        latitude: 33.7104,
        longitude: 73.0605,
      },
    ],
  });
  // The deal trigger updates the bank's Analytics; wait for it rather than for a fixed time.
  await expect
    .poll(
      async () =>
        parseAnalytics(
          (await db.doc(analyticsEntity.docPath({ bankId: 'Hbl', cityId: city })).get()).data(),
        ).deals_by_category.Food ?? 0,
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThanOrEqual(before + 1);
  await page.reload();
  await expect(hblLine()).toHaveCount(1);
  expect(await foodCount()).toBe(before + 1);
});

test('bank → card → category → deal, and the back buttons unwind it', async ({ page }) => {
  const bank = parseBank((await db.doc(bankEntity.docPath({ bankId: 'Hbl' })).get()).data(), 'Hbl');
  // The card and category with the most deals, so the grid is not empty.
  const deals = (
    await db.collection(dealEntity.path({ bankId: 'Hbl', cityId: CITY })).get()
  ).docs.map((d) => d.data());
  let best = { card: '', category: '', count: 0 };
  for (const card of bank.cards) {
    for (const { category } of STATISTICS_CATEGORY_BUTTONS) {
      // The card view lists active deals only (expired or not yet valid ones are left out).
      const count = deals.filter(
        (d) =>
          d.active === true &&
          Array.isArray(d.cardNames) &&
          (d.cardNames as unknown[]).includes(card.cardName) &&
          d.category_id === category,
      ).length;
      if (count > best.count) best = { card: card.cardName, category, count };
    }
  }
  expect(best.count).toBeGreaterThan(0);
  const label = STATISTICS_CATEGORY_BUTTONS.find((b) => b.category === best.category)!.label;

  await page.goto('/StatisticsPage');
  await page.getByRole('button', { name: /^HBL / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'HBL Cards' })).toBeVisible();
  const platinum = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'HBL Platinum Credit Card' }) });
  await expect(platinum.getByText('Your card')).toBeVisible();
  await expect(page.getByText('Number of Deals:').first()).toBeVisible();
  await snapAtWidths(page, 'statistics-bank-cards', { fullPage: true });

  await page
    .getByRole('button', {
      name: new RegExp(`^View Card Deals: .*${best.card.replace(/^HBL /, '')}$`),
    })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    best.card.replace(/^HBL /, ''),
  );
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: `${label} Deals` })).toBeVisible();
  const cards = page.getByRole('list', { name: `${label} Deals` }).getByTestId('deal-card');
  await expect(cards).toHaveCount(Math.min(best.count, 50));
  await snapAtWidths(page, 'statistics-card-deals');

  const first = cards.first().getByRole('heading').getByRole('link');
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/deal\/Hbl\/[^/]+\/Lahore$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The title paints at once from navigation state; the back interception is registered in an
  // effect after that paint. Wait for the live deal document, as a person would, before Back.
  await expect(page.getByTestId('average-rating')).toBeVisible();

  // The deal page's back button leads home for members; come back to the card view by URL.
  await page.goBack();
  await expect(page).toHaveURL(/\/HomePageLoggedIn$/);
  await page.goto(
    `/StatisticsPage?bank=Hbl&card=${encodeURIComponent(best.card.toLowerCase().replace(/ /g, '-'))}&category=${best.category}`,
  );
  await expect(page.getByRole('heading', { name: `${label} Deals` })).toBeVisible();
  await page.getByRole('button', { name: 'Back to HBL cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'HBL Cards' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to all banks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Bank Cards' })).toBeVisible();
});

test('an unknown bank or card says so, with Go Back', async ({ page }) => {
  await page.goto('/StatisticsPage?bank=NoSuchBank');
  await expect(page.getByRole('alert')).toContainText('Bank not found');
  await page.goto('/StatisticsPage?bank=Hbl&card=no-such-card');
  await expect(page.getByRole('alert')).toContainText('Card not found');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'HBL Cards' })).toBeVisible();
});

test('the landing page does not download Plotly', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  // Not 'networkidle': Firestore's listen channel keeps the network busy for as long as the page lives.
  await expect(page.getByTestId('place-tile').first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /plotly/i.test(url))).toEqual([]);
  // The bundle's own class name, in case a build inlines Plotly into a chunk with another name.
  const bodies = await Promise.all(
    scripts.map(async (url) => (await page.request.get(url)).text()),
  );
  expect(bodies.filter((body) => body.includes('js-plotly-plot'))).toEqual([]);
});
