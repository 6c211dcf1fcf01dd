import { defineConfig } from 'vitest/config';

// Integration suites against the real local stack (Firestore emulator, Auth emulator, functions runner).
// Each file starts its own emulators on free ports, so files run in parallel like the unit suites.
export default defineConfig({
  test: {
    name: 'integration',
    include: [
      'integration/**/*.test.ts',
      'conformance/**/*.test.ts',
      'rules/**/*.test.ts',
      'bench/**/*.test.ts',
      'browser/**/*.test.ts',
    ],
    environment: 'node',
    // Google's auth library must not probe the GCE metadata server: tests stay on loopback.
    env: { METADATA_SERVER_DETECTION: 'none' },
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
