import { describe, expect, it, vi } from 'vitest';
import { LOCK_WAIT_MS, TxManager } from './transactions.js';

/** Resolves once the promise settles, or reports that it is still pending after a few turns. */
async function state(p: Promise<unknown>): Promise<'resolved' | 'rejected' | 'pending'> {
  let out: 'resolved' | 'rejected' | 'pending' = 'pending';
  p.then(
    () => (out = 'resolved'),
    () => (out = 'rejected'),
  );
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
  return out;
}

/** A lock manager with two read-write transactions, `older` begun first. */
function two() {
  const m = new TxManager();
  const older = m.begin(false, undefined);
  const younger = m.begin(false, undefined);
  return { m, older, younger };
}

describe('locks', () => {
  it('reads share their locks: two transactions read one document at once', async () => {
    const { m, older, younger } = two();
    await m.lock(older, ['X'], 'shared');
    await m.lock(younger, ['X'], 'shared');
    expect(older.locks.get('X')).toBe('shared');
    expect(younger.locks.get('X')).toBe('shared');
  });

  it('an older transaction writing what a younger one read wounds the younger (ABORTED)', async () => {
    const { m, older, younger } = two();
    await m.lock(older, ['X'], 'shared');
    await m.lock(younger, ['X'], 'shared');
    await m.lock(older, ['X'], 'exclusive');
    expect(older.locks.get('X')).toBe('exclusive');
    expect(younger.ended).toMatch(/contention/);
    expect(() => m.checkAlive(younger)).toThrow(expect.objectContaining({ code: 10 }));
  });

  it('a younger transaction waits for an older reader, and is wounded if the older one writes', async () => {
    const { m, older, younger } = two();
    await m.lock(older, ['X'], 'shared');
    await m.lock(younger, ['X'], 'shared');
    const upgrade = m.lock(younger, ['X'], 'exclusive');
    expect(await state(upgrade)).toBe('pending');
    await m.lock(older, ['X'], 'exclusive');
    await expect(upgrade).rejects.toMatchObject({ code: 10 });
    expect(older.locks.get('X')).toBe('exclusive');
  });

  it('a younger transaction gets its write lock once the older reader ends', async () => {
    const { m, older, younger } = two();
    await m.lock(older, ['X'], 'shared');
    await m.lock(younger, ['X'], 'shared');
    const upgrade = m.lock(younger, ['X'], 'exclusive');
    expect(await state(upgrade)).toBe('pending');
    m.end(older, 'committed');
    await upgrade;
    expect(younger.locks.get('X')).toBe('exclusive');
  });

  it('two transactions reading two documents in opposite orders and writing both never hang', async () => {
    const { m, older, younger } = two();
    await m.lock(older, ['A'], 'shared');
    await m.lock(younger, ['B'], 'shared');
    await m.lock(older, ['B'], 'shared');
    await m.lock(younger, ['A'], 'shared');
    const youngCommit = m.lock(younger, ['A', 'B'], 'exclusive');
    expect(await state(youngCommit)).toBe('pending');
    await m.lock(older, ['A', 'B'], 'exclusive');
    await expect(youngCommit).rejects.toMatchObject({ code: 10 });
    expect([...older.locks.values()]).toEqual(['exclusive', 'exclusive']);
  });

  it('a retry keeps the age of the attempt it retries', async () => {
    const { m, older, younger } = two();
    m.end(older, 'aborted');
    const retry = m.begin(false, undefined, Buffer.from(older.id, 'base64'));
    expect(retry.priority).toBe(older.priority);
    await m.lock(younger, ['X'], 'shared');
    await m.lock(retry, ['X'], 'shared');
    // The retry is the older one: its write wounds the younger reader instead of waiting.
    await m.lock(retry, ['X'], 'exclusive');
    expect(younger.ended).toMatch(/contention/);
  });

  it('a plain write waits for a reader, and later readers wait behind it', async () => {
    const m = new TxManager();
    const reader = m.begin(false, undefined);
    await m.lock(reader, ['X'], 'shared');
    const write = m.lockForWrite(['X']);
    expect(await state(write)).toBe('pending');
    const late = m.begin(false, undefined);
    const lateRead = m.lock(late, ['X'], 'shared');
    expect(await state(lateRead)).toBe('pending');
    m.end(reader, 'committed');
    const holder = await write;
    expect(await state(lateRead)).toBe('pending');
    m.end(holder, 'applied');
    await lateRead;
    expect(late.locks.get('X')).toBe('shared');
  });

  it('a plain write never loses a deadlock: the transaction in the cycle is aborted', async () => {
    const m = new TxManager();
    const t = m.begin(false, undefined);
    await m.lock(t, ['C'], 'shared');
    // The write takes A, then waits for C, which t holds; t reading A closes the cycle.
    const write = m.lockForWrite(['A', 'C']);
    expect(await state(write)).toBe('pending');
    await expect(m.lock(t, ['A'], 'shared')).rejects.toMatchObject({ code: 10 });
    expect(t.ended).toMatch(/contention/);
    m.end(await write, 'applied');
  });

  it('a wait longer than the lock timeout aborts the waiter, and the locks are released', async () => {
    vi.useFakeTimers();
    try {
      const { m, older, younger } = two();
      await m.lock(older, ['X'], 'shared');
      await m.lock(younger, ['X', 'Y'], 'shared');
      const upgrade = m.lock(younger, ['X'], 'exclusive');
      upgrade.catch(() => undefined);
      await vi.advanceTimersByTimeAsync(LOCK_WAIT_MS + 100);
      await expect(upgrade).rejects.toMatchObject({ code: 10 });
      expect(younger.locks.size).toBe(0);
      const holder = await m.lockForWrite(['Y']);
      m.end(holder, 'applied');
    } finally {
      vi.useRealTimers();
    }
  });
});
