/** The landing's and home's grid as the journeys find it: by role and name, as people read it. */
import { type Page, expect } from '@playwright/test';

export const grid = (page: Page) =>
  page.getByRole('list', { name: /Trending Discounts|Search Results for|Deals for/ });
export const cards = (page: Page) => grid(page).getByTestId('deal-card');
/**
 * The grid's deal cards of the demo's deals: the other journeys' own deals (ids with `e2e-`) come
 * and go while a journey runs, so one picked as "the first" may be gone or moved by the next step.
 */
export const demoCards = (page: Page) =>
  cards(page).filter({ hasNot: page.locator('a[href*="e2e-"]') });
/** The landing grid: one tile per place. */
export const tiles = (page: Page) => grid(page).getByTestId('place-tile');

/**
 * Waits until the page is live (main.tsx marks `<html data-app="live">`): a server-rendered page
 * reads, and its links work, a moment before its code has arrived; a journey about what the app
 * does in the page (a filter, focus coming back) starts once it has.
 */
export async function untilLive(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
}

/** Opens the landing and waits for its first place tile, and for the page to be live. */
export async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  await expect(tiles(page).first()).toBeVisible();
  await untilLive(page);
}

/** Opens a filter menu of the toolbar and picks one of its options. */
export async function chooseFilter(page: Page, menu: string, option: string): Promise<void> {
  await page
    .getByRole('toolbar', { name: 'Filters' })
    .getByRole('button', { name: menu, exact: true })
    .click();
  await page
    .getByRole('group', { name: menu })
    .getByRole('button', { name: option, exact: true })
    .click();
}
