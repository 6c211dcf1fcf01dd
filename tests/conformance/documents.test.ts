import { describe, expect, it } from 'vitest';
import { FieldPath, FieldValue, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import * as web from 'firebase/firestore';
import { existingAfterRecursiveDelete, useConformance } from './support.js';

const c = useConformance('documents', async () => {});

describe('documents through firebase-admin', () => {
  it('set, get, overwrite and delete', async () => {
    const ref = c.admin.doc('docs/a');
    const w1 = await ref.set({ name: 'A', n: 1, nested: { x: true } });
    const s1 = await ref.get();
    expect(s1.exists).toBe(true);
    expect(s1.data()).toEqual({ name: 'A', n: 1, nested: { x: true } });
    expect(s1.createTime!.isEqual(w1.writeTime)).toBe(true);
    expect(s1.updateTime!.isEqual(w1.writeTime)).toBe(true);
    await ref.set({ other: 2 });
    const s2 = await ref.get();
    expect(s2.data()).toEqual({ other: 2 });
    expect(s2.createTime!.isEqual(s1.createTime!)).toBe(true);
    expect(s2.updateTime!.toMillis()).toBeGreaterThanOrEqual(s1.updateTime!.toMillis());
    expect(s2.updateTime!.isEqual(s1.updateTime!)).toBe(false);
    await ref.delete();
    const s3 = await ref.get();
    expect(s3.exists).toBe(false);
    expect(s3.data()).toBeUndefined();
  });

  it('a write that changes nothing keeps updateTime', async () => {
    const ref = c.admin.doc('docs/noop');
    await ref.set({ a: 1, b: 'x' });
    const before = await ref.get();
    const res = await ref.set({ a: 1, b: 'x' });
    const after = await ref.get();
    expect(after.updateTime!.isEqual(before.updateTime!)).toBe(true);
    expect(res.writeTime.isEqual(before.updateTime!)).toBe(true);
    await ref.update({ a: 1 });
    expect((await ref.get()).updateTime!.isEqual(before.updateTime!)).toBe(true);
    // Integer 1 and double 1.5 differ, so this one moves updateTime.
    await ref.update({ a: 1.5 });
    expect((await ref.get()).updateTime!.isEqual(before.updateTime!)).toBe(false);
  });

  it('create fails with ALREADY_EXISTS on an existing document', async () => {
    const ref = c.admin.doc('docs/create');
    await ref.create({ v: 1 });
    await expect(ref.create({ v: 2 })).rejects.toMatchObject({ code: 6 });
    expect((await ref.get()).data()).toEqual({ v: 1 });
  });

  it('update fails with NOT_FOUND on a missing document', async () => {
    await expect(c.admin.doc('docs/missing-update').update({ v: 1 })).rejects.toMatchObject({
      code: 5,
    });
    expect((await c.admin.doc('docs/missing-update').get()).exists).toBe(false);
  });

  it('update merges nested fields, deletes with FieldValue.delete and honours dotted paths', async () => {
    const ref = c.admin.doc('docs/update');
    await ref.set({ a: { b: 1, c: 2 }, d: 3, keep: true });
    await ref.update({ 'a.b': 10, d: FieldValue.delete(), e: { f: 1 } });
    expect((await ref.get()).data()).toEqual({ a: { b: 10, c: 2 }, keep: true, e: { f: 1 } });
    await ref.update(new FieldPath('odd.key', 'x y'), 'quoted');
    expect((await ref.get()).get(new FieldPath('odd.key', 'x y'))).toBe('quoted');
    expect((await ref.get()).data()!['odd.key']).toEqual({ 'x y': 'quoted' });
  });

  it('set with merge and mergeFields', async () => {
    const ref = c.admin.doc('docs/merge');
    await ref.set({ a: 1, m: { x: 1, y: 2 } });
    await ref.set({ b: 2, m: { x: 5 } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 1, b: 2, m: { x: 5, y: 2 } });
    await ref.set({ a: 9, b: 9, m: { y: 9 } }, { mergeFields: ['a', 'm.y'] });
    expect((await ref.get()).data()).toEqual({ a: 9, b: 2, m: { x: 5, y: 9 } });
  });

  it('lastUpdateTime preconditions', async () => {
    const ref = c.admin.doc('docs/precondition');
    const w = await ref.set({ v: 1 });
    await ref.update({ v: 2 }, { lastUpdateTime: w.writeTime });
    await expect(ref.update({ v: 3 }, { lastUpdateTime: w.writeTime })).rejects.toMatchObject({
      code: 9,
    });
    await expect(ref.delete({ lastUpdateTime: w.writeTime })).rejects.toMatchObject({ code: 9 });
    expect((await ref.get()).get('v')).toBe(2);
    await expect(
      c.admin.doc('docs/precondition-missing').delete({ exists: true }),
    ).rejects.toMatchObject({ code: 5 });
  });

  it('every transform', async () => {
    const ref = c.admin.doc('docs/transforms');
    await ref.set({ i: 1, d: 1.5, s: 'text', arr: [1, 2, 3, 2] });
    const w = await ref.update({
      i: FieldValue.increment(2),
      d: FieldValue.increment(1),
      s: FieldValue.increment(3),
      fresh: FieldValue.increment(4),
      arr: FieldValue.arrayRemove(2),
      u: FieldValue.arrayUnion('a', 'b', 'a'),
      at: FieldValue.serverTimestamp(),
    });
    const data = (await ref.get()).data()!;
    expect(data.i).toBe(3);
    expect(data.d).toBe(2.5);
    expect(data.s).toBe(3); // a non-number is replaced by the operand
    expect(data.fresh).toBe(4);
    expect(data.arr).toEqual([1, 3]);
    expect(data.u).toEqual(['a', 'b']);
    expect(data.at).toBeInstanceOf(Timestamp);
    expect((data.at as Timestamp).isEqual(w.writeTime)).toBe(true);
    await ref.update({ arr: FieldValue.arrayUnion(1, 4), i: FieldValue.increment(0.5) });
    const d2 = (await ref.get()).data()!;
    expect(d2.arr).toEqual([1, 3, 4]);
    expect(d2.i).toBe(3.5);
  });

  it('round-trips every value type', async () => {
    const ref = c.admin.doc('docs/types');
    const value = {
      nul: null,
      t: true,
      f: false,
      int: 42,
      big: Number.MAX_SAFE_INTEGER,
      dbl: 3.25,
      nan: NaN,
      inf: Infinity,
      negZero: -0,
      str: 'héllo 🌍',
      bytes: Buffer.from([0, 1, 254, 255]),
      ts: new Timestamp(1700000000, 123456000),
      geo: new GeoPoint(24.86, 67.01),
      ref: c.admin.doc('docs/other'),
      arr: [1, 'two', { three: 3 }],
      map: { deep: { deeper: ['x'] } },
      empty: {},
      emptyArr: [],
    };
    await ref.set(value);
    const d = (await ref.get()).data()!;
    expect(d.nul).toBeNull();
    expect(d.t).toBe(true);
    expect(d.f).toBe(false);
    expect(d.int).toBe(42);
    expect(d.big).toBe(Number.MAX_SAFE_INTEGER);
    expect(d.dbl).toBe(3.25);
    expect(Number.isNaN(d.nan)).toBe(true);
    expect(d.inf).toBe(Infinity);
    expect(Object.is(d.negZero, -0)).toBe(true);
    expect(d.str).toBe('héllo 🌍');
    expect(Buffer.from(d.bytes).equals(Buffer.from([0, 1, 254, 255]))).toBe(true);
    expect((d.ts as Timestamp).isEqual(new Timestamp(1700000000, 123456000))).toBe(true);
    expect((d.geo as GeoPoint).isEqual(new GeoPoint(24.86, 67.01))).toBe(true);
    expect((d.ref as { path: string }).path).toBe('docs/other');
    expect(d.arr).toEqual([1, 'two', { three: 3 }]);
    expect(d.map).toEqual({ deep: { deeper: ['x'] } });
    expect(d.empty).toEqual({});
    expect(d.emptyArr).toEqual([]);
  });

  it('truncates timestamps to microseconds', async () => {
    const ref = c.admin.doc('docs/micros');
    await ref.set({ ts: new Timestamp(1, 123456789) });
    expect(((await ref.get()).get('ts') as Timestamp).nanoseconds).toBe(123456000);
  });

  it('batches are atomic: a failing write rolls back the whole batch', async () => {
    const batch = c.admin.batch();
    batch.set(c.admin.doc('docs/batch-1'), { v: 1 });
    batch.update(c.admin.doc('docs/batch-missing'), { v: 2 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 5 });
    expect((await c.admin.doc('docs/batch-1').get()).exists).toBe(false);
    const ok = c.admin.batch();
    ok.set(c.admin.doc('docs/batch-1'), { v: 1 });
    ok.set(c.admin.doc('docs/batch-2'), { v: 2 });
    const results = await ok.commit();
    expect(results).toHaveLength(2);
    expect(results[0]!.writeTime.isEqual(results[1]!.writeTime)).toBe(true);
  });

  it('getAll returns documents in request order, missing ones included', async () => {
    await c.admin.doc('docs/g1').set({ v: 1 });
    await c.admin.doc('docs/g2').set({ v: 2 });
    const snaps = await c.admin.getAll(
      c.admin.doc('docs/g2'),
      c.admin.doc('docs/nope'),
      c.admin.doc('docs/g1'),
    );
    expect(snaps.map((s) => [s.id, s.exists])).toEqual([
      ['g2', true],
      ['nope', false],
      ['g1', true],
    ]);
    const masked = await c.admin.getAll(c.admin.doc('docs/types'), {
      fieldMask: ['int', 'map.deep'],
    });
    expect(masked[0]!.data()).toEqual({ int: 42, map: { deep: { deeper: ['x'] } } });
  });

  it('listCollections and listDocuments (including missing parents)', async () => {
    await c.admin.doc('tree/p1').set({ v: 1 });
    await c.admin.doc('tree/p2/sub/x').set({ v: 2 });
    await c.admin.doc('tree/p1/kids/k').set({ v: 3 });
    await c.admin.doc('tree/p1/other/o').set({ v: 4 });
    const ids = (await c.admin.doc('tree/p1').listCollections()).map((r) => r.id).sort();
    expect(ids).toEqual(['kids', 'other']);
    const docs = (await c.admin.collection('tree').listDocuments()).map((r) => r.id).sort();
    expect(docs).toEqual(['p1', 'p2']);
    const roots = (await c.admin.listCollections()).map((r) => r.id);
    expect(roots).toContain('tree');
    expect(roots).toContain('docs');
  });

  it('BulkWriter applies writes and reports individual failures', async () => {
    const bw = c.admin.bulkWriter();
    bw.onWriteError(() => false);
    const ok = bw.set(c.admin.doc('bulk/a'), { v: 1 });
    const bad = bw.update(c.admin.doc('bulk/missing'), { v: 1 });
    const badOutcome = bad.then(
      () => 'resolved',
      (e: unknown) => (e as { code?: number }).code,
    );
    await bw.close();
    const okResult = await ok;
    expect(await badOutcome).toBe(5);
    expect(okResult.writeTime).toBeInstanceOf(Timestamp);
    expect((await c.admin.doc('bulk/a').get()).data()).toEqual({ v: 1 });
  });

  it('rejects bad input with INVALID_ARGUMENT and keeps serving', async () => {
    await expect(c.admin.doc('docs/bad').set({ __reserved__: 1 })).rejects.toMatchObject({
      code: 3,
    });
    expect((await c.admin.doc('docs/g1').get()).exists).toBe(true);
  });

  it('recursiveDelete removes a document and its subcollections', async () => {
    const tree = ['rd/root', 'rd/root/a/1', 'rd/root/a/1/b/2'] as const;
    expect(await existingAfterRecursiveDelete(c.admin, tree)).toEqual([false, false, false]);
  });
});

describe('documents through the web SDK (gRPC in Node)', () => {
  it('setDoc, getDoc, updateDoc, deleteDoc', async () => {
    const ref = web.doc(c.web, 'webdocs/a');
    await web.setDoc(ref, { a: 1, m: { x: 1 } });
    expect((await web.getDoc(ref)).data()).toEqual({ a: 1, m: { x: 1 } });
    await web.updateDoc(ref, { 'm.y': 2, a: web.increment(1), at: web.serverTimestamp() });
    const snap = await web.getDocFromServer(ref);
    expect(snap.get('a')).toBe(2);
    expect(snap.get('m')).toEqual({ x: 1, y: 2 });
    expect(snap.get('at')).toBeInstanceOf(web.Timestamp);
    await web.deleteDoc(ref);
    expect((await web.getDocFromServer(ref)).exists()).toBe(false);
  });

  it('updateDoc on a missing document rejects with not-found', async () => {
    await expect(web.updateDoc(web.doc(c.web, 'webdocs/missing'), { a: 1 })).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('addDoc generates an id and writes batches atomically', async () => {
    const ref = await web.addDoc(web.collection(c.web, 'webdocs'), { added: true });
    expect(ref.id).toHaveLength(20);
    const b = web.writeBatch(c.web);
    b.set(web.doc(c.web, 'webdocs/b1'), { v: 1 });
    b.set(web.doc(c.web, 'webdocs/b2'), { v: 2 });
    await b.commit();
    const s = await web.getDocsFromServer(
      web.query(web.collection(c.web, 'webdocs'), web.orderBy('v')),
    );
    expect(s.docs.map((d) => d.id)).toEqual(['b1', 'b2']);
    // The admin SDK sees what the web SDK wrote.
    expect((await c.admin.doc(`webdocs/${ref.id}`).get()).data()).toEqual({ added: true });
  });
});
