import { describe, expect, it } from 'vitest';
import { AggregateField, FieldPath, Filter, type Query } from 'firebase-admin/firestore';
import * as web from 'firebase/firestore';
import { useConformance } from './support.js';

const ids = async (q: Query): Promise<string[]> => (await q.get()).docs.map((d) => d.id);

const c = useConformance('queries', async () => {
  const b = c.admin.batch();
  const put = (id: string, data: Record<string, unknown>): void =>
    void b.set(c.admin.doc(`q/${id}`), data);
  put('a', { n: 1, s: 'a', tags: ['x', 'y'], grp: 'g1' });
  put('b', { n: 2, s: 'b', tags: ['y'], grp: 'g1' });
  put('c', { n: 3.5, s: 'c', tags: [], grp: 'g2', nul: null });
  put('d', { n: NaN, s: 'd', grp: 'g2' });
  put('e', { s: 'e', grp: 'g3' });
  put('f', { n: '10', s: 'f' });
  put('g', { n: null, s: 'g' });
  for (let i = 0; i < 25; i++)
    put(`page-src/${String(i).padStart(2, '0')}`.replace('page-src/', 'p'), { page: i, s: 'zz' });
  await b.commit();
  const g = c.admin.batch();
  g.set(c.admin.doc('groups/one/items/i1'), { v: 1 });
  g.set(c.admin.doc('groups/two/items/i2'), { v: 2 });
  g.set(c.admin.doc('groups/two/sub/x/items/i3'), { v: 3 });
  g.set(c.admin.doc('other/x/items/i4'), { v: 4 });
  g.set(c.admin.doc('groups/one/notitems/n1'), { v: 5 });
  g.set(c.admin.doc('nums/i1'), { x: 1 });
  g.set(c.admin.doc('nums/i2'), { x: 2 });
  g.set(c.admin.doc('nums/d'), { x: 2.5 });
  g.set(c.admin.doc('nums/str'), { x: 'not a number' });
  g.set(c.admin.doc('nums/none'), { y: 1 });
  await g.commit();
});

const coll = (): Query => c.admin.collection('q').where('s', '<', 'p');

describe('field filters', () => {
  it('== and range operators only match values of the same type, never NaN', async () => {
    expect(await ids(coll().where('n', '==', 2))).toEqual(['b']);
    expect(await ids(coll().where('n', '<', 3))).toEqual(['a', 'b']);
    expect(await ids(coll().where('n', '>=', 2))).toEqual(['b', 'c']);
    expect(await ids(coll().where('n', '>', 'a'))).toEqual([]);
    expect(await ids(coll().where('n', '>=', '1'))).toEqual(['f']);
  });

  it('!= excludes missing and null fields and orders by the field implicitly', async () => {
    expect(await ids(c.admin.collection('q').where('n', '!=', 2))).toEqual(['d', 'a', 'c', 'f']);
    expect(await ids(c.admin.collection('q').where('n', '!=', null))).toEqual([
      'd',
      'a',
      'b',
      'c',
      'f',
    ]);
  });

  it('in, not-in, array-contains, array-contains-any', async () => {
    expect(await ids(coll().where('n', 'in', [1, 3.5, 'zzz']))).toEqual(['a', 'c']);
    expect(await ids(c.admin.collection('q').where('n', 'not-in', [1, 2]))).toEqual([
      'd',
      'c',
      'f',
    ]);
    expect(await ids(coll().where('tags', 'array-contains', 'y'))).toEqual(['a', 'b']);
    expect(await ids(coll().where('tags', 'array-contains-any', ['x', 'zzz']))).toEqual(['a']);
  });

  it('null and NaN equality become IS_NULL / IS_NAN', async () => {
    expect(await ids(c.admin.collection('q').where('n', '==', null))).toEqual(['g']);
    expect(await ids(c.admin.collection('q').where('nul', '==', null))).toEqual(['c']);
    expect(await ids(c.admin.collection('q').where('n', '==', NaN))).toEqual(['d']);
  });

  it('composite OR and AND filters', async () => {
    expect(
      await ids(
        c.admin
          .collection('q')
          .where(Filter.or(Filter.where('n', '==', 1), Filter.where('s', '==', 'e'))),
      ),
    ).toEqual(['a', 'e']);
    expect(
      await ids(
        c.admin
          .collection('q')
          .where(
            Filter.and(
              Filter.where('grp', 'in', ['g1', 'g2']),
              Filter.or(Filter.where('n', '==', 2), Filter.where('tags', '==', [])),
            ),
          ),
      ),
    ).toEqual(['b', 'c']);
  });

  it('document id filters', async () => {
    expect(
      await ids(
        coll().where(FieldPath.documentId(), '>=', 'c').where(FieldPath.documentId(), '<', 'e'),
      ),
    ).toEqual(['c', 'd']);
    expect(
      await ids(c.admin.collection('q').where(FieldPath.documentId(), 'in', ['g', 'a', 'missing'])),
    ).toEqual(['a', 'g']);
  });
});

describe('ordering', () => {
  it('orders across types: null < NaN < numbers < strings, skipping documents without the field', async () => {
    expect(await ids(coll().orderBy('n'))).toEqual(['g', 'd', 'a', 'b', 'c', 'f']);
    expect(await ids(coll().orderBy('n', 'desc'))).toEqual(['f', 'c', 'b', 'a', 'd', 'g']);
  });

  it('ties break by document name in the direction of the last ordering', async () => {
    expect(await ids(coll().orderBy('grp'))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await ids(coll().orderBy('grp', 'desc'))).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(await ids(coll().orderBy(FieldPath.documentId(), 'desc').limit(3))).toEqual([
      'g',
      'f',
      'e',
    ]);
  });

  it('inequalities on several fields order by those fields implicitly', async () => {
    expect(await ids(c.admin.collection('q').where('grp', '>', 'g0').where('s', '<', 'e'))).toEqual(
      ['a', 'b', 'c', 'd'],
    );
    expect(
      await ids(
        c.admin.collection('q').where('s', '>', 'a').where('grp', '<', 'g3').orderBy('grp', 'desc'),
      ),
    ).toEqual(['d', 'c', 'b']);
  });
});

describe('cursors, offset and limits', () => {
  it('startAt / startAfter / endAt / endBefore on values', async () => {
    expect(await ids(coll().orderBy('s').startAt('b').endBefore('e'))).toEqual(['b', 'c', 'd']);
    expect(await ids(coll().orderBy('s').startAfter('b').endAt('d'))).toEqual(['c', 'd']);
    expect(await ids(coll().orderBy('grp').orderBy('s', 'desc').startAt('g2', 'c'))).toEqual([
      'c',
      'e',
    ]);
  });

  it('cursors from a document snapshot include the name tie-break', async () => {
    const snapB = await c.admin.doc('q/b').get();
    expect(await ids(coll().orderBy('grp').startAfter(snapB))).toEqual(['c', 'd', 'e']);
    expect(await ids(coll().orderBy('grp').endBefore(snapB))).toEqual(['a']);
  });

  it('offset and limit', async () => {
    expect(await ids(coll().orderBy('s').offset(2).limit(2))).toEqual(['c', 'd']);
  });

  it('limitToLast returns the last documents in query order', async () => {
    expect(await ids(coll().orderBy('s').limitToLast(2))).toEqual(['f', 'g']);
    expect(await ids(coll().orderBy('s').endBefore('g').limitToLast(2))).toEqual(['e', 'f']);
  });

  it('pages through a collection with startAfter', async () => {
    const seen: string[] = [];
    let q = c.admin.collection('q').where('s', '==', 'zz').orderBy('page').limit(10);
    for (;;) {
      const snap = await q.get();
      seen.push(...snap.docs.map((d) => d.id));
      if (snap.size < 10) break;
      q = c.admin
        .collection('q')
        .where('s', '==', 'zz')
        .orderBy('page')
        .startAfter(snap.docs[snap.size - 1]!)
        .limit(10);
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `p${String(i).padStart(2, '0')}`));
  });
});

describe('projections and collection groups', () => {
  it('select returns only the chosen fields', async () => {
    const snap = await coll().select('s').where('n', '==', 1).get();
    expect(snap.docs[0]!.data()).toEqual({ s: 'a' });
    const none = await coll().select().where('n', '==', 1).get();
    expect(none.docs[0]!.data()).toEqual({});
  });

  it('collection group queries find every collection with the id, at any depth', async () => {
    const all = await c.admin.collectionGroup('items').orderBy('v').get();
    expect(all.docs.map((d) => d.ref.path)).toEqual([
      'groups/one/items/i1',
      'groups/two/items/i2',
      'groups/two/sub/x/items/i3',
      'other/x/items/i4',
    ]);
    const filtered = await c.admin
      .collectionGroup('items')
      .where('v', '>=', 2)
      .where('v', '<', 4)
      .get();
    expect(filtered.docs.map((d) => d.id)).toEqual(['i2', 'i3']);
    const byName = await c.admin.collectionGroup('items').get();
    expect(byName.docs.map((d) => d.ref.path)).toEqual([
      'groups/one/items/i1',
      'groups/two/items/i2',
      'groups/two/sub/x/items/i3',
      'other/x/items/i4',
    ]);
  });

  it('subcollection queries stay within their parent', async () => {
    expect((await c.admin.collection('groups/two/items').get()).docs.map((d) => d.id)).toEqual([
      'i2',
    ]);
  });
});

describe('aggregations', () => {
  it('count, sum and avg through firebase-admin', async () => {
    const nums = c.admin.collection('nums');
    expect((await nums.count().get()).data().count).toBe(5);
    const agg = await nums
      .aggregate({
        total: AggregateField.sum('x'),
        mean: AggregateField.average('x'),
        n: AggregateField.count(),
      })
      .get();
    expect(agg.data()).toEqual({ total: 5.5, mean: 5.5 / 3, n: 5 });
    const ints = await nums
      .where('x', '<', 2.5)
      .aggregate({ total: AggregateField.sum('x'), mean: AggregateField.average('x') })
      .get();
    expect(ints.data()).toEqual({ total: 3, mean: 1.5 });
    const none = await nums
      .where('x', '>', 100)
      .aggregate({
        total: AggregateField.sum('x'),
        mean: AggregateField.average('x'),
        n: AggregateField.count(),
      })
      .get();
    expect(none.data()).toEqual({ total: 0, mean: null, n: 0 });
    expect((await nums.orderBy('x').limit(2).count().get()).data().count).toBe(2);
  });

  it('count, sum and avg through the web SDK', async () => {
    const nums = web.collection(c.web, 'nums');
    expect((await web.getCountFromServer(nums)).data().count).toBe(5);
    const agg = await web.getAggregateFromServer(web.query(nums, web.where('x', '>=', 2)), {
      total: web.sum('x'),
      mean: web.average('x'),
    });
    expect(agg.data()).toEqual({ total: 4.5, mean: 2.25 });
  });
});

describe('queries through the web SDK', () => {
  it('filters, orders, cursors and limitToLast', async () => {
    const q = web.collection(c.web, 'q');
    const get = async (...cs: web.QueryConstraint[]): Promise<string[]> =>
      (await web.getDocsFromServer(web.query(q, ...cs))).docs.map((d) => d.id);
    expect(await get(web.where('n', '<', 3))).toEqual(['a', 'b']);
    expect(await get(web.where('n', '!=', 2))).toEqual(['d', 'a', 'c', 'f']);
    expect(await get(web.where('s', '<', 'p'), web.orderBy('s'), web.limitToLast(2))).toEqual([
      'f',
      'g',
    ]);
    expect(
      await get(web.where('s', '<', 'p'), web.orderBy('s'), web.startAfter('b'), web.endAt('d')),
    ).toEqual(['c', 'd']);
    const or = await web.getDocsFromServer(
      web.query(q, web.or(web.where('n', '==', 1), web.where('s', '==', 'e'))),
    );
    expect(or.docs.map((d) => d.id)).toEqual(['a', 'e']);
    const cg = await web.getDocsFromServer(
      web.query(web.collectionGroup(c.web, 'items'), web.where('v', '>', 1)),
    );
    expect(cg.docs.map((d) => d.id)).toEqual(['i2', 'i3', 'i4']);
  });
});
