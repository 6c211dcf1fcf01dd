/**
 * Queries over all descendants (issue 44): without a collection id ("kindless", what the Admin
 * SDK's recursiveDelete sends), and collection-group queries under a document rather than the
 * root. Production serves both from the document-name index only, so it refuses filters and
 * orders on fields, descending name orders and sums or averages, each with its own code and
 * message, and answers the rest: name filters, ascending name order, cursors, limit, offset,
 * projection and count.
 */
import { describe, expect, it } from 'vitest';
import { useConformance } from './support.js';

let db: string;
const c = useConformance('descendants', async () => {
  db = `projects/${c.projectId}/databases/(default)`;
  // Home/h is never written: its descendants are found through it all the same.
  const b = c.admin.batch();
  b.set(c.admin.doc('Home/h/kids/k1'), { which: 'kid', value: 1 });
  b.set(c.admin.doc('Home/h/kids/k1/kids/k2'), { which: 'grandkid', value: 3 });
  b.set(c.admin.doc('Home/h/pals/p1'), { which: 'pal', value: 5 });
  b.set(c.admin.doc('Home/h/pals/p1/kids/k3'), { which: 'palkid', value: 7 });
  b.set(c.admin.doc('Home/elsewhere/kids/k4'), { which: 'outside', value: 9 });
  await b.commit();
});

type Verb = 'runQuery' | 'runAggregationQuery';

/** One call over REST as the owner, on `parent` (relative to documents/; '' is the root). */
async function call(
  parent: string,
  verb: Verb,
  body: Record<string, unknown>,
): Promise<{ status: number; json: unknown }> {
  const at = parent === '' ? `${db}/documents` : `${db}/documents/${parent}`;
  const r = await fetch(`http://127.0.0.1:${c.emulator.port}/v1/${at}:${verb}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'text/plain' },
    body: JSON.stringify(body),
  });
  return { status: r.status, json: await r.json() };
}

/** The names (relative to documents/) a runQuery answered, failing on an error. */
async function names(parent: string, query: Record<string, unknown>): Promise<string[]> {
  const r = await call(parent, 'runQuery', { structuredQuery: query });
  expect(r.json).not.toHaveProperty('error');
  return (r.json as { document?: { name: string } }[])
    .flatMap((x) => (x.document ? [x.document.name] : []))
    .map((n) => n.slice(`${db}/documents/`.length));
}

/** The error a call answered: its status name and message. */
async function refusal(
  parent: string,
  verb: Verb,
  body: Record<string, unknown>,
): Promise<{ status: string; message: string }> {
  const r = await call(parent, verb, body);
  const error = (r.json as { error?: { status: string; message: string } }).error;
  return { status: error?.status ?? `answered ${String(r.status)}`, message: error?.message ?? '' };
}

const kindless = { from: [{ allDescendants: true }] };
const kids = { from: [{ collectionId: 'kids', allDescendants: true }] };
const byValue = { orderBy: [{ field: { fieldPath: 'value' }, direction: 'ASCENDING' }] };
const nameDesc = { orderBy: [{ field: { fieldPath: '__name__' }, direction: 'DESCENDING' }] };
const valueIs3 = {
  where: {
    fieldFilter: { field: { fieldPath: 'value' }, op: 'EQUAL', value: { integerValue: '3' } },
  },
};
const ref = (rel: string) => ({ referenceValue: `${db}/documents/${rel}` });
const aggregate = (query: Record<string, unknown>, aggregation: Record<string, unknown>) => ({
  structuredAggregationQuery: {
    structuredQuery: query,
    aggregations: [{ alias: 'a', ...aggregation }],
  },
});
const count = { count: {} };
const avgValue = { avg: { field: { fieldPath: 'value' } } };

const ROOT_ONLY = {
  status: 'INVALID_ARGUMENT',
  message: 'collection group queries are only allowed at the root parent',
};
const NO_INDEX_AFTER_NAME = {
  status: 'INVALID_ARGUMENT',
  message:
    'This query requires an index with fields [value] after __name__ and Firestore does not currently support such an index. Please try the query again with additional ordering on those fields.',
};
const KIND_FOR_ORDERS = {
  status: 'INVALID_ARGUMENT',
  message: 'kind is required for all orders except __key__ ascending',
};

describe('under a document, with or without a collection id', () => {
  it('answers in name order: every descendant, or those of the collection id', async () => {
    expect(await names('Home/h', kindless)).toEqual([
      'Home/h/kids/k1',
      'Home/h/kids/k1/kids/k2',
      'Home/h/pals/p1',
      'Home/h/pals/p1/kids/k3',
    ]);
    expect(await names('Home/h', kids)).toEqual([
      'Home/h/kids/k1',
      'Home/h/kids/k1/kids/k2',
      'Home/h/pals/p1/kids/k3',
    ]);
  });

  it('answers name filters, cursors, offset, limit and projection', async () => {
    const fromK2 = {
      where: {
        fieldFilter: {
          field: { fieldPath: '__name__' },
          op: 'GREATER_THAN_OR_EQUAL',
          value: ref('Home/h/kids/k1/kids/k2'),
        },
      },
    };
    expect(await names('Home/h', { ...kindless, ...fromK2 })).toEqual([
      'Home/h/kids/k1/kids/k2',
      'Home/h/pals/p1',
      'Home/h/pals/p1/kids/k3',
    ]);
    const afterK2 = { startAt: { values: [ref('Home/h/kids/k1/kids/k2')], before: false } };
    expect(await names('Home/h', { ...kids, ...afterK2 })).toEqual(['Home/h/pals/p1/kids/k3']);
    expect(await names('Home/h', { ...kindless, offset: 1, limit: 2 })).toEqual([
      'Home/h/kids/k1/kids/k2',
      'Home/h/pals/p1',
    ]);
    const r = await call('Home/h', 'runQuery', {
      structuredQuery: { ...kids, select: { fields: [{ fieldPath: 'which' }] }, limit: 1 },
    });
    expect((r.json as { document?: { fields: unknown } }[])[0]?.document?.fields).toEqual({
      which: { stringValue: 'kid' },
    });
  });

  it('refuses a filter or an order on a field: only allowed at the root parent', async () => {
    for (const from of [kindless, kids]) {
      expect(
        await refusal('Home/h', 'runQuery', { structuredQuery: { ...from, ...valueIs3 } }),
      ).toEqual(ROOT_ONLY);
      expect(
        await refusal('Home/h', 'runQuery', { structuredQuery: { ...from, ...byValue } }),
      ).toEqual(ROOT_ONLY);
      // The order is checked before the aggregation.
      expect(
        await refusal(
          'Home/h',
          'runAggregationQuery',
          aggregate({ ...from, ...byValue }, avgValue),
        ),
      ).toEqual(ROOT_ONLY);
    }
  });

  it('refuses a descending name order: kindless needs a kind, a collection group an index', async () => {
    expect(
      await refusal('Home/h', 'runQuery', { structuredQuery: { ...kindless, ...nameDesc } }),
    ).toEqual(KIND_FOR_ORDERS);
    const r = await refusal('Home/h', 'runQuery', { structuredQuery: { ...kids, ...nameDesc } });
    expect(r.status).toBe('FAILED_PRECONDITION');
    expect(r.message).toMatch(/^The query requires an index\./);
  });

  it('counts, but refuses to average a field: no index has it after __name__', async () => {
    for (const [from, n] of [
      [kindless, 4],
      [kids, 3],
    ] as const) {
      const r = await call('Home/h', 'runAggregationQuery', aggregate(from, count));
      expect(r.json).toMatchObject([
        { result: { aggregateFields: { a: { integerValue: String(n) } } } },
      ]);
      expect(await refusal('Home/h', 'runAggregationQuery', aggregate(from, avgValue))).toEqual(
        NO_INDEX_AFTER_NAME,
      );
    }
  });
});

describe('at the root', () => {
  it('a collection group query may filter and order by fields', async () => {
    expect(await names('', { ...kids, ...valueIs3 })).toEqual(['Home/h/kids/k1/kids/k2']);
    expect(await names('', { ...kids, ...byValue })).toEqual([
      'Home/h/kids/k1',
      'Home/h/kids/k1/kids/k2',
      'Home/h/pals/p1/kids/k3',
      'Home/elsewhere/kids/k4',
    ]);
  });

  it('a kindless query needs a kind for field filters and orders, and counts', async () => {
    expect(
      await refusal('', 'runQuery', { structuredQuery: { ...kindless, ...valueIs3 } }),
    ).toEqual({
      status: 'INVALID_ARGUMENT',
      message: 'kind is required for filters other than __key__',
    });
    expect(await refusal('', 'runQuery', { structuredQuery: { ...kindless, ...byValue } })).toEqual(
      KIND_FOR_ORDERS,
    );
    expect(
      await refusal('', 'runQuery', { structuredQuery: { ...kindless, ...nameDesc } }),
    ).toEqual(KIND_FOR_ORDERS);
    const r = await call('', 'runAggregationQuery', aggregate(kindless, count));
    expect(r.json).toMatchObject([{ result: { aggregateFields: { a: { integerValue: '5' } } } }]);
    expect(await refusal('', 'runAggregationQuery', aggregate(kindless, avgValue))).toEqual(
      NO_INDEX_AFTER_NAME,
    );
  });
});
