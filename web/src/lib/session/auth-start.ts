/**
 * When Firebase Auth starts. A device where nobody is signed in does not load the identity SDK
 * for its first pages (app/providers.tsx); the first page that needs it (log in, sign up, the
 * e-mail link pages, a signed request) starts it through `getFirebaseAuth()`, which announces it
 * here so the session listener starts with it. This module loads no SDK.
 */
const waiting = new Set<() => void>();
let started = false;

/** Runs `then` when Auth starts (at once if it has); returns the function that stops waiting. */
export function onAuthStarted(then: () => void): () => void {
  if (started) {
    then();
    return () => undefined;
  }
  waiting.add(then);
  return () => waiting.delete(then);
}

/** Called once Auth is initialised. */
export function announceAuthStarted(): void {
  if (started) return;
  started = true;
  for (const then of [...waiting]) then();
  waiting.clear();
}
