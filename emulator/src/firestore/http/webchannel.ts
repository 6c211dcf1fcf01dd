/**
 * The WebChannel transport the browser SDK uses for Listen and Write (protocol VER=8; the framing
 * is summarised in emulator/README.md, "WebChannel framing"). One session per channel: a
 * handshake POST creates it and opens a bidi stream on the service, forward POSTs feed that
 * stream, and a back-channel GET (streaming CI=0 or long-poll CI=1) carries the stream's
 * responses as length-prefixed chunks. Framing is in webchannel-framing.ts, a session's queue and
 * back channel in webchannel-session.ts; this file holds the session table and the requests.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  RpcError,
  Status,
  type AuthContext,
  type BidiMethod,
  type FirestoreService,
} from '../contract.js';
import { errorBody } from './errors.js';
import { messageFromJson, messageToJson } from '../../codec/index.js';
import { frameChunk, parseInitHeaders } from './webchannel-framing.js';
import { Session } from './webchannel-session.js';

/** Timing knobs of the WebChannel server; the defaults suit real browsers, tests shrink them. */
export interface WebChannelOptions {
  /** Interval of `noop` keep-alives on an idle streaming back channel. */
  readonly keepAliveMs: number;
  /** How long a long-poll GET without `TO` is held before it is answered with a noop. */
  readonly longPollTimeoutMs: number;
  /** A session with no back channel and no request for this long is dropped (closed tabs). */
  readonly sessionIdleMs: number;
  /** Emulator-side session lifetime; 0 = unlimited. An expired session is stopped and forgotten. */
  readonly sessionMaxAgeMs: number;
}

/** Defaults: noop every 20 s (client watchdog is 45 s), GC after 60 s without a back channel. */
export const DEFAULT_WEBCHANNEL_OPTIONS: WebChannelOptions = {
  keepAliveMs: 20_000,
  longPollTimeoutMs: 20_000,
  sessionIdleMs: 60_000,
  sessionMaxAgeMs: 0,
};

/** Dependencies of the WebChannel server. */
export interface WebChannelDeps {
  readonly service: FirestoreService;
  readonly authFromHeader: (value: string | undefined) => AuthContext;
  readonly log: (line: string) => void;
  readonly options: WebChannelOptions;
}

/** The WebChannel protocol version the SDK speaks. */
const CHANNEL_VERSION = 8;
/** Opaque server version reported in the `c` message. */
const SERVER_VERSION = 14;
/** How long after answering a long poll the client's next poll counts as present. */
const POLL_GRACE_MS = 1_000;

/** The WebChannel endpoint for both streams, with the session table. */
export class WebChannelServer {
  private readonly sessions = new Map<string, Session>();
  private sweeper: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly deps: WebChannelDeps) {}

  /** Number of live sessions (closed tabs must bring it back to zero). */
  openSessions(): number {
    return this.sessions.size;
  }

  /** Handles one request to `/google.firestore.v1.Firestore/{Listen|Write}/channel`. */
  handle(
    method: BidiMethod,
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    body: string,
  ): void {
    const q = url.searchParams;
    const sid = q.get('SID');
    const type = q.get('TYPE');
    if (type === 'terminate') {
      if (sid) {
        const s = this.sessions.get(sid);
        if (s) this.destroy(s, 'terminated by client');
      }
      this.plain(res, 200, '');
      return;
    }
    if (req.method === 'GET') {
      if (!sid) {
        this.plain(res, 400, '<html>Missing SID</html>');
        return;
      }
      const s = this.sessions.get(sid);
      if (!s || s.method !== method) {
        this.unknownSid(res);
        return;
      }
      s.ack(q.get('AID'));
      s.attachBackChannel(req, res, q);
      return;
    }
    if (req.method !== 'POST') {
      this.plain(res, 405, '<html>Method not allowed</html>');
      return;
    }
    const form = new URLSearchParams(body);
    if (!sid) {
      this.handshake(method, req, res, q, form);
      return;
    }
    const s = this.sessions.get(sid);
    if (!s || s.method !== method) {
      this.unknownSid(res);
      return;
    }
    s.lastActivity = Date.now();
    s.ack(q.get('AID'));
    // Whether a back channel was waiting when this POST arrived. Taken before the maps run: in
    // long-polling mode their responses end that very poll, and answering "no back channel" then
    // makes the client treat a poll it is about to receive data on as dead (issue 26). Once a
    // poll is older than 3 s it cancels it unread and raises its back-channel retry count, so
    // the next hiccup waits 5-15 s, and two concurrent polls can be started for one session.
    // A poll we ended with data moments ago counts as present too: the client re-polls at once.
    const present = s.back || Date.now() - s.pollAnsweredAt < POLL_GRACE_MS ? 1 : 0;
    this.acceptMaps(s, form);
    // Let responses the engine produced synchronously reach the back channel first, so the POST's
    // lastArrayIdSent already covers them (the client then waits for nothing that is not on its way).
    setImmediate(() => {
      s.flush();
      const outstanding = s.queue.reduce((n, a) => n + a.json.length, 0);
      this.chunk(res, 200, frameChunk(`[${present},${s.lastSentId},${outstanding}]`));
    });
  }

  /** Ends every session and back channel (emulator shutdown). */
  close(): void {
    this.closed = true;
    for (const s of [...this.sessions.values()]) this.destroy(s, 'emulator shutting down');
    this.stopSweeper();
  }

  /** Forgets every session now, as an emulator-side timeout would (used by tests and the sessions endpoint). */
  expireAll(): number {
    const all = [...this.sessions.values()];
    for (const s of all) this.expire(s);
    return all.length;
  }

  private handshake(
    method: BidiMethod,
    req: IncomingMessage,
    res: ServerResponse,
    q: URLSearchParams,
    form: URLSearchParams,
  ): void {
    if (this.closed) {
      this.plain(res, 503, '<html>Shutting down</html>');
      return;
    }
    // The SDK puts its headers, Authorization included, in the handshake body: the only place the
    // token appears for the whole session. A real header or $httpHeaders is accepted as well.
    const init = parseInitHeaders(form.get('headers'));
    const urlHeaders = parseInitHeaders(q.get('$httpHeaders'));
    const authorization =
      init.get('authorization') ??
      urlHeaders.get('authorization') ??
      (req.headers.authorization || undefined);
    const auth = this.deps.authFromHeader(authorization);
    const id = randomBytes(12).toString('base64url');
    const s = new Session(id, method, this.deps.options);
    this.sessions.set(id, s);
    this.ensureSweeper();
    try {
      s.stream = this.deps.service.bidi(
        method,
        { auth },
        {
          data: (response) => {
            this.enqueueResponse(s, response);
          },
          close: (error) => {
            this.onStreamClosed(s, error);
          },
        },
      );
    } catch (e) {
      this.sessions.delete(id);
      this.deps.log(`webchannel ${method}: cannot open stream: ${(e as Error).message}`);
      this.plain(res, 503, '<html>Cannot open stream</html>');
      return;
    }
    this.acceptMaps(s, form);
    const headers: Record<string, string> = {};
    const sessionHeader = q.get('X-HTTP-Session-Id');
    if (sessionHeader) headers['X-HTTP-Session-Id'] = id;
    const c = JSON.stringify([
      'c',
      id,
      null,
      CHANNEL_VERSION,
      SERVER_VERSION,
      this.clientKeepAliveMs(),
    ]);
    this.chunk(res, 200, frameChunk(`[[0,${c}]]\n`), headers);
  }

  /** The keep-alive announced to the client: its back-channel watchdog becomes 1.5x this value. */
  private clientKeepAliveMs(): number {
    return Math.max(30_000, this.deps.options.keepAliveMs * 2);
  }

  private acceptMaps(s: Session, form: URLSearchParams): void {
    const count = Number(form.get('count') ?? '0');
    const ofs = Number(form.get('ofs') ?? '0');
    if (!Number.isInteger(count) || !Number.isInteger(ofs) || count < 0 || ofs < 0) return;
    for (let k = 0; k < count; k++) {
      const mapId = ofs + k;
      const data = form.get(`req${k}___data__`);
      // A retried or concurrent POST may repeat maps: each map id is delivered once only.
      if (data === null || mapId < s.nextMapId || s.pendingMaps.has(mapId)) continue;
      s.pendingMaps.set(mapId, data);
    }
    for (
      let data = s.pendingMaps.get(s.nextMapId);
      data !== undefined;
      data = s.pendingMaps.get(s.nextMapId)
    ) {
      s.pendingMaps.delete(s.nextMapId);
      s.nextMapId++;
      this.deliver(s, data);
    }
  }

  private deliver(s: Session, data: string): void {
    if (!s.stream || s.ended) return;
    let request: Record<string, unknown>;
    try {
      request = messageFromJson(
        s.method === 'Listen' ? 'ListenRequest' : 'WriteRequest',
        JSON.parse(data),
      );
    } catch (e) {
      this.failStream(
        s,
        new RpcError(
          Status.INVALID_ARGUMENT,
          `Invalid ${s.method}Request: ${(e as Error).message}`,
        ),
      );
      return;
    }
    try {
      s.stream.write(request);
    } catch (e) {
      const err = e instanceof RpcError ? e : new RpcError(Status.INTERNAL, (e as Error).message);
      this.failStream(s, err);
    }
  }

  private failStream(s: Session, error: RpcError): void {
    const stream = s.stream;
    s.stream = null;
    try {
      stream?.end();
    } catch {
      // The stream is being torn down anyway.
    }
    this.onStreamClosed(s, error);
  }

  private enqueueResponse(s: Session, response: unknown): void {
    if (s.ended || !this.sessions.has(s.id)) return;
    let json: string;
    try {
      json = JSON.stringify([
        messageToJson(s.method === 'Listen' ? 'ListenResponse' : 'WriteResponse', response),
      ]);
    } catch (e) {
      this.deps.log(
        `webchannel ${s.method} ${s.id}: cannot encode response: ${(e as Error).message}`,
      );
      this.failStream(s, new RpcError(Status.INTERNAL, 'Cannot encode response'));
      return;
    }
    s.enqueue(json);
  }

  private onStreamClosed(s: Session, error?: RpcError): void {
    if (s.ended) return;
    s.stream = null;
    // The SDK maps an error object by its status name and closes the channel; a bare close makes
    // it restart the stream. Either way the session has no further use once this is delivered.
    s.enqueue(error ? JSON.stringify([errorBody(error).body]) : '["close"]');
    s.ended = true;
  }

  private expire(s: Session): void {
    this.deps.log(`webchannel ${s.method} ${s.id}: session timed out`);
    const back = s.back;
    if (back) {
      // `stop` makes the SDK treat the channel as failed and reconnect with a new session.
      s.send(back, '["stop"]');
    }
    this.destroy(s, 'expired');
  }

  private destroy(s: Session, why: string): void {
    if (!this.sessions.delete(s.id)) return;
    const stream = s.stream;
    s.stream = null;
    s.ended = true;
    try {
      stream?.end();
    } catch (e) {
      this.deps.log(`webchannel ${s.method} ${s.id}: end failed: ${(e as Error).message}`);
    }
    const back = s.back;
    if (back) s.endBackChannel(back);
    s.queue = [];
    s.pendingMaps.clear();
    if (why !== 'terminated by client')
      this.deps.log(`webchannel ${s.method} ${s.id}: closed (${why})`);
    if (this.sessions.size === 0) this.stopSweeper();
  }

  private ensureSweeper(): void {
    if (this.sweeper) return;
    const { sessionIdleMs, sessionMaxAgeMs } = this.deps.options;
    const every = Math.max(
      50,
      Math.min(
        5_000,
        Math.floor(sessionIdleMs / 4),
        sessionMaxAgeMs > 0 ? Math.floor(sessionMaxAgeMs / 4) : 5_000,
      ),
    );
    this.sweeper = setInterval(() => {
      this.sweep();
    }, every);
    this.sweeper.unref();
  }

  private stopSweeper(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = undefined;
  }

  private sweep(): void {
    const now = Date.now();
    const { sessionIdleMs, sessionMaxAgeMs } = this.deps.options;
    for (const s of [...this.sessions.values()]) {
      if (sessionMaxAgeMs > 0 && now - s.createdAt >= sessionMaxAgeMs) {
        this.expire(s);
      } else if (!s.back && now - s.lastActivity >= sessionIdleMs) {
        this.destroy(s, 'idle without back channel');
      } else if (s.ended && s.queue.length === 0 && !s.back) {
        this.destroy(s, 'stream ended');
      }
    }
  }

  private unknownSid(res: ServerResponse): void {
    // The client looks for "Unknown SID" after position 0 of the body.
    this.plain(res, 400, '<html><body>Unknown SID</body></html>');
  }

  private plain(res: ServerResponse, status: number, text: string): void {
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(text);
  }

  private chunk(
    res: ServerResponse,
    status: number,
    text: string,
    headers: Record<string, string> = {},
  ): void {
    if (res.writableEnded || res.destroyed) return;
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    });
    res.end(text);
  }
}
