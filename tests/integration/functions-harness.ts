/**
 * The local stack for functions integration suites, in this process: our Firestore emulator on a
 * free port, and the functions runner on a free port loading functions/lib/index.js (built once per
 * run, before any file starts, by tests/support/global-setup.ts).
 * Also a sentiment proxy whose failures a test controls, placed in front of the real analyze.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  initializeApp as initAdminApp,
  deleteApp as deleteAdminApp,
  type App,
} from 'firebase-admin/app';
import {
  getFirestore as getAdminFirestore,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import type { Firestore } from 'firebase/firestore';
import { loadIndexesFile } from '../../emulator/src/firestore/indexes.js';
import { startFirestoreEmulator } from '../../emulator/src/firestore/server.js';
import {
  startFunctionsRunner,
  type FunctionsRunner,
  type RetryPolicy,
} from '../../emulator/src/functions-runner/index.js';
import { useStarted } from '../support/use-started.js';
import { connectWebFirestore } from '../support/web-firestore.js';

/** The project every functions suite uses (demo- means nothing real is touched). */
export const PROJECT = 'demo-deals';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const FUNCTIONS_MODULE = `${root}functions/lib/index.js`;

/** A sentiment service stand-in: forwards to the real analyze function unless told to fail. */
export interface SentimentProxy {
  readonly url: string;
  /** Answer the next n calls with 503. */
  failNext(n: number): void;
  /** Answer every call with 503 until healthy() is called. */
  down(): void;
  healthy(): void;
  readonly calls: number;
  readonly failures: number;
  close(): Promise<void>;
}

async function startSentimentProxy(target: () => string): Promise<SentimentProxy> {
  let failRemaining = 0;
  let isDown = false;
  let calls = 0;
  let failures = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls += 1;
      if (isDown || failRemaining > 0) {
        if (failRemaining > 0) failRemaining -= 1;
        failures += 1;
        res.writeHead(503, { 'Content-Type': 'text/plain' }).end('sentiment service unavailable');
        return;
      }
      fetch(target(), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          // The trigger's rate-limit key (functions/src/analyze/analyze-limit.ts) passes through, as
          // through any proxy in front of the service.
          ...(typeof req.headers['x-analyze-key'] === 'string'
            ? { 'X-Analyze-Key': req.headers['x-analyze-key'] }
            : {}),
        },
        body: Buffer.concat(chunks),
      })
        .then(async (r) =>
          res.writeHead(r.status, { 'Content-Type': 'application/json' }).end(await r.text()),
        )
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/analyze`,
    failNext: (n) => {
      failRemaining = n;
    },
    down: () => {
      isDown = true;
    },
    healthy: () => {
      isDown = false;
      failRemaining = 0;
    },
    get calls() {
      return calls;
    },
    get failures() {
      return failures;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** Everything a suite needs; `stop` tears it down in reverse order. */
export interface FunctionsStack {
  readonly runner: FunctionsRunner;
  readonly firestorePort: number;
  /** Admin SDK client (bypasses rules) for seeding and checking. */
  readonly admin: AdminFirestore;
  /** Web SDK client, as the app uses it. */
  readonly web: Firestore;
  readonly proxy: SentimentProxy;
  readonly logs: string[];
  /** Waits until the runner has nothing in flight, queued or waiting to retry. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts emulator, runner and clients. Scoring goes through the proxy unless `directAnalyze`. */
export async function startFunctionsStack(
  options: { retry?: Partial<RetryPolicy>; directAnalyze?: boolean; concurrency?: number } = {},
): Promise<FunctionsStack> {
  // The committed indexes are enforced: every query the functions make must be served by them.
  const emulator = await startFirestoreEmulator({
    host: '127.0.0.1',
    port: 0,
    indexes: loadIndexesFile(
      fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url)),
    ),
    log: () => {},
  });
  const logs: string[] = [];
  let analyzeTarget = '';
  const proxy = await startSentimentProxy(() => analyzeTarget);
  const runner = await startFunctionsRunner({
    engine: emulator.engine,
    projectId: PROJECT,
    port: 0,
    modulePath: FUNCTIONS_MODULE,
    firestoreHost: `127.0.0.1:${emulator.port}`,
    log: (l) => logs.push(l),
    watch: false,
    retry: options.retry ?? { maxRetries: 6, initialDelayMs: 100, maxDelayMs: 800 },
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
  });
  analyzeTarget = `${runner.baseUrl}/analyze`;
  // The scoring function reads ANALYZE_URL on every call (functions/src/config.ts).
  if (options.directAnalyze) delete process.env.ANALYZE_URL;
  else process.env.ANALYZE_URL = proxy.url;

  const adminApp: App = initAdminApp(
    { projectId: PROJECT },
    `tests-${Date.now()}-${Math.random()}`,
  );
  const admin = getAdminFirestore(adminApp);
  const web = connectWebFirestore(
    { projectId: PROJECT, apiKey: 'fake-api-key' },
    `web-${Date.now()}-${Math.random()}`,
    emulator.port,
  );

  return {
    runner,
    firestorePort: emulator.port,
    admin,
    web: web.db,
    proxy,
    logs,
    settle: () => runner.idle(),
    async stop() {
      await web.close();
      await deleteAdminApp(adminApp).catch(() => {});
      await runner.stop();
      await proxy.close();
      await emulator.stop();
      delete process.env.ANALYZE_URL;
    },
  };
}

/**
 * Registers a test file's hooks: the stack starts before its tests, then `prepare` runs (the
 * file's own setup), and the stack stops after them. The returned object is filled in once the
 * file's beforeAll has run.
 */
export function useFunctionsStack(
  options: Parameters<typeof startFunctionsStack>[0] = {},
  prepare?: () => Promise<void> | void,
): FunctionsStack {
  return useStarted(
    () => startFunctionsStack(options),
    (stack) => stack.stop(),
    { prepare },
  );
}

/** p-th percentile (0..100) of a list of numbers, nearest-rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}

/** A small seeded PRNG (mulberry32) so random sequences can be replayed from their seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
