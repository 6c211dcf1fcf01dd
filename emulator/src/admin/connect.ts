/**
 * firebase-admin for the admin tools: the local emulators for a `demo-*` project (default
 * demo-deals at 127.0.0.1:8080 and :9099), otherwise a real project via application default
 * credentials.
 */
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID } from '@deals/shared';

/** An admin connection. */
export interface AdminConnection {
  readonly projectId: string;
  readonly emulated: boolean;
  readonly db: Firestore;
  readonly auth: Auth;
  close(): Promise<void>;
}

/**
 * Connects to `projectId` (else GCLOUD_PROJECT / GOOGLE_CLOUD_PROJECT, else demo-deals). A demo-*
 * project always uses the emulators, filling in the default hosts when the variables are unset.
 */
export function connectAdmin(projectId?: string): AdminConnection {
  const project =
    projectId ??
    process.env['GCLOUD_PROJECT'] ??
    process.env['GOOGLE_CLOUD_PROJECT'] ??
    DEMO_PROJECT_ID;
  if (project.startsWith('demo-')) {
    process.env['FIRESTORE_EMULATOR_HOST'] ??= '127.0.0.1:8080';
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] ??= '127.0.0.1:9099';
    // No probing of the GCE metadata server: nothing local may leave loopback.
    process.env['METADATA_SERVER_DETECTION'] ??= 'none';
  }
  const emulated = process.env['FIRESTORE_EMULATOR_HOST'] !== undefined;
  const name = `admin-cli-${project}`;
  const app: App =
    getApps().find((a) => a.name === name) ?? initializeApp({ projectId: project }, name);
  const db = getFirestore(app);
  return { projectId: project, emulated, db, auth: getAuth(app), close: () => deleteApp(app) };
}
