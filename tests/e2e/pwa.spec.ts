/**
 * Installable and offline, on the production build: the manifest and icons Chrome needs, a
 * service worker that controls the page after a reload, Chrome's own installability check, a
 * returning visit that still arrives server-rendered, and an offline reload that still shows the
 * app with the deals this browser saw before, under the offline banner. Nothing here uses the Admin SDK: a guest browses, then loses the network.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLACEHOLDER_CARD_IMAGE, PLACEHOLDER_DEAL_IMAGE, STORAGE_KEYS } from '@deals/shared';
import { type Browser, type Page, expect, test } from './support/test.js';
import { ALONE_TAG } from './support/alone.js';
import { snapAtWidths } from './support/screenshots.js';
import { setOffline, untilInstalled } from './support/network.js';

/** The worker script the preview server hands out: the production build's. */
const SERVED_WORKER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist/sw.js',
);

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

/** Opens the landing under the service worker's control; the title of the grid's first tile. */
async function landingUnderWorker(page: Page): Promise<string> {
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
  return title;
}

/**
 * The landing opened again: a returning visitor's landing comes from the network rendered, as a
 * new visitor's does, not from the worker's app shell (which holds no deals), and the worker keeps
 * that copy for offline.
 */
async function returnToLanding(page: Page, title: string): Promise<void> {
  const returning = await page.reload();
  expect(returning?.fromServiceWorker()).toBe(true);
  expect(await returning?.text()).toContain(title);
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
}) => {
  const title = await landingUnderWorker(page);
  await expect(page.getByText('You’re offline.')).toHaveCount(0);
  await returnToLanding(page, title);

  await setOffline(page, true);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('You’re offline.');
  await expect(page.getByRole('main').getByText(title).first()).toBeVisible();
  await snap(page, 'offline-landing');

  await setOffline(page, false);
  await expect(page.getByText('You’re offline.')).toHaveCount(0);
});

test('offline, the placeholder pictures come with the install: a deal or card picture never fetched gives way to one, not to a broken image', async ({
  page,
}) => {
  await landingUnderWorker(page);
  await setOffline(page, true);
  for (const placeholder of [PLACEHOLDER_DEAL_IMAGE, PLACEHOLDER_CARD_IMAGE]) {
    const shown = await page.evaluate(async (url) => {
      // The guest's pages never showed it, so only the install can have kept it.
      const fetchedBefore = (await (await caches.open('images')).match(url)) !== undefined;
      const image = new Image();
      image.src = url;
      const loaded = await image.decode().then(
        () => true,
        () => false,
      );
      return { fetchedBefore, loaded, width: image.naturalWidth };
    }, placeholder);
    expect(shown, placeholder).toMatchObject({ fetchedBefore: false, loaded: true });
    expect(shown.width, placeholder).toBeGreaterThan(0);
  }
  await setOffline(page, false);
});

test('on the first visit the installed worker takes the page over: offline, a page whose code was never loaded still opens', async ({
  page,
}) => {
  await page.goto('/');
  // No reload: the worker claims the page it was installed from.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), {
      timeout: 30_000,
    })
    .toBe('activated');
  const tile = page
    .getByRole('main')
    .locator('[data-testid="deal-card"], [data-testid="place-tile"]')
    .first();
  await expect(tile).toBeVisible();

  await setOffline(page, true);
  await tile.getByRole('heading').first().click();
  // The page's own code runs (its Back button, its own word on the data it cannot reach), not the
  // screen for code that could not be fetched.
  await expect(page.getByRole('main').getByRole('button', { name: '← Back' })).toBeVisible();
  await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
  await setOffline(page, false);
});

/**
 * A first visit to the landing, the tiles on screen, until the worker installed from it controls
 * the page and has kept the page for offline (the app puts the page as the server sent it in the
 * worker's cache, as the page itself came before the worker). The titles of the tiles shown.
 */
async function firstVisitUnderWorker(page: Page): Promise<string[]> {
  await page.goto('/');
  const titles = page
    .getByRole('main')
    .locator('[data-testid="deal-card"], [data-testid="place-tile"]')
    .getByRole('heading');
  await expect(titles.first()).toBeVisible();
  // No reload: the worker claims the page it was installed from.
  await untilInstalled(page);
  await expect
    .poll(() =>
      page.evaluate(
        async () =>
          (await (await caches.open('pages')).match('/', { ignoreSearch: true })) !== undefined,
      ),
    )
    .toBe(true);
  const shown = (await titles.allTextContents()).map((title) => title.trim());
  expect(shown.length).toBeGreaterThan(0);
  return shown;
}

/** After an offline reload, the landing shows the tiles of the first visit, under the banner. */
async function sameTilesOffline(page: Page, titles: string[]): Promise<void> {
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('You’re offline.');
  const main = page.getByRole('main');
  for (const title of titles) await expect(main.getByText(title).first()).toBeVisible();
  await expect(main.getByText("We couldn't load deals right now")).toHaveCount(0);
}

test('a first visit survives an offline reload (context offline): the landing shows the tiles just seen', async ({
  page,
}) => {
  const titles = await firstVisitUnderWorker(page);
  await setOffline(page, true);
  await page.reload();
  await sameTilesOffline(page, titles);
  await snap(page, 'first-visit-offline-reload');
  await setOffline(page, false);
});

/**
 * DevTools' Offline switch: Network.emulateNetworkConditions on the page and on its service
 * worker, as DevTools sends it to each target it is attached to. The page's alone would leave the
 * worker's fetches online, and a reload would come from the network. The worker is reached through
 * the browser's session (Playwright opens sessions on pages only). Returns a switch back online.
 */
async function devToolsOffline(page: Page, browser: Browser): Promise<() => Promise<void>> {
  const conditions = (offline: boolean) => ({
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const pageSession = await page.context().newCDPSession(page);
  await pageSession.send('Network.enable');
  const browserSession = await browser.newBrowserCDPSession();
  const { targetInfos } = (await browserSession.send('Target.getTargets')) as {
    targetInfos: { type: string; targetId: string; url: string }[];
  };
  const worker = targetInfos.find(
    (target) =>
      target.type === 'service_worker' && new URL(target.url).origin === new URL(page.url()).origin,
  );
  if (!worker) throw new Error('no service worker to take offline');
  const { sessionId } = await browserSession.send('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: false,
  });
  let id = 0;
  const toWorker = (method: string, params: object) =>
    browserSession.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: (id += 1), method, params }),
    });
  await toWorker('Network.enable', {});
  const emulate = async (offline: boolean) => {
    await pageSession.send('Network.emulateNetworkConditions', conditions(offline));
    await toWorker('Network.emulateNetworkConditions', conditions(offline));
  };
  await emulate(true);
  // Chromium 150 forgets the page's emulation for a document loaded while offline
  // (support/network.ts): it is sent again.
  const again = () => void emulate(true).catch(() => undefined);
  page.on('domcontentloaded', again);
  return async () => {
    page.off('domcontentloaded', again);
    await emulate(false);
    await browserSession.detach();
  };
}

test('a first visit survives an offline reload (DevTools network emulation): the landing shows the tiles just seen', async ({
  page,
  browser,
}) => {
  const titles = await firstVisitUnderWorker(page);
  const online = await devToolsOffline(page, browser);
  await page.reload();
  await sameTilesOffline(page, titles);
  await online();
});

/**
 * This build's own check of the saved pages (run, online, by a start the worker controls) is over,
 * so it cannot overwrite what a test makes of them next.
 */
async function thisBuildCheckedSavedPages(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (checkedForKey) =>
          localStorage.getItem(checkedForKey) ===
          // A server page names its app script on its boot script, which loads it after the paint.
          (document.getElementById('app-boot')?.dataset.entry ??
            document.querySelector('script[type="module"][src^="/assets/"]')?.getAttribute('src')),
        STORAGE_KEYS.savedPagesCheckedFor,
      ),
    )
    .toBe(true);
}

/**
 * Makes the state what the previous build left: the worker's saved copies of the pages name that
 * build's app script, which an update removes from the worker's caches, and its start is the last
 * that checked them (the app checks them once per build).
 */
async function saveAsEarlierBuild(page: Page): Promise<void> {
  await thisBuildCheckedSavedPages(page);
  const rewritten = await page.evaluate(async (checkedForKey) => {
    localStorage.setItem(checkedForKey, '/assets/index-earlier.js');
    const pages = await caches.open('pages');
    let count = 0;
    for (const request of await pages.keys()) {
      const saved = await pages.match(request);
      if (!saved) continue;
      const html = (await saved.text()).replace(
        /(src|data-entry)="\/assets\/index-[^"]+\.js"/,
        '$1="/assets/index-earlier.js"',
      );
      await pages.put(request, new Response(html, { headers: saved.headers }));
      count += 1;
    }
    return count;
  }, STORAGE_KEYS.savedPagesCheckedFor);
  expect(rewritten).toBeGreaterThan(0);
}

/** Whether the worker's saved landing names the app script this page runs. */
function savedLandingIsCurrent(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const saved = await (await caches.open('pages')).match('/', { ignoreSearch: true });
    const current =
      document.getElementById('app-boot')?.dataset.entry ??
      document.querySelector('script[type="module"][src^="/assets/"]')?.getAttribute('src');
    return saved !== undefined && current != null && (await saved.text()).includes(current);
  });
}

test('offline after an update, a page saved by the earlier build does not open frozen: the app runs, says it is offline, and back online loads the deals and saves the page anew', async ({
  page,
}) => {
  const title = await landingUnderWorker(page);
  await returnToLanding(page, title);
  // The app starts after the page has painted; its check of the saved pages needs the network.
  await thisBuildCheckedSavedPages(page);

  await setOffline(page, true);
  await saveAsEarlierBuild(page);
  await page.reload();
  // The app itself runs: a copy whose script is gone would show tiles that nothing answers, with
  // no word of being offline. The landing's places came with the page, not from Firestore, so
  // there are none in its cache to show: the grid says so and offers Retry.
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('You’re offline.');
  const grid = page.getByRole('region', { name: 'Trending Discounts' });
  await expect(grid.getByRole('alert')).toContainText(
    "You're offline. Deals will load by themselves",
  );
  await expect(grid.getByRole('button', { name: 'Retry' })).toBeVisible();
  await snap(page, 'offline-after-update');

  // Back online, the places load by themselves, and the saved landing is this build's again.
  await setOffline(page, false);
  await expect(page.getByText('You’re offline.')).toHaveCount(0);
  await expect(grid.getByText(title).first()).toBeVisible();
  await expect.poll(() => savedLandingIsCurrent(page)).toBe(true);
});

test('after an update, the first start online saves the kept pages anew: offline, the landing opens with the deals seen before', async ({
  page,
}) => {
  const title = await landingUnderWorker(page);
  await returnToLanding(page, title);
  await saveAsEarlierBuild(page);
  expect(await savedLandingIsCurrent(page)).toBe(false);

  // The first start of the new build, online, on a page other than the landing (opening the
  // landing online would save it anyway).
  await page.goto('/AboutSection');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => savedLandingIsCurrent(page)).toBe(true);

  await setOffline(page, true);
  await page.goto('/');
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('You’re offline.');
  await expect(page.getByRole('main').getByText(title).first()).toBeVisible();
  await setOffline(page, false);
});

// The deployment is the whole stack's: every installed worker would see it.
test(
  'a new deployment shows the update prompt, and accepting it reloads into the new version',
  {
    tag: ALONE_TAG,
  },
  async ({ page }) => {
    await page.goto('/');
    await controlledByServiceWorker(page);
    const firstWorker = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '',
    );
    expect(firstWorker).toMatch(/\/sw\.js$/);
    await expect(page.getByRole('status', { name: 'Update', exact: true })).toHaveCount(0);

    // A deployment replaces the built files; the browser notices a byte-different worker script
    // when it checks (on navigations, and on registration.update()). The preview server serves
    // web/dist, so the test deploys by rewriting its sw.js, and puts the original back after.
    const built = readFileSync(SERVED_WORKER, 'utf8');
    writeFileSync(SERVED_WORKER, `${built}\n// deployment ${Date.now()}\n`);
    try {
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.ready).update();
      });
      const prompt = page.getByRole('status', { name: 'Update', exact: true });
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText('A new version of Card Deals is ready.');
      await snap(page, 'update-prompt');
      await page.evaluate(() => {
        (window as { beforeUpdate?: boolean }).beforeUpdate = true;
      });
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Update now' }).click();
      await reloaded;

      // The waiting worker takes over and the page reloads into it: a fresh page, no worker left
      // waiting, and no prompt.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            return (
              (window as { beforeUpdate?: boolean }).beforeUpdate === undefined &&
              registration.waiting === null &&
              navigator.serviceWorker.controller !== null
            );
          }),
        )
        .toBe(true);
      await expect(page.getByRole('status', { name: 'Update', exact: true })).toHaveCount(0);
      await expect(page.getByRole('main')).toBeVisible();
    } finally {
      writeFileSync(SERVED_WORKER, built);
    }
  },
);
