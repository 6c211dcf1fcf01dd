/**
 * False while React hydrates server-rendered markup (the server knows nothing of the browser),
 * true afterwards and in every render that is not a hydration. A component whose output depends
 * on the browser (its APIs, the device) renders the server's answer until this is true, so the
 * first client render matches the HTML.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
