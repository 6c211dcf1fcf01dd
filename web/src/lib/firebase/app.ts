/**
 * The Firebase app, initialised once. Auth (./auth) and Firestore
 * (./firestore) each build on it in their own module, so loading one SDK never loads the other.
 */
import { type FirebaseApp, getApp, getApps, initializeApp } from 'firebase/app';
import { runtimeConfig } from './config';

let app: FirebaseApp | undefined;

/** The app of the local stack in development, of the configured project in production. */
export function getFirebaseApp(): FirebaseApp {
  app ??= getApps().length > 0 ? getApp() : initializeApp(runtimeConfig().options);
  return app;
}
