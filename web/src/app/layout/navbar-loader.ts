/**
 * The member navbar's chunk. A guest's first pages never need it, so it is not in the entry; it is
 * fetched ahead wherever a member is about to appear, so that after a log-in the header does not
 * stand empty while the chunk arrives.
 */
import { lazy } from 'react';
import type * as NavbarModule from './navbar';

let loading: Promise<typeof NavbarModule> | undefined;

/** One fetch for the lazy component and the preload; a failed one is tried again next time. */
function loadNavbar() {
  loading ??= import('./navbar').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The member navbar, fetched on its first render unless `preloadNavbar` already fetched it. */
export const LazyNavbar = lazy(async () => ({ default: (await loadNavbar()).Navbar }));

/**
 * Starts fetching the navbar. Offline it waits for the first render that needs it instead: a
 * failed module fetch may stay failed for the page's life, so a preload must not spend it.
 */
export function preloadNavbar(): void {
  if (!navigator.onLine) return;
  loadNavbar().catch(() => undefined);
}
