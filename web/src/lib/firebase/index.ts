/**
 * The only module that initialises Firebase. Everything else asks for `getFirebase()` (app and
 * Firestore) or `getFirebaseAuth()` from `./auth`, so tests can run without the SDK and the
 * emulator switch lives in one place. Auth is a separate module so pages that only read deals
 * (the landing page) do not load the identity SDK before their first paint.
 */
import { type FirebaseApp, getApp, getApps, initializeApp } from 'firebase/app';
import {
  type Firestore,
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import { type FirebaseRuntimeConfig, LOCAL_STACK, resolveFirebaseConfig } from './config';

export interface FirebaseServices {
  app: FirebaseApp;
  db: Firestore;
  config: FirebaseRuntimeConfig;
}

let services: FirebaseServices | undefined;

/** Lazily initialises the app and Firestore, connecting to the local stack in development. */
export function getFirebase(): FirebaseServices {
  if (services) return services;
  const config = resolveFirebaseConfig(import.meta.env);
  const app = getApps().length > 0 ? getApp() : initializeApp(config.options);
  // Documents read before stay on the device (IndexedDB, shared by the open tabs), so the app
  // shows saved deals, favourites and cards offline, and writes made offline are sent later.
  // Without IndexedDB (some private modes) the SDK falls back to its memory cache by itself.
  const db = initializeFirestore(app, {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  if (config.useEmulators) {
    connectFirestoreEmulator(db, LOCAL_STACK.firestoreHost, LOCAL_STACK.firestorePort);
  }
  services = { app, db, config };
  return services;
}

/** Base URL of the HTTP functions (e.g. `/analyze`), local or hosted. */
export const functionsBaseUrl = (): string => getFirebase().config.functionsBaseUrl;

export { LOCAL_STACK, resolveFirebaseConfig } from './config';
