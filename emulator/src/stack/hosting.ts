/**
 * Firebase Hosting, locally: the production build of the web app served as Hosting serves it,
 * from the `hosting` section of firebase.json. A file that exists is served as it is; otherwise
 * the first rewrite whose glob matches the path decides: a `destination` file, or a `function`
 * reached through the functions runner with the original path, as production does. Text is
 * gzipped for browsers that accept it; hashed assets are cached for a year, everything else is
 * revalidated. With `edgeCache`, function responses also pass through the CDN's cache
 * (edge-cache.ts) and are gzipped as the CDN does.
 */
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { type CachedResponse, createEdgeCache } from './edge-cache.js';

/** One entry of firebase.json's `hosting.rewrites`. */
export type HostingRewrite =
  | { readonly source: string; readonly destination: string }
  | {
      readonly source: string;
      readonly function: string | { readonly functionId: string; readonly region?: string };
    };

/** One entry of firebase.json's `hosting.headers`: headers for the paths `source` matches. */
export interface HostingHeaders {
  readonly source: string;
  readonly headers: readonly { readonly key: string; readonly value: string }[];
}

export interface HostingConfig {
  /** The folder served, absolute. */
  readonly publicDir: string;
  readonly rewrites: readonly HostingRewrite[];
  /** Custom headers (the security headers of shared/src/security-headers.ts), as Hosting sends them. */
  readonly headers?: readonly HostingHeaders[];
}

/** firebase.json's hosting section, with `public` resolved against the file's folder. */
export function loadHostingConfig(firebaseJsonPath: string): HostingConfig {
  const json = JSON.parse(readFileSync(firebaseJsonPath, 'utf8')) as {
    hosting?: { public?: string; rewrites?: HostingRewrite[]; headers?: HostingHeaders[] };
  };
  const hosting = json.hosting;
  if (!hosting?.public) throw new Error(`${firebaseJsonPath} has no hosting.public folder`);
  return {
    publicDir: path.resolve(path.dirname(firebaseJsonPath), hosting.public),
    rewrites: hosting.rewrites ?? [],
    headers: hosting.headers ?? [],
  };
}

/**
 * A Hosting glob as a regular expression: `**` matches across segments, `*` within one, `?` one
 * character; a pattern without a leading slash matches from the root all the same.
 */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  const pattern = glob.startsWith('/') || glob.startsWith('*') ? glob : `/${glob}`;
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i] ?? '';
    if (char === '*' && pattern[i + 1] === '*') {
      // `/**` also matches the folder itself (`/guest-deal/**` matches `/guest-deal`).
      if (source.endsWith('/')) source = `${source.slice(0, -1)}(?:/.*)?`;
      else source += '.*';
      i += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;

export interface HostingServerOptions {
  readonly config: HostingConfig;
  /** Where a `function` rewrite goes: the runner's origin, project and default region. */
  readonly functions: {
    readonly origin: string;
    readonly projectId: string;
    readonly region: string;
  };
  /** Keep and reuse function responses as the CDN does (Cache-Control s-maxage). Off by default. */
  readonly edgeCache?: boolean;
  readonly log: (line: string) => void;
}

const gzipAsync = promisify(gzip);

/** Whether a body of `type` goes out gzipped to this request (the browser accepts gzip). */
const sendsGzip = (req: IncomingMessage, type: string): boolean =>
  COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');

/** Headers a proxy sets for itself rather than passing on. */
const HOP_BY_HOP = new Set(['connection', 'content-length', 'keep-alive', 'transfer-encoding']);

/** The file under publicDir a URL path names, or null when there is none (or it escapes). */
function fileFor(publicDir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = path.join(publicDir, decoded);
  if (file !== publicDir && !file.startsWith(publicDir + path.sep)) return null;
  try {
    if (statSync(file).isFile()) return file;
    const index = path.join(file, 'index.html');
    return statSync(index).isFile() ? index : null;
  } catch {
    return null;
  }
}

/** An HTTP server (not yet listening) that serves the build as Hosting does. */
export function createHostingServer(options: HostingServerOptions): Server {
  const { config } = options;
  const rules = config.rewrites.map((rewrite) => ({
    rewrite,
    pattern: globToRegExp(rewrite.source),
  }));
  // Compressed once per file version, off the event loop (in zlib's thread pool), as a CDN
  // keeps compressed copies: the first visit after a start must not wait while the stack
  // compresses every script one after the other.
  const gzipped = new Map<string, { mtimeMs: number; body: Promise<Buffer> }>();

  const sendFile = async (req: IncomingMessage, res: ServerResponse, file: string) => {
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const relative = path.relative(config.publicDir, file).split(path.sep).join('/');
    // Vite names built assets by their content; the service worker and pages must be fresh.
    const cache = relative.startsWith('assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cache };
    let body: Buffer = await readFile(file);
    if (sendsGzip(req, type)) {
      const { mtimeMs } = statSync(file);
      let entry = gzipped.get(file);
      if (entry?.mtimeMs !== mtimeMs) {
        entry = { mtimeMs, body: gzipAsync(body) };
        gzipped.set(file, entry);
      }
      body = await entry.body;
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    res.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const functionUrl = (
    req: IncomingMessage,
    target: string | { functionId: string; region?: string },
  ) => {
    const { functionId, region = options.functions.region } =
      typeof target === 'string' ? { functionId: target } : target;
    const url = new URL(
      `/${options.functions.projectId}/${region}/${functionId}${req.url ?? '/'}`,
      options.functions.origin,
    );
    const headers = {
      ...req.headers,
      'x-forwarded-host': req.headers.host ?? url.host,
      'x-forwarded-proto': 'http',
    };
    return { functionId, url, headers };
  };

  const proxyToFunction = (
    req: IncomingMessage,
    res: ServerResponse,
    target: string | { functionId: string; region?: string },
  ) => {
    const { functionId, url, headers } = functionUrl(req, target);
    const upstream = httpRequest(url, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      options.log(`[hosting] ${functionId} did not answer: ${error.message}`);
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`The function ${functionId} did not answer.`);
    });
    req.pipe(upstream);
  };

  const edge = options.edgeCache ? createEdgeCache() : null;
  const gzippedAnswers = new WeakMap<CachedResponse, Promise<Buffer>>();

  /** A GET to the function, read whole (the body is asked for uncompressed, as the CDN does). */
  const fetchFromFunction = (
    req: IncomingMessage,
    target: string | { functionId: string; region?: string },
  ) =>
    new Promise<CachedResponse>((resolve, reject) => {
      const { url, headers } = functionUrl(req, target);
      const upstream = httpRequest(
        url,
        { method: 'GET', headers: { ...headers, 'accept-encoding': 'identity' } },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('error', reject);
          answer.on('end', () => {
            const kept: Record<string, string> = {};
            for (const [name, value] of Object.entries(answer.headers)) {
              if (value === undefined || HOP_BY_HOP.has(name)) continue;
              kept[name] = Array.isArray(value) ? value.join(', ') : value;
            }
            resolve({
              status: answer.statusCode ?? 502,
              headers: kept,
              body: Buffer.concat(chunks),
            });
          });
        },
      );
      upstream.on('error', reject);
      upstream.end();
    });

  const sendAnswer = async (
    req: IncomingMessage,
    res: ServerResponse,
    answer: CachedResponse,
    cache: string,
    age?: number,
  ) => {
    const headers: Record<string, string> = { ...answer.headers, 'x-cache': cache };
    if (age !== undefined) headers.age = String(age);
    let body = answer.body;
    const type = answer.headers['content-type'] ?? '';
    if (!answer.headers['content-encoding'] && sendsGzip(req, type)) {
      let gzipped = gzippedAnswers.get(answer);
      if (!gzipped) {
        gzipped = gzipAsync(answer.body);
        gzippedAnswers.set(answer, gzipped);
      }
      body = await gzipped;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
    }
    res.writeHead(answer.status, { ...headers, 'content-length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /** A function rewrite behind the CDN's cache: kept answers are served without calling it. */
  const serveThroughEdge = async (
    req: IncomingMessage,
    res: ServerResponse,
    target: string | { functionId: string; region?: string },
  ) => {
    if (!edge) throw new Error('the edge cache is off');
    const key = req.url ?? '/';
    const found = edge.lookup(key);
    if (found.state === 'hit') {
      await sendAnswer(req, res, found.response, 'HIT', found.age);
      return;
    }
    if (found.state === 'stale') {
      await sendAnswer(req, res, found.response, 'STALE', found.age);
      edge.revalidate(key, async () => {
        edge.store(key, await fetchFromFunction(req, target));
      });
      return;
    }
    let answer: CachedResponse;
    try {
      answer = await fetchFromFunction(req, target);
    } catch (error) {
      const { functionId } = functionUrl(req, target);
      options.log(`[hosting] ${functionId} did not answer: ${String(error)}`);
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`The function ${functionId} did not answer.`);
      return;
    }
    edge.store(key, answer);
    await sendAnswer(req, res, answer, 'MISS');
  };

  const headerRules = (config.headers ?? []).map((entry) => ({
    entry,
    pattern: globToRegExp(entry.source),
  }));

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const { pathname } = new URL(req.url ?? '/', 'http://hosting.local');
    // firebase.json's custom headers go on every answer whose path their glob matches: files,
    // rewrites, function answers (which keep any header they set themselves) and errors alike.
    for (const { entry, pattern } of headerRules) {
      if (!pattern.test(pathname)) continue;
      for (const { key, value } of entry.headers) res.setHeader(key, value);
    }
    const file = fileFor(config.publicDir, pathname);
    if (file && (req.method === 'GET' || req.method === 'HEAD')) {
      await sendFile(req, res, file);
      return;
    }
    const rule = rules.find(({ pattern }) => pattern.test(pathname));
    if (rule && 'function' in rule.rewrite) {
      if (edge && (req.method === 'GET' || req.method === 'HEAD')) {
        await serveThroughEdge(req, res, rule.rewrite.function);
      } else {
        proxyToFunction(req, res, rule.rewrite.function);
      }
      return;
    }
    const destination = rule && 'destination' in rule.rewrite ? rule.rewrite.destination : null;
    const target = destination === null ? null : fileFor(config.publicDir, destination);
    if (target) {
      await sendFile(req, res, target);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`Not found: ${pathname}`);
  };

  return createServer((req, res) => {
    serve(req, res).catch((error: unknown) => {
      options.log(`[hosting] ${req.url ?? ''}: ${String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    });
  });
}
