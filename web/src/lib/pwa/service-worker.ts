/**
 * The service worker's state for the UI: whether a new version is waiting, and a way to switch
 * to it. The worker (vite.config.ts) exists only in the production build; elsewhere nothing is
 * registered and the state stays idle.
 */
import { useSyncExternalStore } from 'react';

export interface ServiceWorkerState {
  /** A new deployment is installed and waits for the person to accept it. */
  readonly updateReady: boolean;
  /** The app shell is cached: the app now starts with no network. */
  readonly offlineReady: boolean;
}

let state: ServiceWorkerState = { updateReady: false, offlineReady: false };
const listeners = new Set<() => void>();
let update: ((reload?: boolean) => Promise<void>) | null = null;
let started = false;

function set(next: Partial<ServiceWorkerState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Registers the service worker once, in production builds of browsers that support one. */
export function startServiceWorker(): void {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  import('virtual:pwa-register')
    .then(({ registerSW }) => {
      update = registerSW({
        onNeedRefresh: () => set({ updateReady: true }),
        onOfflineReady: () => set({ offlineReady: true }),
        onRegisterError: (error: unknown) =>
          console.warn('The app will not work offline: its service worker failed', error),
      });
    })
    .catch((error: unknown) => console.warn('Could not load the service worker', error));
}

/** Activates the waiting version and reloads the page into it. */
export async function applyUpdate(): Promise<void> {
  await update?.(true);
}

/** Hides the update prompt until the next deployment. */
export function dismissUpdate(): void {
  set({ updateReady: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServiceWorker(): ServiceWorkerState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
