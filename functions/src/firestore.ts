import { getApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

let db: Firestore | undefined;

function defaultApp(): App {
  // Named apps may exist already (firebase-functions creates its own), so look for the default one.
  try {
    return getApp();
  } catch {
    return initializeApp();
  }
}

/**
 * The Admin Firestore client, created on first use rather than at import so that loading the
 * module for deploy discovery (or in a runner) opens no connection.
 */
export function firestore(): Firestore {
  db ??= getFirestore(defaultApp());
  return db;
}
