/**
 * Taking a page offline and back, as a person's device does. `context.setOffline` alone makes
 * every request fail, but with Debian's Chromium 150 a document loaded while offline (a reload,
 * a `goto`) still reads `navigator.onLine === true` and gets no `offline` event, which no real
 * browser without a network does. The page's own DevTools session therefore emulates the network
 * too, again after each document it loads while offline, so that `navigator.onLine` and the
 * `offline` event tell the page the truth.
 */
import { type CDPSession, type Page, expect } from '@playwright/test';

interface Emulation {
  session: CDPSession;
  offline: boolean;
}

const emulations = new WeakMap<Page, Emulation>();

function emulate({ session, offline }: Emulation): Promise<unknown> {
  return session.send('Network.emulateNetworkConditions', {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

async function emulationOf(page: Page): Promise<Emulation> {
  const known = emulations.get(page);
  if (known) return known;
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const emulation: Emulation = { session, offline: false };
  emulations.set(page, emulation);
  page.on('domcontentloaded', () => {
    if (emulation.offline) void emulate(emulation).catch(() => undefined);
  });
  return emulation;
}

/** Puts the page's whole browser context offline (true) or back online (false). */
export async function setOffline(page: Page, offline: boolean): Promise<void> {
  await page.context().setOffline(offline);
  const emulation = await emulationOf(page);
  emulation.offline = offline;
  await emulate(emulation);
}

/**
 * Waits until the app's service worker controls the page, as it does within seconds of a first
 * visit: from then on the app's code is served offline from the worker's precache. Before that, a
 * part of the code first needed while offline cannot be fetched, and Chromium 150 keeps that
 * failed import for the rest of the page's life, so the part works again only after a reload.
 */
export async function untilInstalled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), {
      timeout: 30_000,
    })
    .toBe('activated');
}
