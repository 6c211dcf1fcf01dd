/** Debian's Chromium through Playwright, launched the way this machine allows (never downloaded). */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.js';

/** A headless Chromium from /usr/bin/chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A tile of a grid: a place tile on the landing, a deal card on the member's home. */
export const GRID_TILE = '[data-testid="deal-card"], [data-testid="place-tile"]';

/**
 * Injected before any page script: records when the first deal card enters the DOM, the largest
 * contentful paint, layout shifts and long tasks, so a run reads them back with one evaluate.
 */
export const vitalsInitScript = `
(() => {
  const vitals = { firstCard: null, lcp: 0, cls: 0, longTasks: [], fcp: null };
  window.__vitals = vitals;
  const seeCard = () => {
    if (vitals.firstCard === null && document.querySelector('${GRID_TILE}')) {
      vitals.firstCard = performance.now();
    }
  };
  new MutationObserver(seeCard).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.renderTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
})();
`;

/** What one page load measured. */
export interface Vitals {
  readonly firstCardMs: number;
  readonly lcpMs: number;
  readonly cls: number;
  /** Sum over long tasks after first contentful paint of their time beyond 50 ms. */
  readonly tbtMs: number;
}

interface RawVitals {
  firstCard: number | null;
  lcp: number;
  cls: number;
  longTasks: [number, number][];
  fcp: number | null;
}

/** Turns the page's recorded numbers into the figures the report shows. */
export function toVitals(raw: RawVitals): Vitals {
  const fcp = raw.fcp ?? 0;
  const tbt = raw.longTasks
    .filter(([start]) => start >= fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { firstCardMs: raw.firstCard ?? Number.NaN, lcpMs: raw.lcp, cls: raw.cls, tbtMs: tbt };
}
