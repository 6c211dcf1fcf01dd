import { type ReactNode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '@/components/toast';
import { inNextTask } from '@/lib/boot/next-task';
import { onAuthStarted } from '@/lib/session/auth-start';
import { authStateChanged } from '@/lib/session/auth-slice';
import { hasRememberedSession } from '@/lib/storage/local-cache';
import type { AppStore } from './store';

/**
 * Starts the auth-state stream for the lifetime of the app. The identity SDK is its own chunk, so
 * the first page paints without it. On a device where nobody was signed in at the last visit it
 * is not loaded at all until a page needs it (log in, sign up, an e-mail link): the visitor is a
 * guest at once, and the stream starts when Auth does. Where someone was signed in, it starts
 * now (the auth slice says `pending` until it answers).
 */
function AuthStream({ store }: { store: AppStore }) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      import('@/lib/session/auth-listener')
        .then(({ startAuthListener }) => {
          if (!cancelled) stop = startAuthListener(store.dispatch);
        })
        .catch((error: unknown) => console.error('Could not start the sign-in listener', error));
    };
    let stopWaiting: (() => void) | undefined;
    let cancelGuest: (() => void) | undefined;
    if (hasRememberedSession()) start();
    else {
      // In a task of its own: the header this shows re-renders from the root, and as part of a
      // server-rendered page's hydration it made that task a long one on a slow phone.
      cancelGuest = inNextTask(() => store.dispatch(authStateChanged(null)));
      stopWaiting = onAuthStarted(start);
    }
    return () => {
      cancelled = true;
      cancelGuest?.();
      stopWaiting?.();
      stop?.();
    };
  }, [store]);
  return null;
}

/** Everything the app runs inside: the store, the auth stream and toasts. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <AuthStream store={store} />
      <ToastProvider>{children}</ToastProvider>
    </Provider>
  );
}
