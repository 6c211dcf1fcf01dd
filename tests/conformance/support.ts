/**
 * Shared fixture for the conformance suite: one in-process emulator per file on a free port, a
 * firebase-admin Firestore and a web SDK Firestore (gRPC in Node) pointed at it.
 */
import { deleteApp as deleteAdminApp, initializeApp as initAdminApp } from 'firebase-admin/app';
import {
  getFirestore as getAdminFirestore,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import type { Firestore } from 'firebase/firestore';
import {
  startFirestoreEmulator,
  type FirestoreEmulator,
} from '../../emulator/src/firestore/server.js';
import { useStarted } from '../support/use-started.js';
import { connectWebFirestore } from '../support/web-firestore.js';

export interface Conformance {
  emulator: FirestoreEmulator;
  projectId: string;
  admin: AdminFirestore;
  web: Firestore;
  /** A second admin client (separate connection), for contention tests. */
  admin2: AdminFirestore;
  stop(): Promise<void>;
}

/** Starts the emulator and both SDKs for one test file. */
export async function startConformance(name: string): Promise<Conformance> {
  const emulator = await startFirestoreEmulator({ host: '127.0.0.1', port: 0 });
  const projectId = `demo-conformance-${name}`;
  const host = `127.0.0.1:${emulator.port}`;
  const adminApp = initAdminApp({ projectId }, `conformance-${name}-admin`);
  const admin = getAdminFirestore(adminApp);
  admin.settings({ host, ssl: false });
  const adminApp2 = initAdminApp({ projectId }, `conformance-${name}-admin2`);
  const admin2 = getAdminFirestore(adminApp2);
  admin2.settings({ host, ssl: false });
  const web = connectWebFirestore(
    { projectId, apiKey: 'fake-api-key', appId: '1:1:web:1' },
    `conformance-${name}-web`,
    emulator.port,
  );
  return {
    emulator,
    projectId,
    admin,
    admin2,
    web: web.db,
    async stop() {
      await web.close();
      await admin.terminate().catch(() => undefined);
      await admin2.terminate().catch(() => undefined);
      await deleteAdminApp(adminApp).catch(() => undefined);
      await deleteAdminApp(adminApp2).catch(() => undefined);
      await emulator.stop();
    },
  };
}

/**
 * Registers a test file's hooks: the emulator and clients start before its tests, then
 * `prepare` runs (the data the file reads), and all stop after them. The returned object is
 * filled in once the file's beforeAll has run.
 */
export function useConformance(name: string, prepare?: () => Promise<void> | void): Conformance {
  return useStarted(
    () => startConformance(name),
    (c) => c.stop(),
    { prepare },
  );
}

/** Resolves when `predicate` holds, polling; rejects after `ms`. */
export async function waitFor(predicate: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > end) throw new Error('timed out waiting for condition');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Writes a document `{ n }` at each path (a tree under the first), deletes the first with the
 * Admin SDK's recursiveDelete, and reads which of them still exist.
 */
export async function existingAfterRecursiveDelete(
  db: AdminFirestore,
  paths: readonly [string, ...string[]],
): Promise<boolean[]> {
  for (const [i, path] of paths.entries()) await db.doc(path).set({ n: i + 1 });
  await db.recursiveDelete(db.doc(paths[0]));
  return Promise.all(paths.map(async (path) => (await db.doc(path).get()).exists));
}
