import { describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import * as web from 'firebase/firestore';
import { useConformance } from './support.js';

const c = useConformance('transactions', async () => {});

describe('transactions', () => {
  it('concurrent read-modify-write transactions from two admin clients lose no increment', async () => {
    const ref = c.admin.doc('tx/counter');
    await ref.set({ n: 0 });
    const runs = Array.from({ length: 20 }, (_, i) =>
      (i % 2 === 0 ? c.admin : c.admin2).runTransaction(async (tx) => {
        const snap = await tx.get(i % 2 === 0 ? ref : c.admin2.doc('tx/counter'));
        tx.update(snap.ref, { n: (snap.get('n') as number) + 1 });
      }),
    );
    await Promise.all(runs);
    expect((await ref.get()).get('n')).toBe(20);
  });

  it('concurrent web SDK transactions lose no increment', async () => {
    const ref = web.doc(c.web, 'tx/web-counter');
    await web.setDoc(ref, { n: 0 });
    await Promise.all(
      Array.from({ length: 4 }, () =>
        web.runTransaction(c.web, async (tx) => {
          const snap = await tx.get(ref);
          tx.update(ref, { n: (snap.get('n') as number) + 1 });
        }),
      ),
    );
    expect((await c.admin.doc('tx/web-counter').get()).get('n')).toBe(4);
  });

  it('transactions mixing admin and web clients on one document lose nothing', async () => {
    const adminRef = c.admin.doc('tx/mixed');
    await adminRef.set({ n: 0 });
    const webRef = web.doc(c.web, 'tx/mixed');
    await Promise.all([
      ...Array.from({ length: 5 }, () =>
        c.admin.runTransaction(async (tx) => {
          const s = await tx.get(adminRef);
          tx.update(adminRef, { n: (s.get('n') as number) + 1 });
        }),
      ),
      ...Array.from({ length: 2 }, () =>
        web.runTransaction(c.web, async (tx) => {
          const s = await tx.get(webRef);
          tx.update(webRef, { n: (s.get('n') as number) + 1 });
        }),
      ),
    ]);
    expect((await adminRef.get()).get('n')).toBe(7);
  });

  it('a non-transactional write to a document a transaction read waits until it commits', async () => {
    const ref = c.admin.doc('tx/interleaved');
    await ref.set({ n: 0 });
    let attempts = 0;
    let write: Promise<unknown> | undefined;
    const order: string[] = [];
    await c.admin.runTransaction(async (tx) => {
      attempts++;
      const s = await tx.get(ref);
      // Pessimistic, as production's server SDKs: the plain write waits for the read's lock.
      write = c.admin2
        .doc('tx/interleaved')
        .update({ n: FieldValue.increment(10) })
        .then(() => order.push('write'));
      await new Promise((r) => setTimeout(r, 300));
      order.push('transaction');
      tx.update(ref, { n: (s.get('n') as number) + 1 });
    });
    await write;
    expect(attempts).toBe(1);
    expect(order).toEqual(['transaction', 'write']);
    expect((await ref.get()).get('n')).toBe(11);
  });

  it('batches and writes wait for documents a transaction locked through a query', async () => {
    await c.admin.doc('txlock/a').set({ v: 1 });
    await c.admin.doc('txlock/b').set({ v: 2 });
    const order: string[] = [];
    let batch: Promise<unknown> | undefined;
    let other: Promise<unknown> | undefined;
    await c.admin.runTransaction(async (tx) => {
      const snap = await tx.get(c.admin.collection('txlock'));
      const b = c.admin2.batch();
      b.update(c.admin2.doc('txlock/b'), { v: 20 });
      b.set(c.admin2.doc('txlock/new'), { v: 3 });
      batch = b.commit().then(() => order.push('batch'));
      // A document the transaction never read is not held up.
      other = c.admin2
        .doc('unrelated/x')
        .set({ v: 1 })
        .then(() => order.push('unrelated'));
      await other;
      await new Promise((r) => setTimeout(r, 300));
      order.push('transaction');
      tx.update(c.admin.doc('txlock/a'), { v: snap.size });
    });
    await batch;
    expect(order).toEqual(['unrelated', 'transaction', 'batch']);
    expect((await c.admin.doc('txlock/b').get()).get('v')).toBe(20);
    expect((await c.admin.doc('txlock/a').get()).get('v')).toBe(2);
  });

  it('a transaction that would deadlock with a plain write gives way and is retried', async () => {
    await c.admin.doc('dl/a').set({ v: 0 });
    await c.admin.doc('dl/c').set({ v: 0 });
    let attempts = 0;
    let write: Promise<unknown> | undefined;
    await c.admin.runTransaction(async (tx) => {
      attempts++;
      await tx.get(c.admin.doc('dl/c'));
      // The batch takes dl/a, then waits for dl/c, which this transaction holds; reading dl/a
      // now closes the cycle, and the transaction is the side that is aborted.
      if (attempts === 1) {
        const b = c.admin2.batch();
        b.set(c.admin2.doc('dl/a'), { v: 1 });
        b.set(c.admin2.doc('dl/c'), { v: 1 });
        write = b.commit();
        await new Promise((r) => setTimeout(r, 200));
      }
      const a = await tx.get(c.admin.doc('dl/a'));
      tx.set(c.admin.doc('dl/c'), { v: (a.get('v') as number) + 10 });
    });
    await write;
    expect(attempts).toBe(2);
    expect((await c.admin.doc('dl/a').get()).get('v')).toBe(1);
    expect((await c.admin.doc('dl/c').get()).get('v')).toBe(11);
  });

  it('queries inside transactions and transactional creates', async () => {
    await c.admin.doc('txq/a').set({ v: 1 });
    await c.admin.doc('txq/b').set({ v: 2 });
    const total = await c.admin.runTransaction(async (tx) => {
      const snap = await tx.get(c.admin.collection('txq'));
      const sum = snap.docs.reduce((s, d) => s + (d.get('v') as number), 0);
      tx.create(c.admin.doc('txq/sum'), { sum });
      return sum;
    });
    expect(total).toBe(3);
    expect((await c.admin.doc('txq/sum').get()).get('sum')).toBe(3);
  });

  it('a failing transaction function rolls back without writing', async () => {
    const ref = c.admin.doc('tx/rollback');
    await expect(
      c.admin.runTransaction(async (tx) => {
        await tx.get(ref);
        tx.set(ref, { written: true });
        throw new Error('user abort');
      }),
    ).rejects.toThrow('user abort');
    expect((await ref.get()).exists).toBe(false);
    // The lock taken by the read is released: a plain write goes through at once.
    await ref.set({ after: true });
    expect((await ref.get()).get('after')).toBe(true);
  });

  it('read-only transactions read a consistent snapshot at readTime', async () => {
    const ref = c.admin.doc('tx/history');
    const first = await ref.set({ v: 1 });
    await ref.set({ v: 2 });
    const old = await c.admin.runTransaction((tx) => tx.get(ref), {
      readOnly: true,
      readTime: first.writeTime,
    });
    expect(old.get('v')).toBe(1);
    const now = await c.admin.runTransaction((tx) => tx.get(ref), { readOnly: true });
    expect(now.get('v')).toBe(2);
    const before = Timestamp.fromMillis(first.writeTime.toMillis() - 60_000);
    const missing = await c.admin.runTransaction((tx) => tx.get(ref), {
      readOnly: true,
      readTime: before,
    });
    expect(missing.exists).toBe(false);
  });

  it('the web SDK transaction sees preconditions fail and retries', async () => {
    const ref = web.doc(c.web, 'tx/web-retry');
    await web.setDoc(ref, { n: 0 });
    let attempts = 0;
    await web.runTransaction(c.web, async (tx) => {
      attempts++;
      const s = await tx.get(ref);
      if (attempts === 1) await c.admin.doc('tx/web-retry').update({ n: 100 });
      tx.update(ref, { n: (s.get('n') as number) + 1 });
    });
    expect(attempts).toBe(2);
    expect((await c.admin.doc('tx/web-retry').get()).get('n')).toBe(101);
  });
});
