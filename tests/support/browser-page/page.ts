/**
 * The browser side of the transport tests: the real firebase web SDK, bundled by esbuild at test
 * time, exposed on `window.t` so tests drive it with page.evaluate.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import * as fs from 'firebase/firestore';

/** One recorded snapshot: enough to compare states across clients. */
export interface Seen {
  fromCache: boolean;
  hasPendingWrites: boolean;
  docs: { id: string; data: Record<string, unknown> | null }[];
  at: number;
}

/** How a page connects: the emulator address and the transport knobs under test. */
export interface PageConfig {
  port: number;
  projectId: string;
  forceLongPolling?: boolean;
  autoDetectLongPolling?: boolean;
  longPollingTimeoutSeconds?: number;
  useFetchStreams?: boolean;
  /** A mock user token (`'owner'` or a uid); none = unauthenticated. */
  mockUser?: string;
  /** Turns on the SDK's debug logging (wire messages) in the page console. */
  debug?: boolean;
}

const seen: Record<string, Seen[]> = {};
const unsubscribers = new Map<string, () => void>();
const errors: Record<string, string[]> = {};
let app: FirebaseApp | undefined;
let db: fs.Firestore | undefined;

function plain(v: unknown): unknown {
  if (v instanceof fs.Timestamp) return { __ts: v.toMillis() };
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return v;
}

function record(key: string, s: fs.DocumentSnapshot | fs.QuerySnapshot): void {
  const docs = 'docs' in s ? s.docs : [s];
  (seen[key] ??= []).push({
    fromCache: s.metadata.fromCache,
    hasPendingWrites: s.metadata.hasPendingWrites,
    docs: docs.map((d) => ({
      id: d.id,
      data: d.exists()
        ? (plain(d.data({ serverTimestamps: 'estimate' })) as Record<string, unknown>)
        : null,
    })),
    at: Date.now(),
  });
}

const api = {
  fs,
  seen,
  errors,
  get db(): fs.Firestore {
    if (!db) throw new Error('call t.init first');
    return db;
  },
  /** Starts the SDK against the emulator with the given transport settings. */
  init(c: PageConfig): void {
    if (c.debug) fs.setLogLevel('debug');
    app = initializeApp(
      { projectId: c.projectId, apiKey: 'fake-api-key', appId: '1:123:web:abc' },
      `page-${Math.random()}`,
    );
    const settings: fs.FirestoreSettings = {};
    if (c.forceLongPolling) settings.experimentalForceLongPolling = true;
    if (c.autoDetectLongPolling !== undefined)
      settings.experimentalAutoDetectLongPolling = c.autoDetectLongPolling;
    if (c.longPollingTimeoutSeconds)
      settings.experimentalLongPollingOptions = { timeoutSeconds: c.longPollingTimeoutSeconds };
    if (c.useFetchStreams) (settings as Record<string, unknown>).useFetchStreams = true;
    db = fs.initializeFirestore(app, settings);
    fs.connectFirestoreEmulator(
      db,
      '127.0.0.1',
      c.port,
      c.mockUser
        ? {
            mockUserToken:
              c.mockUser === 'owner' ? 'owner' : { sub: c.mockUser, user_id: c.mockUser },
          }
        : {},
    );
  },
  /** Listens to a document path, recording snapshots (with metadata changes) under `key`. */
  watchDoc(key: string, path: string): void {
    unsubscribers.set(
      key,
      fs.onSnapshot(
        fs.doc(api.db, path),
        { includeMetadataChanges: true },
        (s) => {
          record(key, s);
        },
        (e) => (errors[key] ??= []).push(e.code),
      ),
    );
  },
  /** Listens to a collection ordered by `orderField` (default: document id), recording under `key`. */
  watchQuery(key: string, path: string, orderField?: string): void {
    const q = orderField
      ? fs.query(fs.collection(api.db, path), fs.orderBy(orderField))
      : fs.query(fs.collection(api.db, path));
    unsubscribers.set(
      key,
      fs.onSnapshot(
        q,
        { includeMetadataChanges: true },
        (s) => {
          record(key, s);
        },
        (e) => (errors[key] ??= []).push(e.code),
      ),
    );
  },
  unwatch(key: string): void {
    unsubscribers.get(key)?.();
    unsubscribers.delete(key);
  },
  /** Latest server-confirmed snapshot recorded under `key`. */
  latest(key: string): Seen | undefined {
    const list = seen[key] ?? [];
    for (let i = list.length - 1; i >= 0; i--)
      if (!list[i]!.fromCache && !list[i]!.hasPendingWrites) return list[i];
    return undefined;
  },
  /** Tears the SDK down (the page stays open). */
  async shutdown(): Promise<void> {
    for (const k of [...unsubscribers.keys()]) api.unwatch(k);
    if (db) await fs.terminate(db);
    if (app) await deleteApp(app);
    db = undefined;
    app = undefined;
  },
};

/** The API tests reach through page.evaluate. */
export type PageApi = typeof api;

(window as unknown as { t: PageApi }).t = api;
document.title = 'ready';
