import type { PageSeed } from '@deals/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The code around the renderer and the reads: what the function answers when either works,
// fails or finds nothing. The real renderer and reads run in the browser journeys (e2e/ssr.spec).
const readPageSeed = vi.fn<() => Promise<PageSeed>>();
const render = vi.fn();
const loadRenderer = vi.fn<() => Promise<unknown>>();
vi.mock('../firestore.js', () => ({ firestore: () => ({}) }));
vi.mock('../ssr/page-data.js', () => ({ readPageSeed: () => readPageSeed() }));
vi.mock('../ssr/renderer.js', () => ({ loadRenderer: () => loadRenderer() }));
vi.mock('firebase-functions', () => ({ logger: { error: vi.fn(), info: vi.fn() } }));

const { MISSING_CACHE_CONTROL, PAGE_CACHE_CONTROL, serveSsr } = await import('./ssr.js');

const SHELL = '<div id="root"></div>';

function call(method: string, url: string, headers: Record<string, string> = {}) {
  const sent: { status: number; headers: Record<string, string>; body?: string; to?: string } = {
    status: 0,
    headers: {},
  };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    set(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value;
      return res;
    },
    redirect(status: number, location: string) {
      sent.status = status;
      sent.to = location;
    },
    send(body: string) {
      sent.body = body;
    },
    end() {
      sent.body = '';
    },
  };
  const req = {
    method,
    url,
    path: new URL(url, 'http://x').pathname,
    get: (name: string) => headers[name.toLowerCase()],
  };
  return serveSsr(req, res).then(() => sent);
}

const landingSeed: PageSeed = {
  kind: 'landing',
  args: { cityId: 'Lahore', category: null },
  places: [],
  next: null,
};

beforeEach(() => {
  vi.clearAllMocks();
  loadRenderer.mockResolvedValue({ template: () => SHELL, manifest: () => ({}), render });
  readPageSeed.mockResolvedValue(landingSeed);
  render.mockResolvedValue({ status: 200, html: '<html>rendered</html>' });
});

describe('serveSsr', () => {
  it('renders a public page for the CDN, from the visitor’s origin', async () => {
    const sent = await call('GET', '/?utm=wa', {
      'x-forwarded-host': 'deals.example',
      'x-forwarded-proto': 'https',
    });
    expect(sent).toMatchObject({ status: 200, body: '<html>rendered</html>' });
    expect(sent.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(sent.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(render).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/?utm=wa',
        origin: 'https://deals.example',
        seed: landingSeed,
      }),
    );
  });

  it('answers a missing deal with 404, cached a minute', async () => {
    readPageSeed.mockResolvedValue({
      kind: 'deal',
      params: { bankId: 'Hbl', dealId: 'gone', cityId: 'Lahore' },
      deal: null,
      banks: [],
    });
    const sent = await call('GET', '/guest-deal/Hbl/gone/Lahore');
    expect(sent.status).toBe(404);
    expect(sent.headers['cache-control']).toBe(MISSING_CACHE_CONTROL);
  });

  it('serves the plain app shell, uncached, when the reads or the render fail', async () => {
    readPageSeed.mockRejectedValueOnce(new Error('UNAVAILABLE'));
    expect(await call('GET', '/')).toMatchObject({
      status: 200,
      body: SHELL,
      headers: { 'cache-control': 'no-store' },
    });
    render.mockRejectedValueOnce(new Error('render failed'));
    expect(await call('GET', '/guest-place/Lahore/cafe')).toMatchObject({
      status: 200,
      body: SHELL,
    });
    // A path the server does not render is the shell too.
    expect(await call('GET', '/login')).toMatchObject({ status: 200, body: SHELL });
    expect(readPageSeed).toHaveBeenCalledTimes(2);
  });

  it('says so when the renderer itself is missing, and asks to retry', async () => {
    loadRenderer.mockRejectedValueOnce(new Error('not built'));
    const sent = await call('GET', '/');
    expect(sent.status).toBe(503);
    expect(sent.headers['retry-after']).toBe('10');
    expect(sent.headers['cache-control']).toBe('no-store');
  });

  it('refuses other methods and follows the router’s redirects', async () => {
    expect((await call('POST', '/')).status).toBe(405);
    render.mockResolvedValueOnce({ status: 302, location: '/login' });
    expect(await call('GET', '/')).toMatchObject({ status: 302, to: '/login' });
  });
});
