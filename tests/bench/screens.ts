/**
 * Screen figures against the running stack: page-load timings of the landing page (cold and warm,
 * and against a static floor), the JavaScript it downloads, and the Firestore document reads each
 * screen costs, read from the emulator's usage counter.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync, existsSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';

import { firestoreListening } from '../support/firestore-listen.js';
import { GRID_TILE, toVitals, vitalsInitScript, type Vitals } from './browser.js';
import type { Figure } from './report.js';
import { summarise } from './stats.js';
import { captureCards, serveStatic } from './static-floor.js';
import { readUsage, resetUsage } from './usage.js';

export interface StackUrls {
  readonly web: string;
  readonly firestore: string;
  readonly projectId: string;
  readonly distDir: string;
}

export interface Member {
  readonly email: string;
  readonly password: string;
}

/** Loads `url` in `page` and waits for the first deal card; returns the page's vitals. */
async function loadUntilFirstCard(page: Page, url: string): Promise<Vitals> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.locator(GRID_TILE).first().waitFor({ state: 'visible', timeout: 60_000 });
  // Let LCP and layout shifts settle past the first card.
  await page.waitForTimeout(1000);
  return toVitals(
    await page.evaluate(
      () => (window as unknown as { __vitals: Parameters<typeof toVitals>[0] }).__vitals,
    ),
  );
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(vitalsInitScript);
  return context;
}

/** Waits until the usage counter stops moving (listeners have delivered), then returns reads. */
async function settledReads(urls: StackUrls): Promise<number> {
  let last = -1;
  for (let i = 0; i < 20; i += 1) {
    const { reads } = await readUsage(urls.firestore, urls.projectId);
    if (reads === last) return reads;
    last = reads;
    await new Promise((r) => setTimeout(r, 500));
  }
  return last;
}

/**
 * A landing URL the edge cache has not kept yet: the query string makes it a URL of its own, so
 * the `ssr` function renders it (the page itself ignores the query).
 */
const uncachedLanding = (urls: StackUrls, tag: string) => `${urls.web}/?visit=${tag}-${Date.now()}`;

/**
 * Landing page load, cold (a browser with nothing cached) and warm, and its ratio to the static
 * floor. The stack runs with the edge cache, as Hosting's CDN serves the page: "cold" is a new
 * visitor who meets the page in the CDN (it is rendered once per s-maxage for everyone), "cold,
 * rendered" one whose request reaches the function.
 */
export async function measureLanding(
  browser: Browser,
  urls: StackUrls,
  runs: number,
): Promise<Figure[]> {
  const cold: Vitals[] = [];
  const rendered: Vitals[] = [];
  const warm: Vitals[] = [];
  const floor: number[] = [];
  const jsBytes: number[] = [];
  const files: number[] = [];
  let staticHtml: string | null = null;

  // The first visitor after a deploy or expiry: the CDN keeps what the function renders.
  const put = await fetch(`${urls.web}/`);
  if (put.headers.get('x-cache') === null) throw new Error('the stack runs without --edge-cache');
  await put.arrayBuffer();

  for (let run = 0; run < runs; run += 1) {
    const fresh = await newContext(browser);
    rendered.push(await loadUntilFirstCard(await fresh.newPage(), uncachedLanding(urls, `${run}`)));
    await fresh.close();

    const context = await newContext(browser);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if ((type === 'script' || type === 'stylesheet') && response.url().startsWith(urls.web))
        scripts.add(new URL(response.url()).pathname);
    });
    cold.push(await loadUntilFirstCard(page, `${urls.web}/`));
    // Everything the page fetches before it is interactive: the server-rendered landing paints
    // its first card from the HTML, long before its scripts have arrived and hydrated it.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    files.push(scripts.size);
    jsBytes.push(
      [...scripts].reduce((sum, pathname) => {
        const file = path.join(urls.distDir, pathname);
        return existsSync(file) ? sum + gzipSync(readFileSync(file), { level: 9 }).length : sum;
      }, 0) / 1024,
    );
    staticHtml ??= await captureCards(page, 20);
    warm.push(await loadUntilFirstCard(page, `${urls.web}/`));
    await context.close();
  }

  const server = await serveStatic(staticHtml ?? '', urls.web);
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await newContext(browser);
      const page = await context.newPage();
      floor.push((await loadUntilFirstCard(page, server.url)).firstCardMs);
      await context.close();
    }
  } finally {
    await server.close();
  }

  const floorMedian = summarise(floor).median;
  /** A page-load figure: `metric` of every run. */
  const pageLoad = <T>(
    name: string,
    unit: Figure['unit'],
    runs: readonly T[],
    metric: (run: T) => number,
  ): Figure => ({ group: 'Page load', name, unit, summary: summarise(runs.map(metric)) });
  const figures: Figure[] = [
    {
      group: 'Bundle',
      name: 'landing route JS + CSS downloaded (gzip)',
      unit: 'KB',
      summary: summarise(jsBytes),
      budget: 170,
    },
    {
      // Each file costs a phone's main thread a task to request it and another to run it.
      group: 'Bundle',
      name: 'landing route JS + CSS files downloaded',
      unit: 'files',
      summary: summarise(files),
      budget: 30,
    },
    pageLoad('landing: first deal card, cold', 'ms', cold, (v) => v.firstCardMs),
    pageLoad('landing: first deal card, warm', 'ms', warm, (v) => v.firstCardMs),
    pageLoad('static floor: same 20 cards as plain HTML', 'ms', floor, (ms) => ms),
    pageLoad('landing cold ÷ static floor', '×', cold, (v) => v.firstCardMs / floorMedian),
    pageLoad(
      'landing: first deal card, cold, rendered by the function (CDN miss)',
      'ms',
      rendered,
      (v) => v.firstCardMs,
    ),
    pageLoad(
      'landing cold, rendered ÷ static floor',
      '×',
      rendered,
      (v) => v.firstCardMs / floorMedian,
    ),
    pageLoad('landing LCP, cold', 'ms', cold, (v) => v.lcpMs),
    pageLoad('landing CLS, cold', 'score', cold, (v) => v.cls),
    pageLoad('landing total blocking time, cold', 'ms', cold, (v) => v.tbtMs),
  ];
  return figures;
}

/** Signs a member in through the login form of a fresh context. */
async function signIn(
  browser: Browser,
  urls: StackUrls,
  member: Member,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${urls.web}/login`);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/HomePageLoggedIn/, { timeout: 60_000 });
  return { context, page };
}

/** A screen whose reads are counted: it gets a fresh page (signed in or not) and does its thing. */
interface Screen {
  readonly name: string;
  readonly budget?: number;
  readonly member: boolean;
  readonly act: (page: Page) => Promise<void>;
}

/** Document reads per screen: reset the counter, do the screen, wait until listeners settle. */
export async function measureReads(
  browser: Browser,
  urls: StackUrls,
  member: Member,
  deal: { bankId: string; dealId: string; cityId: string },
  runs: number,
): Promise<Figure[]> {
  const cards = (page: Page) => page.locator(GRID_TILE);
  const screens: Screen[] = [
    {
      name: 'landing first page',
      budget: 30,
      member: false,
      act: async (page) => {
        // Rendered for this visit (not from the edge cache), so the server's reads are counted.
        await page.goto(uncachedLanding(urls, 'reads'));
        await cards(page).first().waitFor({ timeout: 60_000 });
      },
    },
    {
      name: 'brand search (one term)',
      budget: 20,
      member: false,
      act: async (page) => {
        await page.goto(`${urls.web}/brand-search`);
        const input = page.getByRole('searchbox').or(page.getByRole('textbox')).first();
        await input.waitFor({ timeout: 60_000 });
        // The page's own first reads (two example brands for the placeholder) are not the
        // search: the count starts once the placeholder names them.
        await page
          .waitForFunction(
            () =>
              /^Search brands like /.test(
                document.querySelector('input[type="search"]')?.getAttribute('placeholder') ?? '',
              ),
            undefined,
            { timeout: 30_000 },
          )
          .catch(() => undefined);
        await resetUsage(urls.firestore, urls.projectId);
        await input.fill('ka');
        await page
          .getByText(/Available in \d+ bank/)
          .first()
          .waitFor({ timeout: 30_000 });
      },
    },
    {
      name: 'deal detail (deal + first reviews page)',
      member: false,
      act: async (page) => {
        const listening = firestoreListening(page, 60_000);
        await page.goto(`${urls.web}/guest-deal/${deal.bankId}/${deal.dealId}/${deal.cityId}`);
        await page.getByTestId('average-rating').waitFor({ timeout: 60_000 });
        // The page arrives with the deal and its reviews; its listeners read them again (the
        // server's copy may be up to five minutes old) once it has settled.
        await listening;
      },
    },
    {
      name: "member's home",
      member: true,
      act: async (page) => {
        await page.goto(`${urls.web}/HomePageLoggedIn`);
        await cards(page).first().waitFor({ timeout: 60_000 });
      },
    },
    {
      name: 'statistics page',
      member: true,
      act: async (page) => {
        await page.goto(`${urls.web}/StatisticsPage`);
        await page.getByText('Bank Analytics Comparison').waitFor({ timeout: 60_000 });
        await page.getByText('Total Offers Available').first().waitFor({ timeout: 60_000 });
      },
    },
  ];

  const figures: Figure[] = [];
  for (const screen of screens) {
    const samples: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const { context, page } = screen.member
        ? await signIn(browser, urls, member)
        : await newContext(browser).then(async (c) => ({ context: c, page: await c.newPage() }));
      // Settle whatever the sign-in itself read, then count only the screen.
      if (screen.member) await settledReads(urls);
      await resetUsage(urls.firestore, urls.projectId);
      await screen.act(page);
      samples.push(await settledReads(urls));
      await context.close();
    }
    figures.push({
      group: 'Cost',
      name: `document reads: ${screen.name}`,
      unit: 'reads',
      summary: summarise(samples),
      ...(screen.budget === undefined ? {} : { budget: screen.budget }),
    });
  }

  // A further landing page: scroll the sentinel into view and count what the next page costs.
  const further: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${urls.web}/`);
    await cards(page).first().waitFor({ timeout: 60_000 });
    await settledReads(urls);
    const before = await cards(page).count();
    await resetUsage(urls.firestore, urls.projectId);
    await page.getByTestId('deal-grid-sentinel').scrollIntoViewIfNeeded();
    await page.waitForFunction(
      ({ n, tile }) => document.querySelectorAll(tile).length > n,
      { n: before, tile: GRID_TILE },
      { timeout: 30_000 },
    );
    further.push(await settledReads(urls));
    await context.close();
  }
  figures.push({
    group: 'Cost',
    name: 'document reads: each further landing page',
    unit: 'reads',
    summary: summarise(further),
  });
  return figures;
}
