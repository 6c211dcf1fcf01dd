import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.js';
import { ALONE } from './e2e/support/alone.js';

// Browser journeys against the whole local stack (Firestore emulator, Auth emulator, functions
// runner, web app), started fresh with demo data and nothing persisted. Never downloads a browser.
//
// Two browsers at a time share the stack: each journey signs up its own members and reads what
// it writes. A test tagged ALONE changes or measures the whole stack (it deploys a new service
// worker, or counts every read the emulator serves), so it runs after all the others, by itself.
export default defineConfig({
  testDir: './e2e',
  outputDir: './artifacts/test-results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 2,
  // In CI, a journey that fails is run once more before it counts as failed: two browsers share
  // two cores with the whole stack, and a rare timing (a context that takes long to close) must
  // not make a run red. A journey that passes only on its retry is reported as flaky by name
  // (scripts/run-tests.mjs), so it is seen and fixed, not hidden. Locally a failure is final.
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: 'http://127.0.0.1:5173',
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [
    { name: 'journeys', grepInvert: ALONE, teardown: 'alone' },
    { name: 'alone', grep: ALONE },
  ],
  webServer: {
    command: 'node emulator/dist/cli/stack.js --web=preview --ephemeral',
    cwd: '..',
    url: 'http://127.0.0.1:5173',
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
