import { defineConfig } from 'vitest/config';

// One runner for every suite; `--project` picks a subset. Browser journeys run under Playwright.
export default defineConfig({
  test: {
    projects: [
      'shared/vitest.config.ts',
      'functions/vitest.config.ts',
      'emulator/vitest.config.ts',
      'web/vite.config.ts',
      'tests/vitest.config.ts',
    ],
  },
});
