/**
 * Running a compiled query with Cloud Firestore's semantics: which collections it scans, the
 * ordering of results, cursors, offset/limit and projection, and whether a single document
 * matches (for listeners). Compilation is in query-compile.ts.
 */
import { fullName, getField, projectFields } from './paths.js';
import { indexedCandidates } from './query-index.js';
import { stateAt, type Collection, type DatabaseStore, type Doc } from './store.js';
import { comparePaths, compareValues } from './values.js';
import { NULL, invalidArgument as invalid, type Micros, type Value } from '../codec/index.js';
import type { CompiledQuery } from './query-compile.js';

export { compileQuery, type CompiledQuery } from './query-compile.js';

/** Orders two documents by the query's (normalised) ordering. */
export function compareDocs(q: CompiledQuery, a: Doc, b: Doc): number {
  for (const o of q.orderBy) {
    let c: number;
    if (o.path === null) c = comparePaths(a.rel, b.rel);
    else c = compareValues(getField(a.fields, o.path) ?? NULL, getField(b.fields, o.path) ?? NULL);
    if (c !== 0) return o.desc ? -c : c;
  }
  return 0;
}

function compareToBound(q: CompiledQuery, d: Doc, values: readonly Value[]): number {
  for (const [i, bv] of values.entries()) {
    const o = q.orderBy[i];
    if (!o) break;
    let c: number;
    if (o.path === null) {
      if (bv.k !== 'ref') throw invalid('A cursor on __name__ must be a reference value.');
      c = comparePaths(fullName(q.database, d.rel), bv.v);
    } else c = compareValues(getField(d.fields, o.path) ?? NULL, bv);
    if (c !== 0) return o.desc ? -c : c;
  }
  return 0;
}

/** Whether a document satisfies filters, orderBy existence and cursors (not offset/limit). */
export function matchesQuery(q: CompiledQuery, d: Doc): boolean {
  if (!inScope(q, d.rel)) return false;
  for (const o of q.orderBy)
    if (o.path !== null && getField(d.fields, o.path) === undefined) return false;
  if (!q.filter(d)) return false;
  if (q.startAt) {
    const c = compareToBound(q, d, q.startAt.values);
    if (q.startAt.before ? c < 0 : c <= 0) return false;
  }
  if (q.endAt) {
    const c = compareToBound(q, d, q.endAt.values);
    if (q.endAt.before ? c >= 0 : c > 0) return false;
  }
  return true;
}

/** Whether a document path lies in the query's collection (or collection group under parent). */
export function inScope(q: CompiledQuery, rel: string): boolean {
  const i = rel.lastIndexOf('/');
  const coll = rel.slice(0, i);
  if (!q.allDescendants)
    return coll === (q.parent === '' ? q.collectionId : `${q.parent}/${q.collectionId}`);
  if (q.parent !== '' && !coll.startsWith(q.parent + '/')) return false;
  if (q.collectionId === '') return true;
  const j = coll.lastIndexOf('/');
  return coll.slice(j + 1) === q.collectionId;
}

function candidateCollections(store: DatabaseStore, q: CompiledQuery): Collection[] {
  if (!q.allDescendants) {
    const c = store.collections.get(
      q.parent === '' ? q.collectionId : `${q.parent}/${q.collectionId}`,
    );
    return c ? [c] : [];
  }
  const pool =
    q.collectionId === ''
      ? store.collections.values()
      : (store.groups.get(q.collectionId) ?? new Set<Collection>()).values();
  const prefix = q.parent === '' ? '' : q.parent + '/';
  const out: Collection[] = [];
  for (const c of pool) if (prefix === '' || c.path.startsWith(prefix)) out.push(c);
  return out;
}

/** Result of running a query. */
export interface QueryResult {
  readonly docs: Doc[];
  /** Documents that matched before offset/limit were applied (for aggregation billing). */
  readonly skipped: number;
}

/**
 * Runs a query at `at` (current state when undefined). When the ordering is by name only and a
 * single collection is scanned, iteration follows the sorted ids and stops at the limit.
 */
export function runQuery(
  store: DatabaseStore,
  q: CompiledQuery,
  at?: Micros,
  opts: { unordered?: boolean } = {},
): QueryResult {
  const limit = q.limit;
  // Current reads use the indexes: the query's partition, already in its order.
  const indexed =
    at === undefined ? indexedCandidates(store, q, (a, b) => compareDocs(q, a, b)) : undefined;
  if (indexed) {
    if (limit === 0) return { docs: [], skipped: 0 };
    const out: Doc[] = [];
    let skipped = 0;
    const cap = limit ?? Infinity;
    for (const d of indexed) {
      if (out.length >= cap) break;
      if (!matchesQuery(q, d)) continue;
      if (skipped < q.offset) skipped++;
      else out.push(d);
    }
    return { docs: out, skipped };
  }
  const colls = candidateCollections(store, q);
  for (const c of colls) c.checkReadTime(at);
  if (opts.unordered && limit === undefined && q.offset === 0) {
    // Aggregations without a window need the matching set only, not its order.
    const docs: Doc[] = [];
    for (const c of colls) {
      for (const e of c.entries.values()) {
        const d = stateAt(e, at);
        if (d && matchesQuery(q, d)) docs.push(d);
      }
    }
    return { docs, skipped: 0 };
  }
  const want = limit === undefined ? Infinity : q.offset + limit;
  if (limit === 0) return { docs: [], skipped: 0 };
  const only = q.orderBy.length === 1 ? q.orderBy[0] : undefined;
  const c = colls.length === 1 ? colls[0] : undefined;
  if (only && only.path === null && c) {
    const ids = c.ids();
    const desc = only.desc;
    const out: Doc[] = [];
    let skipped = 0;
    const cap = limit ?? Infinity;
    for (let n = 0; n < ids.length && out.length < cap; n++) {
      const e = c.entries.get(ids[desc ? ids.length - 1 - n : n] ?? '');
      if (!e) continue;
      const d = stateAt(e, at);
      if (!d || !matchesQuery(q, d)) continue;
      if (skipped < q.offset) skipped++;
      else out.push(d);
    }
    return { docs: out, skipped };
  }
  // General path: filter everything, keep the best `want` when a limit is set.
  const cmp = (a: Doc, b: Doc): number => compareDocs(q, a, b);
  let best: Doc[] = [];
  // A bounded insertion list pays off for small windows; large ones just sort once.
  const bounded = want <= 1000;
  for (const c of colls) {
    for (const e of c.entries.values()) {
      const d = stateAt(e, at);
      if (!d || !matchesQuery(q, d)) continue;
      if (!bounded) {
        best.push(d);
        continue;
      }
      if (best.length < want) {
        insertSorted(best, d, cmp);
      } else if (cmp(d, best[best.length - 1] ?? d) < 0) {
        best.pop();
        insertSorted(best, d, cmp);
      }
    }
  }
  if (!bounded) best = best.sort(cmp);
  const skipped = Math.min(q.offset, best.length);
  return {
    docs: best.slice(q.offset, limit === undefined ? undefined : q.offset + limit),
    skipped,
  };
}

function insertSorted(arr: Doc[], d: Doc, cmp: (a: Doc, b: Doc) => number): void {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cmp(arr[mid] ?? d, d) <= 0) lo = mid + 1;
    else hi = mid;
  }
  arr.splice(lo, 0, d);
}

/** Applies the query's projection to a document's fields. */
export function projectDoc(q: CompiledQuery, d: Doc): Doc {
  if (!q.select) return d;
  return { ...d, fields: projectFields(d.fields, q.select) };
}
