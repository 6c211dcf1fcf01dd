/**
 * Reads at a past read time in read-only transactions (issue 44), as the Admin SDK makes them:
 * `runTransaction(fn, { readOnly: true, readTime })` sends each read with that read time.
 * Documents and queries read as they were then, also once the emulator no longer keeps the
 * versions superseded since; production's refusals of a read time in the future or more than an
 * hour old are reproduced.
 */
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { useConformance } from './support.js';

const c = useConformance('read-time');

afterEach(() => {
  c.emulator.engine.readTimeGraceMicros = 10 * 1e6;
});

/** Exists flags and `v` fields of documents read in a read-only transaction at `readTime`. */
function readAt(
  db: Firestore,
  readTime: Timestamp,
  refs: DocumentReference[],
): Promise<(number | null)[]> {
  return db.runTransaction(
    async (tx) => (await tx.getAll(...refs)).map((s) => (s.exists ? (s.get('v') as number) : null)),
    { readOnly: true, readTime },
  );
}

/** Ids a query over `coll` returns in a read-only transaction at `readTime`. */
function queryAt(db: Firestore, readTime: Timestamp, coll: string): Promise<string[]> {
  return db.runTransaction(
    async (tx) => (await tx.get(db.collection(coll).where('v', '>=', 0))).docs.map((d) => d.id),
    { readOnly: true, readTime },
  );
}

describe('a read-only transaction at a read time', () => {
  it('reads documents and queries as they were then', async () => {
    const a = c.admin.doc('Past/a');
    const b = c.admin.doc('Past/b');
    const t1 = (await a.set({ v: 1 })).writeTime;
    const t2 = (await b.set({ v: 2 })).writeTime;
    const t3 = (await a.update({ v: 3 })).writeTime;
    await b.delete();
    expect(await readAt(c.admin, t1, [a, b])).toEqual([1, null]);
    expect(await readAt(c.admin, t2, [a, b])).toEqual([1, 2]);
    expect(await readAt(c.admin, t3, [a, b])).toEqual([3, 2]);
    expect(await readAt(c.admin, Timestamp.now(), [a, b])).toEqual([3, null]);
    expect(await queryAt(c.admin, t1, 'Past')).toEqual(['a']);
    expect(await queryAt(c.admin, t2, 'Past')).toEqual(['a', 'b']);
    expect(await queryAt(c.admin, Timestamp.now(), 'Past')).toEqual(['a']);
  });

  it('reads what did not exist yet as absent, after superseded versions were discarded', async () => {
    // No grace: the emulator keeps no superseded version once a later commit passes it.
    c.emulator.engine.readTimeGraceMicros = 0;
    const before = Timestamp.fromMillis(Date.now() - 10 * 60_000);
    const a = c.admin.doc('Discarded/a');
    const gone = c.admin.doc('Discarded/gone');
    await a.set({ v: 1 });
    await gone.set({ v: 2 });
    await a.update({ v: 3 });
    await gone.delete();
    // Later commits discard the versions above (and the deleted document entirely).
    await c.admin.doc('Discarded/later').set({ v: 4 });
    await c.admin.doc('Discarded/later').set({ v: 5 });
    expect(await readAt(c.admin, before, [a, gone])).toEqual([null, null]);
    expect(await queryAt(c.admin, before, 'Discarded')).toEqual([]);
    expect(await readAt(c.admin, Timestamp.now(), [a, gone])).toEqual([3, null]);
  });

  it('refuses a read time in the future, and one more than an hour old', async () => {
    const a = c.admin.doc('Past/a');
    await expect(
      readAt(c.admin, Timestamp.fromMillis(Date.now() + 60_000), [a]),
    ).rejects.toMatchObject({
      code: 3,
      details: 'read_time cannot be in the future',
    });
    await expect(
      queryAt(c.admin, Timestamp.fromMillis(Date.now() + 60_000), 'Past'),
    ).rejects.toMatchObject({ code: 3, details: 'read_time cannot be in the future' });
    await expect(
      readAt(c.admin, Timestamp.fromMillis(Date.now() - 61 * 60_000), [a]),
    ).rejects.toMatchObject({ code: 9, details: 'The requested snapshot version is too old.' });
  });

  it('refuses the same when a transaction is begun at that read time', async () => {
    const begin = async (readTime: Date): Promise<unknown> => {
      const r = await fetch(
        `http://127.0.0.1:${c.emulator.port}/v1/projects/${c.projectId}/databases/(default)/documents:beginTransaction`,
        {
          method: 'POST',
          headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
          body: JSON.stringify({ options: { readOnly: { readTime: readTime.toISOString() } } }),
        },
      );
      return r.json();
    };
    expect(await begin(new Date(Date.now() + 60_000))).toMatchObject({
      error: { status: 'INVALID_ARGUMENT', message: 'read_time cannot be in the future' },
    });
    expect(await begin(new Date(Date.now() - 61 * 60_000))).toMatchObject({
      error: {
        status: 'FAILED_PRECONDITION',
        message: 'The requested snapshot version is too old.',
      },
    });
    expect(await begin(new Date(Date.now() - 1000))).toHaveProperty('transaction');
  });
});
