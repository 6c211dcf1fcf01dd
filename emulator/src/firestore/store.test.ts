import { describe, expect, it } from 'vitest';
import { Engine } from './engine.js';
import { DatabaseStore, type Doc } from './store.js';
import type { Value } from '../codec/index.js';

const v = (n: number, rel = 'c/a'): Doc => ({
  rel,
  fields: new Map<string, Value>([['n', { k: 'int', v: BigInt(n) }]]),
  createTime: 1,
  updateTime: n,
});

describe('history for reads at a past time', () => {
  it('is kept until pruned, then reads before the cut fail instead of answering wrongly', () => {
    const s = new DatabaseStore();
    s.put('c/a', v(10), 10, true);
    s.put('c/a', v(20), 20, true);
    s.put('c/a', v(30), 30, true);
    s.prune(15);
    expect(s.get('c/a', 12)?.updateTime).toBe(10);
    expect(s.get('c/a', 5)).toBeNull(); // before it was created
    s.prune(20);
    expect(s.get('c/a', 25)?.updateTime).toBe(20);
    expect(() => s.get('c/a', 12)).toThrow(/read time is older than the emulator keeps/);
    expect(s.get('c/a')?.updateTime).toBe(30);
  });

  it('drops deleted documents once no read needs them', () => {
    const s = new DatabaseStore();
    s.put('c/a', v(10), 10, true);
    s.put('c/a', null, 20, true);
    expect(s.get('c/a', 15)?.updateTime).toBe(10);
    s.prune(25);
    expect(s.collection('c')?.entries.size).toBe(0);
    expect(s.get('c/a', 21)).toBeNull();
    expect(() => s.get('c/a', 15)).toThrow(/read time is older/);
  });

  it('reaches back to the oldest open read-only transaction, and no further once it ends', async () => {
    const engine = new Engine();
    engine.readTimeGraceMicros = 0; // no grace: only open transactions keep history
    const s = engine.db('projects/p/databases/(default)');
    const doc = 'projects/p/databases/(default)/documents/c/a';
    const write = (n: number) =>
      engine.commit(
        s,
        [{ update: { name: doc, fields: { n: { integerValue: String(n) } } } }],
        undefined,
        { kind: 'owner' },
      );
    await write(1);
    const tx = engine.beginTx(s, { readOnly: {} });
    const at = tx.readTime ?? 0;
    await write(2);
    await write(3);
    // The transaction's snapshot survives later commits.
    expect(s.store.get('c/a', at)?.fields.get('n')).toEqual({ k: 'int', v: 1n });
    const mid = engine.current();
    expect(() => s.store.get('c/a', mid)).not.toThrow();
    s.txs.end(tx, 'done');
    await write(4);
    // Once it ended, the next commit discards what only it needed.
    expect(() => s.store.get('c/a', at)).toThrow(/read time is older/);
    expect(s.store.get('c/a')?.fields.get('n')).toEqual({ k: 'int', v: 4n });
  });
});
