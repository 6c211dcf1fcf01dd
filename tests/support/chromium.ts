/**
 * Debian's Chromium, as every browser test here launches it (Playwright's own download is never
 * used): headless, no sandbox or GPU on shared CI machines, and no traffic of its own (updates,
 * sync, QUIC), so the only requests are the ones a test makes.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
