import type { Page } from '@playwright/test';

/**
 * Resolves once the page has opened a Firestore listener (its Listen channel). A server-rendered
 * page opens its listeners a few seconds after it is live (web/src/lib/boot/live-after-start.ts),
 * so an update meant to reach it live is written, or its latency measured, from then on. Start
 * waiting before the page is opened.
 */
export async function firestoreListening(page: Page, timeoutMs: number): Promise<void> {
  await page.waitForRequest((request) => request.url().includes('/Listen/channel'), {
    timeout: timeoutMs,
  });
}
