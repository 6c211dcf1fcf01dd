/**
 * Test-side harness for the browser transport suites: bundles page.ts with esbuild into a temp
 * dir, serves it from its own origin (so every emulator call is cross-origin, as with Vite), and
 * launches Debian's Chromium through playwright-core. Never downloads a browser.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { PageApi, PageConfig } from './page.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.js';

export type { PageApi, PageConfig, Seen } from './page.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A served test page plus a browser to open it in. */
export interface BrowserHarness {
  readonly pageUrl: string;
  readonly browser: Browser;
  /** Opens a fresh page (own browser context, so its own IndexedDB) and initialises the SDK. */
  open(config: PageConfig): Promise<Page>;
  close(): Promise<void>;
}

/** Bundles the page, serves it on 127.0.0.1:0 and launches Chromium. */
export async function startBrowserHarness(): Promise<BrowserHarness> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fs-browser-page-'));
  await build({
    entryPoints: [path.join(here, 'page.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    outfile: path.join(dir, 'page.js'),
    logLevel: 'silent',
  });
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>loading</title><script src="page.js"></script>',
  );
  const { readFile } = await import('node:fs/promises');
  const server: Server = createServer((req, res) => {
    const name = req.url?.startsWith('/page.js') ? 'page.js' : 'index.html';
    readFile(path.join(dir, name)).then(
      (buf) => {
        res.writeHead(200, {
          'Content-Type': name.endsWith('.js') ? 'text/javascript' : 'text/html',
          'Cache-Control': 'no-store',
        });
        res.end(buf);
      },
      () => {
        res.writeHead(404);
        res.end();
      },
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return {
    pageUrl,
    browser,
    async open(config) {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('pageerror', (e) => {
        console.error(`[page] ${e.message}`);
      });
      if (process.env.BROWSER_TEST_LOG)
        page.on('console', (m) => {
          console.log(`[page] ${m.text()}`);
        });
      await page.goto(pageUrl);
      await page.waitForFunction(() => document.title === 'ready');
      await page.evaluate((c) => {
        (window as unknown as { t: PageApi }).t.init(c);
      }, config);
      return page;
    },
    async close() {
      await browser.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
