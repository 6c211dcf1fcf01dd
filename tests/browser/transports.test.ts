/**
 * The browser transports (REST/JSON + WebChannel) of our Firestore emulator, exercised by the real
 * firebase web SDK in headless Chromium, with the Admin SDK (gRPC) as the other party.
 */
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { eventually, inPage, useBrowserEnv, waitForSnapshot, watchQuery } from './support.js';

const env = useBrowserEnv('demo-browser');

describe('listeners', () => {
  it('get the initial snapshot from the server and admin changes within 200 ms', async () => {
    await env.admin.doc('Banks/hbl').set({ name: 'HBL', rank: 1 });
    await env.admin.doc('Banks/mcb').set({ name: 'MCB', rank: 2 });
    const page = await env.open();
    await inPage(
      page,
      (t) => {
        t.watchDoc('doc', 'Banks/hbl');
        t.watchQuery('query', 'Banks');
      },
      null,
    );
    const d = await waitForSnapshot(page, 'doc', (s) => s.docs[0]?.data !== null);
    expect(d.fromCache).toBe(false);
    expect(d.docs[0]!.data).toEqual({ name: 'HBL', rank: 1 });
    const q = await waitForSnapshot(page, 'query', (s) => s.docs.length === 2);
    expect(q.docs.map((x) => x.id)).toEqual(['hbl', 'mcb']);

    // Later admin changes: an update seen by both listeners, an add and a delete on the query.
    const t0 = Date.now();
    await env.admin.doc('Banks/hbl').update({ name: 'Habib Café ✓' });
    const d2 = await waitForSnapshot(page, 'doc', (s) => s.docs[0]?.data?.name === 'Habib Café ✓');
    expect(d2.at - t0).toBeLessThan(200);
    const t1 = Date.now();
    await env.admin.doc('Banks/ubl').set({ name: 'UBL', rank: 3 });
    const q2 = await waitForSnapshot(page, 'query', (s) => s.docs.some((x) => x.id === 'ubl'));
    expect(q2.at - t1).toBeLessThan(200);
    await env.admin.doc('Banks/mcb').delete();
    const q3 = await waitForSnapshot(page, 'query', (s) => !s.docs.some((x) => x.id === 'mcb'));
    expect(q3.docs.map((x) => x.id)).toEqual(['hbl', 'ubl']);
    await env.admin.doc('Banks/hbl').delete();
    await waitForSnapshot(page, 'doc', (s) => s.docs[0]?.data === null);
    await page.context().close();
  });
});

describe('writes from the browser', () => {
  it('land through set, batch, transaction and field transforms and reach a second page', async () => {
    const writer = await env.open();
    const reader = await env.open();
    await watchQuery(reader, 'w', 'Writes');
    await waitForSnapshot(reader, 'w', () => true);

    await inPage(
      writer,
      async (t) => {
        const {
          doc,
          setDoc,
          updateDoc,
          writeBatch,
          runTransaction,
          arrayUnion,
          arrayRemove,
          increment,
          serverTimestamp,
        } = t.fs;
        await setDoc(doc(t.db, 'Writes/a'), { tags: ['x', 'y'], n: 1, label: 'ünïcode' });
        const b = writeBatch(t.db);
        b.set(doc(t.db, 'Writes/b'), { n: 10 });
        b.set(doc(t.db, 'Writes/c'), { n: 20 });
        b.update(doc(t.db, 'Writes/a'), { tags: arrayUnion('z'), n: increment(2) });
        await b.commit();
        await updateDoc(doc(t.db, 'Writes/a'), { tags: arrayRemove('x'), at: serverTimestamp() });
        await runTransaction(t.db, async (tx) => {
          const bSnap = await tx.get(doc(t.db, 'Writes/b'));
          const cSnap = await tx.get(doc(t.db, 'Writes/c'));
          tx.update(doc(t.db, 'Writes/b'), {
            n: (bSnap.data()!.n as number) + (cSnap.data()!.n as number),
          });
          tx.delete(doc(t.db, 'Writes/c'));
        });
      },
      null,
    );

    const s = await waitForSnapshot(
      reader,
      'w',
      (x) => x.docs.length === 2 && x.docs[1]?.data?.n === 30 && !!x.docs[0]?.data?.at,
    );
    const a = s.docs[0]!.data!;
    expect(a.tags).toEqual(['y', 'z']);
    expect(a.n).toBe(3);
    expect(a.label).toBe('ünïcode');
    const at = (a.at as { __ts: number }).__ts;
    expect(Math.abs(at - Date.now())).toBeLessThan(10_000);
    const adminView = await env.admin.doc('Writes/a').get();
    expect((adminView.get('at') as Timestamp).toMillis()).toBe(at);
    expect((await env.admin.doc('Writes/c').get()).exists).toBe(false);

    // Admin-side transforms are visible to the browser as well.
    await env.admin.doc('Writes/b').update({ n: FieldValue.increment(5) });
    await waitForSnapshot(reader, 'w', (x) => x.docs[1]?.data?.n === 35);
    await writer.context().close();
    await reader.context().close();
  });

  it('pages a query with startAfter and reads documents one-shot', async () => {
    const batch = env.admin.batch();
    for (let i = 0; i < 25; i++)
      batch.set(env.admin.doc(`Paged/p${String(i).padStart(2, '0')}`), { i });
    await batch.commit();
    const page = await env.open();
    const pages = await inPage(
      page,
      async (t) => {
        const {
          collection,
          query,
          orderBy,
          limit,
          startAfter,
          getDocs,
          getDoc,
          doc,
          getCountFromServer,
        } = t.fs;
        const out: number[][] = [];
        let cursor: unknown = undefined;
        for (;;) {
          const q = cursor
            ? query(collection(t.db, 'Paged'), orderBy('i'), startAfter(cursor as never), limit(10))
            : query(collection(t.db, 'Paged'), orderBy('i'), limit(10));
          const snap = await getDocs(q);
          if (snap.empty) break;
          out.push(snap.docs.map((d) => d.data().i as number));
          cursor = snap.docs[snap.docs.length - 1];
        }
        const one = await getDoc(doc(t.db, 'Paged/p03'));
        const missing = await getDoc(doc(t.db, 'Paged/none'));
        const count = await getCountFromServer(collection(t.db, 'Paged'));
        return {
          out,
          one: one.data(),
          missing: missing.exists(),
          fromCache: one.metadata.fromCache,
          count: count.data().count,
        };
      },
      null,
    );
    expect(pages.out.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(pages.out.flat()).toEqual([...Array(25).keys()]);
    expect(pages.one).toEqual({ i: 3 });
    expect(pages.missing).toBe(false);
    expect(pages.fromCache).toBe(false);
    expect(pages.count).toBe(25);
    await page.context().close();
  });
});

describe('long-polling modes', () => {
  const modes = [
    { name: 'experimentalForceLongPolling', cfg: { forceLongPolling: true } },
    {
      name: 'experimentalForceLongPolling with timeoutSeconds',
      cfg: { forceLongPolling: true, longPollingTimeoutSeconds: 5 },
    },
    { name: 'experimentalAutoDetectLongPolling', cfg: { autoDetectLongPolling: true } },
    { name: 'streaming without auto-detection', cfg: { autoDetectLongPolling: false } },
    { name: 'fetch streams', cfg: { useFetchStreams: true } },
  ];
  for (const m of modes) {
    it(`listens and writes with ${m.name}`, async () => {
      const col = `Modes-${m.name.replace(/\W+/g, '-')}`;
      await env.admin.doc(`${col}/seed`).set({ v: 0 });
      const page = await env.open(m.cfg);
      await watchQuery(page, 'm', col);
      await waitForSnapshot(page, 'm', (s) => s.docs.length === 1);
      await inPage(page, (t, c) => t.fs.setDoc(t.fs.doc(t.db, `${c}/fromPage`), { v: 1 }), col);
      await env.admin.doc(`${col}/seed`).update({ v: 2 });
      const s = await waitForSnapshot(
        page,
        'm',
        (x) => x.docs.length === 2 && x.docs[1]?.data?.v === 2,
      );
      expect(s.docs.map((d) => d.data)).toEqual([{ v: 1 }, { v: 2 }]);
      // Idle past a long-poll round: the listener must still get changes afterwards.
      await new Promise((r) => setTimeout(r, 1500));
      await env.admin.doc(`${col}/seed`).update({ v: 3 });
      await waitForSnapshot(page, 'm', (x) => x.docs[1]?.data?.v === 3);
      await page.context().close();
    });
  }
});

describe('convergence', () => {
  it('two pages and a Node client agree after 500 interleaved writes', async () => {
    const col = 'Converge';
    const a = await env.open();
    const b = await env.open({ forceLongPolling: true });
    for (const p of [a, b]) await watchQuery(p, 'c', col);
    const nodeStates: Map<string, unknown>[] = [];
    const unsub = env.admin.collection(col).onSnapshot((s) => {
      nodeStates.push(new Map(s.docs.map((d) => [d.id, d.data()])));
    });
    // 500 writes over 20 documents: each client mutates the same documents in turns.
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 500; i++) {
      const id = `d${i % 20}`;
      const who = i % 3;
      if (who === 0) {
        writes.push(
          env.admin
            .doc(`${col}/${id}`)
            .set({ last: i, by: 'node', n: FieldValue.increment(1) }, { merge: true }),
        );
      } else {
        const page = who === 1 ? a : b;
        writes.push(
          inPage(
            page,
            (t, x) => {
              const { doc, setDoc, increment, deleteDoc } = t.fs;
              // Every 50th write is a delete, to exercise removals under load.
              return x.i % 50 === 49
                ? deleteDoc(doc(t.db, `${x.col}/${x.id}`))
                : setDoc(
                    doc(t.db, `${x.col}/${x.id}`),
                    { last: x.i, by: x.who, n: increment(1) },
                    { merge: true },
                  );
            },
            { col, id, i, who: who === 1 ? 'a' : 'b' },
          ),
        );
      }
      if (writes.length >= 25) await Promise.all(writes.splice(0));
    }
    await Promise.all(writes);
    const truth = await env.admin.collection(col).get();
    const expected = truth.docs.map((d) => ({ id: d.id, data: d.data() }));
    const sorted = (list: { id: string; data: unknown }[]) =>
      [...list].sort((x, y) => x.id.localeCompare(y.id));
    for (const p of [a, b]) {
      const s = await waitForSnapshot(
        p,
        'c',
        (x) => JSON.stringify(sorted(x.docs)) === JSON.stringify(sorted(expected)),
        20_000,
      );
      expect(sorted(s.docs)).toEqual(sorted(expected));
    }
    await eventually(
      () => {
        const last = nodeStates[nodeStates.length - 1];
        if (!last) return false;
        return (
          JSON.stringify(sorted([...last].map(([id, data]) => ({ id, data })))) ===
          JSON.stringify(sorted(expected))
        );
      },
      20_000,
      'node listener to converge',
    );
    unsub();
    await a.context().close();
    await b.context().close();
  }, 120_000);
});

describe('teardown', () => {
  it('open sessions fall to zero after the pages close', async () => {
    const p1 = await env.open();
    const p2 = await env.open({ forceLongPolling: true });
    for (const p of [p1, p2]) {
      await inPage(
        p,
        (t) => {
          t.watchQuery('x', 'Banks');
          return t.fs.setDoc(t.fs.doc(t.db, 'Teardown/x'), { at: 1 });
        },
        null,
      );
      await waitForSnapshot(p, 'x', () => true);
    }
    expect(await env.sessions()).toBeGreaterThanOrEqual(2);
    await p1.context().close();
    await p2.context().close();
    // Closed tabs send no terminate: the emulator must notice the missing back channel itself.
    await eventually(async () => (await env.sessions()) === 0, 30_000, 'sessions to close');
  }, 60_000);

  it('a terminated SDK ends its sessions at once', async () => {
    const page = await env.open({ useFetchStreams: true });
    await watchQuery(page, 'x', 'Banks');
    await waitForSnapshot(page, 'x', () => true);
    expect(await env.sessions()).toBe(1);
    const t0 = Date.now();
    await inPage(page, (t) => t.shutdown(), null);
    // Faster than the idle collection (3 s here): the client's terminate request did it.
    await eventually(async () => (await env.sessions()) === 0, 10_000, 'sessions to close');
    expect(Date.now() - t0).toBeLessThan(2_500);
    await page.context().close();
  });
});
