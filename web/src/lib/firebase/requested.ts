/**
 * Whether anything has asked for Firestore yet (loadFirebase marks it). A page the server rendered
 * with its data has not, until the person asks for more; extras that read live (useLiveTill) wait
 * for it rather than be the reason the SDK is downloaded. Its own module, so tests that replace
 * lib/firebase keep it.
 */
let requested = false;
const listeners = new Set<() => void>();

/** Called by loadFirebase on every use; tells the listeners the first time. */
export function markFirebaseRequested(): void {
  if (requested) return;
  requested = true;
  // After the caller's turn: a listener may update React state.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

/** For useSyncExternalStore, with {@link subscribeFirebaseRequested}. */
export const isFirebaseRequested = (): boolean => requested;

/** Calls `listener` when Firestore is first asked for; returns the unsubscribe. */
export function subscribeFirebaseRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
