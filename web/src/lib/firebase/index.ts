/**
 * The one way into Firebase. Nothing here imports an SDK: `loadFirebase()` fetches the app and
 * Firestore (./firestore) the first time a read or a write runs, so a page the server rendered
 * with its data (the landing) paints and hydrates without the Firestore SDK, which it does not
 * need until the person asks for more. Auth is `getFirebaseAuth()` in ./auth, its own chunk too.
 * The emulator switch lives in ./config, so tests run without the SDK.
 *
 * Rule: import `firebase/firestore` (or `rxfire/firestore`) values only in modules that are
 * themselves loaded with `await import(...)`; elsewhere `import type` only.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import { type FirebaseRuntimeConfig, runtimeConfig } from './config';
import { markFirebaseRequested } from './requested';

export interface FirebaseServices {
  app: FirebaseApp;
  db: Firestore;
  config: FirebaseRuntimeConfig;
}

/** The app and Firestore, initialised on first use (connected to the local stack in development). */
export async function loadFirebase(): Promise<FirebaseServices> {
  markFirebaseRequested();
  const { getFirebase } = await import('./firestore');
  return getFirebase();
}

/** Base URL of the HTTP functions (e.g. `/analyze`), local or hosted. */
export const functionsBaseUrl = (): string => runtimeConfig().functionsBaseUrl;

export { LOCAL_STACK, resolveFirebaseConfig } from './config';
