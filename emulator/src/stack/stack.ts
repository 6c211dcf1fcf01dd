/**
 * The local Firebase stack in one process tree: our Firestore emulator and the functions runner
 * in-process, the official Auth emulator in a child process, and optionally the web app (Vite).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCTION_CSP, contentSecurityPolicy, emulatorEndpoints } from '@deals/shared';

import { loadIndexesFile, watchIndexes } from '../firestore/indexes.js';
import { startFirestoreEmulator, type FirestoreEmulator } from '../firestore/server.js';
import { startFunctionsRunner } from '../functions-runner/index.js';
import { loadRulesFile, watchRules } from '../rules/index.js';
import { loadDemoData } from './demo.js';
import { limitHeapGrowth } from './heap.js';
import { createHostingServer, loadHostingConfig, withHeaderValue } from './hosting.js';
import { startMailbox } from './mailbox.js';
import { assertPortsFree, waitForPort } from './ports.js';

/** The repository root, found from this file's place in emulator/dist/stack/. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type WebMode = 'dev' | 'preview' | false;

export interface StackOptions {
  readonly projectId: string;
  readonly host: string;
  readonly ports: {
    readonly firestore: number;
    readonly auth: number;
    readonly functions: number;
    readonly web: number;
    /** The dev mailbox, where the Auth emulator's e-mails can be read. */
    readonly mailbox: number;
  };
  readonly web: WebMode;
  /**
   * With `web: 'preview'`, keep server-rendered pages as Hosting's CDN does (their Cache-Control
   * s-maxage), as the bench does to measure what visitors meet; off by default, so a page always
   * shows the data just written.
   */
  readonly edgeCache?: boolean;
  /** Folder where data is imported from and exported to on exit; null keeps nothing. */
  readonly dataDir: string | null;
  readonly demo: boolean;
  /**
   * Whether queries production would refuse for lack of a composite index fail, as configured by
   * firestore.indexes.json (reloaded when it changes). `--no-index-enforcement` turns it off.
   */
  readonly indexEnforcement?: boolean;
  readonly log: (line: string) => void;
  /** Runs after the demo import and before the functions runner subscribes (bench data sets). */
  readonly beforeFunctions?: (firestoreHost: string) => Promise<void>;
}

export interface RunningStack {
  readonly urls: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

export const defaultStackOptions: StackOptions = {
  projectId: 'demo-deals',
  host: '127.0.0.1',
  ports: { firestore: 8080, auth: 9099, functions: 5001, web: 5173, mailbox: 8025 },
  web: false,
  dataDir: path.join(repoRoot, '.emulator-data'),
  demo: true,
  log: (line) => {
    console.log(line);
  },
};

/** Throws with the command to run when a build output the stack needs is missing. */
function assertBuilt(web: WebMode): string {
  const functionsModule = path.join(repoRoot, 'functions/lib/index.js');
  if (!existsSync(functionsModule)) {
    throw new Error(
      `The functions are not built (${functionsModule} is missing). Run: npm run build:stack`,
    );
  }
  if (web !== false && !existsSync(path.join(repoRoot, 'node_modules/.bin/vite'))) {
    throw new Error('Vite is not installed. Run: npm install');
  }
  return functionsModule;
}

/** Starts a child process and prefixes its output lines so the combined log stays readable. */
function spawnPrefixed(
  label: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
  log: (l: string) => void,
): ChildProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (chunk: Buffer): void => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) log(`[${label}] ${line}`);
  };
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  return child;
}

/** Ends a child process and waits for it, escalating to SIGKILL if it lingers. */
async function stopChild(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Starts the whole stack; resolves when every part answers. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  // Google's auth library otherwise probes the GCE metadata server (169.254.169.254); the local
  // stack must never send traffic beyond loopback. Inherited by the Auth emulator child too.
  process.env['METADATA_SERVER_DETECTION'] ??= 'none';
  limitHeapGrowth();
  const { host, ports, projectId, log } = options;
  const functionsModule = assertBuilt(options.web);
  const wanted = [
    { name: 'Firestore emulator', port: ports.firestore },
    { name: 'Auth emulator', port: ports.auth },
    { name: 'functions runner', port: ports.functions },
    { name: 'dev mailbox', port: ports.mailbox },
    ...(options.web ? [{ name: 'web app', port: ports.web }] : []),
  ];
  await assertPortsFree(host, wanted);

  const started = Date.now();
  const authDataDir = options.dataDir ? path.join(options.dataDir, 'auth') : undefined;
  const auth = fork(path.join(repoRoot, 'emulator/dist/stack/auth-child.js'), [], {
    env: {
      ...process.env,
      AUTH_HOST: host,
      AUTH_PORT: String(ports.auth),
      PROJECT_ID: projectId,
      ...(authDataDir ? { AUTH_DATA_DIR: authDataDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  auth.stderr?.on('data', (chunk: Buffer) => {
    log(`[auth] ${chunk.toString().trimEnd()}`);
  });
  const authReady = new Promise<void>((resolve, reject) => {
    auth.once('message', () => {
      resolve();
    });
    auth.once('exit', (code) => {
      reject(new Error(`The Auth emulator exited with code ${code ?? 'null'} before it was ready`));
    });
  });
  // Awaited later; until then an early exit must not count as an unhandled rejection.
  void authReady.catch(() => undefined);

  let firestore: FirestoreEmulator | null = null;
  let web: ChildProcess | null = null;
  let hosting: Server | null = null;
  let runner: Awaited<ReturnType<typeof startFunctionsRunner>> | null = null;
  let unwatchRules: (() => void) | null = null;
  let unwatchIndexes: (() => void) | null = null;
  let mailbox: Awaited<ReturnType<typeof startMailbox>> | null = null;

  const stop = async (): Promise<void> => {
    await stopChild(web);
    const closing = hosting;
    if (closing) {
      await new Promise<void>((resolve) => closing.close(() => resolve()));
      closing.closeAllConnections();
    }
    await mailbox?.stop();
    await runner?.stop();
    unwatchRules?.();
    unwatchIndexes?.();
    await firestore?.stop();
    await stopChild(auth);
  };

  try {
    const firestoreDataDir = options.dataDir ? path.join(options.dataDir, 'firestore') : null;
    const hasSavedData = firestoreDataDir !== null && existsSync(firestoreDataDir);
    const rulesPath = path.join(repoRoot, 'firestore.rules');
    const rules = loadRulesFile(rulesPath);
    for (const issue of rules.issues)
      log(
        `[rules] ${issue.severity} ${issue.sourcePosition.line}:${issue.sourcePosition.column} ${issue.description}`,
      );
    const indexesPath = path.join(repoRoot, 'firestore.indexes.json');
    const enforceIndexes = options.indexEnforcement ?? true;
    const indexes = enforceIndexes ? loadIndexesFile(indexesPath) : null;
    log(
      indexes
        ? `[indexes] enforcing ${indexes.indexes.length} composite indexes and ${indexes.fieldOverrides.length} field overrides from firestore.indexes.json`
        : '[indexes] composite indexes not enforced (--no-index-enforcement)',
    );
    firestore = await startFirestoreEmulator({
      host,
      port: ports.firestore,
      rules: rules.evaluator,
      indexes,
      ...(hasSavedData ? { importDir: firestoreDataDir } : {}),
      ...(firestoreDataDir ? { exportOnExit: firestoreDataDir } : {}),
      log: (line) => {
        log(`[firestore] ${line}`);
      },
    });
    const engine = firestore.engine;
    unwatchRules = watchRules(rulesPath, (next) => {
      if (next.evaluator) {
        engine.setRules(next.evaluator);
        log('[rules] firestore.rules reloaded');
      } else {
        log('[rules] firestore.rules has errors; the previous rules stay in force');
      }
    });
    if (enforceIndexes)
      unwatchIndexes = watchIndexes(indexesPath, (next) => {
        if ('config' in next) {
          engine.setIndexes(next.config);
          log('[indexes] firestore.indexes.json reloaded');
        } else {
          log(`[indexes] ${next.error.message}; the previous indexes stay in force`);
        }
      });
    const firestoreHost = `${host}:${firestore.port}`;
    if (options.demo) log(await loadDemoData(firestoreHost, projectId));
    await options.beforeFunctions?.(firestoreHost);
    // Subscribed only after the demo import: its documents already carry what the triggers derive.
    // The site's canonical and og:url links point at the web app this stack serves (the ssr
    // function takes its origin from configuration, never from request headers).
    process.env['PUBLIC_ORIGIN'] ??= `http://${host}:${ports.web}`;
    runner = await startFunctionsRunner({
      engine,
      projectId,
      host,
      port: ports.functions,
      modulePath: functionsModule,
      firestoreHost,
      // The ssr function names the Auth emulator in its pages' security policy.
      env: { FIREBASE_AUTH_EMULATOR_HOST: `${host}:${ports.auth}` },
      log,
    });

    // Links in the mailbox's e-mails open the web app, wherever it runs (also when this stack
    // runs without it, as `npm run emulators` next to a separately started dev server).
    mailbox = await startMailbox({
      host,
      port: ports.mailbox,
      authUrl: `http://${host}:${ports.auth}`,
      projectId,
      webOrigin: `http://${host}:${ports.web}`,
    });

    // The web server listens last, once everything else answers: tools that wait for its port
    // (Playwright's webServer, a person opening the URL) then find the whole stack ready. The
    // production build, though, runs while the Auth emulator is still starting.
    if (options.web) {
      const webEnv = { ...process.env, VITE_USE_EMULATORS: 'true', BROWSER: 'none' };
      const vite = path.join(repoRoot, 'node_modules/.bin/vite');
      const webDir = path.join(repoRoot, 'web');
      if (options.web === 'preview') {
        // web/package.json's build: the app, then the server renderer the ssr function loads.
        const build = spawnPrefixed(
          'web',
          'npm',
          ['run', 'build'],
          { cwd: webDir, env: webEnv },
          log,
        );
        const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
        if (code !== 0) {
          throw new Error(
            'The web build failed (see the [web] lines above). Run: npm run build -w web',
          );
        }
      }
      await authReady;
      await waitForPort(host, ports.auth, 60_000);
      if (options.web === 'preview') {
        // Served as Firebase Hosting serves it: firebase.json's rewrites, the ssr function included.
        // Pages talk to this stack's emulators, which production's policy (firebase.json) does
        // not allow: they get the same policy built for the emulators' hosts.
        const localPolicy = contentSecurityPolicy(
          emulatorEndpoints({
            firestore: firestoreHost,
            auth: `${host}:${ports.auth}`,
            functions: `${host}:${runner.port}`,
          }),
        );
        const server = createHostingServer({
          config: withHeaderValue(
            loadHostingConfig(path.join(repoRoot, 'firebase.json')),
            'Content-Security-Policy',
            PRODUCTION_CSP,
            localPolicy,
          ),
          functions: { origin: `http://${host}:${runner.port}`, projectId, region: 'us-central1' },
          edgeCache: options.edgeCache ?? false,
          log,
        });
        hosting = server;
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(ports.web, host, () => resolve());
        });
      } else {
        const serverArgs = ['--host', host, '--port', String(ports.web), '--strictPort'];
        web = spawnPrefixed('web', vite, serverArgs, { cwd: webDir, env: webEnv }, log);
        await waitForPort(host, ports.web, 120_000);
      }
    } else {
      await authReady;
      await waitForPort(host, ports.auth, 60_000);
    }

    const urls: Record<string, string> = {
      Firestore: `http://${host}:${firestore.port}`,
      Auth: `http://${host}:${ports.auth}`,
      Functions: `http://${host}:${runner.port}/${projectId}/us-central1`,
      Mailbox: `http://${host}:${mailbox.port}`,
      ...(options.web ? { 'Web app': `http://${host}:${ports.web}` } : {}),
    };
    log(
      `\nLocal stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s (project ${projectId}):`,
    );
    for (const [name, url] of Object.entries(urls)) log(`  ${name.padEnd(10)} ${url}`);
    log(
      options.dataDir
        ? `  Data       ${options.dataDir} (saved on exit)`
        : '  Data       not persisted (--ephemeral)',
    );
    log('Press Ctrl-C to stop.\n');
    return { urls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
