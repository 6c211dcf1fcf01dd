import { watch, type FSWatcher } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CommitEvent, DocumentChange } from '../firestore/contract.js';
import { buildCloudEvent, type FirestoreCloudEvent } from './cloud-event.js';
import {
  discoverFunctions,
  firesFor,
  type Discovery,
  type FirestoreTrigger,
  type ScheduledFunction,
} from './discover.js';
import { expressify, parseBody, readBody } from './http-shim.js';
import { encodeChangeProtobuf } from './protobuf-event.js';
import { localTime, parseSchedule } from './schedule.js';

/** What the runner needs from the Firestore engine: a feed of committed changes. */
export interface CommitSource {
  onCommit(listener: (event: CommitEvent) => void): unknown;
}

/** Bounded exponential back-off for triggers deployed with `retry: true`. */
export interface RetryPolicy {
  /** Further attempts after the first failure. */
  readonly maxRetries: number;
  readonly initialDelayMs: number;
  readonly maxDelayMs: number;
}

/** Options of {@link startFunctionsRunner}. */
export interface FunctionsRunnerOptions {
  readonly engine: CommitSource;
  readonly projectId: string;
  readonly host?: string;
  /** 0 picks a free port; default 5001. */
  readonly port?: number;
  /** The built module, functions/lib/index.js. */
  readonly modulePath: string;
  /** host:port of the Firestore emulator, given to the functions as FIRESTORE_EMULATOR_HOST. */
  readonly firestoreHost: string;
  readonly log?: (line: string) => void;
  /** Extra environment for the functions (params such as ANALYZE_URL), set before the module loads. */
  readonly env?: Readonly<Record<string, string>>;
  /** Invocations running at once; more wait in a queue (a Cloud Functions instance's concurrency). */
  readonly concurrency?: number;
  readonly retry?: Partial<RetryPolicy>;
  /** Reload when the module file changes (default true). */
  readonly watch?: boolean;
  /** Deliver every trigger event twice, to exercise at-least-once delivery. */
  readonly duplicateEvents?: boolean;
  /** Log unhandled promise rejections instead of letting them end the process (default true). */
  readonly catchUnhandledRejections?: boolean;
  /** Event payload: proto3 JSON (default) or binary protobuf, as production sends it. */
  readonly eventEncoding?: 'json' | 'protobuf';
}

/** One finished trigger invocation, kept for tests and diagnostics. */
export interface InvocationRecord {
  readonly function: string;
  readonly document: string;
  readonly event: FirestoreCloudEvent;
  readonly attempt: number;
  readonly durationMs: number;
  readonly outcome: 'ok' | 'error';
  readonly error?: string;
}

/** A running functions runner. */
export interface FunctionsRunner {
  readonly port: number;
  /** Base URL of HTTP functions: `http://host:port/{project}/{region}`. */
  readonly baseUrl: string;
  stop(): Promise<void>;
  /** Re-imports the module and swaps in its functions; invocations already running finish on the old ones. */
  reload(): Promise<void>;
  /** Resolves when no invocation is in flight, queued or waiting for a retry. */
  idle(): Promise<void>;
  /** Names of the loaded functions by kind. */
  functions(): { triggers: string[]; http: string[]; scheduled: string[] };
  /**
   * Runs a scheduled function now, as its schedule would (also `POST /{project}/{region}/{name}`
   * on the runner's port). Rejects with the function's error.
   */
  runScheduled(functionName: string): Promise<void>;
  /** Finished trigger invocations, oldest first (the last 5,000). */
  history(): readonly InvocationRecord[];
  /** Delivers an event to a trigger by name, as the platform would (used to replay an event). */
  invoke(functionName: string, event: FirestoreCloudEvent): Promise<void>;
}

interface Job {
  readonly trigger: FirestoreTrigger;
  readonly event: FirestoreCloudEvent;
  readonly attempt: number;
  readonly done?: (error?: unknown) => void;
}

const DEFAULT_RETRY: RetryPolicy = { maxRetries: 5, initialDelayMs: 250, maxDelayMs: 5_000 };
const HISTORY_LIMIT = 5_000;

function describeError(err: unknown): string {
  if (err instanceof Error) return err.stack?.split('\n').slice(0, 12).join(' | ') ?? err.message;
  return String(err);
}

function unsubscribe(handle: unknown): void {
  if (typeof handle === 'function') (handle as () => void)();
  else if (handle && typeof handle === 'object') {
    const h = handle as { unsubscribe?: () => void; dispose?: () => void; close?: () => void };
    (h.unsubscribe ?? h.dispose ?? h.close)?.call(h);
  }
}

/**
 * Starts the local functions runner: serves HTTP functions at `/{project}/{region}/{name}` and
 * invokes v2 Firestore triggers in-process for every matching change the engine commits.
 */
export async function startFunctionsRunner(opts: FunctionsRunnerOptions): Promise<FunctionsRunner> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const host = opts.host ?? '127.0.0.1';
  const modulePath = resolve(opts.modulePath);
  const retryPolicy: RetryPolicy = { ...DEFAULT_RETRY, ...opts.retry };
  const concurrency = Math.max(1, opts.concurrency ?? 16);

  let discovery: Discovery = { triggers: [], http: [], scheduled: [], skipped: [] };
  let loadCount = 0;
  let stopped = false;
  let running = 0;
  const queue: Job[] = [];
  const retryTimers = new Set<NodeJS.Timeout>();
  let idleWaiters: (() => void)[] = [];
  const records: InvocationRecord[] = [];

  const isIdle = (): boolean => running === 0 && queue.length === 0 && retryTimers.size === 0;
  const settleIdle = (): void => {
    if (!isIdle()) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const w of waiters) w();
  };

  // --- HTTP functions -----------------------------------------------------------------------
  const server = createServer((req, res) => {
    void serveHttp(req, res);
  });
  async function serveHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [project, region, name, ...rest] = url.pathname.split('/').filter(Boolean);
    const fn = discovery.http.find((f) => f.name === name && f.region === region);
    const job = discovery.scheduled.find((f) => f.name === name && f.region === region);
    if (project === opts.projectId && !fn && job) {
      // Local only: production scheduled functions have no public URL; here tests and people
      // can run one now instead of waiting for its schedule.
      if (req.method !== 'POST') {
        res.writeHead(405, { Allow: 'POST', 'Content-Type': 'text/plain' });
        res.end(`POST runs the scheduled function ${job.name} now`);
        return;
      }
      try {
        await runJob(job, 'manual');
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ ran: job.name }));
      } catch (err) {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ ran: job.name, error: describeError(err) }));
      }
      return;
    }
    if (project !== opts.projectId || !fn) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain');
      res.end(
        `Function ${url.pathname} does not exist; loaded: ${discovery.http.map((f) => `/${opts.projectId}/${f.region}/${f.name}`).join(', ') || 'none'}`,
      );
      return;
    }
    let outcome = 'ok';
    try {
      const raw = await readBody(req);
      let body: unknown;
      try {
        body = parseBody(req.headers['content-type'], raw);
      } catch {
        res.statusCode = 400;
        res.end('Invalid JSON body');
        outcome = 'bad body';
        return;
      }
      const subPath = `/${rest.join('/')}${url.search}`;
      const shim = expressify(req, res, body, raw, subPath);
      await fn.handler(shim.req, shim.res);
    } catch (err) {
      outcome = `error: ${describeError(err)}`;
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end('Internal Server Error');
      }
    } finally {
      log(
        `[functions] http ${fn.name} ${req.method ?? ''} ${url.pathname} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms ${outcome}`,
      );
    }
  }

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 5001, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const port = (server.address() as AddressInfo).port;

  // The functions read these when they first build an Admin SDK client, so they must be in place
  // before the module is imported.
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: opts.firestoreHost,
    GCLOUD_PROJECT: opts.projectId,
    GOOGLE_CLOUD_PROJECT: opts.projectId,
    FIREBASE_CONFIG: JSON.stringify({
      projectId: opts.projectId,
      storageBucket: `${opts.projectId}.appspot.com`,
    }),
    FUNCTIONS_EMULATOR: 'true',
    FUNCTIONS_EMULATOR_HOST: `${host}:${port}`,
    ...opts.env,
  });

  // --- loading --------------------------------------------------------------------------------
  async function load(): Promise<void> {
    loadCount += 1;
    const started = performance.now();
    // A query string makes Node treat each load as a new module; externals stay cached and shared.
    const mod = (await import(
      `${pathToFileURL(modulePath).href}?load=${loadCount}-${Date.now()}`
    )) as Record<string, unknown>;
    const next = discoverFunctions(mod);
    discovery = next;
    log(
      `[functions] loaded ${basename(modulePath)} in ${(performance.now() - started).toFixed(0)}ms: ` +
        `triggers [${next.triggers.map((t) => `${t.name} (${t.event} ${t.pattern.pattern})`).join(', ')}], ` +
        `http [${next.http.map((f) => `http://${host}:${port}/${opts.projectId}/${f.region}/${f.name}`).join(', ')}], ` +
        `scheduled [${next.scheduled.map((f) => `${f.name} (${f.schedule}, ${f.timeZone})`).join(', ')}]` +
        (next.skipped.length ? `, skipped [${next.skipped.join(', ')}]` : ''),
    );
  }
  try {
    await load();
  } catch (err) {
    await new Promise<void>((r) => server.close(() => r()));
    throw err;
  }

  // --- trigger invocation -----------------------------------------------------------------------
  function pump(): void {
    while (running < concurrency && queue.length > 0) {
      const job = queue.shift() as Job;
      running += 1;
      void execute(job).finally(() => {
        running -= 1;
        pump();
        settleIdle();
      });
    }
  }

  function enqueue(job: Job): void {
    queue.push(job);
    pump();
  }

  async function execute(job: Job): Promise<void> {
    const { trigger, event } = job;
    const started = performance.now();
    let error: unknown;
    try {
      await trigger.handler(event);
    } catch (err) {
      error = err ?? new Error('rejected without a reason');
    }
    const durationMs = performance.now() - started;
    const outcome = error === undefined ? 'ok' : 'error';
    const record: InvocationRecord = {
      function: trigger.name,
      document: event.document,
      event,
      attempt: job.attempt,
      durationMs,
      outcome,
      ...(error === undefined ? {} : { error: describeError(error) }),
    };
    records.push(record);
    if (records.length > HISTORY_LIMIT) records.splice(0, records.length - HISTORY_LIMIT);
    const willRetry =
      error !== undefined && trigger.retry && job.attempt <= retryPolicy.maxRetries && !stopped;
    log(
      `[functions] ${trigger.name} ${trigger.event} ${event.document} #${job.attempt} ${durationMs.toFixed(1)}ms ${outcome}` +
        (error === undefined
          ? ''
          : `: ${describeError(error)}${willRetry ? ' (will retry)' : trigger.retry ? ' (retries exhausted)' : ''}`),
    );
    if (willRetry) {
      const delay = Math.min(
        retryPolicy.maxDelayMs,
        retryPolicy.initialDelayMs * 2 ** (job.attempt - 1),
      );
      const timer = setTimeout(() => {
        retryTimers.delete(timer);
        enqueue({ ...job, attempt: job.attempt + 1 });
        settleIdle();
      }, delay);
      retryTimers.add(timer);
      return;
    }
    job.done?.(error);
  }

  function onCommit(commit: CommitEvent): void {
    if (stopped) return;
    try {
      for (const change of commit.changes) dispatch(commit, change);
    } catch (err) {
      log(`[functions] could not dispatch commit at ${commit.commitTime}: ${describeError(err)}`);
    }
  }

  function dispatch(commit: CommitEvent, change: DocumentChange): void {
    if (commit.projectId !== opts.projectId) return;
    for (const trigger of discovery.triggers) {
      if (trigger.database !== commit.databaseId) continue;
      if (!firesFor(trigger.event, change.before !== null, change.after !== null)) continue;
      if (!trigger.pattern.match(change.path)) continue;
      const event = buildCloudEvent(
        trigger,
        change,
        commit.projectId,
        commit.databaseId,
        commit.commitTime,
        'us-central1',
        commit.principal,
      );
      if (opts.eventEncoding === 'protobuf') {
        event.datacontenttype = 'application/protobuf';
        event.data = encodeChangeProtobuf(modulePath, change);
      }
      enqueue({ trigger, event, attempt: 1 });
      if (opts.duplicateEvents) enqueue({ trigger, event, attempt: 1 });
    }
  }

  const subscription = opts.engine.onCommit(onCommit);

  // A function's floating promise that rejects would otherwise end the whole process, emulator
  // included (Node's default); log it like any other function error.
  const onUnhandled = (reason: unknown): void => {
    log(
      `[functions] unhandled rejection (a function left a promise unawaited): ${describeError(reason)}`,
    );
  };
  if (opts.catchUnhandledRejections !== false) process.on('unhandledRejection', onUnhandled);

  // --- scheduled functions --------------------------------------------------------------------
  async function runJob(job: ScheduledFunction, jobName: string): Promise<void> {
    const started = performance.now();
    try {
      await job.run({ scheduleTime: new Date().toISOString(), jobName });
      log(
        `[functions] ${job.name} scheduled (${jobName}) ${(performance.now() - started).toFixed(1)}ms ok`,
      );
    } catch (err) {
      log(`[functions] ${job.name} scheduled (${jobName}) error: ${describeError(err)}`);
      throw err;
    }
  }

  // Checked at each minute boundary, as Cloud Scheduler fires at most once a minute.
  let scheduleTimer: NodeJS.Timeout | undefined;
  const lastRun = new Map<string, number>();
  const tick = (): void => {
    const now = new Date();
    const minute = Math.floor(now.getTime() / 60_000);
    for (const job of discovery.scheduled) {
      if (lastRun.get(job.name) === minute) continue;
      let due: boolean;
      try {
        due = parseSchedule(job.schedule).matches(localTime(now, job.timeZone));
      } catch (err) {
        log(`[functions] ${job.name}: ${describeError(err)}; it runs only on demand`);
        lastRun.set(job.name, minute);
        continue;
      }
      if (!due) continue;
      lastRun.set(job.name, minute);
      void runJob(job, 'schedule').catch(() => undefined);
    }
    scheduleTimer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
    scheduleTimer.unref();
  };
  scheduleTimer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
  scheduleTimer.unref();

  // --- reload on rebuild ------------------------------------------------------------------------
  let watcher: FSWatcher | undefined;
  let reloadTimer: NodeJS.Timeout | undefined;
  let reloading: Promise<void> = Promise.resolve();
  const reload = (): Promise<void> => {
    reloading = reloading.then(load).catch((err: unknown) => {
      log(`[functions] reload failed, keeping the previous functions: ${describeError(err)}`);
    });
    return reloading;
  };
  if (opts.watch !== false) {
    try {
      // Watch the directory: bundlers often replace the file, which ends a watch on the file itself.
      watcher = watch(dirname(modulePath), (_type, file) => {
        if (file !== null && file !== basename(modulePath)) return;
        if (reloadTimer) clearTimeout(reloadTimer);
        reloadTimer = setTimeout(() => {
          log('[functions] module changed, reloading');
          void reload();
        }, 150);
      });
    } catch (err) {
      log(`[functions] cannot watch ${modulePath}: ${describeError(err)}`);
    }
  }

  log(`[functions] runner listening on http://${host}:${port}`);

  return {
    port,
    baseUrl: `http://${host}:${port}/${opts.projectId}/us-central1`,
    async stop() {
      if (stopped) return;
      stopped = true;
      unsubscribe(subscription);
      process.off('unhandledRejection', onUnhandled);
      watcher?.close();
      if (scheduleTimer) clearTimeout(scheduleTimer);
      if (reloadTimer) clearTimeout(reloadTimer);
      for (const t of retryTimers) clearTimeout(t);
      retryTimers.clear();
      queue.length = 0;
      settleIdle();
      // Give running invocations a moment to finish their writes, but never hang a shutdown.
      await Promise.race([
        new Promise<void>((r) => (isIdle() ? r() : idleWaiters.push(r))),
        new Promise((r) => setTimeout(r, 5_000).unref()),
      ]);
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
    reload,
    idle() {
      return new Promise<void>((r) => {
        if (isIdle()) r();
        else idleWaiters.push(r);
      });
    },
    functions() {
      return {
        triggers: discovery.triggers.map((t) => t.name),
        http: discovery.http.map((f) => f.name),
        scheduled: discovery.scheduled.map((f) => f.name),
      };
    },
    runScheduled(functionName) {
      const job = discovery.scheduled.find((f) => f.name === functionName);
      if (!job) return Promise.reject(new Error(`No scheduled function named ${functionName}`));
      return runJob(job, 'manual');
    },
    history() {
      return records;
    },
    invoke(functionName, event) {
      const trigger = discovery.triggers.find((t) => t.name === functionName);
      if (!trigger) return Promise.reject(new Error(`No trigger named ${functionName}`));
      return new Promise<void>((resolveDone, reject) => {
        enqueue({
          trigger,
          event,
          attempt: 1,
          done: (err) =>
            err === undefined
              ? resolveDone()
              : reject(err instanceof Error ? err : new Error(describeError(err))),
        });
      });
    },
  };
}
