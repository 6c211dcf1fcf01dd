/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

// The shared package is consumed from source so the app and its tests never depend on a prior `tsc -b`.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@deals\/shared$/, replacement: fromHere('../shared/src/index.ts') },
      { find: /^@\//, replacement: `${fromHere('./src')}/` },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    // The bench reads .vite/manifest.json to size each lazy route chunk.
    manifest: true,
    rolldownOptions: {
      // shared/ is pure (no module runs anything on import), so modules the app does not use, such
      // as the dataset schemas and their zod dependency, can be dropped from the bundle.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/shared/src/') },
    },
  },
  test: {
    name: 'web',
    root: fromHere('.'),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    css: false,
  },
});
