import { PRODUCTION_CSP, type PageSeed, SECURITY_HEADERS } from '@deals/shared';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type * as PageDataModule from './page-data.js';
import type { PageRequest } from './page-request.js';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The code around the renderer and the reads: what the function answers when either works,
// fails or finds nothing. The real renderer and reads run in the browser journeys (e2e/ssr.spec).
const readPageSeed = vi.fn<(page: PageRequest) => Promise<PageSeed>>();
const render = vi.fn();
const loadRenderer = vi.fn<() => Promise<unknown>>();
vi.mock('../platform/firestore.js', () => ({ firestore: () => ({}) }));
vi.mock('./page-data.js', () => ({
  readPageSeed: (_db: unknown, page: PageRequest) => readPageSeed(page),
}));
vi.mock('./renderer.js', () => ({ loadRenderer: () => loadRenderer() }));
const readSitemapPages = vi.fn<() => Promise<unknown>>();
vi.mock('./sitemap.js', async (importActual) => ({
  ...(await importActual<object>()),
  readSitemapPages: () => readSitemapPages(),
}));
vi.mock('firebase-functions', () => ({
  logger: { error: vi.fn(), info: vi.fn(), warn: vi.fn() },
}));

const { MISSING_CACHE_CONTROL, PAGE_CACHE_CONTROL, serveSsr } = await import('./ssr.js');
const pageData = await vi.importActual<typeof PageDataModule>('../ssr/page-data.js');

/** A Firestore whose document reads do `get` and whose queries do `list`. */
function fakeFirestore(get: () => Promise<unknown>, list: () => Promise<unknown> = get) {
  const query = { where: () => query, orderBy: () => query, limit: () => query, get: list };
  return {
    doc: () => ({ get, collection: () => query }),
    collection: () => ({ doc: () => ({ get }) }),
  } as unknown as Firestore;
}

/** The real reads, against a Firestore whose every read does `get`. */
const readWith = (get: () => Promise<unknown>) => (page: PageRequest) =>
  pageData.readPageSeed(fakeFirestore(get), page);

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
    // As Express gives it: the path as sent, dot segments included.
    path: url.split('?')[0] ?? url,
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
  it('renders a public page for the CDN, with links to the configured origin only', async () => {
    process.env.PUBLIC_ORIGIN = 'https://deals.example';
    const sent = await call('GET', '/?utm=wa', {
      'x-forwarded-host': 'evil.example',
      host: 'evil.example',
      'x-forwarded-proto': 'http',
    });
    delete process.env.PUBLIC_ORIGIN;
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

  it('sends the security headers, the production policy included, with every answer', async () => {
    const expected = Object.fromEntries(
      Object.entries(SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect((await call('GET', '/')).headers).toMatchObject(expected);
    expect((await call('GET', '/login')).headers).toMatchObject(expected);
    readPageSeed.mockRejectedValueOnce(new Error('UNAVAILABLE'));
    expect((await call('GET', '/guest-place/Lahore/cafe')).headers).toMatchObject(expected);
    expect((await call('POST', '/')).headers).toMatchObject(expected);
    expect(expected['content-security-policy']).toBe(PRODUCTION_CSP);
    expect(expected['content-security-policy']).toContain("script-src 'self' ");
  });

  it('sends in a local runner the policy that lets its pages reach the emulators', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080');
    vi.stubEnv('FUNCTIONS_EMULATOR_HOST', '127.0.0.1:5001');
    try {
      const policy = (await call('GET', '/')).headers['content-security-policy'];
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("connect-src 'self' http://127.0.0.1:8080 ");
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('answers 404, cached a minute, for ids Firestore would refuse, without reading them', async () => {
    const get = vi.fn(() => Promise.reject(new Error('must not be read')));
    readPageSeed.mockImplementation(readWith(get));
    const long = 'x'.repeat(5000);
    for (const path of [
      `/guest-deal/Hbl/${long}/Lahore`,
      `/guest-place/Lahore/${long}`,
      '/guest-deal/Hbl/__x__/Lahore',
      '/guest-place/Lahore/__x__',
      '/guest-deal/Hbl/a%2Fb/Lahore',
      '/guest-deal/Hbl/%2E%2E/Lahore',
      '/guest-place//cafe',
    ]) {
      render.mockResolvedValueOnce({ status: 200, html: '<html>not found</html>' });
      const sent = await call('GET', path);
      expect(sent.status, path.slice(0, 50)).toBe(404);
      expect(sent.headers['cache-control']).toBe(MISSING_CACHE_CONTROL);
      expect(sent.body).toBe('<html>not found</html>');
    }
    expect(get).not.toHaveBeenCalled();
    const seeds = render.mock.calls.map(([request]) => (request as { seed: PageSeed }).seed);
    expect(
      seeds.every(
        (seed) => ('deal' in seed ? seed.deal : 'place' in seed ? seed.place : 1) === null,
      ),
    ).toBe(true);
  });

  it('answers 404 when Firestore refuses an id as an invalid argument, 200 shell for a real failure', async () => {
    readPageSeed.mockImplementation(
      readWith(() => Promise.reject(Object.assign(new Error('INVALID_ARGUMENT'), { code: 3 }))),
    );
    const refused = await call('GET', '/guest-deal/Hbl/odd-but-valid/Lahore');
    expect(refused.status).toBe(404);
    expect(refused.headers['cache-control']).toBe(MISSING_CACHE_CONTROL);
    readPageSeed.mockImplementation(
      readWith(() => Promise.reject(Object.assign(new Error('UNAVAILABLE'), { code: 14 }))),
    );
    expect(await call('GET', '/guest-deal/Hbl/d1/Lahore')).toMatchObject({
      status: 200,
      body: SHELL,
      headers: { 'cache-control': 'no-store' },
    });
  });

  it("seeds a deal page with its newest scored reviews, without their authors' uids", async () => {
    const found = { exists: true, id: 'd1', data: () => ({ title: 'Cafe', discount: '10%' }) };
    const scored = {
      id: 'uid-1',
      data: () => ({
        userId: 'uid-1',
        userName: 'Sana',
        comment: 'Good',
        status: 'scored',
        sentimentScore: 4,
        createdAt: { seconds: 1_790_000_000, nanoseconds: 0 },
      }),
    };
    const page = { kind: 'deal', bankId: 'Hbl', dealId: 'd1', cityId: 'Lahore' } as const;
    const seed = await pageData.readPageSeed(
      fakeFirestore(
        () => Promise.resolve(found),
        () => Promise.resolve({ docs: [scored] }),
      ),
      page,
    );
    expect(seed).toMatchObject({
      deal: { title: 'Cafe' },
      reviews: [
        {
          id: 'uid-1',
          userId: '',
          userName: 'Sana',
          comment: 'Good',
          createdAt: 1_790_000_000_000,
          status: 'scored',
          sentimentScore: 4,
        },
      ],
    });
    // The reviews' read failing leaves them out (the browser reads them), not the page.
    const without = await pageData.readPageSeed(
      fakeFirestore(
        () => Promise.resolve(found),
        () => Promise.reject(new Error('FAILED_PRECONDITION: no index')),
      ),
      page,
    );
    expect(without).toMatchObject({ kind: 'deal', deal: { title: 'Cafe' } });
    expect(without).not.toHaveProperty('reviews');
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('logs a bounded, sanitised path when it falls back to the shell', async () => {
    readPageSeed.mockRejectedValueOnce(new Error('UNAVAILABLE'));
    await call('GET', `/guest-place/Lahore/${'y'.repeat(5000)}%0Afake`);
    const fields = vi.mocked(logger.error).mock.calls[0]?.[1] as { path: string };
    const path = fields.path;
    expect(path.length).toBeLessThanOrEqual(240);
    expect(path).not.toContain('\n');
    expect(path.startsWith('/guest-place/Lahore/yyy')).toBe(true);
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

  it('answers /robots.txt and /sitemap.xml for crawlers, against the configured origin, cacheable', async () => {
    process.env.PUBLIC_ORIGIN = 'https://deals.example';
    readSitemapPages.mockResolvedValue({
      places: [{ cityId: 'Lahore', placeKey: 'kfc' }],
      deals: [{ bankId: 'Hbl', dealId: 'food-1', cityId: 'Lahore' }],
    });
    const robots = await call('GET', '/robots.txt', { host: 'evil.example' });
    const sitemap = await call('GET', '/sitemap.xml', { host: 'evil.example' });
    readSitemapPages.mockRejectedValueOnce(new Error('UNAVAILABLE'));
    const failed = await call('GET', '/sitemap.xml');
    delete process.env.PUBLIC_ORIGIN;
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.headers['cache-control']).toMatch(/\bs-maxage=\d+/);
    expect(robots.body).toContain('Sitemap: https://deals.example/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.headers['cache-control']).toMatch(/^public, .*\bs-maxage=\d+/);
    expect(sitemap.body).toContain('<loc>https://deals.example/guest-place/Lahore/kfc</loc>');
    expect(sitemap.body).toContain('<loc>https://deals.example/guest-deal/Hbl/food-1/Lahore</loc>');
    expect(sitemap.body).not.toContain('evil.example');
    expect(failed.status).toBe(503);
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(render).not.toHaveBeenCalled();
  });

  it('refuses other methods and follows the router’s redirects', async () => {
    expect((await call('POST', '/')).status).toBe(405);
    render.mockResolvedValueOnce({ status: 302, location: '/login' });
    expect(await call('GET', '/')).toMatchObject({ status: 302, to: '/login' });
  });
});
