import { type ReactNode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '@/components/toast';
import type { AppStore } from './store';

/**
 * Starts the auth-state stream for the lifetime of the app. The identity SDK is fetched as its
 * own chunk, so the first page paints without waiting for it (the auth slice says `pending`).
 */
function AuthStream({ store }: { store: AppStore }) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('@/lib/session/auth-listener')
      .then(({ startAuthListener }) => {
        if (!cancelled) stop = startAuthListener(store.dispatch);
      })
      .catch((error: unknown) => console.error('Could not start the sign-in listener', error));
    return () => {
      cancelled = true;
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
