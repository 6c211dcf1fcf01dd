import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as grpc from '@grpc/grpc-js';
import { firestoreProtoRoot, firestoreServiceDefinition } from './grpc-server.js';
import { startFirestoreEmulator, type FirestoreEmulator } from './server.js';

const DB = 'projects/demo-grpc/databases/(default)';
const doc = (rel: string): string => `${DB}/documents/${rel}`;
type Client = grpc.Client & Record<string, (...args: unknown[]) => unknown>;

let emu: FirestoreEmulator;
let client: Client;
const md = (): grpc.Metadata => {
  const m = new grpc.Metadata();
  m.set('authorization', 'Bearer owner');
  return m;
};

function unary(method: string, req: unknown): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    (
      client[method] as (
        r: unknown,
        m: grpc.Metadata,
        cb: (e: grpc.ServiceError | null, r: unknown) => void,
      ) => void
    )(req, md(), (e, r) => (e ? reject(e) : resolve(r as Record<string, unknown>)));
  });
}

function stream(method: string, req: unknown): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    const out: Record<string, unknown>[] = [];
    const call = (
      client[method] as (r: unknown, m: grpc.Metadata) => grpc.ClientReadableStream<unknown>
    )(req, md());
    call.on('data', (d) => out.push(d as Record<string, unknown>));
    call.on('error', reject);
    call.on('end', () => resolve(out));
  });
}

/** A bidirectional stream: `got` collects the responses in order, `error` the stream's failure. */
function duplex(method: 'Listen' | 'Write') {
  const call = (
    client[method] as (
      m: grpc.Metadata,
    ) => grpc.ClientDuplexStream<unknown, Record<string, unknown>>
  )(md());
  const opened = {
    call,
    got: [] as Record<string, unknown>[],
    error: undefined as grpc.ServiceError | undefined,
  };
  call.on('data', (d: Record<string, unknown>) => opened.got.push(d));
  call.on('error', (e: grpc.ServiceError) => {
    opened.error = e;
  });
  return opened;
}

beforeAll(async () => {
  emu = await startFirestoreEmulator({ port: 0 });
  const Ctor = grpc.makeGenericClientConstructor(firestoreServiceDefinition(), 'Firestore');
  client = new Ctor(
    `127.0.0.1:${emu.port}`,
    grpc.credentials.createInsecure(),
  ) as unknown as Client;
});
afterAll(async () => {
  client.close();
  await emu.stop();
});

const set = (rel: string, fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  update: { name: doc(rel), fields },
});

/** Commits `writes` to the test database, in `transaction` when given. */
const commit = (writes: unknown[], transaction?: unknown) =>
  unary('Commit', { database: DB, writes, ...(transaction === undefined ? {} : { transaction }) });

/** Runs a query over the test database's documents. */
const runQuery = (structuredQuery: unknown) =>
  stream('RunQuery', { parent: `${DB}/documents`, structuredQuery });

describe('gRPC service definition', () => {
  it('lists every method of google.firestore.v1.Firestore with its streaming kind', () => {
    const svc = firestoreProtoRoot().lookupService('google.firestore.v1.Firestore');
    const fromProto = Object.values(svc.methods)
      .map((m) => [m.name, m.requestStream === true, m.responseStream === true])
      .sort();
    const ours = Object.entries(firestoreServiceDefinition())
      .map(([name, m]) => [name, m.requestStream, m.responseStream])
      .sort();
    expect(ours).toEqual(fromProto);
  });
});

describe('gRPC errors', () => {
  it('maps bad input to Firestore codes with clear messages', async () => {
    await expect(unary('GetDocument', { name: 'garbage' })).rejects.toMatchObject({ code: 3 });
    await expect(unary('GetDocument', { name: doc('c/missing') })).rejects.toMatchObject({
      code: 5,
      details: expect.stringContaining('not found') as unknown,
    });
    await expect(unary('GetDocument', { name: doc('c') })).rejects.toMatchObject({
      code: 3,
      details: expect.stringContaining('odd number') as unknown,
    });
    await expect(commit([{}])).rejects.toMatchObject({
      code: 3,
    });
    await expect(commit([set('c/a')], Buffer.from('nope'))).rejects.toMatchObject({ code: 3 });
    await commit([set('c/a', { v: { integerValue: '1' } })]);
    await expect(
      commit([{ ...set('c/a'), currentDocument: { exists: false } }]),
    ).rejects.toMatchObject({ code: 6 });
    await expect(
      commit([{ ...set('c/b'), currentDocument: { exists: true } }]),
    ).rejects.toMatchObject({ code: 5 });
    await expect(
      commit([{ ...set('c/a'), currentDocument: { updateTime: { seconds: 1, nanos: 0 } } }]),
    ).rejects.toMatchObject({ code: 9 });
    await expect(
      commit([set('c/a', { x: { arrayValue: { values: [{ arrayValue: {} }] } } })]),
    ).rejects.toMatchObject({ code: 3 });
    await expect(
      commit([{ update: { name: 'projects/other/databases/(default)/documents/c/a' } }]),
    ).rejects.toMatchObject({ code: 3 });
    await expect(
      runQuery({ from: [{ collectionId: 'a' }, { collectionId: 'b' }] }),
    ).rejects.toMatchObject({ code: 3 });
    await expect(
      runQuery({
        from: [{ collectionId: 'c' }],
        where: {
          fieldFilter: { field: { fieldPath: 'v' }, op: 'IN', value: { integerValue: '1' } },
        },
      }),
    ).rejects.toMatchObject({ code: 3 });
    await expect(
      runQuery({ from: [{ collectionId: 'c' }], orderBy: [{ field: { fieldPath: 'a..b' } }] }),
    ).rejects.toMatchObject({ code: 3 });
    // Still serving.
    const got = await unary('GetDocument', { name: doc('c/a') });
    expect(got.name).toBe(doc('c/a'));
  });

  it('survives garbage bytes on the port', async () => {
    await new Promise<void>((resolve) => {
      const s = connect(emu.port, '127.0.0.1', () => {
        s.write(
          Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n\x00\x00\x04\xff\xff\xff\xff\xffgarbage'),
        );
        setTimeout(() => {
          s.destroy();
          resolve();
        }, 100);
      });
      s.on('error', () => resolve());
    });
    expect((await unary('GetDocument', { name: doc('c/a') })).name).toBe(doc('c/a'));
  });

  it('holds a plain write until the transaction that read its document ends, and rejects writes in read-only ones', async () => {
    const { transaction } = await unary('BeginTransaction', { database: DB });
    const read = await stream('BatchGetDocuments', {
      database: DB,
      documents: [doc('c/a')],
      transaction,
    });
    expect(read[0]!.found).toBeTruthy();
    // Pessimistic, as production: the plain write waits for the transaction's read lock.
    let plainDone = false;
    const plain = commit([set('c/a', { v: { integerValue: '2' } })]).then(() => (plainDone = true));
    await new Promise((r) => setTimeout(r, 200));
    expect(plainDone).toBe(false);
    await commit([set('c/a', { v: { integerValue: '3' } })], transaction);
    await plain;
    const after = (await unary('GetDocument', { name: doc('c/a') })) as {
      fields: Record<string, { integerValue?: string }>;
    };
    expect(after.fields.v?.integerValue).toBe('2');
    const ro = await unary('BeginTransaction', { database: DB, options: { readOnly: {} } });
    await expect(commit([set('c/a')], ro.transaction)).rejects.toMatchObject({ code: 3 });
    const rolled = await unary('BeginTransaction', { database: DB });
    await unary('Rollback', { database: DB, transaction: rolled.transaction });
    await expect(commit([], rolled.transaction)).rejects.toMatchObject({ code: 10 });
  });

  it('lazily begins a transaction from a read and returns its id first', async () => {
    const res = await stream('BatchGetDocuments', {
      database: DB,
      documents: [doc('c/a'), doc('c/none')],
      newTransaction: { readWrite: {} },
    });
    expect(Buffer.isBuffer(res[0]!.transaction)).toBe(true);
    expect(res[0]!.found).toBeTruthy();
    expect(res[1]!.missing).toBe(doc('c/none'));
    await commit([set('c/tx', {})], res[0]!.transaction);
  });
});

describe('gRPC streams', () => {
  it('Listen acks each add and remove exactly once and reports bad targets with a cause', async () => {
    const { call, got } = duplex('Listen');
    call.write({
      database: DB,
      addTarget: { targetId: 2, documents: { documents: [doc('c/a')] } },
    });
    call.write({
      database: DB,
      addTarget: {
        targetId: 4,
        query: { parent: `${DB}/documents`, structuredQuery: { from: [] } },
      },
    });
    call.write({ database: DB, removeTarget: 2 });
    await new Promise((r) => setTimeout(r, 300));
    call.end();
    const tc = got
      .filter((m) => m.targetChange)
      .map((m) => m.targetChange as Record<string, unknown>);
    const kinds = tc.map(
      (t) =>
        `${typeof t.targetChangeType === 'string' ? t.targetChangeType : 'NO_CHANGE'}:${(t.targetIds as number[] | undefined)?.join() ?? ''}`,
    );
    expect(kinds).toEqual(['ADD:2', 'CURRENT:2', 'NO_CHANGE:', 'REMOVE:4', 'REMOVE:2']);
    expect((tc[3]!.cause as Record<string, unknown>).code).toBe(3);
    expect(got.filter((m) => m.documentChange)).toHaveLength(1);
  });

  it('Write handshakes with a non-empty token and answers each batch in order', async () => {
    const write = duplex('Write');
    const { call, got } = write;
    call.write({ database: DB });
    await new Promise((r) => setTimeout(r, 100));
    expect((got[0]!.streamToken as Buffer).length).toBeGreaterThan(0);
    call.write({ streamToken: got[0]!.streamToken, writes: [set('w/1')] });
    call.write({ streamToken: got[0]!.streamToken, writes: [set('w/2'), { delete: doc('w/1') }] });
    await new Promise((r) => setTimeout(r, 200));
    expect(got).toHaveLength(3);
    expect((got[2]!.writeResults as unknown[]).length).toBe(2);
    expect(got[2]!.commitTime).toBeTruthy();
    call.write({
      streamToken: got[2]!.streamToken,
      writes: [{ ...set('w/2'), currentDocument: { exists: false } }],
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(write.error?.code).toBe(6);
  });
});
