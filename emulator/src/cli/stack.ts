/**
 * `npm run emulators` (stack only) and `npm start` (stack plus the web app).
 * Flags: --web[=dev|preview], --ephemeral (keep no data), --data-dir DIR, --no-demo,
 * --no-index-enforcement (queries missing a composite index run anyway), --edge-cache (with
 * --web=preview: keep server-rendered pages for their s-maxage, as Hosting's CDN does).
 */
import { parseArgs } from 'node:util';

import { defaultStackOptions, startStack, type WebMode } from '../stack/stack.js';

// A bare `--web` means the dev server.
const args = process.argv.slice(2).map((arg) => (arg === '--web' ? '--web=dev' : arg));
const { values } = parseArgs({
  args,
  options: {
    web: { type: 'string' },
    ephemeral: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    'no-demo': { type: 'boolean', default: false },
    'no-index-enforcement': { type: 'boolean', default: false },
    'edge-cache': { type: 'boolean', default: false },
  },
  allowPositionals: false,
  strict: true,
});

const web: WebMode =
  values.web === undefined ? false : values.web === 'preview' ? 'preview' : 'dev';

try {
  const stack = await startStack({
    ...defaultStackOptions,
    web,
    dataDir: values.ephemeral ? null : (values['data-dir'] ?? defaultStackOptions.dataDir),
    demo: !values['no-demo'],
    indexEnforcement: !values['no-index-enforcement'],
    edgeCache: values['edge-cache'],
  });
  let stopping = false;
  const shutdown = (): void => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack...');
    void stack.stop().then(
      () => {
        console.log('Stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
