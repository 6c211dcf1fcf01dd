import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  RpcError,
  Status,
  type BidiSink,
  type CallContext,
  type FirestoreService,
} from '../contract.js';
import { createHttpHandler, type HttpHandler } from './index.js';
import { frameChunk, parseInitHeaders } from './webchannel-framing.js';
import { messageFromJson, messageToJson } from '../../codec/index.js';
import { parseRestPath } from './rest.js';

const DB = 'projects/demo-p/databases/(default)';

/** The part of a CommitRequest these tests read: each write's update fields, by field name. */
type CommitFields = { writes: { update: { fields: Record<string, Record<string, unknown>> } }[] };

/** A ListenResponse carrying a document change, as far as these tests read it. */
interface DocumentChangeJson {
  documentChange: { document: { fields: Record<string, { stringValue?: string }> } };
}

interface Call {
  method: string;
  request: unknown;
  ctx: CallContext;
}

/** A fake service recording calls; Listen answers addTarget with a one-document snapshot. */
function fakeService(calls: Call[]): FirestoreService {
  return {
    unary(method, request, ctx) {
      calls.push({ method, request, ctx });
      if (method === 'Commit') {
        return Promise.resolve({
          writeResults: [{ updateTime: { seconds: '1735689600', nanos: 5000 } }],
          commitTime: { seconds: '1735689600', nanos: 5000 },
        });
      }
      if (method === 'GetDocument') {
        return Promise.reject(new RpcError(Status.NOT_FOUND, 'no such document'));
      }
      if (method === 'Rollback') return Promise.resolve({});
      return Promise.reject(new RpcError(Status.PERMISSION_DENIED, 'denied'));
    },
    serverStream(method, request, ctx, emit) {
      calls.push({ method, request, ctx });
      emit({ missing: `${DB}/documents/a/b`, readTime: { seconds: '10', nanos: 0 } });
      return Promise.resolve();
    },
    bidi(method, ctx, sink: BidiSink) {
      calls.push({ method, request: 'open', ctx });
      return {
        write(request: unknown) {
          calls.push({ method, request, ctx });
          const r = request as { addTarget?: { targetId: number }; removeTarget?: number };
          if (r.addTarget) {
            const t = r.addTarget.targetId;
            sink.data({ targetChange: { targetChangeType: 'ADD', targetIds: [t] } });
            sink.data({
              documentChange: {
                document: {
                  name: `${DB}/documents/Banks/mcb`,
                  fields: { name: { stringValue: 'Café ✓' } },
                  createTime: { seconds: '1735689609', nanos: 0 },
                  updateTime: { seconds: '1735689609', nanos: 0 },
                },
                targetIds: [t],
              },
            });
            sink.data({
              targetChange: {
                targetChangeType: 'CURRENT',
                targetIds: [t],
                resumeToken: Buffer.from([0, 0, 0, 1]),
              },
            });
            sink.data({ targetChange: { readTime: { seconds: '1735689609', nanos: 0 } } });
          } else if (r.removeTarget !== undefined) {
            sink.data({
              targetChange: { targetChangeType: 'REMOVE', targetIds: [r.removeTarget] },
            });
          } else if (method === 'Write') {
            sink.close(new RpcError(Status.PERMISSION_DENIED, 'nope'));
          }
        },
        end() {
          calls.push({ method, request: 'end', ctx });
        },
      };
    },
  };
}

const fakeEngine = {
  clear: () => undefined,
  usage: () => ({ reads: 1, writes: 2, deletes: 3 }),
  transactionStats: () => ({ begun: 0, retries: 0, aborted: 0, waiting: 0, waitingOn: {} }),
  resetUsage: () => undefined,
  setRules: () => undefined,
  exportTo: () => undefined,
};

let server: Server;
let handler: HttpHandler;
let base: string;
const calls: Call[] = [];

beforeAll(async () => {
  handler = createHttpHandler({
    engine: fakeEngine,
    service: fakeService(calls),
    log: () => undefined,
    webChannel: {
      keepAliveMs: 200,
      longPollTimeoutMs: 300,
      sessionIdleMs: 400,
      sessionMaxAgeMs: 0,
    },
  });
  server = createServer((req, res) => handler.handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await handler.close();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

beforeEach(() => {
  calls.length = 0;
});

/** Splits a WebChannel response body into its chunks' parsed payloads, checking lengths in UTF-16 units. */
function chunks(text: string): unknown[] {
  const out: unknown[] = [];
  let pos = 0;
  while (pos < text.length) {
    const nl = text.indexOf('\n', pos);
    const len = Number(text.slice(pos, nl));
    expect(Number.isInteger(len)).toBe(true);
    out.push(JSON.parse(text.slice(nl + 1, nl + 1 + len)));
    pos = nl + 1 + len;
  }
  return out;
}

describe('proto JSON mapping', () => {
  it('maps proto3 JSON values to the proto-loader shape and back', () => {
    const obj = messageFromJson('CommitRequest', {
      writes: [
        {
          update: {
            name: `${DB}/documents/a/b`,
            fields: {
              i: { integerValue: '9007199254740993' },
              d: { doubleValue: 'NaN' },
              t: { timestampValue: '2025-01-01T00:00:00.123456789Z' },
              b: { bytesValue: 'AAEC' },
              n: { nullValue: null },
              g: { geoPointValue: { latitude: 1, longitude: 2 } },
            },
          },
          updateTransforms: [{ fieldPath: 'x', increment: { integerValue: '1' } }],
        },
      ],
    });
    const fields = (obj as CommitFields).writes[0]!.update.fields;
    expect(fields.i!.integerValue).toBe('9007199254740993');
    expect(Number.isNaN(fields.d!.doubleValue)).toBe(true);
    expect(fields.t!.timestampValue).toEqual({ seconds: '1735689600', nanos: 123456789 });
    expect(Buffer.isBuffer(fields.b!.bytesValue)).toBe(true);
    expect(fields.n!.nullValue).toBe('NULL_VALUE');
    const back = messageToJson('CommitRequest', obj) as CommitFields;
    expect(back.writes[0]!.update.fields.t!.timestampValue).toBe('2025-01-01T00:00:00.123456789Z');
    expect(back.writes[0]!.update.fields.b!.bytesValue).toBe('AAEC');
    expect(back.writes[0]!.update.fields.d!.doubleValue).toBe('NaN');
  });

  it('writes timestamps with a Z and resume tokens as base64', () => {
    const json = messageToJson('ListenResponse', {
      targetChange: {
        targetChangeType: 'CURRENT',
        targetIds: [1002],
        resumeToken: Buffer.from([0, 0, 0, 1]),
        readTime: { seconds: 5, nanos: 0 },
      },
    });
    expect(json.targetChange).toEqual({
      targetChangeType: 'CURRENT',
      targetIds: [1002],
      resumeToken: 'AAAAAQ==',
      readTime: '1970-01-01T00:00:05.000Z',
    });
  });
});

describe('framing', () => {
  it('counts the worked example the way the brief does', () => {
    expect(frameChunk('[[0,["c","S1",null,8,14,30000]]]\n').startsWith('33\n')).toBe(true);
    const escaped = frameChunk('["Café"]');
    expect(escaped).toBe('13\n["Caf\\u00e9"]');
    expect(JSON.parse(escaped.slice(3))).toEqual(['Café']);
    const emoji = frameChunk('["😀 ✓"]');
    const [len, body] = [Number(emoji.split('\n')[0]), emoji.slice(emoji.indexOf('\n') + 1)];
    expect(body).toMatch(/^\p{ASCII}*$/u);
    expect(body.length).toBe(len);
    expect(JSON.parse(body)).toEqual(['😀 ✓']);
  });

  it('parses init headers', () => {
    const h = parseInitHeaders(
      'X-Goog-Api-Client:gl-js/ fire/12.19.0\r\nAuthorization:Bearer owner\r\n',
    );
    expect(h.get('authorization')).toBe('Bearer owner');
  });

  it('parses REST paths', () => {
    expect(
      parseRestPath('/v1/projects/p/databases/(default)/documents/Banks/hbl:runQuery'),
    ).toEqual({
      database: 'projects/p/databases/(default)',
      segments: ['Banks', 'hbl'],
      verb: 'runQuery',
    });
    expect(parseRestPath('/v1/projects/p/databases/(default)/documents:commit')?.verb).toBe(
      'commit',
    );
    expect(parseRestPath('/v1/projects/p/databases/(default)/documents/a/b%3Ac')?.segments).toEqual(
      ['a', 'b:c'],
    );
  });
});

describe('REST', () => {
  it('commits with converted values and owner auth', async () => {
    const r = await fetch(`${base}/v1/${DB}/documents:commit`, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain',
        Authorization: 'Bearer owner',
        Origin: 'http://localhost:5173',
      },
      body: JSON.stringify({
        writes: [{ update: { name: `${DB}/documents/a/b`, fields: { n: { integerValue: '5' } } } }],
      }),
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(r.headers.get('access-control-allow-credentials')).toBe('true');
    expect(await r.json()).toEqual({
      writeResults: [{ updateTime: '2025-01-01T00:00:00.000005Z' }],
      commitTime: '2025-01-01T00:00:00.000005Z',
    });
    expect(calls[0]!.ctx.auth).toEqual({ kind: 'owner' });
    expect((calls[0]!.request as { database?: unknown }).database).toBe(DB);
  });

  it('answers streaming RPCs as a JSON array', async () => {
    const r = await fetch(`${base}/v1/${DB}/documents:batchGet`, {
      method: 'POST',
      body: JSON.stringify({ documents: [`${DB}/documents/a/b`] }),
    });
    expect(await r.json()).toEqual([
      { missing: `${DB}/documents/a/b`, readTime: '1970-01-01T00:00:10.000Z' },
    ]);
  });

  it('maps errors to status names and HTTP codes', async () => {
    const r = await fetch(`${base}/v1/${DB}/documents/a/b`);
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({
      error: { code: 404, message: 'no such document', status: 'NOT_FOUND' },
    });
    const d = await fetch(`${base}/v1/${DB}/documents:beginTransaction`, {
      method: 'POST',
      body: '{}',
    });
    expect(d.status).toBe(403);
    expect(((await d.json()) as { error: { status: string } }).error.status).toBe(
      'PERMISSION_DENIED',
    );
  });

  it('answers preflights and the health check', async () => {
    const r = await fetch(`${base}/v1/${DB}/documents:commit`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-goog-api-client',
      },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-headers')).toBe('authorization,x-goog-api-client');
    expect(await (await fetch(`${base}/`)).text()).toBe('ok');
  });

  it('serves the emulator endpoints', async () => {
    expect(await (await fetch(`${base}/emulator/v1/projects/demo-p:usage`)).json()).toEqual({
      reads: 1,
      writes: 2,
      deletes: 3,
    });
    expect(
      (
        await fetch(`${base}/emulator/v1/projects/demo-p/databases/(default)/documents`, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(200);
    expect(await (await fetch(`${base}/emulator/v1/sessions`)).json()).toEqual({ open: 0 });
  });
});

describe('WebChannel', () => {
  const q = (extra: string) =>
    `${base}/google.firestore.v1.Firestore/Listen/channel?VER=8&database=${encodeURIComponent(DB)}&${extra}`;
  const add = JSON.stringify({
    database: DB,
    addTarget: { documents: { documents: [`${DB}/documents/Banks/mcb`] }, targetId: 2 },
  });
  const form = (ofs: number, ...reqs: string[]) =>
    `count=${reqs.length}&ofs=${ofs}` +
    reqs.map((r, i) => `&req${i}___data__=${encodeURIComponent(r)}`).join('');

  async function handshake(): Promise<string> {
    const headers = encodeURIComponent(
      'X-Goog-Api-Client:gl-js/ fire/12.19.0\r\nAuthorization:Bearer owner\r\n',
    );
    const r = await fetch(q('RID=100&CVER=22&X-HTTP-Session-Id=gsessionid&zx=a&t=1'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `headers=${headers}&${form(0, add)}`,
    });
    expect(r.status).toBe(200);
    const text = await r.text();
    const [c] = chunks(text) as [[[number, unknown[]]]];
    expect(c[0][0]).toBe(0);
    const msg = c[0][1];
    expect(msg[0]).toBe('c');
    expect(msg[2]).toBeNull();
    expect(r.headers.get('x-http-session-id')).toBe(msg[1]);
    return msg[1] as string;
  }

  it('runs a listen session: handshake, long-poll, dedupe, unicode, terminate', async () => {
    const sid = await handshake();
    expect(calls.find((c) => c.request === 'open')!.ctx.auth).toEqual({ kind: 'owner' });
    const poll = await fetch(q(`RID=rpc&SID=${sid}&AID=0&CI=1&TYPE=xmlhttp&zx=b&t=1`));
    const text = await poll.text();
    const arrays = (chunks(text) as [number, unknown[]][][]).flat();
    expect(arrays.map((a) => a[0])).toEqual([1, 2, 3, 4]);
    expect(
      (arrays[1]![1][0] as DocumentChangeJson).documentChange.document.fields.name!.stringValue,
    ).toBe('Café ✓');
    expect(text).not.toMatch(/\P{ASCII}/u);
    // A retried POST repeats map 0 with a new map 1: only map 1 is delivered.
    const remove = JSON.stringify({ database: DB, removeTarget: 2 });
    const post = await fetch(q(`SID=${sid}&RID=101&AID=4&zx=c&t=1`), {
      method: 'POST',
      body: form(0, add, remove),
    });
    // The poll just answered means the client is re-polling: the back channel counts as present.
    expect(chunks(await post.text())).toEqual([[1, 4, expect.any(Number)]]);
    expect(
      calls.filter(
        (c) => typeof c.request === 'object' && (c.request as { addTarget?: unknown }).addTarget,
      ),
    ).toHaveLength(1);
    const poll2 = await fetch(q(`RID=rpc&SID=${sid}&AID=4&CI=1&TYPE=xmlhttp&zx=d&t=1`));
    const arrays2 = (chunks(await poll2.text()) as [number, unknown[]][][]).flat();
    expect(arrays2).toEqual([
      [5, [{ targetChange: { targetChangeType: 'REMOVE', targetIds: [2] } }]],
    ]);
    // An idle long poll ends with a noop, never empty.
    const idle = await fetch(q(`RID=rpc&SID=${sid}&AID=5&CI=1&TYPE=xmlhttp&TO=600&zx=e&t=1`));
    expect((chunks(await idle.text()) as unknown[][]).flat()).toEqual([[6, ['noop']]]);
    expect(handler.openSessions()).toBe(1);
    const term = await fetch(q(`SID=${sid}&RID=102&TYPE=terminate&zx=f`), {
      method: 'POST',
      body: '',
    });
    expect(term.status).toBe(200);
    expect(handler.openSessions()).toBe(0);
    expect(calls.some((c) => c.request === 'end')).toBe(true);
    const gone = await fetch(q(`RID=rpc&SID=${sid}&AID=6&CI=1&TYPE=xmlhttp&zx=g&t=1`));
    expect(gone.status).toBe(400);
    expect((await gone.text()).indexOf('Unknown SID')).toBeGreaterThan(0);
  });

  it('reports the back channel present to a POST whose responses end the waiting long poll (issue 26)', async () => {
    const sid = await handshake();
    // Before any poll the back channel really is missing, and a POST is told so.
    const noop = JSON.stringify({ database: DB, removeTarget: 9 });
    const early = await fetch(q(`SID=${sid}&RID=101&AID=0&zx=b&t=1`), {
      method: 'POST',
      body: form(1, noop),
    });
    expect(chunks(await early.text())).toEqual([[0, 0, expect.any(Number)]]);
    const first = await fetch(q(`RID=rpc&SID=${sid}&AID=0&CI=1&TYPE=xmlhttp&zx=c&t=1`));
    expect((chunks(await first.text()) as unknown[][]).flat()).toHaveLength(5);
    // A new poll waits past the grace that follows an answered poll; a removeTarget arrives.
    const held = fetch(q(`RID=rpc&SID=${sid}&AID=5&CI=1&TYPE=xmlhttp&TO=5000&zx=d&t=1`));
    await new Promise((r) => setTimeout(r, 1_100));
    const remove = JSON.stringify({ database: DB, removeTarget: 2 });
    const post = await fetch(q(`SID=${sid}&RID=102&AID=5&zx=e&t=1`), {
      method: 'POST',
      body: form(2, remove),
    });
    // The REMOVE went out on that poll; "absent" here made the SDK cancel such a poll unread.
    expect(chunks(await post.text())).toEqual([[1, 6, expect.any(Number)]]);
    const arrays = (chunks(await (await held).text()) as [number, unknown[]][][]).flat();
    expect(arrays).toEqual([
      [6, [{ targetChange: { targetChangeType: 'REMOVE', targetIds: [2] } }]],
    ]);
    // Right after that poll was answered the client is already re-polling: still present.
    const again = JSON.stringify({
      database: DB,
      addTarget: { documents: { documents: [`${DB}/documents/Banks/mcb`] }, targetId: 4 },
    });
    const post2 = await fetch(q(`SID=${sid}&RID=103&AID=6&zx=f&t=1`), {
      method: 'POST',
      body: form(3, again),
    });
    expect(chunks(await post2.text())).toEqual([[1, 6, expect.any(Number)]]);
    const next = await fetch(q(`RID=rpc&SID=${sid}&AID=6&CI=1&TYPE=xmlhttp&zx=g&t=1`));
    const nextArrays = (chunks(await next.text()) as [number, unknown[]][][]).flat();
    expect(nextArrays.map((a) => a[0])).toEqual([7, 8, 9, 10]);
    await fetch(q(`SID=${sid}&RID=104&TYPE=terminate&zx=h`), { method: 'POST', body: '' });
    expect(handler.openSessions()).toBe(0);
  });

  it('streams on CI=0 with an immediate byte and keep-alives, and garbage-collects abandoned sessions', async () => {
    const sid = await handshake();
    const ac = new AbortController();
    const r = await fetch(q(`RID=rpc&SID=${sid}&AID=0&CI=0&TYPE=xmlhttp&zx=b&t=1`), {
      signal: ac.signal,
    });
    const reader = (r.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    const deadline = Date.now() + 2000;
    while (!text.includes('"noop"') && Date.now() < deadline) {
      const { value } = await reader.read();
      text += new TextDecoder().decode(value);
    }
    expect(text).toContain('"CURRENT"');
    expect(text).toContain('["noop"]');
    ac.abort();
    expect(handler.openSessions()).toBe(1);
    await new Promise((res) => setTimeout(res, 1200));
    expect(handler.openSessions()).toBe(0);
  });

  it('sends a stream error as a status object', async () => {
    const r = await fetch(
      `${base}/google.firestore.v1.Firestore/Write/channel?VER=8&RID=1&CVER=22`,
      {
        method: 'POST',
        body: form(0, JSON.stringify({ database: DB })),
      },
    );
    const sid = (chunks(await r.text())[0] as [[number, unknown[]]])[0][1][1] as string;
    const poll = await fetch(
      `${base}/google.firestore.v1.Firestore/Write/channel?VER=8&RID=rpc&SID=${sid}&AID=0&CI=1&TYPE=xmlhttp`,
    );
    const arrays = (chunks(await poll.text()) as unknown[][]).flat() as [number, unknown[]][];
    expect(arrays[0]![1]).toEqual([
      { error: { code: 403, message: 'nope', status: 'PERMISSION_DENIED' } },
    ]);
    await fetch(
      `${base}/google.firestore.v1.Firestore/Write/channel?VER=8&SID=${sid}&RID=2&TYPE=terminate`,
      { method: 'POST' },
    );
    expect(handler.openSessions()).toBe(0);
  });
});
