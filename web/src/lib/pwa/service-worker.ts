/**
 * The service worker's state for the UI: whether a new version is waiting, and a way to switch
 * to it. The worker (vite.config.ts) exists only in the production build; elsewhere nothing is
 * registered and the state stays idle. Registered here with the browser's own API: the few lines
 * below are what the app used of workbox-window, which cost the first page 2.7 KB gzip.
 */
import { PAGE_SEED_ELEMENT_ID, STORAGE_KEYS } from '@deals/shared';
import { externalStore } from '@/lib/external-store';
import { readItem, writeItem } from '@/lib/storage/local-storage';
import { BOOT_ELEMENT_ID } from '@/lib/boot/boot-page';

export interface ServiceWorkerState {
  /** A new deployment is installed and waits for the person to accept it. */
  readonly updateReady: boolean;
  /** The app shell is cached: the app now starts with no network. */
  readonly offlineReady: boolean;
}

const state = externalStore<ServiceWorkerState>({ updateReady: false, offlineReady: false });
/** The installed new version, waiting for the person to accept it. */
let waiting: ServiceWorker | null = null;
let started = false;

function set(next: Partial<ServiceWorkerState>): void {
  state.set({ ...state.get(), ...next });
}

function offerUpdate(worker: ServiceWorker): void {
  waiting = worker;
  set({ updateReady: true });
}

/**
 * Follows a worker being installed: with a worker already in control it is a new version, which
 * waits (the worker does not take over on its own, vite.config.ts); without one it is the first
 * install, and once active the app starts offline.
 */
function follow(worker: ServiceWorker): void {
  const isUpdate = navigator.serviceWorker.controller !== null;
  const settle = () => {
    if (isUpdate && worker.state === 'installed') offerUpdate(worker);
    if (!isUpdate && worker.state === 'activated') set({ offlineReady: true });
  };
  worker.addEventListener('statechange', settle);
  settle();
}

async function register(): Promise<void> {
  const registration = await navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`, {
    scope: import.meta.env.BASE_URL,
  });
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  if (registration.installing) follow(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) follow(registration.installing);
  });
  if (navigator.serviceWorker.controller) whenOnline(refreshSaved);
  else if (servedPage !== null)
    navigator.serviceWorker.addEventListener('controllerchange', saveServedPage, { once: true });
}

/**
 * On a first visit the page arrives before the worker, so the worker never saw it, and its first
 * page of places came in the page's data, which Firestore's cache does not hold: without a copy,
 * an offline reload would have nothing of what the visitor just saw. So a server-rendered page
 * (one carrying the page seed) is read as the server sent it before the app changes it, and put
 * in the worker's cache of pages when the first install takes the page over (clientsClaim). No
 * second request: the copy is what the visitor saw, and the server reads nothing again.
 */
let servedPage: string | null = null;

function readServedPage(): void {
  if (navigator.serviceWorker.controller !== null) return;
  if (document.getElementById(PAGE_SEED_ELEMENT_ID) === null) return;
  servedPage = `<!doctype html>\n${document.documentElement.outerHTML}`;
}

function saveServedPage(): void {
  const html = servedPage;
  servedPage = null;
  if (html === null) return;
  import('./saved-pages')
    .then(({ savePage }) => savePage(window.location.href, html))
    .catch((error: unknown) => console.warn('Could not keep this page for offline', error));
}

/**
 * After an update, the pages the worker kept for offline name the previous build's script: they
 * are saved anew while there is a connection (saved-pages.ts, loaded only here). Once a start of
 * this build has found them all usable, later starts skip the pass, which reads every kept page.
 */
function refreshSaved(): void {
  const build = appScript();
  if (build === null || readItem(STORAGE_KEYS.savedPagesCheckedFor) === build) return;
  import('./saved-pages')
    .then(({ refreshSavedPages }) => refreshSavedPages())
    .then(({ failed }) => {
      if (failed === 0) writeItem(STORAGE_KEYS.savedPagesCheckedFor, build);
    })
    .catch((error: unknown) => console.warn('Could not refresh the pages kept offline', error));
}

/** The app script this page started from, which the pages saved by this build name too. */
function appScript(): string | null {
  // A server-rendered page names it on its first script, which loads it (lib/boot/boot-page.ts).
  const booted = document.getElementById(BOOT_ELEMENT_ID)?.getAttribute('data-entry');
  if (booted) return booted;
  return (
    document
      .querySelector(`script[type="module"][src^="${import.meta.env.BASE_URL}assets/"]`)
      ?.getAttribute('src') ?? null
  );
}

/** Runs `task` now when online, else once the connection returns. */
function whenOnline(task: () => void): void {
  if (navigator.onLine) task();
  else window.addEventListener('online', task, { once: true });
}

/**
 * Registers the service worker once, in production builds of browsers that support one, when
 * `registerWhen` resolves: a server-rendered page passes when it has settled, since installing
 * the worker fetches and stores the whole app (a hundred files) and, during the start-up, that
 * work shared a slow phone's CPU with the hydration. The page is read as the server sent it now.
 */
export function startServiceWorker(registerWhen: Promise<void> = Promise.resolve()): void {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  // Now, before the app hydrates the page.
  readServedPage();
  registerWhen
    .then(register)
    .catch((error: unknown) =>
      console.warn('The app will not work offline: its service worker failed', error),
    );
}

/** Activates the waiting version and reloads the page into it once it has taken control. */
export function applyUpdate(): void {
  if (waiting === null) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  // Workbox's worker skips waiting on this message.
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/** Hides the update prompt until the next deployment. */
export function dismissUpdate(): void {
  set({ updateReady: false });
}

export function useServiceWorker(): ServiceWorkerState {
  return state.use();
}
