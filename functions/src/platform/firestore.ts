import { getApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
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

let auth: Auth | undefined;

/** The Admin Auth client, for verifying ID tokens; against the Auth emulator when run locally. */
export function adminAuth(): Auth {
  // Our runner sets FUNCTIONS_EMULATOR but not the Auth emulator's address, which the Admin SDK
  // needs to accept the emulator's unsigned tokens; the local stack runs it at 127.0.0.1:9099.
  if (process.env.FUNCTIONS_EMULATOR === 'true')
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  auth ??= getAuth(defaultApp());
  return auth;
}
