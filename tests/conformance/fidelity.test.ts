/**
 * Behaviour the emulator shares with production Firestore (issue 21, "Fidelity"): queries
 * production rejects are rejected with the same code, and query responses carry a read time.
 */
import { Filter } from 'firebase-admin/firestore';
import * as web from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { existingAfterRecursiveDelete, useConformance } from './support.js';

let db: string;
const c = useConformance('fidelity', () => {
  db = `projects/${c.projectId}/databases/(default)`;
});

describe('queries production rejects', () => {
  it('two array-contains filters in one disjunction are INVALID_ARGUMENT; one per OR branch is fine', async () => {
    await c.admin.doc('Tags/a').set({ x: [1], y: [2] });
    const col = c.admin.collection('Tags');
    await expect(
      col.where('x', 'array-contains', 1).where('y', 'array-contains', 2).get(),
    ).rejects.toMatchObject({ code: 3 });
    await expect(
      col
        .where(
          Filter.and(
            Filter.where('x', 'array-contains', 1),
            Filter.where('x', 'array-contains', 1),
          ),
        )
        .get(),
    ).rejects.toMatchObject({ code: 3 });
    const either = await col
      .where(
        Filter.or(Filter.where('x', 'array-contains', 1), Filter.where('y', 'array-contains', 3)),
      )
      .get();
    expect(either.docs.map((d) => d.id)).toEqual(['a']);
  });

  it('array-contains with array-contains-any is refused too: one array membership filter per disjunction', async () => {
    await c.admin.doc('Tags/b').set({ x: [1], y: [2] });
    const col = c.admin.collection('Tags');
    await expect(
      col.where('x', 'array-contains', 1).where('y', 'array-contains-any', [2]).get(),
    ).rejects.toMatchObject({
      code: 3,
      details: "A maximum of 1 'ARRAY_CONTAINS' filter is allowed per disjunction.",
    });
    // With an inequality as well, as the peer suite's standard-edition case has it.
    await expect(
      col
        .where('x', 'array-contains', 1)
        .where('y', 'array-contains-any', [2])
        .where('z', '>', 0)
        .count()
        .get(),
    ).rejects.toMatchObject({ code: 3 });
    const apart = await col
      .where(
        Filter.or(
          Filter.where('x', 'array-contains', 1),
          Filter.where('y', 'array-contains-any', [2]),
        ),
      )
      .get();
    expect(apart.size).toBeGreaterThan(0);
  });

  it('reach the Admin SDK at once, not after its stream retries', async () => {
    const t0 = Date.now();
    await expect(
      c.admin
        .collection('Tags')
        .where(
          'x',
          'in',
          Array.from({ length: 31 }, (_, i) => i),
        )
        .get(),
    ).rejects.toMatchObject({ code: 3 });
    // A trailers-only failure made google-gax retry twice with backoff (about 7 s).
    expect(Date.now() - t0).toBeLessThan(1_500);
  });

  describe('a query over all descendants without a collection id', () => {
    /** runQuery / runAggregationQuery as the owner over REST, on the parent Root/r. */
    async function run(
      verb: 'runQuery' | 'runAggregationQuery',
      body: Record<string, unknown>,
    ): Promise<{ status: number; json: unknown }> {
      const r = await fetch(
        `http://127.0.0.1:${c.emulator.port}/v1/${db}/documents/Root/r:${verb}`,
        {
          method: 'POST',
          headers: { Authorization: 'Bearer owner', 'Content-Type': 'text/plain' },
          body: JSON.stringify(body),
        },
      );
      return { status: r.status, json: await r.json() };
    }
    const kindless = (extra: Record<string, unknown>) => ({
      structuredQuery: { from: [{ allDescendants: true }], ...extra },
    });
    const nameAt = (rel: string) => ({ referenceValue: `${db}/documents/${rel}` });

    it('may only filter and order by document name, ascending, and can count', async () => {
      await c.admin.doc('Root/r/A/1').set({ n: 1 });
      await c.admin.doc('Root/r/B/2/C/3').set({ n: 2 });
      const ok = await run(
        'runQuery',
        kindless({
          where: {
            fieldFilter: {
              field: { fieldPath: '__name__' },
              op: 'GREATER_THAN_OR_EQUAL',
              value: nameAt('Root/r/A/1'),
            },
          },
          orderBy: [{ field: { fieldPath: '__name__' }, direction: 'ASCENDING' }],
        }),
      );
      expect(ok.json).not.toHaveProperty('error');
      expect(ok.status).toBe(200);
      expect((ok.json as { document?: { name: string } }[]).map((x) => x.document?.name)).toEqual([
        `${db}/documents/Root/r/A/1`,
        `${db}/documents/Root/r/B/2/C/3`,
      ]);
      const refused = [
        kindless({
          where: {
            fieldFilter: { field: { fieldPath: 'n' }, op: 'EQUAL', value: { integerValue: '1' } },
          },
        }),
        kindless({ where: { unaryFilter: { field: { fieldPath: 'n' }, op: 'IS_NULL' } } }),
        kindless({ orderBy: [{ field: { fieldPath: 'n' }, direction: 'ASCENDING' }] }),
        kindless({ orderBy: [{ field: { fieldPath: '__name__' }, direction: 'DESCENDING' }] }),
      ];
      for (const body of refused) {
        const r = await run('runQuery', body);
        expect(r.status).toBe(400);
        expect(r.json).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
      }
      // Production counts them (tests/conformance/descendants.test.ts has the rest).
      const agg = await run('runAggregationQuery', {
        structuredAggregationQuery: {
          aggregations: [{ alias: 'n', count: {} }],
          structuredQuery: { from: [{ allDescendants: true }] },
        },
      });
      expect(agg.json).toMatchObject([
        { result: { aggregateFields: { n: { integerValue: '2' } } } },
      ]);
    });

    it('is what recursiveDelete sends, which keeps working', async () => {
      const tree = ['Gone/g', 'Gone/g/Sub/s', 'Gone/g/Sub/s/Deeper/d'] as const;
      expect(await existingAfterRecursiveDelete(c.admin, tree)).toEqual([false, false, false]);
    });
  });
});

describe('document references order as in production', () => {
  // Numeric ids (`__id<n>__`) first, by number; then other ids by their UTF-8 bytes.
  const expected = ['__id-3__', '__id9__', '__id10__', 'B', '___', '____', 'a'];

  it('in name order, both directions, with limits, cursors and across collections', async () => {
    const batch = c.admin.batch();
    for (const id of ['a', '__id10__', '____', 'B', '__id9__', '___', '__id-3__']) {
      batch.set(c.admin.doc(`Ids/${id}`), { id, same: 1 });
      batch.set(c.admin.doc(`Other/x/Ids/${id}`), { id, same: 1 });
    }
    await batch.commit();
    const col = c.admin.collection('Ids');
    const ids = (s: { docs: { id: string }[] }) => s.docs.map((d) => d.id);
    expect(ids(await col.get())).toEqual(expected);
    expect(ids(await col.orderBy('__name__', 'desc').get())).toEqual([...expected].reverse());
    expect(ids(await col.orderBy('__name__').limit(2).get())).toEqual(expected.slice(0, 2));
    expect(ids(await col.orderBy('__name__').startAfter('__id9__').limit(2).get())).toEqual([
      '__id10__',
      'B',
    ]);
    expect(ids(await col.where('__name__', '<', c.admin.doc('Ids/B')).get())).toEqual([
      '__id-3__',
      '__id9__',
      '__id10__',
    ]);
    // Ordered by a field first, ties break by name: segment by segment, ids as above.
    const group = await c.admin.collectionGroup('Ids').orderBy('same').get();
    expect(group.docs.map((d) => d.ref.path)).toEqual([
      ...expected.map((id) => `Ids/${id}`),
      ...expected.map((id) => `Other/x/Ids/${id}`),
    ]);
    // References as field values order the same way.
    await c.admin.doc('Refs/1').set({ r: c.admin.doc('Ids/a') });
    await c.admin.doc('Refs/2').set({ r: c.admin.doc('Ids/__id10__') });
    await c.admin.doc('Refs/3').set({ r: c.admin.doc('Ids/__id9__') });
    expect(ids(await c.admin.collection('Refs').orderBy('r').get())).toEqual(['3', '2', '1']);
    // The web SDK sees the server's order.
    const w = await web.getDocs(web.query(web.collection(c.web, 'Ids'), web.limit(3)));
    expect(w.docs.map((d) => d.id)).toEqual(expected.slice(0, 3));
  });

  it('accepts ids like ___ and ____ and still reserves __x__', async () => {
    await c.admin.doc('Ids/____').set({ ok: true });
    expect((await c.admin.doc('Ids/____').get()).exists).toBe(true);
    await expect(c.admin.doc('Ids/__x__').set({ ok: true })).rejects.toMatchObject({ code: 3 });
  });
});

describe('read times', () => {
  it('every query result carries a read time, also when it is empty', async () => {
    const q = c.admin.collection('Nothing').where('x', '==', 1);
    const before = Date.now();
    const plain = await q.get();
    expect(plain.empty).toBe(true);
    expect(plain.readTime.toMillis()).toBeGreaterThanOrEqual(before - 1_000);
    const inTx = await c.admin.runTransaction(async (tx) => (await tx.get(q)).readTime);
    expect(inTx.toMillis()).toBeGreaterThanOrEqual(before - 1_000);
    const group = await c.admin.collectionGroup('Nothing').get();
    expect(group.readTime.toMillis()).toBeGreaterThanOrEqual(before - 1_000);
    const count = await c.admin.collection('Nothing').count().get();
    expect(count.readTime.toMillis()).toBeGreaterThanOrEqual(before - 1_000);
    const webEmpty = await web.getDocs(web.query(web.collection(c.web, 'Nothing')));
    expect(webEmpty.empty).toBe(true);
    expect(webEmpty.metadata.fromCache).toBe(false);
  });
});
