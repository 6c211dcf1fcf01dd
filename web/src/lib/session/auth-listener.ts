/**
 * The auth-state stream: Firebase's ID-token observable (rxfire `user`) mapped to plain
 * SessionUser data and dispatched as `authStateChanged`. The ID-token variant also fires after
 * `getIdToken(true)`, which is how a freshly verified e-mail reaches the store.
 */
import type { User } from 'firebase/auth';
import { user as userChanges } from 'rxfire/auth';
import type { Dispatch } from '@reduxjs/toolkit';
import { type Observable, distinctUntilChanged, switchMap } from 'rxjs';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import { watchVerification } from './verification';
import { forgetSession, rememberSession } from '@/lib/storage/local-cache';
import { type SessionUser, authStateChanged } from './auth-slice';

/** Plain-data snapshot of a Firebase user; `isAdmin` from the ID token's custom claims. */
export function toSessionUser(user: User | null, isAdmin = false): SessionUser | null {
  if (!user) return null;
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    providerIds: user.providerData.map((info) => info.providerId),
    ...(isAdmin ? { isAdmin: true } : {}),
  };
}

/** Whether the user's current ID token carries admin: true (false when it cannot be read). */
async function hasAdminClaim(user: User): Promise<boolean> {
  try {
    return (await user.getIdTokenResult()).claims['admin'] === true;
  } catch {
    return false;
  }
}

export function sessionUser$(): Observable<SessionUser | null> {
  return userChanges(getFirebaseAuth()).pipe(
    // The stream fires on every ID token change, so a claim set by the admin CLI arrives with
    // the next token refresh (or sign-in).
    switchMap(async (user) => toSessionUser(user, user ? await hasAdminClaim(user) : false)),
    distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
  );
}

/** Starts feeding the auth slice; returns the function that stops it. */
export function startAuthListener(dispatch: Dispatch): () => void {
  const subscription = sessionUser$().subscribe((user) => {
    if (user) rememberSession(user);
    else forgetSession();
    dispatch(authStateChanged(user));
  });
  const stopWatching = watchVerification();
  return () => {
    subscription.unsubscribe();
    stopWatching();
  };
}
