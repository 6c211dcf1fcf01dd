/**
 * The server-rendered pages the service worker keeps for offline (vite.config.ts), and whether a
 * kept copy can still start the app. A copy saved before an update names the previous build's app
 * script, which the update removed from the worker's caches: shown offline, it would be a picture
 * of the page that nothing answers.
 */

/** The cache the worker keeps the last copy of each server-rendered page in. */
export const SAVED_PAGES_CACHE = 'pages';

/**
 * The saved page when the app script it names is still cached, or when it names none; null when
 * it cannot start the app, or there is no page. The worker runs this as a Workbox plugin's
 * `cachedResponseWillBeUsed`, written into sw.js as its source text, so it uses nothing but its
 * argument and the browser's globals.
 */
export async function usableSavedPage({
  cachedResponse,
}: {
  cachedResponse?: Response | null;
}): Promise<Response | null> {
  if (!cachedResponse) return null;
  const body = cachedResponse.clone().body;
  if (!body) return cachedResponse;
  // Only the head is read (64 KB at most), not the page's content and the data it carries.
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let head = '';
  let script: string | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (value) head += decoder.decode(value, { stream: true });
    // A page's app script is its first script of ours: in the boot script's data-entry (the
    // boot loads the app after the first paint, lib/boot/boot-page.ts), or as the script itself.
    for (const [, attributes = ''] of head.matchAll(/<script\b([^>]*)>/g)) {
      const named =
        /\bdata-entry="(\/assets\/[^"]+\.js)"/.exec(attributes) ??
        /\bsrc="(\/assets\/[^"]+\.js)"/.exec(attributes);
      script = named?.[1];
      if (script !== undefined) break;
    }
    if (script !== undefined || done || head.includes('</head>') || head.length > 65_536) break;
  }
  void reader.cancel().catch(() => undefined);
  if (script === undefined) return cachedResponse;
  return (await caches.match(script)) ? cachedResponse : null;
}

/**
 * Keeps `html` as the page at `url` in the worker's cache of pages, where its route for the
 * server-rendered pages finds it offline: for a page that came before the worker took control (a
 * first visit), which the worker therefore never saw.
 */
export async function savePage(url: string, html: string): Promise<void> {
  if (!('caches' in globalThis)) return;
  const pages = await caches.open(SAVED_PAGES_CACHE);
  await pages.put(
    url,
    new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  );
}

/** What one pass over the kept pages did. */
export interface SavedPagesRefresh {
  /** Pages saved anew from the network. */
  refreshed: number;
  /** Pages that still cannot start the app: the network did not give them (yet). */
  failed: number;
}

/**
 * Saves anew, from the network, each kept page that can no longer start the app (after an
 * update), so that offline it opens with its data again rather than with the bare app. The fetch
 * goes through the worker, whose route for these pages keeps what the network answers. What counts
 * is the cache afterwards, not the answer: when the network fails, the worker answers with the app
 * shell, which looks like success but keeps nothing. A copy the worker has not finished storing
 * counts as failed, so a caller that trusts `failed === 0` never skips a page still unusable. A
 * fetch that fails outright rejects.
 */
export async function refreshSavedPages(): Promise<SavedPagesRefresh> {
  const result: SavedPagesRefresh = { refreshed: 0, failed: 0 };
  if (!('caches' in globalThis)) return result;
  const pages = await caches.open(SAVED_PAGES_CACHE);
  const usable = async (request: Request) =>
    (await usableSavedPage({ cachedResponse: await pages.match(request) })) !== null;
  const stale: Request[] = [];
  for (const request of await pages.keys()) if (!(await usable(request))) stale.push(request);
  for (const request of stale) await fetch(request.url, { credentials: 'same-origin' });
  for (const request of stale) {
    if (await usable(request)) result.refreshed += 1;
    else result.failed += 1;
  }
  return result;
}
