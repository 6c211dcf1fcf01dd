/**
 * The browser's connection, for pages whose data is read once (the deal grids): what to say while
 * offline, and when to read again after the connection returns. Live listeners need neither: the
 * Firestore SDK resumes them by itself.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while the browser says it has a network connection (`navigator.onLine`), kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * When to try again after the `online` event, in ms. The first try waits a moment because the
 * Firestore SDK restarts its own connection on the same event, and a query sent before it has
 * would be answered from the cache again. The later tries cover a connection that takes longer
 * to come back than the browser's event suggests.
 */
export const RECONNECT_RETRY_DELAYS_MS = [500, 2_000, 5_000, 10_000] as const;

/**
 * Calls `recover` when the connection returns while `needed` is true (a failed or cache-only
 * load), and again on a short back-off while it stays true, so a page that failed offline fills
 * itself in without a reload. `needed` should be false while a fetch is in flight.
 */
export function useRecoverOnReconnect(needed: boolean, recover: () => void): void {
  const latest = useRef({ needed, recover });
  useEffect(() => {
    latest.current = { needed, recover };
  }, [needed, recover]);

  useEffect(() => {
    let timers: ReturnType<typeof setTimeout>[] = [];
    const cancel = () => {
      for (const timer of timers) clearTimeout(timer);
      timers = [];
    };
    const onOnline = () => {
      cancel();
      timers = RECONNECT_RETRY_DELAYS_MS.map((delay) =>
        setTimeout(() => {
          if (latest.current.needed && navigator.onLine) latest.current.recover();
        }, delay),
      );
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', cancel);
    return () => {
      cancel();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', cancel);
    };
  }, []);
}
