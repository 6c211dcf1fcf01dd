/**
 * The Firebase app, initialised once. Auth (./auth) and Firestore
 * (./firestore) each build on it in their own module, so loading one SDK never loads the other.
 */
import { type FirebaseApp, getApp, getApps, initializeApp } from 'firebase/app';
import { runtimeConfig } from './config';

/** A service initialised on first use: `init` runs once, and every call returns what it made. */
export function once<T>(init: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: init() }).value;
}

/** The app of the local stack in development, of the configured project in production. */
export const getFirebaseApp = once((): FirebaseApp =>
  getApps().length > 0 ? getApp() : initializeApp(runtimeConfig().options),
);
