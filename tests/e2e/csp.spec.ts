/**
 * The Content-Security-Policy the stack sends is the one the app runs under in every journey (the
 * shared `test` fails a journey on any violation, support/test.ts). This spec checks the policy
 * is really there and really enforced: without it, a journey free of violations proves nothing.
 */
import { VIOLATION_EVENT, expect, test } from './support/test.js';

/** A policy as its directives: name → sources. */
const directives = (policy: string | undefined) =>
  Object.fromEntries(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );

test('pages, server-rendered or not, carry a policy with scripts from our origin only', async ({
  request,
}) => {
  for (const path of ['/', '/guest-deal/Hbl/none/Lahore', '/login', '/CardInfoPage']) {
    const response = await request.get(path);
    const policy = directives(response.headers()['content-security-policy']);
    expect(policy['script-src'], path).toEqual(["'self'"]);
    expect(policy['object-src'], path).toEqual(["'none'"]);
    expect(policy['frame-ancestors'], path).toEqual(["'none'"]);
    // The local stack's pages reach its emulators (firebase.json's production policy would not).
    expect(policy['connect-src'], path).toEqual([
      "'self'",
      'http://127.0.0.1:8080',
      'http://127.0.0.1:9099',
      'http://127.0.0.1:5001',
    ]);
  }
});

test('an injected inline script does not run, and the browser reports it', async ({
  page,
  cspViolations,
}) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.waitForLoadState('load');

  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as { injectedScriptRan?: boolean }).injectedScriptRan === true;
  });
  expect(ran).toBe(false);

  // Both sources saw it: Chromium's console message and the page's event.
  await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(2);
  const seen = cspViolations.splice(0);
  expect(seen.some((text) => text.startsWith(`${VIOLATION_EVENT}: script-src-elem`))).toBe(true);
  expect(
    seen.some((text) => /inline script violates the following Content Security Policy/.test(text)),
    seen.join('\n'),
  ).toBe(true);
});
