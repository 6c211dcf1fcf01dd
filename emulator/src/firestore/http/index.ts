/**
 * The HTTP/1.1 side of the Firestore emulator port: REST/JSON for unary and server-streaming RPCs,
 * WebChannel for Listen and Write, the `/emulator/v1/...` control endpoints and a health check.
 * The server in ../server.ts hands every non-HTTP/2 connection's requests to `handle`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RpcError, Status, type FirestoreService } from '../contract.js';
import { authFromHeader } from './auth-header.js';
import { applyCors, handlePreflight } from './cors.js';
import { handleEmulatorEndpoint, type EmulatorEngine } from './emulator-endpoints.js';
import { handleRest, sendError } from './rest.js';
import {
  DEFAULT_WEBCHANNEL_OPTIONS,
  WebChannelServer,
  type WebChannelOptions,
} from './webchannel.js';

export type { WebChannelOptions } from './webchannel.js';

/** What the HTTP handler needs from the rest of the emulator. */
export interface HttpHandlerDeps {
  readonly engine: EmulatorEngine;
  readonly service: FirestoreService;
  readonly log: (line: string) => void;
  /** WebChannel timing; unset fields come from FIRESTORE_WEBCHANNEL_* env vars, then the defaults. */
  readonly webChannel?: Partial<WebChannelOptions>;
}

/** The handler the multiplexing server calls for HTTP/1.1 requests. */
export interface HttpHandler {
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
  /** Open WebChannel sessions (Listen and Write). */
  openSessions(): number;
}

/** Largest request body accepted (a 500-write commit of large documents stays well below). */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

const CHANNEL_PATH = /^\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel$/;

function envMs(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Resolves WebChannel options: explicit deps, then environment (so tests can shrink timeouts), then defaults. */
export function resolveWebChannelOptions(
  explicit: Partial<WebChannelOptions> = {},
): WebChannelOptions {
  const d = DEFAULT_WEBCHANNEL_OPTIONS;
  return {
    keepAliveMs:
      explicit.keepAliveMs ?? envMs('FIRESTORE_WEBCHANNEL_KEEPALIVE_MS') ?? d.keepAliveMs,
    longPollTimeoutMs:
      explicit.longPollTimeoutMs ??
      envMs('FIRESTORE_WEBCHANNEL_LONG_POLL_MS') ??
      d.longPollTimeoutMs,
    sessionIdleMs:
      explicit.sessionIdleMs ?? envMs('FIRESTORE_WEBCHANNEL_SESSION_IDLE_MS') ?? d.sessionIdleMs,
    sessionMaxAgeMs:
      explicit.sessionMaxAgeMs ??
      envMs('FIRESTORE_WEBCHANNEL_SESSION_MAX_AGE_MS') ??
      d.sessionMaxAgeMs,
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') {
      req.resume();
      resolve('');
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        reject(new RpcError(Status.RESOURCE_EXHAUSTED, 'Request payload too large'));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

/** Creates the HTTP/1.1 handler (REST, WebChannel, emulator endpoints) over the engine's service. */
export function createHttpHandler(deps: HttpHandlerDeps): HttpHandler {
  const webChannel = new WebChannelServer({
    service: deps.service,
    authFromHeader,
    log: deps.log,
    options: resolveWebChannelOptions(deps.webChannel),
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://emulator.local');
    const body = await readBody(req);
    const channel = CHANNEL_PATH.exec(url.pathname);
    if (channel) {
      webChannel.handle(channel[1] as 'Listen' | 'Write', req, res, url, body);
      return;
    }
    if (url.pathname.startsWith('/v1/')) {
      const auth = authFromHeader(req.headers.authorization || undefined);
      await handleRest(deps.service, { auth }, { req, res, url, body });
      return;
    }
    if (url.pathname.startsWith('/emulator/v1/')) {
      const endpointDeps = { engine: deps.engine, webChannel, log: deps.log };
      await handleEmulatorEndpoint(endpointDeps, { req, res, url, body });
      return;
    }
    if (url.pathname === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('ok');
      return;
    }
    sendError(res, new RpcError(Status.NOT_FOUND, `Not found: ${req.method} ${url.pathname}`));
  }

  return {
    handle(req, res) {
      applyCors(req, res);
      if (req.method === 'OPTIONS') {
        handlePreflight(req, res);
        return;
      }
      route(req, res).catch((e: unknown) => {
        deps.log(`http ${req.method} ${req.url}: ${(e as Error).message}`);
        if (!res.headersSent) sendError(res, e);
        else res.destroy();
      });
    },
    close() {
      webChannel.close();
      return Promise.resolve();
    },
    openSessions() {
      return webChannel.openSessions();
    },
  };
}
