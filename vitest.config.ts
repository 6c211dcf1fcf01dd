import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every suite; `--project` picks a subset. Browser journeys run under Playwright.
export default defineConfig({
  test: {
    // One worker more than the machine has cores: the integration files spend much of their time
    // waiting on their own emulators, and a third worker keeps both cores busy meanwhile (on two
    // cores, 4.7 minutes for every Vitest suite instead of 5.3 with two workers).
    maxWorkers: availableParallelism() + 1,
    projects: [
      'shared/vitest.config.ts',
      'functions/vitest.config.ts',
      'emulator/vitest.config.ts',
      'web/vite.config.ts',
      'tests/vitest.config.ts',
    ],
  },
});
