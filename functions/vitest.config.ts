import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'functions',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { METADATA_SERVER_DETECTION: 'none' },
  },
});
