/**
 * Shared setup for the browser transport suites: the emulator in-process on a free port, an Admin
 * SDK client on it (gRPC), and the Chromium harness serving the SDK test page.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import type { Engine } from '../../emulator/src/firestore/engine.js';
import { startFirestoreEmulator } from '../../emulator/src/firestore/server.js';
import {
  startBrowserHarness,
  type BrowserHarness,
  type PageApi,
  type PageConfig,
  type Seen,
} from '../support/browser-page/harness.js';
import { useStarted } from '../support/use-started.js';

export type { Seen } from '../support/browser-page/harness.js';

/** Everything a browser suite needs. */
export interface BrowserEnv {
  readonly port: number;
  readonly projectId: string;
  readonly admin: Firestore;
  readonly harness: BrowserHarness;
  /** The emulator's engine (to install rules or indexes). */
  readonly engine: Engine;
  /** Every line the emulator logged. */
  readonly logs: string[];
  /** Opens a page with the SDK initialised against the emulator (extra transport settings optional). */
  open(extra?: Partial<PageConfig>): Promise<Page>;
  /** Open WebChannel sessions as the emulator reports them over HTTP. */
  sessions(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts emulator, admin client and browser. */
export async function startBrowserEnv(
  projectId: string,
  webChannelEnv: Record<string, string> = {},
): Promise<BrowserEnv> {
  // The HTTP handler reads its WebChannel timeouts from the environment when it is created.
  Object.assign(process.env, { FIRESTORE_WEBCHANNEL_SESSION_IDLE_MS: '3000', ...webChannelEnv });
  const logs: string[] = [];
  const log = (l: string): void => {
    logs.push(l);
    if (process.env.BROWSER_TEST_LOG) console.log(`[emulator] ${l}`);
  };
  const emulator = await startFirestoreEmulator({ host: '127.0.0.1', port: 0, log });
  const port = emulator.port;
  // The Admin SDK reads this when its Firestore instance is created; it then speaks gRPC as owner.
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const app: App = initializeApp({ projectId }, `admin-${projectId}-${Date.now()}`);
  const admin = getFirestore(app);
  const harness = await startBrowserHarness();
  const pages: Page[] = [];
  return {
    port,
    projectId,
    admin,
    harness,
    engine: emulator.engine,
    logs,
    async open(extra = {}) {
      const page = await harness.open({
        port,
        projectId,
        debug: !!process.env.BROWSER_TEST_LOG,
        ...extra,
      });
      pages.push(page);
      return page;
    },
    async sessions() {
      const r = await fetch(`http://127.0.0.1:${port}/emulator/v1/sessions`);
      return ((await r.json()) as { open: number }).open;
    },
    async stop() {
      await harness.close().catch(() => undefined);
      await admin.terminate().catch(() => undefined);
      await deleteApp(app).catch(() => undefined);
      await emulator.stop();
    },
  };
}

/**
 * Registers a browser suite's hooks: the environment starts before its tests (Chromium may take
 * up to a minute), then `prepare` runs, and it stops after them. The returned object is filled in
 * once the file's beforeAll has run.
 */
export function useBrowserEnv(
  projectId: string,
  options: { webChannelEnv?: Record<string, string>; prepare?: () => Promise<void> | void } = {},
): BrowserEnv {
  return useStarted(
    () => startBrowserEnv(projectId, options.webChannelEnv),
    (env) => env.stop(),
    { prepare: options.prepare, timeoutMs: 60_000 },
  );
}

/** Runs `fn` in the page with the page API as its first argument. */
export function inPage<A, R>(
  page: Page,
  fn: (t: PageApi, arg: A) => R | Promise<R>,
  arg: A,
): Promise<R> {
  return page.evaluate(
    async ([src, a]) => {
      const t = (window as unknown as { t: PageApi }).t;
      // Functions cannot cross into the page, so the test function travels as source text.
      const f = (0, eval)(`(${src})`) as (t: PageApi, a: unknown) => unknown;
      return (await f(t, a)) as never;
    },
    [fn.toString(), arg] as const,
  );
}

/** Starts a query listener on the collection `path` in the page, its snapshots kept under `key`. */
export function watchQuery(page: Page, key: string, path: string): Promise<void> {
  return inPage(page, (t, a) => t.watchQuery(a.key, a.path), { key, path });
}

/** Polls the page until the latest server snapshot under `key` satisfies `pred`; returns it. */
export async function waitForSnapshot(
  page: Page,
  key: string,
  pred: (s: Seen) => boolean,
  timeoutMs = 10_000,
): Promise<Seen> {
  const deadline = Date.now() + timeoutMs;
  let last: Seen | undefined;
  for (;;) {
    const all = await inPage(page, (t, k) => t.seen[k] ?? [], key);
    for (let i = all.length - 1; i >= 0; i--) {
      const s = all[i]!;
      if (!s.fromCache && !s.hasPendingWrites) {
        last = s;
        break;
      }
    }
    if (last && pred(last)) return last;
    if (Date.now() > deadline) {
      const errs = await inPage(page, (t, k) => t.errors[k] ?? [], key);
      throw new Error(
        `snapshot ${key} never matched; last: ${JSON.stringify(last ?? null).slice(0, 2000)}; all: ${JSON.stringify(all).slice(-1500)}; errors: ${errs.join(',')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Waits until `cond` holds (polling). */
export async function eventually(
  cond: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
