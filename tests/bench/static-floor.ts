/**
 * The physical floor for the landing page on this machine: a static HTML page showing the same
 * cards with the same CSS, served from loopback. The app's time to first card is reported as a
 * ratio against it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { GRID_TILE } from './browser.js';

/** Captures the first `count` rendered deal cards and every stylesheet of a loaded page. */
export async function captureCards(page: Page, count: number): Promise<string> {
  return page.evaluate(
    ({ n, tile }) => {
      const css = [...document.styleSheets]
        .map((sheet) => {
          try {
            return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
          } catch {
            return '';
          }
        })
        .join('\n');
      const cards = [...document.querySelectorAll(tile)]
        .slice(0, n)
        .map((card) => `<li>${card.outerHTML}</li>`);
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Static floor</title><style>${css}</style></head><body><main><ul class="deal-grid">${cards.join('')}</ul></main></body></html>`;
    },
    { n: count, tile: GRID_TILE },
  );
}

/** Serves one HTML document (and lets images 404 fast) on a free loopback port. */
export async function serveStatic(
  html: string,
  assetsOrigin: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url === '/' || req.url === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
      return;
    }
    // Images and fonts come from the app's server, as they would for the real page.
    res.writeHead(302, { location: `${assetsOrigin}${req.url ?? '/'}` });
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
