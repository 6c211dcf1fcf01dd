/**
 * Real indexes for queries: for a collection (or collection group) and a query shape (its
 * equality fields and its normalised ordering), the documents are partitioned by their equality
 * values and each partition is kept sorted by the ordering. A query then reads its partition in
 * order and stops at its limit, instead of scanning and sorting the whole collection; listeners
 * re-evaluating a limited window do the same.
 *
 * Indexes are built on first use for collections of at least MIN_DOCS documents (smaller ones
 * are scanned, which is as fast) and kept up to date on every commit. They hold current state
 * only: reads at a past time scan.
 */
import { getField, lastSegment, parentOf } from './paths.js';
import type { ChangeSink, Collection, DatabaseStore, Doc } from './store.js';
import { type Value } from '../codec/index.js';

/** What an index needs of a compiled query (see query.ts). */
export interface IndexableQuery {
  readonly parent: string;
  readonly collectionId: string;
  readonly allDescendants: boolean;
  readonly equalities: readonly { readonly path: readonly string[]; readonly key: string }[];
  readonly equalityValues: readonly Value[];
  /** The normalised ordering, ending with the name (path null). */
  readonly orderBy: readonly {
    readonly path: readonly string[] | null;
    readonly key: string;
    readonly desc: boolean;
  }[];
}

/** Orders documents as a query does. */
export type DocOrder = (a: Doc, b: Doc) => number;

/** Collections smaller than this are scanned; an index would not be faster. */
export const MIN_DOCS = 500;
/** Indexes kept per database; the least recently used is dropped beyond this. */
export const MAX_INDEXES = 64;
/** Entries per chunk of a sorted list. */
const CHUNK = 512;

/** Canonical text of a value under query equality (1 == 1.0, -0 == 0); null for NaN. */
export function equalityKey(v: Value): string | null {
  switch (v.k) {
    case 'null':
      return 'n';
    case 'bool':
      return v.v ? 'b1' : 'b0';
    case 'int':
      return `N${v.v.toString()}`;
    case 'double':
      if (Number.isNaN(v.v)) return null;
      if (Number.isInteger(v.v)) return `N${BigInt(v.v).toString()}`;
      return `N${String(v.v)}`;
    case 'ts':
      return `t${v.s}.${v.n}`;
    case 'str':
      return `s${v.v}`;
    case 'bytes':
      return `y${v.v.toString('base64')}`;
    case 'ref':
      return `r${v.v}`;
    case 'geo':
      return `g${v.lat},${v.lng}`;
    case 'arr': {
      const parts: string[] = [];
      for (const e of v.v) {
        const k = equalityKey(e);
        if (k === null) return null;
        parts.push(JSON.stringify(k));
      }
      return `a[${parts.join(',')}]`;
    }
    case 'map': {
      const parts: string[] = [];
      for (const key of [...v.v.keys()].sort()) {
        const k = equalityKey(v.v.get(key) as Value);
        if (k === null) return null;
        parts.push(`${JSON.stringify(key)}:${JSON.stringify(k)}`);
      }
      return `m{${parts.join(',')}}`;
    }
  }
}

/** A list kept sorted by a comparator, in chunks so inserts and removals stay cheap. */
export class SortedList {
  private chunks: Doc[][] = [];
  /** Documents loaded but not sorted yet: sorted on first use, so unread partitions cost little. */
  private unsorted: Doc[] | null = null;
  size = 0;
  constructor(private readonly cmp: (a: Doc, b: Doc) => number) {}

  /** Replaces the contents with documents in any order. */
  load(docs: Doc[]): void {
    this.unsorted = docs;
    this.chunks = [];
    this.size = docs.length;
  }

  private settle(): void {
    const docs = this.unsorted;
    if (!docs) return;
    this.unsorted = null;
    docs.sort(this.cmp);
    for (let i = 0; i < docs.length; i += CHUNK) this.chunks.push(docs.slice(i, i + CHUNK));
  }

  /** The chunk a document belongs in: the last whose first entry is not after it. */
  private chunkFor(d: Doc): number {
    let lo = 0;
    let hi = this.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      const first = this.chunks[mid]?.[0];
      if (first && this.cmp(first, d) <= 0) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /**
   * Where `d` goes in a sorted chunk: before the documents that compare equal to it, or after
   * them (where an insert keeps equal documents in arrival order).
   */
  private bisect(chunk: readonly Doc[], d: Doc, side: 'before' | 'after'): number {
    let lo = 0;
    let hi = chunk.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const order = this.cmp(chunk[mid] as Doc, d);
      if (order < 0 || (side === 'after' && order === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(d: Doc): void {
    if (this.unsorted) {
      this.unsorted.push(d);
      this.size++;
      return;
    }
    if (this.chunks.length === 0) {
      this.chunks.push([d]);
      this.size = 1;
      return;
    }
    const ci = this.chunkFor(d);
    const chunk = this.chunks[ci] as Doc[];
    const lo = this.bisect(chunk, d, 'after');
    chunk.splice(lo, 0, d);
    this.size++;
    if (chunk.length > 2 * CHUNK)
      this.chunks.splice(ci, 1, chunk.slice(0, CHUNK), chunk.slice(CHUNK));
  }

  /** Removes a document inserted earlier (found by the comparator, then identity by path). */
  remove(d: Doc): boolean {
    this.settle();
    if (this.chunks.length === 0) return false;
    const ci = this.chunkFor(d);
    const chunk = this.chunks[ci] as Doc[];
    for (
      let i = this.bisect(chunk, d, 'before');
      i < chunk.length && this.cmp(chunk[i] as Doc, d) === 0;
      i++
    ) {
      if ((chunk[i] as Doc).rel !== d.rel) continue;
      chunk.splice(i, 1);
      this.size--;
      if (chunk.length === 0) this.chunks.splice(ci, 1);
      return true;
    }
    return false;
  }

  *[Symbol.iterator](): Generator<Doc> {
    this.settle();
    for (const c of this.chunks) yield* c;
  }
}

interface Equality {
  readonly path: readonly string[];
  readonly key: string;
}

/** One index: a scope, equality fields and an ordering; partitions by equality values. */
class QueryIndex {
  readonly partitions = new Map<string, SortedList>();
  lastUsed = 0;
  constructor(
    readonly scope: string,
    readonly eqs: readonly Equality[],
    private readonly q: IndexableQuery,
    private readonly cmp: DocOrder,
  ) {}

  /** The partition key of a document, or null when it has no entry (a field missing). */
  keyOf(d: Doc): string | null {
    for (const o of this.q.orderBy)
      if (o.path && getField(d.fields, o.path) === undefined) return null;
    let key = '';
    for (const e of this.eqs) {
      const v = getField(d.fields, e.path);
      if (v === undefined) return null;
      const k = equalityKey(v);
      if (k === null) return null;
      key += `${JSON.stringify(k)}|`;
    }
    return key;
  }

  build(docs: Iterable<Doc>): void {
    const groups = new Map<string, Doc[]>();
    for (const d of docs) {
      const k = this.keyOf(d);
      if (k === null) continue;
      let g = groups.get(k);
      if (!g) groups.set(k, (g = []));
      g.push(d);
    }
    for (const [k, g] of groups) {
      const list = new SortedList(this.cmp);
      list.load(g);
      this.partitions.set(k, list);
    }
  }

  change(before: Doc | null, after: Doc | null): void {
    if (before) {
      const k = this.keyOf(before);
      if (k !== null) {
        const list = this.partitions.get(k);
        if (list) {
          list.remove(before);
          if (list.size === 0) this.partitions.delete(k);
        }
      }
    }
    if (after) {
      const k = this.keyOf(after);
      if (k !== null) {
        let list = this.partitions.get(k);
        if (!list) this.partitions.set(k, (list = new SortedList(this.cmp)));
        list.insert(after);
      }
    }
  }
}

/** The indexes of one database, kept current on every change. */
class IndexRegistry implements ChangeSink {
  private readonly byShape = new Map<string, QueryIndex>();
  private readonly byScope = new Map<string, Set<QueryIndex>>();
  private clock = 0;

  constructor(private readonly store: DatabaseStore) {}

  change(rel: string, before: Doc | null, after: Doc | null): void {
    const coll = parentOf(rel);
    for (const scope of [`c:${coll}`, `g:${lastSegment(coll)}`]) {
      const set = this.byScope.get(scope);
      if (set) for (const ix of set) ix.change(before, after);
    }
  }

  /** The index for a query, built when worth it; undefined to scan instead. */
  indexFor(q: IndexableQuery, cmp: DocOrder): QueryIndex | undefined {
    if (q.allDescendants && q.collectionId === '') return undefined;
    const eqs = q.equalities;
    if (eqs.length === 0 && q.orderBy.length === 1) return undefined; // name order: id scans
    const scope = q.allDescendants
      ? `g:${q.collectionId}`
      : `c:${q.parent === '' ? q.collectionId : `${q.parent}/${q.collectionId}`}`;
    const shape = `${scope}\n${eqs.map((e) => e.key).join('\n')}\n${q.orderBy
      .map((o) => `${o.key}:${o.desc ? 'd' : 'a'}`)
      .join('\n')}`;
    let ix = this.byShape.get(shape);
    if (!ix) {
      const colls = this.collectionsOf(q);
      let live = 0;
      for (const c of colls) live += c.live;
      if (live < MIN_DOCS) return undefined;
      ix = new QueryIndex(scope, eqs, q, cmp);
      ix.build(liveDocs(colls));
      this.byShape.set(shape, ix);
      let set = this.byScope.get(scope);
      if (!set) this.byScope.set(scope, (set = new Set()));
      set.add(ix);
      if (this.byShape.size > MAX_INDEXES) this.evict();
    }
    ix.lastUsed = ++this.clock;
    return ix;
  }

  private collectionsOf(q: IndexableQuery): Collection[] {
    if (!q.allDescendants) {
      const c = this.store.collections.get(
        q.parent === '' ? q.collectionId : `${q.parent}/${q.collectionId}`,
      );
      return c ? [c] : [];
    }
    return [...(this.store.groups.get(q.collectionId) ?? [])];
  }

  private evict(): void {
    let oldest: [string, QueryIndex] | undefined;
    for (const e of this.byShape) if (!oldest || e[1].lastUsed < oldest[1].lastUsed) oldest = e;
    if (!oldest) return;
    this.byShape.delete(oldest[0]);
    this.byScope.get(oldest[1].scope)?.delete(oldest[1]);
  }

  /** Number of indexes (for tests and the bench). */
  get count(): number {
    return this.byShape.size;
  }
}

function* liveDocs(colls: readonly Collection[]): Generator<Doc> {
  for (const c of colls) for (const e of c.entries.values()) if (e.doc) yield e.doc;
}

const registries = new WeakMap<DatabaseStore, IndexRegistry>();

function registry(store: DatabaseStore): IndexRegistry {
  let r = registries.get(store);
  if (!r) {
    r = new IndexRegistry(store);
    registries.set(store, r);
    store.views = r;
  }
  return r;
}

/**
 * The documents a query can match, in its order, from an index: its partition's documents.
 * Undefined when the query is better scanned (small collection, name order, no equality or
 * ordering to index). Callers still apply the full filter, cursors, offset and limit.
 */
export function indexedCandidates(
  store: DatabaseStore,
  q: IndexableQuery,
  cmp: DocOrder,
): Iterable<Doc> | undefined {
  const ix = registry(store).indexFor(q, cmp);
  if (!ix) return undefined;
  let key = '';
  for (const e of q.equalityValues) {
    const k = equalityKey(e);
    if (k === null) return [];
    key += `${JSON.stringify(k)}|`;
  }
  return ix.partitions.get(key) ?? [];
}

/** How many indexes a database holds. */
export function indexCount(store: DatabaseStore): number {
  return registries.get(store)?.count ?? 0;
}
