import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.js';

// Browser journeys against the whole local stack (Firestore emulator, Auth emulator, functions
// runner, web app), started fresh with demo data and nothing persisted. Never downloads a browser.
export default defineConfig({
  testDir: './e2e',
  outputDir: './artifacts/test-results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  use: {
    baseURL: 'http://127.0.0.1:5173',
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
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
