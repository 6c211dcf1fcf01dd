/**
 * Clients of an in-process Firestore emulator as the app's own SDK reaches it: a web SDK
 * Firestore (gRPC in Node) of its own app, and the rules endpoint the tools load rules through.
 */
import { deleteApp, initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  terminate,
  type EmulatorMockTokenOptions,
  type Firestore,
} from 'firebase/firestore';

/** A web SDK Firestore and how to close it. */
export interface WebFirestore {
  readonly db: Firestore;
  /** Terminates the client and deletes its app; never throws (teardown goes on). */
  close(): Promise<void>;
}

/**
 * A web SDK Firestore of a new app named `name` on the emulator at 127.0.0.1:`port`; with
 * `mockUserToken` its requests carry that principal (a string: the emulator's owner), without
 * it the client is a guest.
 */
export function connectWebFirestore(
  options: FirebaseOptions,
  name: string,
  port: number,
  mockUserToken?: EmulatorMockTokenOptions | string,
): WebFirestore {
  const app = initializeApp(options, name);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', port, mockUserToken ? { mockUserToken } : {});
  return {
    db,
    async close() {
      await terminate(db).catch(() => undefined);
      await deleteApp(app).catch(() => undefined);
    },
  };
}

/** Replaces a project's ruleset through the emulator endpoint, as rules-unit-testing and firebase-tools do. */
export async function putRules(port: number, projectId: string, rules: string): Promise<void> {
  const res = await fetch(
    `http://127.0.0.1:${port}/emulator/v1/projects/${projectId}:securityRules`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    },
  );
  if (!res.ok) throw new Error(`securityRules PUT failed: ${res.status} ${await res.text()}`);
}
