import { describe, expect, it } from 'vitest';
import { useConformance, waitFor } from './support.js';

const c = useConformance('usage', async () => {
  const b = c.admin.batch();
  for (let i = 0; i < 5; i++) b.set(c.admin.doc(`u/d${String(i)}`), { i });
  await b.commit();
});

const usage = async (): Promise<{ reads: number; writes: number; deletes: number }> => {
  const res = await fetch(
    `http://127.0.0.1:${String(c.emulator.port)}/emulator/v1/projects/${c.projectId}:usage`,
  );
  return (await res.json()) as { reads: number; writes: number; deletes: number };
};

describe('usage counted like Cloud Firestore billing', () => {
  it('counts document reads, one read for an empty query, writes and deletes', async () => {
    expect(await usage()).toEqual({ reads: 0, writes: 5, deletes: 0 });
    c.emulator.engine.resetUsage(c.projectId);
    await c.admin.collection('u').where('i', '<', 3).get();
    expect((await usage()).reads).toBe(3);
    await c.admin.collection('u').where('i', '>', 100).get();
    expect((await usage()).reads).toBe(4);
    await c.admin.doc('u/d0').get();
    expect((await usage()).reads).toBe(5);
    await c.admin.collection('u').count().get();
    expect((await usage()).reads).toBe(6);
    await c.admin.doc('u/d0').delete();
    await c.admin.doc('u/d1').update({ i: 10 });
    expect(await usage()).toEqual({ reads: 6, writes: 1, deletes: 1 });
  });

  it('counts a listener’s initial results and each delivered change', async () => {
    c.emulator.engine.resetUsage(c.projectId);
    let snaps = 0;
    const unsub = c.admin.collection('u').onSnapshot(() => snaps++);
    await waitFor(() => snaps === 1);
    expect((await usage()).reads).toBe(4);
    await c.admin.doc('u/d2').update({ i: 20 });
    await waitFor(() => snaps === 2);
    unsub();
    expect((await usage()).reads).toBe(5);
  });
});
