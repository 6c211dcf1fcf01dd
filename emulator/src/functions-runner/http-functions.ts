/**
 * The runner's HTTP server: HTTP functions at `/{project}/{region}/{name}[/sub/path]`, with the
 * request adapted to the Express-style objects functions expect, and a local-only
 * `POST /{project}/{region}/{name}` that runs a scheduled function now.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Discovery, ScheduledFunction } from './discover.js';
import { expressify, parseBody, readBody } from './http-shim.js';
import { describeError } from './log.js';

/** What the HTTP server needs from the runner. */
export interface HttpFunctionsContext {
  readonly projectId: string;
  /** The functions loaded now (they change on reload). */
  readonly discovery: () => Discovery;
  readonly runScheduled: (job: ScheduledFunction) => Promise<void>;
  readonly log: (line: string) => void;
}

/** An HTTP server (not yet listening) serving the loaded HTTP functions. */
export function createHttpFunctionsServer(ctx: HttpFunctionsContext): Server {
  return createServer((req, res) => {
    void serveHttp(ctx, req, res);
  });
}

async function serveHttp(
  ctx: HttpFunctionsContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const started = performance.now();
  const discovery = ctx.discovery();
  const url = new URL(req.url ?? '/', 'http://localhost');
  const [project, region, name, ...rest] = url.pathname.split('/').filter(Boolean);
  const fn = discovery.http.find((f) => f.name === name && f.region === region);
  const job = discovery.scheduled.find((f) => f.name === name && f.region === region);
  if (project === ctx.projectId && !fn && job) {
    // Local only: production scheduled functions have no public URL; here tests and people
    // can run one now instead of waiting for its schedule.
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST', 'Content-Type': 'text/plain' });
      res.end(`POST runs the scheduled function ${job.name} now`);
      return;
    }
    try {
      await ctx.runScheduled(job);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ ran: job.name }));
    } catch (err) {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ ran: job.name, error: describeError(err) }));
    }
    return;
  }
  if (project !== ctx.projectId || !fn) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain');
    res.end(
      `Function ${url.pathname} does not exist; loaded: ${discovery.http.map((f) => `/${ctx.projectId}/${f.region}/${f.name}`).join(', ') || 'none'}`,
    );
    return;
  }
  let outcome = 'ok';
  try {
    const raw = await readBody(req);
    let body: unknown;
    try {
      body = parseBody(req.headers['content-type'], raw);
    } catch {
      res.statusCode = 400;
      res.end('Invalid JSON body');
      outcome = 'bad body';
      return;
    }
    const subPath = `/${rest.join('/')}${url.search}`;
    const shim = expressify(req, res, body, raw, subPath);
    await fn.handler(shim.req, shim.res);
  } catch (err) {
    outcome = `error: ${describeError(err)}`;
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end('Internal Server Error');
    }
  } finally {
    ctx.log(
      `[functions] http ${fn.name} ${req.method ?? ''} ${url.pathname} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms ${outcome}`,
    );
  }
}
