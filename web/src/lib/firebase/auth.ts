/** Firebase Auth, initialised once on the app (see index.ts for why apart from Firestore). */
import {
  type Auth,
  GoogleAuthProvider,
  type OAuthCredential,
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { LOCAL_STACK, runtimeConfig } from './config';
import { getFirebaseApp, once } from './app';
import { announceAuthStarted } from '@/lib/session/auth-start';

const startAuth = once((): Auth => {
  // initializeAuth rather than getAuth: the popup machinery stays out until a page that opens a
  // popup passes `browserPopupRedirectResolver` itself.
  const auth = initializeAuth(getFirebaseApp(), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (runtimeConfig().useEmulators)
    connectAuthEmulator(auth, LOCAL_STACK.authUrl, { disableWarnings: true });
  return auth;
});

/**
 * Auth, started by the first call. The start is announced once Auth is kept, so a waiter that
 * asks for it gets this instance (later announcements do nothing).
 */
export function getFirebaseAuth(): Auth {
  const auth = startAuth();
  announceAuthStarted();
  return auth;
}

/**
 * A Google credential for the Auth emulator, which accepts an unsigned JSON token in place of
 * Google's signed one (the local stack has no network, so Google's popup cannot load there).
 * The same e-mail always maps to the same Google account.
 */
export function emulatedGoogleCredential(email: string, name: string): OAuthCredential {
  const normalised = email.trim().toLowerCase();
  const claims = {
    sub: `google-${normalised}`,
    email: email.trim(),
    email_verified: true,
    name: name.trim(),
  };
  return GoogleAuthProvider.credential(JSON.stringify(claims));
}

/** True when the app talks to the local stack rather than a hosted project. */
export const usesEmulators = (): boolean => runtimeConfig().useEmulators;
