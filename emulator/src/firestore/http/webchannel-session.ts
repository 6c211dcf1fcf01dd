/**
 * A WebChannel session: the arrays the stream produced, kept until the client acknowledges them
 * (`AID`), and the back channel that carries them, streaming (CI=0, kept open with noops) or as
 * long polls (CI=1, answered and closed). Control arrays (noop, stop) take their id only when
 * sent, after every queued array.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BidiMethod, BidiStream } from '../contract.js';
import { frameArrays, type QueuedArray } from './webchannel-framing.js';

/** The timing a session's back channel follows. */
export interface SessionTiming {
  /** Interval of `noop` keep-alives on an idle streaming back channel. */
  readonly keepAliveMs: number;
  /** How long a long-poll GET without `TO` is held before it is answered with a noop. */
  readonly longPollTimeoutMs: number;
}

/** The open back-channel GET of a session. */
export interface BackChannel {
  readonly res: ServerResponse;
  readonly longPoll: boolean;
  /** Highest array id written on this response. */
  sentUpTo: number;
  wroteAny: boolean;
  timer: NodeJS.Timeout | undefined;
}

/** One channel: its stream on the service, the arrays awaiting acknowledgement, its back channel. */
export class Session {
  readonly createdAt = Date.now();
  lastActivity = Date.now();
  stream: BidiStream | null = null;
  /** Arrays not yet acknowledged by the client (id > last AID), in id order. */
  queue: QueuedArray[] = [];
  nextArrayId = 1;
  lastSentId = 0;
  /** Next forward-channel map id to deliver; maps are delivered exactly once, in this order. */
  nextMapId = 0;
  readonly pendingMaps = new Map<number, string>();
  back: BackChannel | null = null;
  flushScheduled = false;
  /** The server ended the stream; remaining arrays still drain to the client. */
  ended = false;
  /** When a long poll was last answered with data (the client's next poll is then on its way). */
  pollAnsweredAt = 0;

  constructor(
    readonly id: string,
    readonly method: BidiMethod,
    private readonly options: SessionTiming,
  ) {}

  /** Queues one array for the client; it stays queued until acknowledged. */
  enqueue(json: string): void {
    this.queue.push({ id: this.nextArrayId++, json });
    this.scheduleFlush();
  }

  /** Flushes once the current engine step is over. */
  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // Coalesce the messages one engine step emits (e.g. a whole initial snapshot) into one chunk.
    setImmediate(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  /** Writes what the back channel has not carried yet, if one is open. */
  flush(): void {
    const back = this.back;
    if (!back) return;
    const pending = this.queue.filter((a) => a.id > back.sentUpTo);
    if (pending.length === 0) return;
    this.writeArrays(back, pending);
  }

  /** Writes arrays on a back channel; a long poll ends with them. */
  private writeArrays(back: BackChannel, arrays: readonly QueuedArray[]): void {
    const last = arrays[arrays.length - 1];
    if (!last || back.res.writableEnded || back.res.destroyed) return;
    back.res.write(frameArrays(arrays));
    back.wroteAny = true;
    back.sentUpTo = last.id;
    if (last.id > this.lastSentId) this.lastSentId = last.id;
    if (back.longPoll) {
      this.pollAnsweredAt = Date.now();
      this.endBackChannel(back);
    } else {
      this.armKeepAlive(back);
    }
  }

  /**
   * Writes everything not yet on this response, plus an optional control array (noop, stop). The
   * control array takes its id only now, after every queued array: the client drops ids it has
   * already passed, so a control id must never overtake queued data.
   */
  send(back: BackChannel, control?: string): void {
    const arrays = this.queue.filter((a) => a.id > back.sentUpTo);
    if (control && (arrays.length === 0 || control !== '["noop"]'))
      arrays.push({ id: this.nextArrayId++, json: control });
    this.writeArrays(back, arrays);
  }

  /** Keep-alive: pending data if any, else a noop (noops need no redelivery, so they skip the ack queue). */
  private noop(back: BackChannel): void {
    this.send(back, '["noop"]');
  }

  private armKeepAlive(back: BackChannel): void {
    if (back.timer) clearTimeout(back.timer);
    back.timer = setTimeout(() => {
      back.timer = undefined;
      if (this.back === back) this.noop(back);
    }, this.options.keepAliveMs);
  }

  /** Makes a back-channel GET the session's back channel, ending the previous one. */
  attachBackChannel(req: IncomingMessage, res: ServerResponse, q: URLSearchParams): void {
    this.lastActivity = Date.now();
    if (this.back) this.endBackChannel(this.back);
    const longPoll = q.get('CI') === '1';
    req.socket.setNoDelay(true);
    res.writeHead(200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache, no-store, max-age=0, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
    });
    const back: BackChannel = {
      res,
      longPoll,
      sentUpTo: Number(q.get('AID') ?? '0') || 0,
      wroteAny: false,
      timer: undefined,
    };
    this.back = back;
    res.on('close', () => {
      if (back.timer) clearTimeout(back.timer);
      back.timer = undefined;
      if (this.back === back) {
        this.back = null;
        this.lastActivity = Date.now();
      }
    });
    const hasPending = this.queue.some((a) => a.id > back.sentUpTo);
    if (hasPending || !longPoll) {
      // Write a byte at once: with auto-detection the client falls back to long-polling when the
      // streaming response stays silent for a couple of round trips.
      this.noop(back);
    } else {
      const to = Number(q.get('TO'));
      const holdMs = Number.isFinite(to) && to > 0 ? to : this.options.longPollTimeoutMs;
      // Answer a bit before the client's own deadline so the poll never ends empty-handed.
      back.timer = setTimeout(
        () => {
          back.timer = undefined;
          if (this.back === back) this.noop(back);
        },
        Math.max(0, holdMs - 500),
      );
    }
  }

  /** Ends a back channel, never with an empty body. */
  endBackChannel(back: BackChannel): void {
    if (back.timer) clearTimeout(back.timer);
    back.timer = undefined;
    if (this.back === back) this.back = null;
    // Never end a GET with an empty body: the client counts that as a failed request.
    if (!back.wroteAny && !back.res.destroyed) {
      const arrays = this.queue.filter((a) => a.id > back.sentUpTo);
      if (arrays.length === 0) arrays.push({ id: this.nextArrayId++, json: '["noop"]' });
      back.res.write(frameArrays(arrays));
      back.wroteAny = true;
    }
    back.res.end();
    this.lastActivity = Date.now();
  }

  /** Forgets the arrays the client acknowledged (`AID`). */
  ack(aid: string | null): void {
    if (aid === null) return;
    const n = Number(aid);
    if (!Number.isFinite(n)) return;
    const first = this.queue[0];
    if (first && first.id <= n) this.queue = this.queue.filter((a) => a.id > n);
  }
}
