import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitEvent, WireDocument } from '../firestore/contract.js';
import {
  startFunctionsRunner,
  type FunctionsRunner,
  type FunctionsRunnerOptions,
} from './index.js';

const PROJECT = 'demo-runner';
const modulePath = fileURLToPath(new URL('./fixtures/sample-functions.mjs', import.meta.url));

/** A stand-in engine: tests push commits by hand. */
function fakeEngine() {
  const listeners = new Set<(e: CommitEvent) => void>();
  return {
    onCommit(l: (e: CommitEvent) => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    commit(
      path: string,
      before: Record<string, unknown> | null,
      after: Record<string, unknown> | null,
    ) {
      const doc = (fields: Record<string, unknown>): WireDocument => ({
        name: `projects/${PROJECT}/databases/(default)/documents/${path}`,
        fields,
        createTime: { seconds: '1700000000', nanos: 0 },
        updateTime: { seconds: '1700000001', nanos: 5000 },
      });
      const e: CommitEvent = {
        projectId: PROJECT,
        databaseId: '(default)',
        commitTime: '2023-11-14T22:13:21.000005Z',
        changes: [{ path, before: before && doc(before), after: after && doc(after) }],
      };
      for (const l of listeners) l(e);
    },
  };
}

/** The sample functions module on a free port, fed by `engine`, quiet unless `log` is given. */
const startSampleRunner = (
  engine: FunctionsRunnerOptions['engine'],
  options: Partial<FunctionsRunnerOptions> = {},
): Promise<FunctionsRunner> =>
  startFunctionsRunner({
    engine,
    projectId: PROJECT,
    port: 0,
    modulePath,
    firestoreHost: '127.0.0.1:1',
    log: () => {},
    watch: false,
    ...options,
  });

/** The runner's records of one function's runs, in the order the runner keeps them. */
const runsOf = (runner: FunctionsRunner, fn: string) =>
  runner.history().filter((r) => r.function === fn);

const str = (s: string) => ({ valueType: 'stringValue', stringValue: s });
const int = (n: number) => ({ valueType: 'integerValue', integerValue: String(n) });

describe('functions runner', () => {
  const engine = fakeEngine();
  let runner: FunctionsRunner;
  const logs: string[] = [];
  let seen: Record<string, unknown>[];

  beforeAll(async () => {
    runner = await startSampleRunner(engine, {
      log: (l) => logs.push(l),
      retry: { initialDelayMs: 10, maxDelayMs: 20 },
    });
    seen = (globalThis as unknown as { __runnerFixtureSeen: Record<string, unknown>[] })
      .__runnerFixtureSeen;
  });
  afterAll(async () => {
    await runner.stop();
  });

  it('discovers Firestore triggers and HTTP functions from __endpoint', () => {
    expect(runner.functions()).toEqual({
      triggers: ['created', 'updated', 'deleted', 'flaky', 'boom', 'nested'],
      http: ['hello'],
      scheduled: ['nightly'],
    });
  });

  it('runs a scheduled function on demand, by call and by POST to its local URL', async () => {
    await runner.runScheduled('nightly');
    const res = await fetch(`http://127.0.0.1:${runner.port}/${PROJECT}/us-central1/nightly`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ran: 'nightly' });
    const runs = seen.filter((s) => s.fn === 'nightly');
    expect(runs).toHaveLength(2);
    expect(runs[0]).toMatchObject({ jobName: 'manual' });
    expect(Date.parse(String(runs[0]?.scheduleTime))).not.toBeNaN();
    expect(
      (await fetch(`http://127.0.0.1:${runner.port}/${PROJECT}/us-central1/nightly`)).status,
    ).toBe(405);
    expect(
      logs.some((l) => l.includes('scheduled [nightly (every day 00:05, Asia/Karachi)]')),
    ).toBe(true);
  });

  it('delivers a create as a CloudEvent the SDK turns into a snapshot with params', async () => {
    engine.commit('Things/t1', null, { name: str('kettle'), n: int(3) });
    await runner.idle();
    const record = runsOf(runner, 'created')[0];
    expect(record?.outcome).toBe('ok');
    expect(record?.event).toMatchObject({
      specversion: '1.0',
      type: 'google.cloud.firestore.document.v1.created',
      source: `//firestore.googleapis.com/projects/${PROJECT}/databases/(default)`,
      subject: 'documents/Things/t1',
      document: 'Things/t1',
      datacontenttype: 'application/json',
      data: {
        value: {
          fields: { name: { stringValue: 'kettle' }, n: { integerValue: '3' } },
          createTime: '2023-11-14T22:13:20Z',
        },
      },
    });
    expect(runner.history().filter((r) => r.function !== 'created')).toEqual([]);
  });

  it('selects updated and deleted by which sides exist, with an update mask', async () => {
    engine.commit('Things/t2', { name: str('a') }, { name: str('b'), extra: int(1) });
    engine.commit('Things/t2', { name: str('b') }, null);
    await runner.idle();
    const updated = runsOf(runner, 'updated')[0];
    expect((updated?.event.data as { updateMask?: unknown } | undefined)?.updateMask).toEqual({
      fieldPaths: ['extra', 'name'],
    });
    expect(
      runner
        .history()
        .filter((r) => r.document === 'Things/t2')
        .map((r) => r.function)
        .sort(),
    ).toEqual(['deleted', 'updated']);
  });

  it('hands the handler snapshots with the document data and params', () => {
    expect(seen.find((s) => s.fn === 'created')).toMatchObject({
      params: { thingId: 't1' },
      data: { name: 'kettle', n: 3 },
      type: 'google.cloud.firestore.document.v1.created',
    });
    expect(seen.find((s) => s.fn === 'updated')).toMatchObject({
      before: { name: 'a' },
      after: { name: 'b', extra: 1 },
    });
    expect(seen.find((s) => s.fn === 'deleted')).toMatchObject({ data: { name: 'b' } });
  });

  it('matches nested patterns only at the right depth', async () => {
    engine.commit('Deep/x/Inner/y', null, { a: int(1) });
    engine.commit('Deep/x', null, { a: int(1) });
    await runner.idle();
    expect(runsOf(runner, 'nested').map((r) => r.document)).toEqual(['Deep/x/Inner/y']);
  });

  it('logs an exception and keeps running', async () => {
    engine.commit('Boom/1', null, { a: int(1) });
    await runner.idle();
    expect(runsOf(runner, 'boom')[0]).toMatchObject({ outcome: 'error' });
    expect(logs.some((l) => l.includes('boom') && l.includes('error'))).toBe(true);
    engine.commit('Things/t3', null, { name: str('still alive') });
    await runner.idle();
    expect(runner.history().filter((r) => r.document === 'Things/t3')).toHaveLength(1);
  });

  it('retries a trigger deployed with retry until it succeeds', async () => {
    engine.commit('Flaky/1', null, { a: int(1) });
    await runner.idle();
    expect(runsOf(runner, 'flaky').map((r) => [r.attempt, r.outcome])).toEqual([
      [1, 'error'],
      [2, 'error'],
      [3, 'ok'],
    ]);
  });

  it('replays a recorded event through invoke', async () => {
    const event = runsOf(runner, 'created')[0]?.event;
    expect(event).toBeDefined();
    await runner.invoke('created', event!);
    expect(runner.history().filter((r) => r.event.id === event!.id)).toHaveLength(2);
  });

  it('serves HTTP functions at /{project}/{region}/{name} with a parsed body', async () => {
    const res = await fetch(
      `http://127.0.0.1:${runner.port}/${PROJECT}/us-central1/hello/sub?q=1`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":1}' },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ method: 'POST', body: { a: 1 }, path: '/sub', q: '1' });
    expect(
      (await fetch(`http://127.0.0.1:${runner.port}/${PROJECT}/us-central1/nope`)).status,
    ).toBe(404);
  });
});

describe('functions runner with protobuf events', () => {
  const engine = fakeEngine();
  let runner: FunctionsRunner;

  beforeAll(async () => {
    runner = await startSampleRunner(engine, { eventEncoding: 'protobuf' });
  });
  afterAll(async () => {
    await runner.stop();
  });

  it('delivers a binary DocumentEventData that the SDK decodes into the same snapshots', async () => {
    engine.commit(
      'Things/p1',
      { name: str('old') },
      {
        name: str('new'),
        when: {
          valueType: 'timestampValue',
          timestampValue: { seconds: '1700000000', nanos: 5000 },
        },
        raw: { valueType: 'bytesValue', bytesValue: Buffer.from('hi') },
      },
    );
    await runner.idle();
    const record = runsOf(runner, 'updated')[0];
    expect(record?.outcome).toBe('ok');
    expect(record?.event.datacontenttype).toBe('application/protobuf');
    expect(Buffer.isBuffer(record?.event.data)).toBe(true);
    const seen = (globalThis as unknown as { __runnerFixtureSeen: Record<string, unknown>[] })
      .__runnerFixtureSeen;
    const update = seen.find((s) => s.fn === 'updated') as
      { before: Record<string, unknown>; after: Record<string, unknown> } | undefined;
    expect(update?.before).toEqual({ name: 'old' });
    expect(update?.after.name).toBe('new');
    expect((update?.after.when as { toMillis(): number }).toMillis()).toBe(1_700_000_000_000);
    expect(Buffer.from(update?.after.raw as Uint8Array).toString()).toBe('hi');
  });
});
