/**
 * The Firebase app and the runtime config, initialised once. Auth (./auth) and Firestore
 * (./firestore) each build on it in their own module, so loading one SDK never loads the other.
 */
import { type FirebaseApp, getApp, getApps, initializeApp } from 'firebase/app';
import { type FirebaseRuntimeConfig, resolveFirebaseConfig } from './config';

let app: FirebaseApp | undefined;

/** The app of the local stack in development, of the configured project in production. */
export function getFirebaseApp(): FirebaseApp {
  app ??= getApps().length > 0 ? getApp() : initializeApp(runtimeConfig().options);
  return app;
}

let config: FirebaseRuntimeConfig | undefined;

/** The local stack or the hosted project (see resolveFirebaseConfig); needs no SDK. */
export function runtimeConfig(): FirebaseRuntimeConfig {
  config ??= resolveFirebaseConfig(import.meta.env);
  return config;
}
