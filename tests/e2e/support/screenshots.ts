/**
 * Screenshots for review: each screen a journey reaches, at phone and desktop width, saved under
 * tests/artifacts/screenshots/ as `{name}-phone.png` and `{name}-desktop.png`. Each width also
 * checks that the page is no wider than the screen (nothing sticks out on its scrolling side).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, expect } from '@playwright/test';

export const SCREENSHOTS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../artifacts/screenshots',
);

export interface SnapOptions {
  phone?: { width: number; height: number };
  desktop?: { width: number; height: number };
  /** The whole scrollable page rather than the viewport. */
  fullPage?: boolean;
  /** Waits, after each change of width, for what redraws itself on resize (a chart). */
  settle?: (page: Page) => Promise<void>;
}

/** Saves the current screen at phone and desktop width, then restores the viewport. */
export async function snapAtWidths(
  page: Page,
  name: string,
  {
    phone = { width: 390, height: 844 },
    desktop = { width: 1280, height: 844 },
    fullPage = false,
    settle,
  }: SnapOptions = {},
): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    await page.setViewportSize(size);
    await settle?.(page);
    // The page cannot be dragged sideways: nothing sticks out past its scrolling edge (the right
    // in English, the left in Urdu).
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `${name} at ${label} width is wider than the screen`).toBeLessThanOrEqual(
      clientWidth,
    );
    await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}-${label}.png`), fullPage });
  }
  if (original) await page.setViewportSize(original);
}
