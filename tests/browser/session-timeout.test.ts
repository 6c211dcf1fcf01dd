/**
 * An emulator-side WebChannel session timeout (shortened through the environment) must not cost a
 * listener any change: the SDK opens a new session, resumes its targets and catches up.
 */
import { afterAll, expect, it } from 'vitest';
import { inPage, useBrowserEnv, waitForSnapshot, watchQuery } from './support.js';

const MAX_AGE_MS = 2500;
// Registered before the environment's hooks, so it runs after the environment stops.
afterAll(() => {
  delete process.env.FIRESTORE_WEBCHANNEL_SESSION_MAX_AGE_MS;
});
const env = useBrowserEnv('demo-timeout', {
  webChannelEnv: { FIRESTORE_WEBCHANNEL_SESSION_MAX_AGE_MS: String(MAX_AGE_MS) },
});

for (const mode of [
  { name: 'streaming', cfg: {} },
  { name: 'long-polling', cfg: { forceLongPolling: true } },
]) {
  it(`a ${mode.name} listener survives session timeouts without losing changes`, async () => {
    const col = `Timeout-${mode.name}`;
    await env.admin.doc(`${col}/a`).set({ v: 0 });
    env.logs.length = 0;
    const page = await env.open(mode.cfg);
    await watchQuery(page, 'q', col);
    await waitForSnapshot(page, 'q', (s) => s.docs.length === 1);
    // Keep writing across several session lifetimes, including while sessions are being replaced.
    const started = Date.now();
    let i = 0;
    while (Date.now() - started < MAX_AGE_MS * 3) {
      i++;
      await env.admin.doc(`${col}/a`).set({ v: i });
      if (i % 4 === 0) await env.admin.doc(`${col}/n${i}`).set({ v: i });
      if (i % 8 === 0) await env.admin.doc(`${col}/n${i - 4}`).delete();
      await new Promise((r) => setTimeout(r, 100));
    }
    const truth = (await env.admin.collection(col).get()).docs.map((d) => ({
      id: d.id,
      data: d.data(),
    }));
    const s = await waitForSnapshot(
      page,
      'q',
      (x) => JSON.stringify(x.docs) === JSON.stringify(truth),
      20_000,
    );
    expect(s.docs).toEqual(truth);
    const errors = await inPage(page, (t) => t.errors.q ?? [], null);
    expect(errors).toEqual([]);
    // The emulator really did time sessions out underneath the listener, more than once.
    expect(
      env.logs.filter((l) => /webchannel Listen .*session timed out/.test(l)).length,
    ).toBeGreaterThanOrEqual(2);
    await page.context().close();
  }, 60_000);
}
