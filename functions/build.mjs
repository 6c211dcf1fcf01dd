// Bundles the functions into one self-contained ESM file (functions/lib/index.js) as deployed:
// @deals/shared and zod are inlined, the platform packages stay external and come from
// functions/package.json's dependencies at deploy time.
import { build, context } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const watch = process.argv.includes('--watch');

/** Bundle @deals/shared from its sources, so a build never depends on shared/dist being fresh. */
const sharedFromSource = {
  name: 'shared-from-source',
  setup(b) {
    b.onResolve({ filter: /^@deals\/shared(\/sentiment)?$/ }, (args) => ({
      path: fileURLToPath(
        new URL(
          args.path.endsWith('/sentiment')
            ? '../shared/src/sentiment/index.ts'
            : '../shared/src/index.ts',
          import.meta.url,
        ),
      ),
    }));
  },
};

const options = {
  absWorkingDir: here,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: ['firebase-functions', 'firebase-admin'],
  plugins: [sharedFromSource],
  // Bundled CommonJS code may call require(); ESM has none unless we make one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
};

// The review scorer reads its weights from a file beside its code (shared/src/sentiment/model.ts):
// the bundle's folder gets a copy, and is what Firebase deploys.
const weights = 'model-weights.bin';
mkdirSync(new URL('lib/', import.meta.url), { recursive: true });
copyFileSync(
  new URL(`../shared/src/sentiment/${weights}`, import.meta.url),
  new URL(`lib/${weights}`, import.meta.url),
);

if (watch) {
  const ctx = await context(options);
  await ctx.watch();
} else {
  await build(options);
}
