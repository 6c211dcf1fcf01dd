import { describe, expect, it } from 'vitest';
import { compileQuery, runQuery } from './query.js';
import { equalityKey, indexCount, MIN_DOCS, SortedList } from './query-index.js';
import { DatabaseStore, type Doc } from './store.js';
import { compareValues } from './values.js';
import { fieldsFromWire, type Value } from '../codec/index.js';

const PARENT = 'projects/p/databases/(default)/documents';

/** A small deterministic generator, so failures reproduce. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const CATS = ['Food', 'Health', 'Travel'];

function randomFields(r: () => number): Record<string, unknown> {
  const f: Record<string, unknown> = {
    category: { stringValue: CATS[Math.floor(r() * 3)] },
    // Ints and doubles that compare equal (2 and 2.0) share a partition.
    level:
      r() < 0.5
        ? { integerValue: String(Math.floor(r() * 3)) }
        : { doubleValue: Math.floor(r() * 3) },
    active: { booleanValue: r() < 0.7 },
  };
  if (r() < 0.9) f.score = { integerValue: String(Math.floor(r() * 50)) };
  if (r() < 0.5) f.discount = { doubleValue: Math.floor(r() * 10) * 5 };
  return f;
}

function load(store: DatabaseStore, r: () => number, n: number, coll = 'Deals'): number {
  let t = 1;
  for (let i = 0; i < n; i++) {
    const rel = `${coll}/d${i}`;
    store.put(
      rel,
      { rel, fields: fieldsFromWire(randomFields(r)), createTime: t, updateTime: t },
      t,
      false,
    );
    t++;
  }
  return t;
}

type Sq = Record<string, unknown>;
const eq = (field: string, value: Record<string, unknown>): Sq => ({
  fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value },
});

function randomQuery(r: () => number, group: boolean): Sq {
  const filters: Sq[] = [];
  if (r() < 0.8) filters.push(eq('category', { stringValue: CATS[Math.floor(r() * 3)] }));
  if (r() < 0.5) filters.push(eq('active', { booleanValue: r() < 0.5 }));
  if (r() < 0.3) filters.push(eq('level', { integerValue: String(Math.floor(r() * 3)) }));
  if (r() < 0.3)
    filters.push({
      fieldFilter: {
        field: { fieldPath: 'discount' },
        op: 'GREATER_THAN_OR_EQUAL',
        value: { integerValue: '20' },
      },
    });
  const desc = r() < 0.5 ? 'DESCENDING' : 'ASCENDING';
  const orderBy = r() < 0.85 ? [{ field: { fieldPath: 'score' }, direction: desc }] : [];
  const sq: Sq = {
    from: [{ collectionId: 'Deals', ...(group ? { allDescendants: true } : {}) }],
    orderBy,
  };
  if (filters.length === 1) sq.where = filters[0];
  else if (filters.length > 1) sq.where = { compositeFilter: { op: 'AND', filters } };
  if (r() < 0.8) sq.limit = { value: 1 + Math.floor(r() * 40) };
  if (r() < 0.2) sq.offset = Math.floor(r() * 10);
  if (r() < 0.2 && orderBy.length > 0)
    sq.startAt = { values: [{ integerValue: '20' }], before: r() < 0.5 };
  return sq;
}

const ids = (docs: readonly Doc[]): string[] => docs.map((d) => d.rel);

describe('query indexes', () => {
  it('answer exactly as a full scan, across inserts, updates and deletes', () => {
    const r = rng(7);
    const store = new DatabaseStore();
    let t = load(store, r, MIN_DOCS * 2);
    // A second collection of the same group, for collection-group queries.
    t = Math.max(t, load(store, r, 200, 'Banks/b/Deals'));
    const check = (rounds: number): void => {
      for (let i = 0; i < rounds; i++) {
        const q = compileQuery(PARENT, randomQuery(r, r() < 0.3));
        const indexed = runQuery(store, q);
        // A read at a time scans (indexes hold current state only): the reference answer.
        const scanned = runQuery(store, q, Number.MAX_SAFE_INTEGER);
        expect(ids(indexed.docs), JSON.stringify(q.raw)).toEqual(ids(scanned.docs));
        expect(indexed.skipped).toBe(scanned.skipped);
      }
    };
    check(80);
    expect(indexCount(store)).toBeGreaterThan(3);
    // Mutations: updates move documents between partitions and positions; deletes remove them.
    for (let i = 0; i < 400; i++) {
      const rel = `Deals/d${Math.floor(r() * MIN_DOCS * 2.2)}`;
      const doc =
        r() < 0.2
          ? null
          : { rel, fields: fieldsFromWire(randomFields(r)), createTime: t, updateTime: t };
      store.put(rel, doc, t, true);
      t++;
    }
    check(80);
  }, 60_000);

  it('group equal numbers under one key and keep NaN out', () => {
    const k = (v: Value): string | null => equalityKey(v);
    expect(k({ k: 'int', v: 2n })).toBe(k({ k: 'double', v: 2 }));
    expect(k({ k: 'double', v: -0 })).toBe(k({ k: 'int', v: 0n }));
    expect(k({ k: 'double', v: 2.5 })).not.toBe(k({ k: 'int', v: 2n }));
    expect(k({ k: 'double', v: NaN })).toBeNull();
    expect(k({ k: 'str', v: '1' })).not.toBe(k({ k: 'int', v: 1n }));
  });

  it('keep a sorted list through many inserts and removals', () => {
    const r = rng(3);
    const doc = (n: number, i: number): Doc => ({
      rel: `c/${i}`,
      fields: new Map<string, Value>([['n', { k: 'int', v: BigInt(n) }]]),
      createTime: 0,
      updateTime: 0,
    });
    const cmp = (a: Doc, b: Doc): number =>
      compareValues(a.fields.get('n') as Value, b.fields.get('n') as Value) ||
      (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0);
    const list = new SortedList(cmp);
    const live: Doc[] = [];
    for (let i = 0; i < 5000; i++) {
      if (live.length > 0 && r() < 0.3) {
        const [d] = live.splice(Math.floor(r() * live.length), 1);
        expect(list.remove(d as Doc)).toBe(true);
      } else {
        const d = doc(Math.floor(r() * 100), i);
        live.push(d);
        list.insert(d);
      }
    }
    expect(list.size).toBe(live.length);
    expect([...list].map((d) => d.rel)).toEqual(live.sort(cmp).map((d) => d.rel));
  });
});
