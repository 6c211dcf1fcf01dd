/**
 * Composite-index enforcement reaches the web SDK over WebChannel (streaming and long-polling):
 * a one-shot query and a listener missing an index fail with FAILED_PRECONDITION and the
 * message naming the index to add, and run once the index is configured.
 */
import { describe, expect, it } from 'vitest';
import { parseIndexConfig } from '../../emulator/src/firestore/indexes.js';
import { inPage, useBrowserEnv } from './support.js';

const index = {
  collectionGroup: 'Reviews',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'status', order: 'ASCENDING' },
    { fieldPath: 'createdAt', order: 'DESCENDING' },
  ],
};
const expected = `The query requires an index. Add this entry to "indexes" in firestore.indexes.json: ${JSON.stringify(index)}`;

const env = useBrowserEnv('demo-indexes-web', {
  prepare: async () => {
    env.engine.setIndexes(parseIndexConfig({ indexes: [] }));
    await env.admin.doc('Deals/d/Reviews/r').set({ status: 'scored', createdAt: new Date() });
  },
});

describe.each([
  { name: 'streaming', cfg: {} },
  { name: 'long-polling', cfg: { forceLongPolling: true } },
])('over WebChannel ($name)', ({ cfg }) => {
  it('refuses a query and a listener without their index, naming it', async () => {
    env.engine.setIndexes(parseIndexConfig({ indexes: [] }));
    const page = await env.open(cfg);
    const outcome = await inPage(
      page,
      async (t) => {
        const q = t.fs.query(
          t.fs.collection(t.db, 'Deals/d/Reviews'),
          t.fs.where('status', '==', 'scored'),
          t.fs.orderBy('createdAt', 'desc'),
        );
        const get = await t.fs.getDocs(q).then(
          () => 'ok',
          (e: unknown) => {
            const err = e as { code: string; message: string };
            return `${err.code}: ${err.message}`;
          },
        );
        const listen = await new Promise<string>((resolve) => {
          const stop = t.fs.onSnapshot(
            q,
            () => undefined,
            (e) => {
              stop();
              resolve(`${e.code}: ${e.message}`);
            },
          );
        });
        return { get, listen };
      },
      null,
    );
    expect(outcome.get).toBe(`failed-precondition: ${expected}`);
    expect(outcome.listen).toBe(`failed-precondition: ${expected}`);

    env.engine.setIndexes(parseIndexConfig({ indexes: [index] }));
    const size = await inPage(
      page,
      async (t) =>
        (
          await t.fs.getDocs(
            t.fs.query(
              t.fs.collection(t.db, 'Deals/d/Reviews'),
              t.fs.where('status', '==', 'scored'),
              t.fs.orderBy('createdAt', 'desc'),
            ),
          )
        ).size,
      null,
    );
    expect(size).toBe(1);
    await page.close();
  });
});
