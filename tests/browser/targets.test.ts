/**
 * Targets added to and removed from a WebChannel session that is already running (issue 26): in
 * every connection mode a listener that joins a live Listen channel, before or after another
 * target was removed, gets its initial snapshot and then every change in order, as fast as the
 * first target does. The page SDK multiplexes all its listeners over one Listen channel, so each
 * listener after the first is exactly such a mid-session addTarget.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inPage, useBrowserEnv, waitForSnapshot, watchQuery, type Seen } from './support.js';

/** How long one change may take to reach a listener; the bug lost changes for good (> 3 s). */
const CHANGE_MS = 1_000;

const env = useBrowserEnv('demo-targets');

const modes = [
  { name: 'default', cfg: {} },
  { name: 'forced long-polling', cfg: { forceLongPolling: true } },
  { name: 'auto-detected long-polling', cfg: { autoDetectLongPolling: true } },
] as const;

/** Waits for the server snapshot under `key` matching `pred` and checks it came within CHANGE_MS of `since`. */
async function arrives(
  page: Page,
  key: string,
  since: number,
  pred: (s: Seen) => boolean,
): Promise<Seen> {
  const s = await waitForSnapshot(page, key, pred, 5_000);
  expect(s.at - since, `${key} latency`).toBeLessThan(CHANGE_MS);
  return s;
}

function watchDoc(page: Page, key: string, path: string): Promise<void> {
  return inPage(page, (t, a) => t.watchDoc(a.key, a.path), { key, path });
}

function unwatch(page: Page, key: string): Promise<void> {
  return inPage(page, (t, k) => t.unwatch(k), key);
}

/** Values of `v` a document listener saw in server snapshots, in order, without repeats. */
async function docHistory(page: Page, key: string): Promise<(number | null)[]> {
  const all = await inPage(page, (t, k) => t.seen[k] ?? [], key);
  const out: (number | null)[] = [];
  for (const s of all) {
    if (s.fromCache || s.hasPendingWrites) continue;
    const v = s.docs[0]?.data ? (s.docs[0].data.v as number) : null;
    if (out.length === 0 || out[out.length - 1] !== v) out.push(v);
  }
  return out;
}

describe.each(modes)('targets added mid-session ($name)', ({ name, cfg }) => {
  const col = `Targets-${name.replace(/\W+/g, '-')}`;

  it('a document listener joining a running session sees its document created, changed and deleted', async () => {
    await env.admin.doc(`${col}/a`).set({ v: 0 });
    const page = await env.open(cfg);
    await watchQuery(page, 'q', col);
    await waitForSnapshot(page, 'q', (s) => s.docs.length === 1);
    // Idle past 3 s: the SDK treats an older poll as dead when told the back channel is missing.
    await new Promise((r) => setTimeout(r, 3500));

    // The document does not exist yet: the listener's first server snapshot says so.
    await watchDoc(page, 'z', `${col}/z`);
    await waitForSnapshot(page, 'z', (s) => s.docs[0]?.data === null);

    let t0 = Date.now();
    await env.admin.doc(`${col}/z`).set({ v: 1 });
    await arrives(page, 'z', t0, (s) => s.docs[0]?.data?.v === 1);
    await arrives(page, 'q', t0, (s) => s.docs.some((d) => d.id === 'z'));
    for (let v = 2; v <= 4; v++) {
      t0 = Date.now();
      await env.admin.doc(`${col}/z`).update({ v });
      await arrives(page, 'z', t0, (s) => s.docs[0]?.data?.v === v);
    }
    t0 = Date.now();
    await env.admin.doc(`${col}/z`).delete();
    await arrives(page, 'z', t0, (s) => s.docs[0]?.data === null);
    await arrives(page, 'q', t0, (s) => !s.docs.some((d) => d.id === 'z'));
    expect(await docHistory(page, 'z')).toEqual([null, 1, 2, 3, 4, null]);
    await page.context().close();
  });

  it('a query listener joining a running session gets its initial snapshot and later changes', async () => {
    await env.admin.doc(`${col}-other/x`).set({ v: 1 });
    const page = await env.open(cfg);
    await watchDoc(page, 'first', `${col}/first`);
    await waitForSnapshot(page, 'first', () => true);

    await watchQuery(page, 'q2', `${col}-other`);
    const s = await waitForSnapshot(page, 'q2', (x) => x.docs.length === 1);
    expect(s.docs[0]!.data).toEqual({ v: 1 });
    const t0 = Date.now();
    await env.admin.doc(`${col}-other/y`).set({ v: 2 });
    await arrives(page, 'q2', t0, (x) => x.docs.length === 2);
    // The first target is still served alongside.
    const t1 = Date.now();
    await env.admin.doc(`${col}/first`).set({ v: 7 });
    await arrives(page, 'first', t1, (x) => x.docs[0]?.data?.v === 7);
    await page.context().close();
  });

  it('after a target is removed, the remaining one and a listener added later still get every change', async () => {
    const base = `${col}-removed`;
    await env.admin.doc(`${base}/a`).set({ v: 0 });
    const page = await env.open(cfg);
    await watchQuery(page, 'gone', base);
    await watchDoc(page, 'stays', `${base}/a`);
    await waitForSnapshot(page, 'gone', (s) => s.docs.length === 1);
    await waitForSnapshot(page, 'stays', (s) => s.docs[0]?.data?.v === 0);

    await unwatch(page, 'gone');
    const countGone = (await inPage(page, (t) => t.seen.gone ?? [], null)).length;
    let t0 = Date.now();
    await env.admin.doc(`${base}/a`).set({ v: 1 });
    await arrives(page, 'stays', t0, (s) => s.docs[0]?.data?.v === 1);

    // A new document listener after the removal, on a document that does not exist yet.
    await watchDoc(page, 'late', `${base}/late`);
    await waitForSnapshot(page, 'late', (s) => s.docs[0]?.data === null);
    t0 = Date.now();
    await env.admin.doc(`${base}/late`).set({ v: 1 });
    await arrives(page, 'late', t0, (s) => s.docs[0]?.data?.v === 1);
    t0 = Date.now();
    await env.admin.doc(`${base}/late`).update({ v: 2 });
    await arrives(page, 'late', t0, (s) => s.docs[0]?.data?.v === 2);
    t0 = Date.now();
    await env.admin.doc(`${base}/late`).delete();
    await arrives(page, 'late', t0, (s) => s.docs[0]?.data === null);
    expect(await docHistory(page, 'late')).toEqual([null, 1, 2, null]);

    // Re-adding a listener on the removed query works as well (a new target id for the same query).
    await watchQuery(page, 'again', base);
    await waitForSnapshot(page, 'again', (s) => s.docs.length === 1 && s.docs[0]?.data?.v === 1);
    t0 = Date.now();
    await env.admin.doc(`${base}/b`).set({ v: 5 });
    await arrives(page, 'again', t0, (s) => s.docs.length === 2);
    // The removed listener heard nothing after it was removed.
    expect((await inPage(page, (t) => t.seen.gone ?? [], null)).length).toBe(countGone);
    const errors = await inPage(page, (t) => t.errors, null);
    expect(errors).toEqual({});
    await page.context().close();
  });
});
