import { describe, expect, it } from 'vitest';
import { TxManager } from './transactions.js';

/** A lock manager with two read-write transactions, holding one document lock each. */
async function twoHolding(first: string, second: string) {
  const m = new TxManager();
  const a = m.begin(false, undefined);
  const b = m.begin(false, undefined);
  await m.lock(a, [first]);
  await m.lock(b, [second]);
  return { m, a, b };
}

describe('locks', () => {
  it('a plain write never loses a deadlock: the transaction in the cycle is aborted', async () => {
    const { m, a: t, b: t2 } = await twoHolding('C', 'A');
    // The write needs A (held by t2) and then C (held by t).
    let wrote = false;
    const write = m.lockForWrite(['A', 'C']).then((h) => {
      wrote = true;
      return h;
    });
    // t queues for A behind the write; when t2 ends, A goes to the write, which then waits for
    // C: a cycle that only shows if t is known to wait for the write now.
    const tWaits = m.lock(t, ['A']);
    tWaits.catch(() => undefined);
    await new Promise((r) => setImmediate(r));
    m.end(t2, 'committed');
    const outcome = await Promise.race([
      write.then(() => 'written'),
      new Promise((r) => setTimeout(() => r('stuck'), 1_000)),
    ]);
    expect(outcome).toBe('written');
    expect(wrote).toBe(true);
    await expect(tWaits).rejects.toMatchObject({ code: 10 });
    expect(t.ended).toMatch(/deadlock/);
    m.end(await write, 'applied');
  });

  it('a transaction closing a cycle with another transaction is aborted at once', async () => {
    const { m, a, b } = await twoHolding('X', 'Y');
    const aWaits = m.lock(a, ['Y']);
    await expect(m.lock(b, ['X'])).rejects.toMatchObject({ code: 10 });
    await aWaits;
    expect(a.locks.has('Y')).toBe(true);
  });
});
