import type { FirebaseOptions } from 'firebase/app';

/** Addresses of the local stack. */
export const LOCAL_STACK = {
  projectId: 'demo-deals',
  authUrl: 'http://127.0.0.1:9099',
  firestoreHost: '127.0.0.1',
  firestorePort: 8080,
  functionsBaseUrl: 'http://127.0.0.1:5001/demo-deals/us-central1',
} as const;

export interface FirebaseRuntimeConfig {
  useEmulators: boolean;
  options: FirebaseOptions;
  functionsBaseUrl: string;
}

type Env = Partial<Record<string, string | boolean | undefined>>;

const text = (value: string | boolean | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Picks the local stack or a hosted project. A pure function of the env so it can be tested;
 * production builds must provide the VITE_FIREBASE_* variables.
 */
export function resolveFirebaseConfig(env: Env): FirebaseRuntimeConfig {
  const useEmulators = env.DEV === true || env.VITE_USE_EMULATORS === 'true';
  if (useEmulators) {
    return {
      useEmulators,
      // The emulators ignore the key, but the SDK refuses to start without one.
      options: {
        apiKey: 'demo-api-key',
        authDomain: `${LOCAL_STACK.projectId}.firebaseapp.com`,
        projectId: LOCAL_STACK.projectId,
        appId: 'demo-deals-web',
      },
      functionsBaseUrl: text(env.VITE_FUNCTIONS_BASE_URL) ?? LOCAL_STACK.functionsBaseUrl,
    };
  }
  const projectId = text(env.VITE_FIREBASE_PROJECT_ID);
  const apiKey = text(env.VITE_FIREBASE_API_KEY);
  if (!projectId || !apiKey) {
    throw new Error(
      'VITE_FIREBASE_PROJECT_ID and VITE_FIREBASE_API_KEY must be set for a production build.',
    );
  }
  const region = text(env.VITE_FUNCTIONS_REGION) ?? 'us-central1';
  return {
    useEmulators,
    options: {
      apiKey,
      projectId,
      authDomain: text(env.VITE_FIREBASE_AUTH_DOMAIN) ?? `${projectId}.firebaseapp.com`,
      storageBucket: text(env.VITE_FIREBASE_STORAGE_BUCKET),
      messagingSenderId: text(env.VITE_FIREBASE_MESSAGING_SENDER_ID),
      appId: text(env.VITE_FIREBASE_APP_ID),
    },
    functionsBaseUrl:
      text(env.VITE_FUNCTIONS_BASE_URL) ?? `https://${region}-${projectId}.cloudfunctions.net`,
  };
}

let config: FirebaseRuntimeConfig | undefined;

/** This build's choice (resolveFirebaseConfig of its env), made once; needs no SDK. */
export function runtimeConfig(): FirebaseRuntimeConfig {
  config ??= resolveFirebaseConfig(import.meta.env);
  return config;
}
