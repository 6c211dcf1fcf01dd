import { describe, expect, it } from 'vitest';
import type { DocumentSnapshot, QuerySnapshot } from 'firebase-admin/firestore';
import * as web from 'firebase/firestore';
import { useConformance, waitFor } from './support.js';

const c = useConformance('listen', async () => {});

const changes = (s: QuerySnapshot): string[] =>
  s.docChanges().map((ch) => `${ch.type}:${ch.doc.id}`);

describe('admin listeners', () => {
  it('a document listener sees missing, created, modified and deleted in order', async () => {
    const ref = c.admin.doc('ldoc/a');
    const seen: (Record<string, unknown> | null)[] = [];
    const unsub = ref.onSnapshot((s: DocumentSnapshot) =>
      seen.push(s.exists ? (s.data() as Record<string, unknown>) : null),
    );
    await waitFor(() => seen.length === 1);
    await ref.set({ v: 1 });
    await waitFor(() => seen.length === 2);
    await ref.update({ v: 2 });
    await waitFor(() => seen.length === 3);
    await ref.delete();
    await waitFor(() => seen.length === 4);
    unsub();
    expect(seen).toEqual([null, { v: 1 }, { v: 2 }, null]);
  });

  it('a query listener gets its initial result then adds, modifies and removes', async () => {
    await c.admin.doc('lq/a').set({ n: 1 });
    await c.admin.doc('lq/b').set({ n: 5 });
    const snaps: string[][] = [];
    const unsub = c.admin
      .collection('lq')
      .where('n', '<', 10)
      .orderBy('n')
      .onSnapshot((s) => snaps.push(changes(s)));
    await waitFor(() => snaps.length === 1);
    expect(snaps[0]).toEqual(['added:a', 'added:b']);
    await c.admin.doc('lq/c').set({ n: 3 });
    await waitFor(() => snaps.length === 2);
    await c.admin.doc('lq/a').update({ n: 2 });
    await waitFor(() => snaps.length === 3);
    await c.admin.doc('lq/b').update({ n: 50 }); // leaves the filter
    await waitFor(() => snaps.length === 4);
    await c.admin.doc('lq/c').delete();
    await waitFor(() => snaps.length === 5);
    await c.admin.doc('lq/other').set({ unrelated: true }); // no n: not in the query
    await c.admin.doc('lq/d').set({ n: 0 });
    await waitFor(() => snaps.length === 6);
    unsub();
    expect(snaps.slice(1)).toEqual([
      ['added:c'],
      ['modified:a'],
      ['removed:b'],
      ['removed:c'],
      ['added:d'],
    ]);
  });

  it('a limited query listener keeps its window: a better document pushes the last one out', async () => {
    for (const [id, score] of [
      ['a', 10],
      ['b', 20],
      ['c', 30],
      ['d', 5],
    ] as const)
      await c.admin.doc(`top/${id}`).set({ score });
    let latest: string[] = [];
    let count = 0;
    const unsub = c.admin
      .collection('top')
      .orderBy('score', 'desc')
      .limit(3)
      .onSnapshot((s) => {
        latest = s.docs.map((d) => d.id);
        count++;
      });
    await waitFor(() => count === 1);
    expect(latest).toEqual(['c', 'b', 'a']);
    await c.admin.doc('top/e').set({ score: 25 });
    await waitFor(() => count === 2);
    expect(latest).toEqual(['c', 'e', 'b']);
    await c.admin.doc('top/c').delete();
    await waitFor(() => count === 3);
    expect(latest).toEqual(['e', 'b', 'a']);
    await c.admin.doc('top/f').set({ score: 1 }); // below the window: no snapshot expected
    await c.admin.doc('top/b').update({ score: 40 });
    await waitFor(() => count === 4);
    expect(latest).toEqual(['b', 'e', 'a']);
    unsub();
  });

  it('many listeners each see every change in commit order', async () => {
    const N = 15;
    const logs: number[][] = Array.from({ length: N }, () => []);
    const unsubs = logs.map((log) =>
      c.admin.doc('many/x').onSnapshot((s) => {
        if (s.exists) log.push(s.get('v') as number);
      }),
    );
    await new Promise((r) => setTimeout(r, 300));
    for (let v = 1; v <= 10; v++) await c.admin.doc('many/x').set({ v });
    await waitFor(() => logs.every((l) => l[l.length - 1] === 10));
    for (const log of logs) {
      // Snapshots may coalesce, but never go backwards.
      expect([...log].sort((a, b) => a - b)).toEqual(log);
    }
    unsubs.forEach((u) => u());
  });

  it('clearing the emulator resets listeners to the empty result', async () => {
    await c.admin.doc('clr/a').set({ v: 1 });
    let size = -1;
    let count = 0;
    const unsub = c.admin.collection('clr').onSnapshot((s) => {
      size = s.size;
      count++;
    });
    await waitFor(() => count === 1);
    expect(size).toBe(1);
    c.emulator.engine.clear(c.projectId);
    await waitFor(() => size === 0);
    await c.admin.doc('clr/b').set({ v: 2 });
    await waitFor(() => size === 1);
    unsub();
  });
});

describe('web SDK listeners (gRPC in Node)', () => {
  it('query listener: initial server snapshot, then changes in commit order', async () => {
    await c.admin.doc('wq/a').set({ n: 1 });
    const events: string[] = [];
    let fromServer = false;
    const unsub = web.onSnapshot(
      web.query(web.collection(c.web, 'wq'), web.orderBy('n')),
      { includeMetadataChanges: true },
      (s) => {
        if (!s.metadata.fromCache) fromServer = true;
        for (const ch of s.docChanges())
          events.push(`${ch.type}:${ch.doc.id}:${String(ch.doc.get('n'))}`);
      },
    );
    await waitFor(() => fromServer);
    await c.admin.doc('wq/b').set({ n: 2 });
    await c.admin.doc('wq/a').update({ n: 3 });
    await c.admin.doc('wq/b').delete();
    await waitFor(() => events.length >= 4);
    unsub();
    expect(events).toEqual(['added:a:1', 'added:b:2', 'modified:a:3', 'removed:b:2']);
  });

  it('a local write is pending, then confirmed by the server', async () => {
    const ref = web.doc(c.web, 'wpending/a');
    const states: string[] = [];
    const unsub = web.onSnapshot(ref, { includeMetadataChanges: true }, (s) => {
      states.push(
        `${s.exists() ? String(s.get('v')) : 'none'}:${s.metadata.hasPendingWrites ? 'pending' : 'committed'}`,
      );
    });
    await waitFor(() => states.includes('none:committed'));
    await web.setDoc(ref, { v: 1 });
    await waitFor(() => states.includes('1:committed'));
    unsub();
    expect(states.indexOf('1:pending')).toBeGreaterThanOrEqual(0);
    expect(states.indexOf('1:pending')).toBeLessThan(states.indexOf('1:committed'));
  });

  it('document listener sees another client delete the document', async () => {
    await c.admin.doc('wdoc/a').set({ v: 1 });
    const seen: string[] = [];
    const unsub = web.onSnapshot(web.doc(c.web, 'wdoc/a'), (s) =>
      seen.push(s.exists() ? `v${String(s.get('v'))}` : 'gone'),
    );
    await waitFor(() => seen.includes('v1'));
    await c.admin.doc('wdoc/a').delete();
    await waitFor(() => seen.includes('gone'));
    unsub();
    expect(seen).toEqual(['v1', 'gone']);
  });

  it('limit queries with limitToLast stay live', async () => {
    for (let i = 1; i <= 5; i++) await c.admin.doc(`wlast/${i}`).set({ i });
    let latest: number[] = [];
    const unsub = web.onSnapshot(
      web.query(web.collection(c.web, 'wlast'), web.orderBy('i'), web.limitToLast(2)),
      (s) => {
        latest = s.docs.map((d) => d.get('i') as number);
      },
    );
    await waitFor(() => latest.join() === '4,5');
    await c.admin.doc('wlast/6').set({ i: 6 });
    await waitFor(() => latest.join() === '5,6');
    unsub();
  });

  it('resumes after the network comes back: deletes and changes made meanwhile are applied', async () => {
    await c.admin.doc('wresume/a').set({ v: 1 });
    await c.admin.doc('wresume/b').set({ v: 1 });
    let latest = '';
    let fromServer = false;
    const unsub = web.onSnapshot(
      web.collection(c.web, 'wresume'),
      { includeMetadataChanges: true },
      (s) => {
        latest = s.docs.map((d) => `${d.id}${String(d.get('v'))}`).join(',');
        fromServer = !s.metadata.fromCache;
      },
    );
    await waitFor(() => fromServer && latest === 'a1,b1');
    await web.disableNetwork(c.web);
    await c.admin.doc('wresume/a').delete();
    await c.admin.doc('wresume/b').update({ v: 2 });
    await c.admin.doc('wresume/c').set({ v: 3 });
    await web.enableNetwork(c.web);
    await waitFor(() => fromServer && latest === 'b2,c3');
    unsub();
  });
});
