/**
 * Firestore, initialised once. Only code that is itself loaded on demand may import this module
 * (through `loadFirebase()` in ./index): the Firestore SDK is the largest script of the app, and a
 * page the server rendered with its data reads nothing until the person asks for more.
 */
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import { getFirebaseApp, once } from './app';
import { LOCAL_STACK, runtimeConfig } from './config';
import type { FirebaseServices } from './index';

/** Initialises Firestore on the app, connecting to the local stack in development. */
export const getFirebase = once((): FirebaseServices => {
  const config = runtimeConfig();
  const app = getFirebaseApp();
  // Documents read before stay on the device (IndexedDB, shared by the open tabs), so the app
  // shows saved deals, favourites and cards offline, and writes made offline are sent later.
  // Without IndexedDB (some private modes) the SDK falls back to its memory cache by itself.
  const db = initializeFirestore(app, {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  if (config.useEmulators) {
    connectFirestoreEmulator(db, LOCAL_STACK.firestoreHost, LOCAL_STACK.firestorePort);
  }
  return { app, db, config };
});
