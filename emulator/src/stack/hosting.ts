/**
 * Firebase Hosting, locally: the production build of the web app served as Hosting serves it,
 * from the `hosting` section of firebase.json. A file that exists is served as it is; otherwise
 * the first rewrite whose glob matches the path decides: a `destination` file, or a `function`
 * reached through the functions runner with the original path, as production does. Text (HTML,
 * scripts, styles, JSON, SVG, XML, plain text, the web manifest) of at least
 * {@link MIN_COMPRESSED_BYTES} goes out brotli- or gzip-compressed as the request's
 * Accept-Encoding allows (brotli preferred), with `Vary: Accept-Encoding`, whether it is a file
 * or a function's answer; images and fonts, compressed already, go as they are. Files carry
 * firebase.json's headers (its `/assets/**` Cache-Control keeps hashed assets a year); a file
 * without a Cache-Control there is revalidated (`no-cache`). With `edgeCache`, function
 * responses also pass through the CDN's cache (edge-cache.ts).
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
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import {
  brotliCompress,
  constants as zlib,
  createBrotliCompress,
  createGzip,
  gzip,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
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
 * `config` with a header's value `from` replaced by `to` on every path firebase.json gives it.
 * The local stack sends its pages the security policy built for its emulators where firebase.json
 * has production's, which refuses loopback; any other value (the service worker's) stays.
 */
export function withHeaderValue(
  config: HostingConfig,
  key: string,
  from: string,
  to: string,
): HostingConfig {
  const name = key.toLowerCase();
  return {
    ...config,
    headers: (config.headers ?? []).map((entry) => ({
      ...entry,
      headers: entry.headers.map((header) =>
        header.key.toLowerCase() === name && header.value === from
          ? { key: header.key, value: to }
          : header,
      ),
    })),
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
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * The types Hosting compresses: text of every kind the site serves. Images (other than SVG),
 * fonts and archives are compressed already and go as they are.
 */
const COMPRESSIBLE =
  /^(text\/(html|javascript|css|xml|plain)|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)\s*(;|$)/i;

/** Whether a body of this Content-Type is compressed for browsers that accept it. */
export const isCompressible = (type: string): boolean => COMPRESSIBLE.test(type.trim());

/** Bodies smaller than this go uncompressed: the encoding's own overhead would eat the gain. */
export const MIN_COMPRESSED_BYTES = 1024;

export type ContentCoding = 'br' | 'gzip';

/**
 * The encoding to send for a request's Accept-Encoding: brotli when it is accepted, else gzip,
 * else none. A coding with `q=0` is refused; `*` stands for any coding not named.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentCoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: ContentCoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** `vary` with Accept-Encoding added (once). */
function withAcceptEncoding(vary: string | string[] | number | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) {
    return names.join(', ');
  }
  return [...names, 'Accept-Encoding'].join(', ');
}

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

const gzipAsync = promisify<Buffer, ZlibOptions, Buffer>(gzip);
const brotliAsync = promisify<Buffer, BrotliOptions, Buffer>(brotliCompress);

/**
 * How hard to compress: files at the highest levels, once per version (a CDN keeps its copies);
 * a function's answer, and a file's first request, quickly.
 */
type Effort = 'static' | 'dynamic';

function brotliOptions(effort: Effort, size?: number): BrotliOptions {
  return {
    params: {
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_QUALITY]: effort === 'static' ? zlib.BROTLI_MAX_QUALITY : 5,
      ...(size === undefined ? {} : { [zlib.BROTLI_PARAM_SIZE_HINT]: size }),
    },
  };
}
const gzipOptions = (effort: Effort): ZlibOptions => ({ level: effort === 'static' ? 9 : 6 });

/** `body` compressed with `coding`, off the event loop (in zlib's thread pool). */
const compress = (body: Buffer, coding: ContentCoding, effort: Effort): Promise<Buffer> =>
  coding === 'br'
    ? brotliAsync(body, brotliOptions(effort, body.length))
    : gzipAsync(body, gzipOptions(effort));

/**
 * The encoding a body of `type` and `size` bytes goes out in to this request, or null; and
 * whether the answer varies with Accept-Encoding at all (a compressible body big enough).
 */
function encodingFor(
  req: IncomingMessage,
  type: string,
  size: number,
): { varies: boolean; coding: ContentCoding | null } {
  const varies = isCompressible(type) && !(size < MIN_COMPRESSED_BYTES);
  return { varies, coding: varies ? negotiateEncoding(req.headers['accept-encoding']) : null };
}

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
  // Compressed once per file version and encoding, kept in memory (keyed by the file and its
  // mtime and size) and off the event loop, as a CDN keeps compressed copies: repeated requests
  // neither read nor compress the file again. The first request for a version gets a quick
  // compression (brotli's highest level takes a second or two for a large script, which the first
  // visit after a start would wait for); the kept copy is then replaced by the smallest one,
  // compressed in the background one file at a time so that it never holds up other requests.
  type Kept = { mtimeMs: number; size: number; body: Promise<Buffer> };
  const compressed = new Map<string, Kept>();
  const refinements: (() => Promise<void>)[] = [];
  let refining = false;
  const refineInTurn = (job: () => Promise<void>) => {
    refinements.push(job);
    if (refining) return;
    refining = true;
    void (async () => {
      for (let next = refinements.shift(); next; next = refinements.shift()) {
        await next().catch(() => undefined);
      }
      refining = false;
    })();
  };
  const compressedFile = (file: string, mtimeMs: number, size: number, coding: ContentCoding) => {
    const key = `${coding}:${file}`;
    const kept = compressed.get(key);
    if (kept?.mtimeMs === mtimeMs && kept.size === size) return kept.body;
    const raw = readFile(file);
    const body = raw.then((bytes) => compress(bytes, coding, 'dynamic'));
    const entry: Kept = { mtimeMs, size, body };
    compressed.set(key, entry);
    body.then(
      () =>
        refineInTurn(async () => {
          if (compressed.get(key) !== entry) return;
          const smallest = await compress(await raw, coding, 'static');
          if (compressed.get(key) === entry) {
            compressed.set(key, { mtimeMs, size, body: Promise.resolve(smallest) });
          }
        }),
      // A failed read or compression is not kept: the next request tries again.
      () => {
        if (compressed.get(key) === entry) compressed.delete(key);
      },
    );
    return body;
  };

  const sendFile = async (req: IncomingMessage, res: ServerResponse, file: string) => {
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'Content-Type': type };
    // firebase.json's headers (already set on `res`) decide, as on Hosting; without one, the
    // file is revalidated on every use (the service worker and pages must be fresh).
    if (!res.hasHeader('cache-control')) headers['Cache-Control'] = 'no-cache';
    const { mtimeMs, size } = statSync(file);
    const { varies, coding } = encodingFor(req, type, size);
    if (varies) headers.Vary = withAcceptEncoding(res.getHeader('vary'));
    let body: Buffer;
    if (coding) {
      body = await compressedFile(file, mtimeMs, size, coding);
      headers['Content-Encoding'] = coding;
    } else {
      body = await readFile(file);
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
    // The function's answer is asked for uncompressed and compressed here, as the CDN does.
    const upstream = httpRequest(
      url,
      { method: req.method, headers: { ...headers, 'accept-encoding': 'identity' } },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const length = Number(answer.headers['content-length'] ?? Number.NaN);
        const hasBody = req.method !== 'HEAD' && status !== 204 && status !== 304;
        const { varies, coding } =
          hasBody && !answer.headers['content-encoding']
            ? encodingFor(req, answer.headers['content-type'] ?? '', length)
            : { varies: false, coding: null };
        const out = { ...answer.headers };
        if (varies) out.vary = withAcceptEncoding(out.vary);
        if (!coding) {
          res.writeHead(status, out);
          answer.pipe(res);
          return;
        }
        delete out['content-length'];
        out['content-encoding'] = coding;
        res.writeHead(status, out);
        const encoder =
          coding === 'br'
            ? createBrotliCompress(brotliOptions('dynamic'))
            : createGzip(gzipOptions('dynamic'));
        pipeline(answer, encoder, res, (error) => {
          if (error) options.log(`[hosting] ${functionId}: ${error.message}`);
        });
      },
    );
    upstream.on('error', (error) => {
      options.log(`[hosting] ${functionId} did not answer: ${error.message}`);
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`The function ${functionId} did not answer.`);
    });
    req.pipe(upstream);
  };

  const edge = options.edgeCache ? createEdgeCache() : null;
  // Each kept answer is compressed once per encoding.
  const compressedAnswers = new WeakMap<
    CachedResponse,
    Partial<Record<ContentCoding, Promise<Buffer>>>
  >();

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
    const { varies, coding } = answer.headers['content-encoding']
      ? { varies: false, coding: null }
      : encodingFor(req, type, body.length);
    if (varies) headers.vary = withAcceptEncoding(headers.vary);
    if (coding) {
      const copies = compressedAnswers.get(answer) ?? {};
      compressedAnswers.set(answer, copies);
      const copy = (copies[coding] ??= compress(answer.body, coding, 'dynamic'));
      body = await copy;
      headers['content-encoding'] = coding;
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
