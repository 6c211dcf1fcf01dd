/**
 * The auth-state stream: Firebase's ID-token observable (rxfire `user`) mapped to plain
 * SessionUser data and dispatched as `authStateChanged`. The ID-token variant also fires after
 * `getIdToken(true)`, which is how a freshly verified e-mail reaches the store.
 */
import type { User } from 'firebase/auth';
import { user as userChanges } from 'rxfire/auth';
import { type Observable, distinctUntilChanged, map } from 'rxjs';
import type { AppDispatch } from '@/app/store';
import { getFirebaseAuth } from '@/lib/firebase/auth';
import { watchVerification } from '@/lib/session/verification';
import { forgetSession, rememberSession } from '@/lib/storage/local-cache';
import { type SessionUser, authStateChanged } from '@/lib/session/auth-slice';

/** Plain-data snapshot of a Firebase user. */
export function toSessionUser(user: User | null): SessionUser | null {
  if (!user) return null;
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    providerIds: user.providerData.map((info) => info.providerId),
  };
}

export function sessionUser$(): Observable<SessionUser | null> {
  return userChanges(getFirebaseAuth()).pipe(
    map(toSessionUser),
    distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
  );
}

/** Starts feeding the auth slice; returns the function that stops it. */
export function startAuthListener(dispatch: AppDispatch): () => void {
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
