import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { Engine } from './engine.js';
import { fullName } from './paths.js';
import { ImportMissingError } from './persistence.js';
import { runQuery } from './query.js';

const DB = 'projects/p/databases/(default)';
const owner = { kind: 'owner' } as const;
const set = (rel: string, fields: Record<string, unknown>): Record<string, unknown> => ({
  update: { name: fullName(DB, rel), fields },
});

describe('engine', () => {
  it('commits atomically and keeps updateTime on a no-op write', async () => {
    const e = new Engine();
    const s = e.db(DB);
    const r1 = await e.commit(s, [set('c/a', { x: { integerValue: '1' } })], undefined, owner);
    const r2 = await e.commit(s, [set('c/a', { x: { integerValue: '1' } })], undefined, owner);
    expect(r2.results[0]!.updateTime).toBe(r1.results[0]!.updateTime);
    expect(r2.commitTime).toBeGreaterThan(r1.commitTime);
    await expect(
      e.commit(
        s,
        [
          set('c/b', {}),
          { update: { name: fullName(DB, 'c/a'), fields: {} }, currentDocument: { exists: false } },
        ],
        undefined,
        owner,
      ),
    ).rejects.toMatchObject({ code: 6 });
    expect(s.store.get('c/b')).toBeNull();
  });

  it('refuses reserved field names at every depth, but takes a vector', async () => {
    const e = new Engine();
    const s = e.db(DB);
    const str = (v: string) => ({ stringValue: v });
    const map = (fields: Record<string, unknown>) => ({ mapValue: { fields } });
    for (const name of ['__proto__', '__x__', '__type__']) {
      const nested = set('c/a', {
        m: map(JSON.parse(`{"${name}": {"stringValue": "v"}}`) as Record<string, unknown>),
      });
      await expect(e.commit(s, [nested], undefined, owner)).rejects.toMatchObject({
        code: 3,
        message: expect.stringContaining(`"${name}" is reserved`) as unknown,
      });
    }
    expect(s.store.get('c/a')).toBeNull();
    const vector = map({
      __type__: str('__vector__'),
      value: { arrayValue: { values: [{ doubleValue: 1 }, { doubleValue: 2 }] } },
    });
    await e.commit(
      s,
      [set('c/v', { embedding: vector, __x: str('ok'), y__: str('ok') })],
      undefined,
      owner,
    );
    expect(s.store.get('c/v')).not.toBeNull();
  });

  it('isolates projects and databases', async () => {
    const e = new Engine();
    await e.commit(e.db(DB), [set('c/a', {})], undefined, owner);
    expect(e.db('projects/q/databases/(default)').store.get('c/a')).toBeNull();
    expect(e.db('projects/p/databases/other').store.get('c/a')).toBeNull();
    e.clear('p');
    expect(e.db(DB).store.get('c/a')).toBeNull();
  });

  it('delivers commit events in order with before and after', async () => {
    const e = new Engine();
    const s = e.db(DB);
    const events: string[] = [];
    e.onCommit((ev) =>
      events.push(
        ev.changes.map((c) => `${c.path}:${c.before ? 'b' : '-'}${c.after ? 'a' : '-'}`).join(','),
      ),
    );
    await e.commit(s, [set('c/a', {})], undefined, owner);
    await e.commit(s, [set('c/a', { v: { booleanValue: true } })], undefined, owner);
    await e.commit(s, [{ delete: fullName(DB, 'c/a') }], undefined, owner);
    await e.commit(s, [{ delete: fullName(DB, 'c/none') }], undefined, owner);
    expect(events).toEqual(['c/a:-a', 'c/a:ba', 'c/a:b-']);
  });

  it('counts usage like billing', async () => {
    const e = new Engine();
    const s = e.db(DB);
    await e.commit(
      s,
      [set('c/a', {}), set('c/b', {}), { delete: fullName(DB, 'c/z') }],
      undefined,
      owner,
    );
    const q = e.compile(`${DB}/documents`, { from: [{ collectionId: 'empty' }] });
    await e.query(s, q, { at: undefined, tx: undefined, newTxId: undefined }, owner);
    const q2 = e.compile(`${DB}/documents`, { from: [{ collectionId: 'c' }] });
    await e.query(s, q2, { at: undefined, tx: undefined, newTxId: undefined }, owner);
    expect(e.usage('p')).toEqual({ reads: 3, writes: 2, deletes: 1 });
  });

  it('evaluates name-ordered limits without scanning everything and keeps ids sorted', async () => {
    const e = new Engine();
    const s = e.db(DB);
    const writes = [];
    for (let i = 0; i < 2000; i++)
      writes.push(
        set(`big/${String((i * 7919) % 2000).padStart(5, '0')}`, {
          i: { integerValue: String(i) },
        }),
      );
    await e.commit(s, writes, undefined, owner);
    const q = e.compile(`${DB}/documents`, {
      from: [{ collectionId: 'big' }],
      limit: { value: 3 },
    });
    expect(runQuery(s.store, q).docs.map((d) => d.rel)).toEqual([
      'big/00000',
      'big/00001',
      'big/00002',
    ]);
    await e.commit(
      s,
      [{ delete: fullName(DB, 'big/00001') }, set('big/00000x', {})],
      undefined,
      owner,
    );
    expect(runQuery(s.store, q).docs.map((d) => d.rel)).toEqual([
      'big/00000',
      'big/00000x',
      'big/00002',
    ]);
  });

  it('exports and imports', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fs-export-'));
    const e = new Engine();
    await e.commit(
      e.db(DB),
      [
        set('c/a', {
          b: { bytesValue: Buffer.from([1, 2]) },
          n: { doubleValue: NaN },
          z: { doubleValue: -0 },
        }),
      ],
      undefined,
      owner,
    );
    await e.exportTo(dir);
    const e2 = new Engine();
    await e2.importFrom(dir);
    const d = e2.db(DB).store.get('c/a')!;
    expect(d.fields.get('b')).toEqual({ k: 'bytes', v: Buffer.from([1, 2]) });
    expect(Number.isNaN((d.fields.get('n') as { v: number }).v)).toBe(true);
    expect(Object.is((d.fields.get('z') as { v: number }).v, -0)).toBe(true);
    expect(d.updateTime).toBe(e.db(DB).store.get('c/a')!.updateTime);
    // One document per line after the header, so no single string holds the whole database.
    const lines = (await readFile(join(dir, 'firestore_export', 'documents.jsonl'), 'utf8'))
      .trim()
      .split('\n');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toEqual({ format: 'deals-firestore-export', version: 2 });
    expect(JSON.parse(lines[1]!)).toMatchObject({ database: DB, path: 'c/a' });
  });

  it('imports an export in the earlier single-document format', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fs-export-v1-'));
    await mkdir(join(dir, 'firestore_export'));
    const documents = [
      { path: 'c/old', createTime: 5, updateTime: 7, fields: { t: { stringValue: 'kept' } } },
    ];
    await writeFile(
      join(dir, 'firestore_export', 'documents.json'),
      JSON.stringify({
        format: 'deals-firestore-export',
        version: 1,
        databases: [{ database: DB, documents }],
      }),
    );
    const e = new Engine();
    await e.importFrom(dir);
    const d = e.db(DB).store.get('c/old')!;
    expect(d.fields.get('t')).toEqual({ k: 'str', v: 'kept' });
    expect(d.updateTime).toBe(7);
  });

  it('refuses a data file that is not an export, and reports a missing one as a first start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fs-export-bad-'));
    await expect(new Engine().importFrom(dir)).rejects.toBeInstanceOf(ImportMissingError);
    await writeFile(join(dir, 'documents.jsonl'), '{"hello":1}\n');
    await expect(new Engine().importFrom(dir)).rejects.toThrow(
      'is not a deals-firestore-export file',
    );
  });

  it('expires idle transactions and releases their locks', async () => {
    vi.useFakeTimers();
    try {
      const e = new Engine();
      const s = e.db(DB);
      await e.commit(s, [set('c/a', {})], undefined, owner);
      const plan = (tx: ReturnType<Engine['beginTx']>) => ({
        at: undefined,
        tx,
        newTxId: undefined,
      });
      const t1 = e.beginTx(s, {});
      await e.getDocs(s, ['c/a'], plan(t1), owner);
      // A younger transaction reads it too (read locks are shared), but its commit waits for
      // t1's lock, and gives up after a while with ABORTED (the SDK retries it)...
      const t2 = e.beginTx(s, {});
      await e.getDocs(s, ['c/a'], plan(t2), owner);
      const first = e
        .commit(s, [set('c/a', {})], Buffer.from(t2.id, 'base64'), owner)
        .catch((err: unknown) => err);
      await vi.advanceTimersByTimeAsync(21_000);
      expect(await first).toMatchObject({ code: 10 });
      // ...and once the holder has been idle past the expiry, its locks are released.
      await vi.advanceTimersByTimeAsync(45_000);
      const t3 = e.beginTx(s, {});
      await e.getDocs(s, ['c/a'], plan(t3), owner);
      await expect(
        e.commit(s, [set('c/a', {})], Buffer.from(t1.id, 'base64'), owner),
      ).rejects.toMatchObject({ code: 10 });
      await e.commit(
        s,
        [set('c/a', { v: { integerValue: '1' } })],
        Buffer.from(t3.id, 'base64'),
        owner,
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
