/**
 * When a server-rendered page starts its live listeners. Its data came with the HTML, so nothing
 * on it waits for Firestore: the listeners only keep it fresh (a rating that changes as reviews
 * are scored). Loading the Firestore SDK and opening its cache is about half a second of script on
 * a mid-range phone, so on such a page it waits until the page has been live (hydrated) and
 * loaded for LIVE_AFTER_START_MS and the main thread is idle, instead of competing with the
 * page's start-up and the person's first taps. A page the browser renders itself reads its data
 * live at once.
 */

/** How long after a server-rendered page is live and loaded its listeners start. */
export const LIVE_AFTER_START_MS = 3_000;
/** The longest the start then waits for an idle main thread. */
const IDLE_TIMEOUT_MS = 2_000;

let gate: Promise<void> = Promise.resolve();

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  } else setTimeout(run, 0);
}

function whenLoaded(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/**
 * Holds the listeners of entries the page's seed filled (see `liveUpdatesStart`) until the page
 * has settled. The start-up of a page it hydrates calls this first, and the function it returns
 * once the page is live.
 */
export function holdLiveUpdates(): () => void {
  let live!: () => void;
  gate = new Promise((resolve) => {
    live = () => {
      whenLoaded(() => {
        setTimeout(() => whenIdle(() => resolve()), LIVE_AFTER_START_MS);
      });
    };
  });
  return live;
}

/**
 * Resolves when an entry that already holds the server's data may start its listener: at once,
 * unless the page was server-rendered and has not settled yet.
 */
export function liveUpdatesStart(): Promise<void> {
  return gate;
}
