/**
 * The first script of a server-rendered page (boot.ts). The page paints from its HTML and style
 * sheet alone; its scripts are requested only once it has painted, so on a slow connection they
 * no longer share the first second with the HTML and the style sheet (Lighthouse's simulated phone
 * painted the landing about two seconds later with the script preloads in the head, issue 42).
 * Until the app has hydrated, links and forms work as plain HTML, and a tap on a button is kept
 * and acted on once the page is live (early-taps.ts).
 *
 * The server writes what to load on this script's element (route-assets.ts `withBoot`):
 * `data-entry`, the app's entry; `data-modules`, the chunks the entry imports; `data-preload`, the
 * route's own scripts. All of them download together; the entry's chunks are then run one per
 * task, before the entry, so that on a slow phone no single task runs the whole framework and the
 * app (about a quarter of a second at a quarter of this machine's speed), and the page still
 * answers a tap between them.
 */
import { holdEarlyTaps } from './early-taps';
import { nextTask } from './next-task';
import { isCodeFetchError, reloadPage } from '@/lib/network/code-fetch';

export const BOOT_ELEMENT_ID = 'app-boot';

/** What the server asked the page to load after its first paint. */
export interface BootPlan {
  readonly entry: string;
  readonly modules: readonly string[];
  readonly preloads: readonly string[];
}

/** Only the app's own scripts: paths under /assets/, nothing another origin could name. */
const OWN_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

export function readBootPlan(element: Element | null): BootPlan | null {
  const entry = element?.getAttribute('data-entry') ?? '';
  if (!OWN_SCRIPT.test(entry)) return null;
  const list = (name: string) =>
    (element?.getAttribute(name) ?? '').split(' ').filter((href) => OWN_SCRIPT.test(href));
  return { entry, modules: list('data-modules'), preloads: list('data-preload') };
}

/** A page that never paints (opened in a background tab) still starts, this long after. */
export const FIRST_PAINT_WAIT_MS = 3000;

type PaintObserver = (onFirstPaint: () => void) => (() => void) | null;

/** Calls back on the first contentful paint; null where the browser does not report paints. */
const observeFirstPaint: PaintObserver = (onFirstPaint) => {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    return null;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) onFirstPaint();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => observer.disconnect();
};

/** Runs `start` once the page has painted, or after FIRST_PAINT_WAIT_MS at the latest. */
export function afterFirstPaint(start: () => void, observe: PaintObserver = observeFirstPaint) {
  let done = false;
  let stopObserving: (() => void) | null = null;
  const go = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    stopObserving?.();
    start();
  };
  const timer = setTimeout(go, FIRST_PAINT_WAIT_MS);
  stopObserving = observe(go);
}

/**
 * Preload links added in one task. Adding one costs a few milliseconds of the main thread (up to
 * 15 ms at a quarter of this machine's speed): four in a task were a long task each on a slow phone.
 */
export const LINKS_PER_TASK = 1;

/** How long to wait before trying again when the connection is back but the code is not yet. */
export const RETRY_MS = 2000;

/** A page loaded again for its code is not loaded again for it within this long (no loop). */
const RELOAD_GUARD_MS = 60_000;
const RELOADED_AT = 'boot.reloadedAt';

function reloadedLately(): boolean {
  try {
    const at = Number(sessionStorage.getItem(RELOADED_AT));
    return Number.isFinite(at) && Date.now() - at < RELOAD_GUARD_MS;
  } catch {
    return false;
  }
}

function noteReload(): void {
  try {
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    // Storage refused: the page is loaded again anyway.
  }
}

/**
 * Calls `reload` once `url` answers: tried when the browser is back online, and every RETRY_MS
 * while it says it is online (a connection can come back before the browser notices, or claim to
 * be back before it is). A missing file (a deployment removed it) stops the tries, and a page
 * loaded again for its code in the last minute is not loaded again (a file that answers but will
 * not run as a module would otherwise reload the page forever).
 */
function reloadWhenReachable(url: string, reload: () => void): void {
  const attempt = () => {
    fetch(url, { method: 'HEAD', cache: 'no-store' }).then((response) => {
      if (!response.ok) return;
      noteReload();
      reload();
    }, later);
  };
  function later() {
    if (navigator.onLine) setTimeout(attempt, RETRY_MS);
    else window.addEventListener('online', attempt, { once: true });
  }
  later();
}

/**
 * Preloads the page's scripts, runs the entry's chunks one per task, then imports the entry, which
 * starts the app (main.tsx).
 */
export async function loadApp(
  doc: Document,
  plan: BootPlan,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
  reload: () => void = reloadPage,
): Promise<void> {
  // LINKS_PER_TASK links per task: each starts a request, and the landing's thirty or so in one go
  // were a task of a quarter of a second on a slow phone.
  const hrefs = [...plan.modules, ...plan.preloads];
  for (let start = 0; start < hrefs.length; start += LINKS_PER_TASK) {
    for (const href of hrefs.slice(start, start + LINKS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    if (start + LINKS_PER_TASK < hrefs.length) await nextTask();
  }
  try {
    for (const url of plan.modules) {
      await load(url);
      await nextTask();
    }
    await load(plan.entry);
  } catch (error) {
    // The page stays as the server sent it: its links and forms work without the app. Its scroll
    // bar, hidden on a phone while the app starts (global.css), comes back.
    doc.documentElement.dataset.app = 'static';
    console.error('The app could not be loaded; the page works without it', error);
    // The code could not be fetched (offline, or the connection dropped): the browser keeps a
    // failed import for the page's life, so the page is loaded again once the code can be.
    if (isCodeFetchError(error) && !reloadedLately()) reloadWhenReachable(plan.entry, reload);
  }
}

/** The whole boot: hold taps now, load the app after the first paint. */
export function bootServerPage(doc: Document = document): void {
  const plan = readBootPlan(doc.getElementById(BOOT_ELEMENT_ID));
  if (plan === null) return;
  const root = doc.getElementById('root');
  if (root) holdEarlyTaps(root);
  afterFirstPaint(() => {
    void loadApp(doc, plan);
  });
}
