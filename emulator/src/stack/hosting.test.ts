import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '@deals/shared';
import {
  createHostingServer,
  globToRegExp,
  type HostingRewrite,
  loadHostingConfig,
} from './hosting.js';

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

describe('the local Hosting server', () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), 'hosting-'));
  const seen: { url: string; host: string | undefined; proto: string | undefined }[] = [];
  const functions = createServer((req, res) => {
    seen.push({
      url: req.url ?? '',
      host: req.headers['x-forwarded-host'] as string | undefined,
      proto: req.headers['x-forwarded-proto'] as string | undefined,
    });
    res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 's-maxage=300' });
    res.end('<p>rendered</p>');
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
    writeFileSync(path.join(publicDir, 'assets/app-1a2b.js'), 'console.log("app");'.repeat(50));
    writeFileSync(path.join(publicDir, 'sw.js'), 'self.skipWaiting();');
    const functionsOrigin = await listen(functions);
    hosting = createHostingServer({
      // The repository's own firebase.json headers, as `npm start -- --web=preview` serves them.
      config: {
        publicDir,
        rewrites,
        headers: loadHostingConfig(
          fileURLToPath(new URL('../../../firebase.json', import.meta.url)),
        ).headers,
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
    expect(await landing.text()).toBe('<p>rendered</p>');
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
    expect(SECURITY_HEADERS['Content-Security-Policy']).toBe("frame-ancestors 'none'");
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
    expect(await first.text()).toBe('<p>rendered</p>');
    const second = await fetch(`${cachedOrigin}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(await second.text()).toBe('<p>rendered</p>');
    // Another URL is another entry.
    expect((await fetch(`${cachedOrigin}/?run=2`)).headers.get('x-cache')).toBe('MISS');
    expect(seen.map(({ url }) => url)).toEqual([
      '/demo-x/us-central1/ssr/',
      '/demo-x/us-central1/ssr/?run=2',
    ]);
    await close(cached);
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
