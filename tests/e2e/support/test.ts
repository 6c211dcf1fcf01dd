/**
 * The `test` every browser journey uses: Playwright's, watching for Content-Security-Policy
 * violations. Every page of every browser context a test opens (the default page, and contexts
 * from `browser.newContext()` or `browser.newPage()`) is watched, and a test fails when the
 * browser refused anything under the policy the stack sends: the app must run under it. A test
 * that means to provoke a violation takes the ones it expects from `cspViolations` (emptying it).
 *
 * Two sources, so that neither a quiet console nor a missing event hides a violation: Chromium's
 * own console error ("Refused to …, because it violates the following Content Security Policy
 * directive"), and the page's `securitypolicyviolation` event, reported by an init script.
 */
import { type Browser, type BrowserContext, test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/** What the init script writes to the console for each `securitypolicyviolation` event. */
export const VIOLATION_EVENT = 'securitypolicyviolation';

/** The console text of a violation: Chromium's own message or the init script's. */
const VIOLATION = /Content Security Policy|Content-Security-Policy|securitypolicyviolation/i;

/** Where the running test's violations go (each test starts a new list). */
let current: string[] = [];

async function watch(context: BrowserContext): Promise<void> {
  context.on('console', (message) => {
    const text = message.text();
    if (VIOLATION.test(text)) current.push(`${text} (${message.location().url || 'no url'})`);
  });
  await context.addInitScript((prefix: string) => {
    addEventListener(
      'securitypolicyviolation',
      (event) => {
        console.error(
          `${prefix}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${String(event.lineNumber)}`,
        );
      },
      true,
    );
  }, VIOLATION_EVENT);
}

/** Makes every context the browser opens from now on watched. */
function watchContexts(browser: Browser): () => void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watch(context);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}

export const test = base.extend<{ cspViolations: string[] }, { cspWatch: undefined }>({
  cspWatch: [
    async ({ browser }, use) => {
      const restore = watchContexts(browser);
      await use(undefined);
      restore();
    },
    { scope: 'worker', auto: true },
  ],
  cspViolations: [
    // Playwright reads a fixture's dependencies from this pattern; the list needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const violations: string[] = [];
      current = violations;
      await use(violations);
      expect(violations, 'Content-Security-Policy violations in the browser').toEqual([]);
    },
    { auto: true },
  ],
});
