import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_CSP, SECURITY_HEADERS, SERVICE_WORKER_CSP } from '@deals/shared';
import {
  createHostingServer,
  globToRegExp,
  type HostingRewrite,
  loadHostingConfig,
  MIN_COMPRESSED_BYTES,
  negotiateEncoding,
  withHeaderValue,
} from './hosting.js';

const FIREBASE_JSON = fileURLToPath(new URL('../../../firebase.json', import.meta.url));

/** A GET as sent, its body as it came (fetch would decode it). */
const rawGet = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    },
  );

/** A body decoded by its Content-Encoding. */
const decoded = ({ headers, body }: { headers: Record<string, unknown>; body: Buffer }) => {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
};

/** A server-rendered page big enough to be compressed. */
const RENDERED = `<p>rendered</p>${'<li>A deal at a place</li>'.repeat(60)}`;

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('globToRegExp', () => {
  it('reads Hosting globs: ** across segments, * within one', () => {
    expect(globToRegExp('**').test('/a/b/c')).toBe(true);
    expect(globToRegExp('/').test('/')).toBe(true);
    expect(globToRegExp('/').test('/x')).toBe(false);
    const deals = globToRegExp('/guest-deal/**');
    expect(deals.test('/guest-deal/Hbl/1/Lahore')).toBe(true);
    expect(deals.test('/guest-deal')).toBe(true);
    expect(deals.test('/guest-dealer')).toBe(false);
    expect(globToRegExp('/a/*.html').test('/a/b.html')).toBe(true);
    expect(globToRegExp('/a/*.html').test('/a/b/c.html')).toBe(false);
    expect(globToRegExp('/a.b').test('/aXb')).toBe(false);
  });
});

describe('withHeaderValue', () => {
  it("swaps production's page policy wherever firebase.json sends it, and nothing else", () => {
    const config = loadHostingConfig(FIREBASE_JSON);
    const local = withHeaderValue(config, 'content-security-policy', PRODUCTION_CSP, 'local');
    const policies = (headers: typeof config.headers) =>
      (headers ?? []).flatMap((entry) =>
        entry.headers
          .filter((header) => header.key === 'Content-Security-Policy')
          .map((header) => [entry.source, header.value]),
      );
    expect(policies(config.headers)).toEqual([
      ['**', PRODUCTION_CSP],
      ['/sw.js', SERVICE_WORKER_CSP],
    ]);
    expect(policies(local.headers)).toEqual([
      ['**', 'local'],
      ['/sw.js', SERVICE_WORKER_CSP],
    ]);
    expect(local.rewrites).toBe(config.rewrites);
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
  });
});

describe('the local Hosting server', () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), 'hosting-'));
  const seen: { url: string; host: string | undefined; proto: string | undefined }[] = [];
  const functions = createServer((req, res) => {
    seen.push({
      url: req.url ?? '',
      host: req.headers['x-forwarded-host'] as string | undefined,
      proto: req.headers['x-forwarded-proto'] as string | undefined,
    });
    const tiny = (req.url ?? '').includes('tiny');
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 's-maxage=300',
      'Content-Length': String(Buffer.byteLength(tiny ? '<p>tiny</p>' : RENDERED)),
    });
    res.end(tiny ? '<p>tiny</p>' : RENDERED);
  });
  const rewrites: HostingRewrite[] = [
    { source: '/', function: { functionId: 'ssr', region: 'us-central1' } },
    { source: '/guest-deal/**', function: 'ssr' },
    { source: '**', destination: '/app-shell.html' },
  ];
  let hosting: Server;
  let origin = '';

  beforeAll(async () => {
    mkdirSync(path.join(publicDir, 'assets'));
    writeFileSync(path.join(publicDir, 'app-shell.html'), '<div id="root"></div>');
    writeFileSync(path.join(publicDir, 'assets/app-1a2b.js'), 'console.log("app");'.repeat(100));
    writeFileSync(path.join(publicDir, 'assets/app-3c4d.css'), '.a{color:red}\n'.repeat(100));
    writeFileSync(path.join(publicDir, 'assets/tiny-5e6f.js'), 'export {};');
    writeFileSync(path.join(publicDir, 'assets/photo-7a8b.png'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(publicDir, 'assets/font-9c0d.woff2'), Buffer.alloc(4096, 9));
    writeFileSync(
      path.join(publicDir, 'sitemap-static.xml'),
      `<urlset>${'<url/>'.repeat(300)}</urlset>`,
    );
    writeFileSync(
      path.join(publicDir, 'manifest.webmanifest'),
      JSON.stringify({ name: 'x'.repeat(2000) }),
    );
    writeFileSync(path.join(publicDir, 'sw.js'), 'self.skipWaiting();');
    const functionsOrigin = await listen(functions);
    hosting = createHostingServer({
      // The repository's own firebase.json headers, as `npm start -- --web=preview` serves them.
      config: {
        publicDir,
        rewrites,
        headers: loadHostingConfig(FIREBASE_JSON).headers,
      },
      functions: { origin: functionsOrigin, projectId: 'demo-x', region: 'europe-west1' },
      log: () => undefined,
    });
    origin = await listen(hosting);
  });
  afterAll(async () => {
    await close(hosting);
    await close(functions);
    rmSync(publicDir, { recursive: true, force: true });
  });

  it('serves built files, hashed assets cached for a year and gzipped when accepted', async () => {
    const asset = await fetch(`${origin}/assets/app-1a2b.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toContain('console.log("app")');

    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve) => {
      const chunks: Buffer[] = [];
      void import('node:http').then(({ get }) =>
        get(`${origin}/assets/app-1a2b.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              encoding: res.headers['content-encoding'],
              body: Buffer.concat(chunks),
            }),
          );
        }),
      );
    });
    expect(raw.encoding).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toContain('console.log("app")');

    const worker = await fetch(`${origin}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends function rewrites to the functions runner with the path, query and visitor host', async () => {
    seen.length = 0;
    const landing = await fetch(`${origin}/`);
    expect(await landing.text()).toBe(RENDERED);
    expect(landing.headers.get('cache-control')).toBe('s-maxage=300');
    await fetch(`${origin}/guest-deal/Hbl/food-1/Lahore?from=share`);
    expect(seen).toEqual([
      { url: '/demo-x/us-central1/ssr/', host: new URL(origin).host, proto: 'http' },
      {
        url: '/demo-x/europe-west1/ssr/guest-deal/Hbl/food-1/Lahore?from=share',
        host: new URL(origin).host,
        proto: 'http',
      },
    ]);
  });

  it('sends the security headers with files, the shell, function answers and errors', async () => {
    for (const [url, init] of [
      ['/assets/app-1a2b.js', {}],
      ['/login', {}],
      ['/', {}],
      ['/guest-deal/Hbl/food-1/Lahore', {}],
      ['/nothing-here', { method: 'POST' }],
    ] as const) {
      const res = await fetch(`${origin}${url}`, init);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(res.headers.get(name), `${url} ${name}`).toBe(value);
    }
    expect(SECURITY_HEADERS['Content-Security-Policy']).toBe(PRODUCTION_CSP);
  });

  it("sends the service worker firebase.json's policy for it, not a page's", async () => {
    const res = await fetch(`${origin}/sw.js`);
    expect(res.headers.get('content-security-policy')).toBe(SERVICE_WORKER_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers every other route with the app shell, and never a file outside the build', async () => {
    const login = await fetch(`${origin}/login`);
    expect(login.status).toBe(200);
    expect(await login.text()).toBe('<div id="root"></div>');
    const escape = await fetch(`${origin}/..%2f..%2fetc%2fpasswd`);
    expect(await escape.text()).toBe('<div id="root"></div>');
  });

  it('with the edge cache, serves a kept render without calling the function, gzipped', async () => {
    const cached = createHostingServer({
      config: { publicDir, rewrites },
      functions: {
        origin: `http://127.0.0.1:${(functions.address() as AddressInfo).port}`,
        projectId: 'demo-x',
        region: 'us-central1',
      },
      edgeCache: true,
      log: () => undefined,
    });
    const cachedOrigin = await listen(cached);
    seen.length = 0;
    const first = await fetch(`${cachedOrigin}/`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(await first.text()).toBe(RENDERED);
    const second = await fetch(`${cachedOrigin}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(await second.text()).toBe(RENDERED);
    const third = await rawGet(`${cachedOrigin}/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(third.headers['x-cache']).toBe('HIT');
    expect(third.headers['content-encoding']).toBe('br');
    expect(third.headers.vary).toBe('Accept-Encoding');
    expect(decoded(third)).toBe(RENDERED);
    // Another URL is another entry.
    expect((await fetch(`${cachedOrigin}/?run=2`)).headers.get('x-cache')).toBe('MISS');
    expect(seen.map(({ url }) => url)).toEqual([
      '/demo-x/us-central1/ssr/',
      '/demo-x/us-central1/ssr/?run=2',
    ]);
    await close(cached);
  });

  it('compresses text with brotli when the browser takes it, else gzip, and says it varies', async () => {
    for (const [file, type] of [
      ['/assets/app-1a2b.js', 'text/javascript'],
      ['/assets/app-3c4d.css', 'text/css'],
      ['/sitemap-static.xml', 'application/xml'],
      ['/manifest.webmanifest', 'application/manifest+json'],
      ['/login', 'text/html'], // the shell, through a rewrite
    ] as const) {
      const br = await rawGet(`${origin}${file}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-type'], file).toContain(type);
      expect(br.headers['content-encoding'], file).toBe(file === '/login' ? undefined : 'br');
      if (file === '/login') continue; // 21 bytes: too small to compress
      expect(br.headers.vary, file).toBe('Accept-Encoding');
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      const gz = await rawGet(`${origin}${file}`, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding'], file).toBe('gzip');
      expect(decoded(gz)).toBe(decoded(br));
      const plain = await rawGet(`${origin}${file}`);
      expect(plain.headers['content-encoding'], file).toBeUndefined();
      expect(plain.headers.vary, file).toBe('Accept-Encoding');
      expect(decoded(br)).toBe(plain.body.toString());
      expect(br.body.length).toBeLessThan(plain.body.length / 4);
    }
  });

  it('sends images, fonts and tiny bodies as they are', async () => {
    const accept = { 'accept-encoding': 'gzip, deflate, br' };
    for (const file of ['/assets/photo-7a8b.png', '/assets/font-9c0d.woff2']) {
      const answer = await rawGet(`${origin}${file}`, accept);
      expect(answer.headers['content-encoding'], file).toBeUndefined();
      expect(answer.headers.vary, file).toBeUndefined();
      expect(answer.body.length).toBe(4096);
    }
    const tiny = await rawGet(`${origin}/assets/tiny-5e6f.js`, accept);
    expect(tiny.body.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};');
  });

  it('keeps a compressed file in memory until the file changes', async () => {
    const file = path.join(publicDir, 'assets/kept-1111.js');
    const built = new Date('2026-01-01T00:00:00Z');
    writeFileSync(file, 'console.log("one");'.repeat(100));
    utimesSync(file, built, built);
    const first = await rawGet(`${origin}/assets/kept-1111.js`, { 'accept-encoding': 'br' });
    expect(decoded(first)).toContain('"one"');
    // Same mtime and size: the kept copy is served, the file is not read or compressed again.
    writeFileSync(file, 'console.log("two");'.repeat(100));
    utimesSync(file, built, built);
    const kept = await rawGet(`${origin}/assets/kept-1111.js`, { 'accept-encoding': 'br' });
    expect(decoded(kept)).toContain('"one"');
    expect(decoded(kept)).not.toContain('"two"');
    // A new version (another mtime) is compressed anew.
    const rebuilt = new Date('2026-01-02T00:00:00Z');
    utimesSync(file, rebuilt, rebuilt);
    const fresh = await rawGet(`${origin}/assets/kept-1111.js`, { 'accept-encoding': 'br' });
    expect(decoded(fresh)).toContain('"two"');
  });

  it('first compresses a file quickly, then keeps its smallest copy', async () => {
    // Text that a quick brotli compresses less well than the highest level does.
    const words = Array.from({ length: 4000 }, (_, i) => `w${(i * 7919) % 997}`).join(' ');
    writeFileSync(path.join(publicDir, 'assets/words-2222.js'), `export const w = "${words}";`);
    const url = `${origin}/assets/words-2222.js`;
    const first = await rawGet(url, { 'accept-encoding': 'br' });
    await expect
      .poll(async () => (await rawGet(url, { 'accept-encoding': 'br' })).body.length)
      .toBeLessThan(first.body.length);
    const best = await rawGet(url, { 'accept-encoding': 'br' });
    expect(decoded(best)).toBe(decoded(first));
  });

  it("compresses the ssr function's HTML as it passes it on, but not a tiny answer", async () => {
    const page = await rawGet(`${origin}/guest-deal/Hbl/food-1/Lahore`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toBe('Accept-Encoding');
    expect(page.headers['cache-control']).toBe('s-maxage=300');
    expect(page.headers['content-length']).toBeUndefined();
    expect(decoded(page)).toBe(RENDERED);
    const gz = await rawGet(`${origin}/`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(RENDERED);
    const tiny = await rawGet(`${origin}/guest-deal/Hbl/tiny/Lahore`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('<p>tiny</p>');
  });

  it("applies firebase.json's Cache-Control, which keeps hashed assets a year", async () => {
    const declared = loadHostingConfig(FIREBASE_JSON).headers?.find(
      (entry) => entry.source === '/assets/**',
    );
    expect(declared?.headers).toEqual([
      { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
    ]);
    // What the configuration says goes, as on Hosting; without a rule, files are revalidated.
    const custom = createHostingServer({
      config: {
        publicDir,
        rewrites,
        headers: [
          { source: '/assets/*.css', headers: [{ key: 'Cache-Control', value: 'max-age=60' }] },
        ],
      },
      functions: { origin: 'http://127.0.0.1:9', projectId: 'demo-x', region: 'us-central1' },
      log: () => undefined,
    });
    const customOrigin = await listen(custom);
    const css = await fetch(`${customOrigin}/assets/app-3c4d.css`);
    expect(css.headers.get('cache-control')).toBe('max-age=60');
    const js = await fetch(`${customOrigin}/assets/app-1a2b.js`);
    expect(js.headers.get('cache-control')).toBe('no-cache');
    await close(custom);
  });

  it('says which function did not answer', async () => {
    const down = createHostingServer({
      config: { publicDir, rewrites },
      functions: { origin: 'http://127.0.0.1:9', projectId: 'demo-x', region: 'us-central1' },
      log: () => undefined,
    });
    const downOrigin = await listen(down);
    const answer = await fetch(`${downOrigin}/`);
    expect(answer.status).toBe(502);
    expect(await answer.text()).toContain('ssr');
    await close(down);
  });
});
