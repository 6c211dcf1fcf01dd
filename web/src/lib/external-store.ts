/**
 * A value kept outside React that components follow (the service worker's state, the install
 * offer): `set` replaces it and tells every subscriber, `use` reads it in a component (the initial
 * value while a server-rendered page hydrates).
 */
import { useSyncExternalStore } from 'react';

export interface ExternalStore<T> {
  get: () => T;
  set: (next: T) => void;
  use: () => T;
}

export function externalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const get = () => value;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    // Hydration reads the value the server rendered with, the initial one: a page that learnt
    // something before hydrating (the browser's install offer can come first) would otherwise
    // render other markup than the server's, and React would throw the server's away. The
    // value read after hydration follows at once.
    use: () => useSyncExternalStore(subscribe, get, () => initial),
  };
}
