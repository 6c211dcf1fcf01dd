import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { missingIndex } from './index-selection.js';
import {
  parseIndexConfig,
  watchIndexes,
  type CompositeIndex,
  type IndexConfig,
} from './indexes.js';
import { compileQuery } from './query.js';
import { startFirestoreEmulator, type FirestoreEmulator } from './server.js';

const PARENT = 'projects/p/databases/(default)/documents';

type Filter = Record<string, unknown>;
const eq = (field: string, value: unknown = 'x'): Filter => ({
  fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } },
});
const op = (field: string, o: string, value: Record<string, unknown>): Filter => ({
  fieldFilter: { field: { fieldPath: field }, op: o, value },
});
const and = (...filters: Filter[]): Filter => ({ compositeFilter: { op: 'AND', filters } });
const or = (...filters: Filter[]): Filter => ({ compositeFilter: { op: 'OR', filters } });
const order = (field: string, dir: 'ASCENDING' | 'DESCENDING' = 'ASCENDING'): Filter => ({
  field: { fieldPath: field },
  direction: dir,
});

/** What the config says of a StructuredQuery on `coll` (a collection group when `group`). */
function check(
  config: IndexConfig,
  sq: { where?: Filter; orderBy?: Filter[] },
  coll = 'Deals',
  group = false,
): ReturnType<typeof missingIndex> {
  const q = compileQuery(PARENT, {
    from: [{ collectionId: coll, ...(group ? { allDescendants: true } : {}) }],
    ...sq,
  });
  return missingIndex(config, { ...q, where: q.raw.where });
}

const none: IndexConfig = { indexes: [], fieldOverrides: [] };
const withIndexes = (...indexes: CompositeIndex[]): IndexConfig => ({
  indexes,
  fieldOverrides: [],
});
const ix = (
  fields: [string, 'ASCENDING' | 'DESCENDING' | 'CONTAINS'][],
  scope: 'COLLECTION' | 'COLLECTION_GROUP' = 'COLLECTION',
  collectionGroup = 'Deals',
): CompositeIndex => ({
  collectionGroup,
  queryScope: scope,
  fields: fields.map(([fieldPath, o]) =>
    o === 'CONTAINS' ? { fieldPath, arrayConfig: 'CONTAINS' } : { fieldPath, order: o },
  ),
});

describe('which queries need a composite index', () => {
  it('needs none for no filters, name order, one field, or equality on many fields (index merging)', () => {
    expect(check(none, {})).toBeNull();
    expect(check(none, { orderBy: [order('__name__', 'DESCENDING')] })).toBeNull();
    expect(check(none, { where: eq('a') })).toBeNull();
    expect(check(none, { orderBy: [order('score', 'DESCENDING')] })).toBeNull();
    expect(check(none, { where: op('score', 'GREATER_THAN', { integerValue: '3' }) })).toBeNull();
    expect(check(none, { where: and(eq('a'), eq('b'), eq('c')) })).toBeNull();
    expect(
      check(none, {
        where: and(eq('a'), op('tags', 'ARRAY_CONTAINS', { stringValue: 't' })),
      }),
    ).toBeNull();
    // A filter and an ordering on the same field.
    expect(
      check(none, {
        where: op('score', 'LESS_THAN', { integerValue: '3' }),
        orderBy: [order('score', 'DESCENDING')],
      }),
    ).toBeNull();
    // Name filters and orderings use the built-in name index.
    expect(
      check(none, {
        where: and(
          eq('a'),
          op('__name__', 'GREATER_THAN', { referenceValue: `${PARENT}/Deals/x` }),
        ),
      }),
    ).toBeNull();
  });

  it('needs a composite for equality plus an ordering or range on another field', () => {
    const m = check(none, { where: eq('status'), orderBy: [order('createdAt', 'DESCENDING')] });
    expect(m?.index).toEqual({
      collectionGroup: 'Deals',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    });
    expect(m?.message).toMatch(/^The query requires an index\. Add this entry to "indexes"/);
    expect(m?.message).toContain(JSON.stringify(m?.index));
    const range = check(none, {
      where: and(eq('active'), op('validUntil', 'LESS_THAN', { stringValue: '2026' })),
    });
    expect(range?.index?.fields).toEqual([
      { fieldPath: 'active', order: 'ASCENDING' },
      { fieldPath: 'validUntil', order: 'ASCENDING' },
    ]);
    // Two orderings, or a range on one field and an ordering on another.
    expect(check(none, { orderBy: [order('a'), order('b')] })?.index).toBeDefined();
    expect(
      check(none, {
        where: op('a', 'GREATER_THAN', { integerValue: '1' }),
        orderBy: [order('b')],
      })?.index?.fields,
    ).toEqual([
      { fieldPath: 'b', order: 'ASCENDING' },
      { fieldPath: 'a', order: 'ASCENDING' },
    ]);
  });

  it('is served by a matching composite, in the equality fields any order, exact in the ordering', () => {
    const config = withIndexes(
      ix([
        ['b', 'ASCENDING'],
        ['a', 'DESCENDING'],
        ['score', 'DESCENDING'],
      ]),
    );
    const sq = { where: and(eq('a'), eq('b')), orderBy: [order('score', 'DESCENDING')] };
    expect(check(config, sq)).toBeNull();
    // The ordering's direction must match (name follows the last ordering).
    expect(check(config, { ...sq, orderBy: [order('score')] })).not.toBeNull();
    // An explicit name direction against the last field's needs its own entry.
    expect(
      check(config, {
        ...sq,
        orderBy: [order('score', 'DESCENDING'), order('__name__', 'ASCENDING')],
      })?.index?.fields.at(-1),
    ).toEqual({ fieldPath: '__name__', order: 'ASCENDING' });
    // An index on more fields than the query filters does not serve it.
    expect(
      check(config, { where: eq('a'), orderBy: [order('score', 'DESCENDING')] }),
    ).not.toBeNull();
    // An explicit trailing __name__ in the index is the implied one.
    const named = withIndexes(
      ix([
        ['a', 'ASCENDING'],
        ['score', 'DESCENDING'],
        ['__name__', 'DESCENDING'],
      ]),
    );
    expect(check(named, { where: eq('a'), orderBy: [order('score', 'DESCENDING')] })).toBeNull();
  });

  it('merges composites that end with the same ordering', () => {
    const config = withIndexes(
      ix([
        ['a', 'ASCENDING'],
        ['score', 'DESCENDING'],
      ]),
      ix([
        ['b', 'ASCENDING'],
        ['score', 'DESCENDING'],
      ]),
    );
    expect(
      check(config, { where: and(eq('a'), eq('b')), orderBy: [order('score', 'DESCENDING')] }),
    ).toBeNull();
    expect(
      check(config, {
        where: and(eq('a'), eq('b'), eq('c')),
        orderBy: [order('score', 'DESCENDING')],
      }),
    ).not.toBeNull();
  });

  it('needs array-contains as CONTAINS in the index', () => {
    const contains = op('keywords', 'ARRAY_CONTAINS', { stringValue: 'pizza' });
    const sq = {
      where: and(eq('active'), contains),
      orderBy: [order('trendingScore', 'DESCENDING')],
    };
    const m = check(none, sq);
    expect(m?.index?.fields).toEqual([
      { fieldPath: 'active', order: 'ASCENDING' },
      { fieldPath: 'keywords', arrayConfig: 'CONTAINS' },
      { fieldPath: 'trendingScore', order: 'DESCENDING' },
    ]);
    expect(
      check(
        withIndexes(
          ix([
            ['keywords', 'CONTAINS'],
            ['active', 'ASCENDING'],
            ['trendingScore', 'DESCENDING'],
          ]),
        ),
        sq,
      ),
    ).toBeNull();
    // The same fields ordered (not contains) do not serve an array-contains filter.
    expect(
      check(
        withIndexes(
          ix([
            ['keywords', 'ASCENDING'],
            ['active', 'ASCENDING'],
            ['trendingScore', 'DESCENDING'],
          ]),
        ),
        sq,
      ),
    ).not.toBeNull();
  });

  it('needs collection-group scope for collection-group queries, also for one field', () => {
    const collectionScoped = withIndexes(
      ix([
        ['status', 'ASCENDING'],
        ['createdAt', 'DESCENDING'],
      ]),
    );
    const sq = { where: eq('status'), orderBy: [order('createdAt', 'DESCENDING')] };
    expect(check(collectionScoped, sq)).toBeNull();
    const m = check(collectionScoped, sq, 'Deals', true);
    expect(m?.index?.queryScope).toBe('COLLECTION_GROUP');
    // A single field in a collection group needs a field override with that scope.
    const single = check(none, { where: eq('status') }, 'Reviews', true);
    expect(single?.message).toMatch(
      /^The query requires a COLLECTION_GROUP_ASC index for collection Reviews and field status\. /,
    );
    expect(single?.fieldOverride?.indexes).toContainEqual({
      order: 'ASCENDING',
      queryScope: 'COLLECTION_GROUP',
    });
    const fixed = parseIndexConfig({ indexes: [], fieldOverrides: [single?.fieldOverride] });
    expect(check(fixed, { where: eq('status') }, 'Reviews', true)).toBeNull();
    // Unfiltered collection-group queries (by name) need nothing.
    expect(check(none, {}, 'Reviews', true)).toBeNull();
  });

  it('honours field overrides: an exempted field has no single-field index, subfields inherit', () => {
    const exempt = parseIndexConfig({
      fieldOverrides: [{ collectionGroup: 'Deals', fieldPath: 'blob', indexes: [] }],
    });
    expect(check(exempt, { where: eq('blob') })?.message).toMatch(
      /requires a ASC index for collection Deals and field blob/,
    );
    expect(check(exempt, { where: eq('blob.inner') })).not.toBeNull();
    expect(check(exempt, { where: eq('other') })).toBeNull();
    const star = parseIndexConfig({
      fieldOverrides: [
        { collectionGroup: 'Deals', fieldPath: '*', indexes: [] },
        {
          collectionGroup: 'Deals',
          fieldPath: 'kept',
          indexes: [{ order: 'DESCENDING', queryScope: 'COLLECTION' }],
        },
      ],
    });
    expect(check(star, { where: eq('other') })).not.toBeNull();
    expect(check(star, { orderBy: [order('kept', 'DESCENDING')] })).toBeNull();
    expect(check(star, { orderBy: [order('kept')] })).not.toBeNull();
  });

  it('checks every disjunct of an OR', () => {
    const config = withIndexes(
      ix([
        ['a', 'ASCENDING'],
        ['score', 'DESCENDING'],
      ]),
    );
    const orderBy = [order('score', 'DESCENDING')];
    expect(check(config, { where: or(eq('a', '1'), eq('a', '2')), orderBy })).toBeNull();
    const m = check(config, { where: or(eq('a'), eq('b')), orderBy });
    expect(m?.index?.fields[0]).toEqual({ fieldPath: 'b', order: 'ASCENDING' });
  });

  it('rejects malformed index files with the place of the problem', () => {
    expect(() => parseIndexConfig({ indexes: [{ collectionGroup: 'A', fields: [] }] })).toThrow(
      /indexes\[0\]: fields must be a non-empty array/,
    );
    expect(() =>
      parseIndexConfig({
        indexes: [{ collectionGroup: 'A', fields: [{ fieldPath: 'x', order: 'UP' }] }],
      }),
    ).toThrow(/indexes\[0\]\.fields\[0\]: order must be ASCENDING or DESCENDING/);
  });
});

// ---------- the committed firestore.indexes.json, through the real transports ----------

const committedPath = fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url));
const committed = parseIndexConfig(JSON.parse(readFileSync(committedPath, 'utf8')));
const reviewsByStatus = (i: CompositeIndex): boolean =>
  i.collectionGroup === 'Reviews' &&
  i.fields.map((f) => `${f.fieldPath}:${f.order ?? ''}`).join(',') ===
    'status:ASCENDING,createdAt:DESCENDING';

describe('an index removed from a copy of firestore.indexes.json', () => {
  let emu: FirestoreEmulator;
  let app: App;
  let db: Firestore;
  const removed = committed.indexes.find(reviewsByStatus);
  const copy: IndexConfig = {
    indexes: committed.indexes.filter((i) => !reviewsByStatus(i)),
    fieldOverrides: committed.fieldOverrides,
  };
  const expected = `The query requires an index. Add this entry to "indexes" in firestore.indexes.json: ${JSON.stringify(removed)}`;

  beforeAll(async () => {
    emu = await startFirestoreEmulator({ port: 0, indexes: copy });
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emu.port}`;
    app = initializeApp({ projectId: 'demo-indexes' }, `indexes-${Date.now()}`);
    db = getFirestore(app);
    await db.doc('Banks/b/Cities/c/Deals/d/Reviews/r').set({
      status: 'scored',
      createdAt: new Date(),
    });
  });
  afterAll(async () => {
    await db.terminate();
    await deleteApp(app);
    await emu.stop();
  });

  // The deal page's review list: scored reviews, newest first.
  const reviews = (): FirebaseFirestore.Query =>
    db
      .collection('Banks/b/Cities/c/Deals/d/Reviews')
      .where('status', '==', 'scored')
      .orderBy('createdAt', 'desc')
      .limit(10);

  it('is in the committed file, which serves the query', () => {
    expect(removed).toBeDefined();
    const q = compileQuery(
      `projects/demo-indexes/databases/(default)/documents/Banks/b/Cities/c/Deals/d`,
      {
        from: [{ collectionId: 'Reviews' }],
        where: eq('status', 'scored'),
        orderBy: [order('createdAt', 'DESCENDING')],
      },
    );
    expect(missingIndex(committed, { ...q, where: q.raw.where })).toBeNull();
  });

  it('fails its query over gRPC with FAILED_PRECONDITION naming the index', async () => {
    await expect(reviews().get()).rejects.toMatchObject({ code: 9, details: expected });
    // Aggregations and listeners are refused the same way.
    await expect(reviews().count().get()).rejects.toMatchObject({ code: 9, details: expected });
    const err = await new Promise<Error>((resolve) => {
      const stop = reviews().onSnapshot(
        () => undefined,
        (e) => {
          stop();
          resolve(e);
        },
      );
    });
    // The Admin SDK's listener reports the status code in the message.
    expect(err.message).toBe(`Error 9: ${expected}`);
  });

  it('fails its query over HTTP/JSON with the same message', async () => {
    const res = await fetch(
      `http://127.0.0.1:${emu.port}/v1/projects/demo-indexes/databases/(default)/documents/Banks/b/Cities/c/Deals/d:runQuery`,
      {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          structuredQuery: {
            from: [{ collectionId: 'Reviews' }],
            where: eq('status', 'scored'),
            orderBy: [order('createdAt', 'DESCENDING')],
          },
        }),
      },
    );
    const body = (await res.json()) as { error: { status: string; message: string } };
    expect(res.status).toBe(400);
    expect(body.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: expected });
  });

  it('runs again once the index is back (enforcement follows the config)', async () => {
    emu.engine.setIndexes(committed);
    expect((await reviews().get()).size).toBe(1);
    emu.engine.setIndexes(null);
    const anything = await db
      .collection('Banks/b/Cities/c/Deals/d/Reviews')
      .where('status', '==', 'scored')
      .orderBy('nothing')
      .get();
    expect(anything.size).toBe(0);
    emu.engine.setIndexes(copy);
  });
});

describe('watching firestore.indexes.json', () => {
  it('reports each saved change, and a broken file as an error', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'indexes-')), 'firestore.indexes.json');
    writeFileSync(file, JSON.stringify({ indexes: [] }));
    const seen: string[] = [];
    const next = (): Promise<void> =>
      new Promise((resolve) => {
        const start = seen.length;
        const timer = setInterval(() => {
          if (seen.length > start) {
            clearInterval(timer);
            resolve();
          }
        }, 20);
      });
    const stop = watchIndexes(
      file,
      (r) => seen.push('config' in r ? `indexes ${r.config.indexes.length}` : r.error.message),
      20,
    );
    try {
      const changed = next();
      writeFileSync(
        file,
        JSON.stringify({
          indexes: [
            ix([
              ['a', 'ASCENDING'],
              ['b', 'DESCENDING'],
            ]),
          ],
        }),
      );
      await changed;
      expect(seen.at(-1)).toBe('indexes 1');
      const broken = next();
      writeFileSync(file, '{ "indexes": [ }');
      await broken;
      expect(seen.at(-1)).toMatch(/^firestore\.indexes\.json: not valid JSON/);
    } finally {
      stop();
    }
  });
});
