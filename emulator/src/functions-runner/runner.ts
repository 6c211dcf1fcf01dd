/**
 * The local functions runner: loads the built functions module as it deploys, serves its HTTP
 * functions, invokes its v2 Firestore triggers for every matching change the engine commits,
 * and runs its scheduled functions. The parts: module-loader.ts (load and reload),
 * http-functions.ts (HTTP), dispatch.ts (which triggers a commit fires), invocations.ts (queue
 * and retries) and scheduler.ts (schedules).
 */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { CommitEvent } from '../firestore/contract.js';
import type { FirestoreCloudEvent } from './cloud-event.js';
import type { Discovery } from './discover.js';
import { dispatchCommit } from './dispatch.js';
import { createHttpFunctionsServer } from './http-functions.js';
import {
  DEFAULT_RETRY,
  InvocationQueue,
  type InvocationRecord,
  type RetryPolicy,
} from './invocations.js';
import { describeError } from './log.js';
import { ModuleLoader } from './module-loader.js';
import { Scheduler, runScheduledJob } from './scheduler.js';

export type { InvocationRecord, RetryPolicy } from './invocations.js';

/** What the runner needs from the Firestore engine: a feed of committed changes. */
export interface CommitSource {
  onCommit(listener: (event: CommitEvent) => void): unknown;
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
  const invocations = new InvocationQueue(Math.max(1, opts.concurrency ?? 16), retryPolicy, log);
  let stopped = false;
  let port = 0;

  const describe = (next: Discovery): string =>
    `triggers [${next.triggers.map((t) => `${t.name} (${t.event} ${t.pattern.pattern})`).join(', ')}], ` +
    `http [${next.http.map((f) => `http://${host}:${port}/${opts.projectId}/${f.region}/${f.name}`).join(', ')}], ` +
    `scheduled [${next.scheduled.map((f) => `${f.name} (${f.schedule}, ${f.timeZone})`).join(', ')}]` +
    (next.skipped.length ? `, skipped [${next.skipped.join(', ')}]` : '');
  const loader = new ModuleLoader(modulePath, describe, log);

  const server = createHttpFunctionsServer({
    projectId: opts.projectId,
    discovery: () => loader.discovery,
    runScheduled: (job) => runScheduledJob(job, 'manual', log),
    log,
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 5001, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  port = (server.address() as AddressInfo).port;

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

  try {
    await loader.load();
  } catch (err) {
    await new Promise<void>((r) => server.close(() => r()));
    throw err;
  }

  const onCommit = (commit: CommitEvent): void => {
    if (stopped) return;
    try {
      dispatchCommit(commit, loader.discovery.triggers, { ...opts, modulePath }, (job) =>
        invocations.enqueue(job),
      );
    } catch (err) {
      log(`[functions] could not dispatch commit at ${commit.commitTime}: ${describeError(err)}`);
    }
  };
  const subscription = opts.engine.onCommit(onCommit);

  // A function's floating promise that rejects would otherwise end the whole process, emulator
  // included (Node's default); log it like any other function error.
  const onUnhandled = (reason: unknown): void => {
    log(
      `[functions] unhandled rejection (a function left a promise unawaited): ${describeError(reason)}`,
    );
  };
  if (opts.catchUnhandledRejections !== false) process.on('unhandledRejection', onUnhandled);

  const scheduler = new Scheduler(() => loader.discovery.scheduled, log);
  if (opts.watch !== false) loader.watch();

  log(`[functions] runner listening on http://${host}:${port}`);

  return {
    port,
    baseUrl: `http://${host}:${port}/${opts.projectId}/us-central1`,
    async stop() {
      if (stopped) return;
      stopped = true;
      unsubscribe(subscription);
      process.off('unhandledRejection', onUnhandled);
      loader.close();
      scheduler.stop();
      invocations.stop();
      // Give running invocations a moment to finish their writes, but never hang a shutdown.
      await Promise.race([invocations.idle(), new Promise((r) => setTimeout(r, 5_000).unref())]);
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
    reload: () => loader.reload(),
    idle: () => invocations.idle(),
    functions() {
      const { triggers, http, scheduled } = loader.discovery;
      return {
        triggers: triggers.map((t) => t.name),
        http: http.map((f) => f.name),
        scheduled: scheduled.map((f) => f.name),
      };
    },
    runScheduled(functionName) {
      const job = loader.discovery.scheduled.find((f) => f.name === functionName);
      if (!job) return Promise.reject(new Error(`No scheduled function named ${functionName}`));
      return runScheduledJob(job, 'manual', log);
    },
    history() {
      return invocations.records;
    },
    invoke(functionName, event: FirestoreCloudEvent) {
      const trigger = loader.discovery.triggers.find((t) => t.name === functionName);
      if (!trigger) return Promise.reject(new Error(`No trigger named ${functionName}`));
      return new Promise<void>((resolveDone, reject) => {
        invocations.enqueue({
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
