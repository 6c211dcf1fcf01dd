/**
 * In-memory storage of one database: documents grouped by collection, each collection keeping its
 * ids in sorted order (a sorted array plus a pending buffer merged lazily, so bulk inserts stay
 * O(n log n) overall), and the version history per document that reads at a past time need.
 */
import { RpcError, Status } from './contract.js';
import { compareIds } from './values.js';
import { type Fields, type Micros } from '../codec/index.js';
import { lastSegment, parentOf } from './paths.js';

/** Ids V8's native sort would misplace: surrogates and U+E000..U+FFFF, and numeric `__id…__`. */
const NEEDS_COMPARATOR = /[\uD800-\uFFFF]|^__id-?\d/;

/**
 * Sorts ids in production's order (see compareIds). V8's native string sort (UTF-16 code units)
 * agrees with it unless an id holds a surrogate, a char in U+E000..U+FFFF, or is numeric, so it
 * is used when possible.
 */
function sortIds(ids: string[]): string[] {
  for (const id of ids) if (NEEDS_COMPARATOR.test(id)) return ids.sort(compareIds);
  return ids.sort();
}

/** Merges two id lists sorted in production's id order. */
function mergeSorted(a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  let j = 0;
  for (;;) {
    const x = a[i];
    const y = b[j];
    if (x !== undefined && (y === undefined || compareIds(x, y) <= 0)) {
      out.push(x);
      i++;
    } else if (y !== undefined) {
      out.push(y);
      j++;
    } else return out;
  }
}

/** A stored document version. */
export interface Doc {
  /** Path relative to `documents/`. */
  readonly rel: string;
  readonly fields: Fields;
  readonly createTime: Micros;
  readonly updateTime: Micros;
}

/**
 * Superseded versions are kept only as long as a read may still ask for them: back to the oldest
 * open read-only transaction, and for this long after they were superseded, so reads that resume
 * at a recent read time (the SDKs' stream retries) are exact. Older reads fail rather than
 * answer from incomplete history.
 */
export const READ_TIME_GRACE_MICROS = 10 * 1e6;

/** The error for a read older than the history kept. */
export function readTimeTooOld(): RpcError {
  return new RpcError(
    Status.FAILED_PRECONDITION,
    'The requested read time is older than the emulator keeps versions for (10 s, or back to the oldest open read-only transaction). Read in a read-only transaction begun at that time, or read the current state.',
  );
}

interface Past {
  /** The state that was current until `until` (exclusive). */
  readonly doc: Doc | null;
  readonly until: Micros;
}

/** A document slot; `doc` null is a tombstone kept only while it has history. */
export interface Entry {
  readonly id: string;
  doc: Doc | null;
  /** Commit time at which `doc` became current. */
  since: Micros;
  history?: Past[];
  /** Versions current before this time were discarded: reads before it cannot be answered. */
  floor?: Micros;
  /**
   * When the document was first created here: before it, nothing existed at this path, so reads
   * before it are answered (absent) even after older versions were discarded. Unknown for
   * imported documents.
   */
  born?: Micros;
}

/** One collection (by full relative path). */
export class Collection {
  readonly entries = new Map<string, Entry>();
  private sorted: string[] = [];
  private pending: string[] = [];
  /** Ids removed from `entries` but maybe still in `sorted`/`pending`. */
  private dropped = new Set<string>();
  live = 0;
  /**
   * Documents of this collection whose whole history was discarded (deleted ones) existed at
   * some time in [lostFrom, lostUntil): reads in that window may miss them.
   */
  private lostFrom = Infinity;
  private lostUntil = 0;
  constructor(
    readonly path: string,
    readonly id: string,
  ) {}

  /** Ids in Firestore order (includes tombstones; check `doc`). */
  ids(): readonly string[] {
    if (this.pending.length > 0 || this.dropped.size > 0) {
      const d = this.dropped;
      const add = sortIds(d.size > 0 ? this.pending.filter((id) => !d.has(id)) : this.pending);
      const base = d.size > 0 ? this.sorted.filter((id) => !d.has(id)) : this.sorted;
      this.sorted = mergeSorted(base, add);
      this.pending = [];
      this.dropped = new Set();
    }
    return this.sorted;
  }

  /** The entry for an id, created (not yet live) when absent. */
  entryOrCreate(id: string): Entry {
    let e = this.entries.get(id);
    if (!e) {
      e = { id, doc: null, since: 0 };
      this.entries.set(id, e);
      // A dropped id may still sit in the sorted list; revive it instead of adding a duplicate.
      if (!this.dropped.delete(id)) this.pending.push(id);
    }
    return e;
  }

  /** Drops an entry that is a tombstone without history. */
  drop(id: string): void {
    if (this.entries.delete(id)) this.dropped.add(id);
  }

  /** Drops a deleted document whose history was discarded, remembering when it may have lived. */
  forget(e: Entry): void {
    this.lostFrom = Math.min(this.lostFrom, e.born ?? 0);
    this.lostUntil = Math.max(this.lostUntil, e.floor ?? 0);
    this.drop(e.id);
  }

  /** Fails a read at `at` that documents forgotten here may have been live at. */
  checkReadTime(at: Micros | undefined): void {
    if (at !== undefined && at >= this.lostFrom && at < this.lostUntil) throw readTimeTooOld();
  }
}

/** Document state at a read time (or current when `at` is undefined). */
export function stateAt(e: Entry, at: Micros | undefined): Doc | null {
  if (at === undefined || e.since <= at) return e.doc;
  if (e.floor !== undefined && at < e.floor) {
    if (e.born !== undefined && at < e.born) return null;
    throw readTimeTooOld();
  }
  const h = e.history;
  if (!h) return null;
  // History is oldest first; each version was current from the previous `until` to its own.
  let start = -Infinity;
  for (const p of h) {
    if (start <= at && at < p.until) return p.doc;
    start = p.until;
  }
  return null;
}

/** Something kept in step with every stored change (the query indexes). */
export interface ChangeSink {
  change(rel: string, before: Doc | null, after: Doc | null): void;
}

/** All data of one database. */
export class DatabaseStore {
  /** The query indexes of this database, created on first use (see query-index.ts). */
  views: ChangeSink | undefined;
  /** Entries that gained history, in commit order, for pruning. */
  private aging: { e: Entry; c: Collection; until: Micros }[] = [];
  private agingHead = 0;

  /**
   * Discards versions no read at or after `cutoff` needs (superseded at or before it), and
   * tombstones left without history.
   */
  prune(cutoff: Micros): void {
    const q = this.aging;
    while (this.agingHead < q.length) {
      const item = q[this.agingHead];
      if (!item || item.until > cutoff) break;
      this.agingHead++;
      const { e, c } = item;
      const h = e.history;
      if (h) {
        let n = 0;
        while (n < h.length && (h[n]?.until ?? Infinity) <= cutoff) n++;
        if (n > 0) {
          const lost = h[n - 1]?.until ?? 0;
          e.floor = Math.max(e.floor ?? 0, lost);
          if (n === h.length) delete e.history;
          else h.splice(0, n);
        }
      }
      if (!e.doc && !e.history && c.entries.get(e.id) === e) c.forget(e);
    }
    if (this.agingHead > 1024 && this.agingHead * 2 > q.length) {
      this.aging = q.slice(this.agingHead);
      this.agingHead = 0;
    }
  }

  readonly collections = new Map<string, Collection>();
  /** collection id -> collections with that id, for collection-group queries. */
  readonly groups = new Map<string, Set<Collection>>();

  /** The collection at a relative path, if it was ever written. */
  collection(path: string): Collection | undefined {
    return this.collections.get(path);
  }

  /** The collection at a relative path, created when absent. */
  collectionOrCreate(path: string): Collection {
    let c = this.collections.get(path);
    if (!c) {
      const id = lastSegment(path);
      c = new Collection(path, id);
      this.collections.set(path, c);
      let g = this.groups.get(id);
      if (!g) this.groups.set(id, (g = new Set()));
      g.add(c);
    }
    return c;
  }

  /** Reads a document (current, or as of `at`). */
  get(rel: string, at?: Micros): Doc | null {
    const c = this.collections.get(parentOf(rel));
    c?.checkReadTime(at);
    const e = c?.entries.get(lastSegment(rel));
    return e ? stateAt(e, at) : null;
  }

  /** Installs a new state for a document at commit time `time`. */
  put(rel: string, doc: Doc | null, time: Micros, keepHistory: boolean): void {
    const c = this.collectionOrCreate(parentOf(rel));
    const id = lastSegment(rel);
    const e = c.entryOrCreate(id);
    const prev = e.doc;
    if (keepHistory && doc && !prev && !e.history && e.since === 0) e.born = time;
    if (keepHistory && (prev !== null || e.history)) {
      let h = e.history;
      // The first recorded version also records that nothing existed before it was written.
      if (!h) h = e.history = prev && e.since > 0 ? [{ doc: null, until: e.since }] : [];
      h.push({ doc: prev, until: time });
      this.aging.push({ e, c, until: time });
    } else if (!keepHistory) {
      delete e.history;
    }
    if (prev && !doc) c.live--;
    if (!prev && doc) c.live++;
    e.doc = doc;
    e.since = time;
    if (this.views && prev !== doc) this.views.change(rel, prev, doc);
    if (!doc && !e.history) c.drop(id);
  }

  /** Number of live documents. */
  size(): number {
    let n = 0;
    for (const c of this.collections.values()) n += c.live;
    return n;
  }
}
