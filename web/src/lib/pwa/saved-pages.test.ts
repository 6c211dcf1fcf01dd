/**
 * The test of a kept page and the refresh after an update, against stand-ins for the browser's
 * Cache Storage and fetch (jsdom has neither); `pwa.spec.ts` runs both with Chromium's real worker.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSavedPages, savePage, usableSavedPage } from './saved-pages';

const CURRENT = '/assets/index-current.js';
const EARLIER = '/assets/index-earlier.js';

/** A server-rendered page naming `script`, with content after its head. */
const page = (script: string | null): Response =>
  new Response(
    `<!doctype html><html><head><title>Card Deals</title>${
      script ? `<script type="module" crossorigin src="${script}"></script>` : ''
    }</head><body><main>Saffron Table</main></body></html>`,
    { headers: { 'content-type': 'text/html' } },
  );

/** The worker's caches: the current build's script is cached, the earlier one's is not. */
let saved: Map<string, Response>;
const fetched = vi.fn<(url: string) => Promise<Response>>();

beforeEach(() => {
  saved = new Map();
  vi.stubGlobal('caches', {
    match: (url: string) => Promise.resolve(url === CURRENT ? new Response('') : undefined),
    open: () =>
      Promise.resolve({
        keys: () => Promise.resolve([...saved.keys()].map((url) => new Request(url))),
        match: (request: Request) => Promise.resolve(saved.get(request.url)?.clone()),
      }),
  });
  // The worker's route: it keeps what the network gives (this build's page) and answers with it.
  fetched.mockImplementation((url) => {
    saved.set(url, page(CURRENT));
    return Promise.resolve(new Response(`saved anew: ${url}`));
  });
  vi.stubGlobal('fetch', fetched);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetched.mockReset();
});

describe('usableSavedPage', () => {
  it('keeps a page whose app script is cached, with its whole content', async () => {
    const kept = await usableSavedPage({ cachedResponse: page(CURRENT) });
    expect(kept).not.toBeNull();
    expect(await kept!.text()).toContain('Saffron Table');
  });

  it('refuses a page saved by an earlier build, whose script the update removed', async () => {
    expect(await usableSavedPage({ cachedResponse: page(EARLIER) })).toBeNull();
  });

  it('reads the app script a server page names on its boot script, not the boot itself', async () => {
    const booted = (entry: string) =>
      new Response(
        '<!doctype html><html><head><script type="application/ld+json">{}</script>' +
          '<script type="module" crossorigin src="/assets/boot-1.js" id="app-boot"' +
          ` data-entry="${entry}" data-preload="${CURRENT}"></script></head><body></body></html>`,
      );
    expect(await usableSavedPage({ cachedResponse: booted(CURRENT) })).not.toBeNull();
    expect(await usableSavedPage({ cachedResponse: booted(EARLIER) })).toBeNull();
  });

  it('keeps a page that names no app script, and has nothing to give without one', async () => {
    expect(await usableSavedPage({ cachedResponse: page(null) })).not.toBeNull();
    expect(await usableSavedPage({ cachedResponse: null })).toBeNull();
    expect(await usableSavedPage({})).toBeNull();
  });
});

describe('refreshSavedPages', () => {
  it('fetches anew only the pages saved by an earlier build', async () => {
    saved.set('http://localhost/', page(EARLIER));
    saved.set('http://localhost/guest-deal/Hbl/d1/Lahore', page(CURRENT));
    saved.set('http://localhost/guest-place/Lahore/saffron-table', page(EARLIER));

    expect(await refreshSavedPages()).toEqual({ refreshed: 2, failed: 0 });
    expect(fetched.mock.calls.map(([url]) => url)).toEqual([
      'http://localhost/',
      'http://localhost/guest-place/Lahore/saffron-table',
    ]);
  });

  it('counts a page the network did not give as failed, and rejects when the connection drops', async () => {
    saved.set('http://localhost/', page(EARLIER));
    fetched.mockResolvedValue(new Response('', { status: 503 }));
    expect(await refreshSavedPages()).toEqual({ refreshed: 0, failed: 1 });
    // The network failed and the worker answered with the app shell: a 200 that kept nothing.
    fetched.mockResolvedValue(new Response('<!doctype html><div id="root"></div>'));
    expect(await refreshSavedPages()).toEqual({ refreshed: 0, failed: 1 });
    fetched.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(refreshSavedPages()).rejects.toThrow('Failed to fetch');
  });
});

describe('savePage', () => {
  it('puts the page in the cache of pages as HTML, where the worker finds it offline', async () => {
    const put = vi.fn<(url: string, response: Response) => Promise<void>>();
    const open = vi.fn(() => Promise.resolve({ put }));
    vi.stubGlobal('caches', {
      open,
      match: (url: string) => Promise.resolve(url === CURRENT ? new Response('') : undefined),
    });
    const html = `<!doctype html><html><head><script type="module" src="${CURRENT}"></script></head></html>`;
    await savePage('http://localhost/', html);
    expect(open).toHaveBeenCalledWith('pages');
    const [url, response] = put.mock.calls[0]!;
    expect(url).toBe('http://localhost/');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.clone().text()).toBe(html);
    expect(await usableSavedPage({ cachedResponse: response })).not.toBeNull();
    expect(fetched).not.toHaveBeenCalled();
  });
});
