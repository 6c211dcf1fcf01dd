/**
 * Pessimistic transactions as Cloud Firestore gives them to the server SDKs (see
 * emulator/src/firestore/transactions.ts): reads share their locks, a commit needs exclusive
 * ones, the older transaction wins and the younger is aborted (ABORTED) and retried by the SDK,
 * writes outside a transaction wait for the locks, and locks go with commit and rollback.
 */
import { describe, expect, it } from 'vitest';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { useConformance } from './support.js';

const c = useConformance('contention');

/** A promise with its resolver (Node 20 lacks Promise.withResolvers). */
function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((r) => (open = r));
  return { promise, open };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves to 'pending' when `p` has not settled within `ms`. */
async function within(p: Promise<unknown>, ms: number): Promise<'settled' | 'pending'> {
  return Promise.race([p.then(() => 'settled' as const), sleep(ms).then(() => 'pending' as const)]);
}

describe('pessimistic transactions (server SDKs)', () => {
  it('two transactions read one document at once; both write it; one is retried; the result is serial', async () => {
    const ref = c.admin.doc('contend/counter');
    await ref.set({ n: 0 });
    const bothRead = gate();
    let reads = 0;
    let attempts = 0;
    const increment = (db: Firestore) =>
      db.runTransaction(async (tx) => {
        attempts++;
        const snap = await tx.get(db.doc('contend/counter'));
        // Read locks are shared: neither read waits for the other transaction.
        if (++reads === 2) bothRead.open();
        await bothRead.promise;
        tx.update(snap.ref, { n: (snap.get('n') as number) + 1 });
      });
    await Promise.all([increment(c.admin), increment(c.admin2)]);
    expect((await ref.get()).get('n')).toBe(2);
    // The younger transaction was aborted once (ABORTED) and its retry read the older one's write.
    expect(attempts).toBe(3);
  });

  it("a younger transaction's commit waits until an older one that read the document ends", async () => {
    await c.admin.doc('contend/held').set({ v: 0 });
    const order: string[] = [];
    const olderRead = gate();
    let youngerAttempts = 0;
    const older = c.admin.runTransaction(async (tx) => {
      await tx.get(c.admin.doc('contend/held'));
      olderRead.open();
      await sleep(400);
      tx.set(c.admin.doc('contend/other'), { v: 1 });
      order.push('older');
    });
    await olderRead.promise;
    const younger = c.admin2.runTransaction(async (tx) => {
      youngerAttempts++;
      const snap = await tx.get(c.admin2.doc('contend/held'));
      tx.update(snap.ref, { v: (snap.get('v') as number) + 1 });
    });
    await younger.then(() => order.push('younger'));
    await older;
    expect(order).toEqual(['older', 'younger']);
    expect(youngerAttempts).toBe(1);
    expect((await c.admin.doc('contend/held').get()).get('v')).toBe(1);
  });

  it('reading two documents in opposite orders and writing both resolves with one ABORTED and a retry', async () => {
    await c.admin.doc('contend/A').set({ n: 0 });
    await c.admin.doc('contend/B').set({ n: 0 });
    const firstReads = { t1: gate(), t2: gate() };
    let attempts = 0;
    const run = (db: Firestore, first: string, second: string, mine: keyof typeof firstReads) =>
      db.runTransaction(async (tx) => {
        attempts++;
        const a = await tx.get(db.doc(`contend/${first}`));
        firstReads[mine].open();
        // Each reads its second document only once the other has read its first.
        await firstReads[mine === 't1' ? 't2' : 't1'].promise;
        const b = await tx.get(db.doc(`contend/${second}`));
        tx.update(a.ref, { n: (a.get('n') as number) + 1 });
        tx.update(b.ref, { n: (b.get('n') as number) + 1 });
      });
    const outcome = await within(
      Promise.all([run(c.admin, 'A', 'B', 't1'), run(c.admin2, 'B', 'A', 't2')]),
      15_000,
    );
    expect(outcome).toBe('settled');
    expect(attempts).toBe(3);
    expect((await c.admin.doc('contend/A').get()).get('n')).toBe(2);
    expect((await c.admin.doc('contend/B').get()).get('n')).toBe(2);
  });

  it('a query in a transaction locks the documents it returned, and only those', async () => {
    await c.admin.doc('contend-q/in1').set({ kind: 'in', v: 1 });
    await c.admin.doc('contend-q/in2').set({ kind: 'in', v: 2 });
    await c.admin.doc('contend-q/out').set({ kind: 'out', v: 3 });
    const order: string[] = [];
    let locked: Promise<unknown> | undefined;
    let free: Promise<unknown> | undefined;
    await c.admin.runTransaction(async (tx) => {
      const snap = await tx.get(c.admin.collection('contend-q').where('kind', '==', 'in'));
      locked = c.admin2
        .doc('contend-q/in2')
        .update({ v: FieldValue.increment(10) })
        .then(() => order.push('write to a result'));
      free = c.admin2
        .doc('contend-q/out')
        .update({ v: FieldValue.increment(10) })
        .then(() => order.push('write elsewhere'));
      await free;
      await sleep(300);
      order.push('transaction');
      tx.set(c.admin.doc('contend-q/sum'), { kind: 'sum', v: snap.size });
    });
    await locked;
    expect(order).toEqual(['write elsewhere', 'transaction', 'write to a result']);
    expect((await c.admin.doc('contend-q/in2').get()).get('v')).toBe(12);
  });

  it('a batch waits for a read lock until the transaction rolls back', async () => {
    await c.admin.doc('contend/rolled').set({ v: 0 });
    let batch: Promise<unknown> | undefined;
    await expect(
      c.admin.runTransaction(async (tx) => {
        await tx.get(c.admin.doc('contend/rolled'));
        const b = c.admin2.batch();
        b.update(c.admin2.doc('contend/rolled'), { v: 5 });
        batch = b.commit();
        expect(await within(batch, 300)).toBe('pending');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await within(batch!, 5_000)).toBe('settled');
    expect((await c.admin.doc('contend/rolled').get()).get('v')).toBe(5);
  });
});
