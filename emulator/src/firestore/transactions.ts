/**
 * Transactions and document locks: pessimistic concurrency, as Cloud Firestore (Standard edition,
 * whose default concurrency mode is PESSIMISTIC) gives the server SDKs. What Google documents,
 * in our words (cloud.google.com/firestore/docs/transaction-data-contention, ".../quotas"):
 *
 * - A read-write transaction locks the documents it reads. Such a lock keeps other
 *   transactions, batched writes and single (non-transactional) writes from changing the
 *   document; those writes wait until the lock is released.
 * - Locks are released when the transaction commits, and also when it fails or times out, for
 *   whatever reason. Transactions get their locks in the order they started ("chronological
 *   order"): the older one has precedence.
 * - Contention is resolved by delaying an operation or failing it with ABORTED; the server SDKs
 *   retry ABORTED transactions (the Admin SDK sends the failed attempt's id as
 *   `readWrite.retryTransaction`, so the retry keeps its place), and give up after a number of
 *   attempts ("Too much contention on these documents").
 * - A transaction expires after 270 s, or after 60 s without any request.
 * - The web and mobile SDKs run optimistic transactions of their own (reads outside any
 *   transaction, a commit with update-time preconditions); to us they are plain writes.
 *
 * How we do it (Spanner-style two-phase locking, which is what Firestore runs on):
 *
 * - Reads (document gets and the results of queries) take SHARED locks: any number of
 *   transactions may read the same document at once. A commit takes EXCLUSIVE locks on every
 *   document it writes (upgrading its shared ones), and a plain write or batch takes exclusive
 *   locks on what it writes, for the time of its commit only.
 * - Deadlocks are prevented by wound-wait on transaction age: a request that conflicts with a
 *   lock held by a YOUNGER transaction aborts ("wounds") that transaction, which releases its
 *   locks at once and gets ABORTED on its next request (or on the wait it is in); a request that
 *   conflicts with an OLDER holder waits. So two transactions that read a document and then
 *   both write it end with the older one committing and the younger one retried, and the final
 *   state is that of some serial order.
 * - A plain write is never the side aborted: it is short and its SDK does not retry it. It waits
 *   for whatever it conflicts with, and since it may hold locks while it waits, a real cycle
 *   through plain writes is still possible; a wait-for graph search finds it, and a transaction
 *   in the cycle is aborted (the requester when it is one).
 * - Waiting is bounded: after LOCK_WAIT_MS the waiter is aborted with ABORTED.
 * - Waiters are granted in age order; a request also waits behind an older waiter it conflicts
 *   with, so a steady stream of readers cannot starve a writer.
 */
import { randomBytes } from 'node:crypto';
import { RpcError, Status, type TransactionStats } from './contract.js';
import type { Micros } from '../codec/index.js';

/** A transaction's lifetime without any request before it expires. */
export const TX_IDLE_MS = 60_000;
/** A transaction's longest lifetime (production's 270 s transaction time limit). */
export const TX_MAX_MS = 270_000;
/** Longest wait for a lock before the waiter is aborted. */
export const LOCK_WAIT_MS = 20_000;

/** How a document is locked: shared by readers, exclusive for a writer. */
export type LockMode = 'shared' | 'exclusive';

/** The message of an ABORTED caused by contention (a wound or a deadlock). */
export const CONTENTION_MESSAGE =
  'Aborted due to cross-transaction contention. This occurs when multiple transactions attempt to access the same data, requiring Firestore to abort at least one in order to enforce serializability.';
const LOCK_TIMEOUT_MESSAGE =
  'Transaction aborted: timed out waiting for a lock held by another transaction; retry it.';

/** One lock request that waits. */
interface Waiter {
  readonly tx: Tx;
  readonly rel: string;
  readonly mode: LockMode;
  readonly resolve: () => void;
  readonly reject: (e: RpcError) => void;
  timer: NodeJS.Timeout | undefined;
}

/** The lock of one document: who holds it how, and who waits (oldest first). */
interface DocLock {
  readonly holders: Map<Tx, LockMode>;
  readonly queue: Waiter[];
}

/** One transaction (or a plain write's short-lived lock holder). */
export class Tx {
  /** The documents this transaction holds locks on, and in which mode. */
  readonly locks = new Map<string, LockMode>();
  readonly startedAt = Date.now();
  lastActive = Date.now();
  /** Set once the transaction can no longer be used; the message explains why. */
  ended: string | null = null;
  /** The lock requests this transaction waits on (deadlock detection follows them). */
  readonly waits = new Set<Waiter>();
  constructor(
    readonly id: string,
    readonly readOnly: boolean,
    readonly readTime: Micros | undefined,
    /** Its age: lower is older. A retry keeps the age of the attempt it retries. */
    readonly priority: number,
    /** A non-transactional write's short-lived holder of the locks on what it writes. */
    readonly plainWrite = false,
  ) {}
}

const conflicts = (a: LockMode, b: LockMode): boolean => a === 'exclusive' || b === 'exclusive';

const aborted = (message: string): RpcError => new RpcError(Status.ABORTED, message);

/** Transactions and locks of one database. */
export class TxManager {
  private readonly txs = new Map<string, Tx>();
  private readonly table = new Map<string, DocLock>();
  private seq = 0;
  private sweeper: NodeJS.Timeout | undefined;
  private readonly counts = { begun: 0, retries: 0, aborted: 0 };

  /** What transactions went through so far, and how many lock requests wait now. */
  stats(): TransactionStats {
    let waiting = 0;
    const waitingOn: Record<string, number> = {};
    for (const [rel, st] of this.table) {
      if (st.queue.length === 0) continue;
      waiting += st.queue.length;
      waitingOn[rel] = st.queue.length;
    }
    return { ...this.counts, waiting, waitingOn };
  }

  /** Expires idle transactions that hold locks, so an abandoned client cannot block others for long. */
  private ensureSweeper(): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => {
      for (const st of [...this.table.values()])
        for (const tx of [...st.holders.keys()]) this.expireIfStale(tx);
      if (this.table.size === 0) {
        clearInterval(this.sweeper);
        this.sweeper = undefined;
      }
    }, 5_000);
    this.sweeper.unref();
  }

  /** Ends a transaction that has been idle too long or lived past its limit. */
  private expireIfStale(tx: Tx): void {
    if (tx.ended || tx.plainWrite) return;
    const now = Date.now();
    if (now - tx.lastActive > TX_IDLE_MS || now - tx.startedAt > TX_MAX_MS)
      this.end(tx, 'The transaction has expired.');
  }

  /** The earliest read time of an open read-only transaction (history must reach back to it). */
  oldestReadTime(): Micros | undefined {
    let oldest: Micros | undefined;
    for (const tx of this.txs.values())
      if (tx.readOnly && !tx.ended && tx.readTime !== undefined)
        if (oldest === undefined || tx.readTime < oldest) oldest = tx.readTime;
    return oldest;
  }

  /**
   * Starts a transaction and returns it. A read-write transaction that retries an earlier one
   * (`retryOf`, the id the SDK sends as `retryTransaction`) keeps that one's age, so under
   * wound-wait it cannot be starved by younger ones; the earlier attempt ends.
   */
  begin(readOnly: boolean, readTime: Micros | undefined, retryOf?: unknown): Tx {
    let priority = ++this.seq;
    this.counts.begun++;
    if (!readOnly && retryOf !== undefined && retryOf !== null) {
      const prev = this.lookup(retryOf);
      if (prev && !prev.readOnly && !prev.plainWrite) {
        this.counts.retries++;
        priority = Math.min(priority, prev.priority);
        this.end(prev, 'the transaction was retried.');
      }
    }
    const id = randomBytes(12).toString('base64');
    const tx = new Tx(id, readOnly, readTime, priority);
    this.txs.set(id, tx);
    return tx;
  }

  /**
   * Takes the exclusive locks a non-transactional write needs, waiting for the transactions
   * holding them as production does; `end` the returned holder once the write is applied.
   */
  async lockForWrite(rels: Iterable<string>): Promise<Tx> {
    const holder = new Tx(randomBytes(12).toString('base64'), false, undefined, ++this.seq, true);
    try {
      await this.lock(holder, rels, 'exclusive');
    } catch (e) {
      this.end(holder, 'the write could not take its locks.');
      throw e;
    }
    return holder;
  }

  private lookup(idBytes: unknown): Tx | undefined {
    const buf = toIdBuffer(idBytes);
    return buf && buf.length > 0 ? this.txs.get(buf.toString('base64')) : undefined;
  }

  /** Looks a transaction up by its id bytes; ABORTED when it ended or expired. */
  get(idBytes: unknown): Tx {
    const buf = toIdBuffer(idBytes);
    if (!buf || buf.length === 0)
      throw new RpcError(Status.INVALID_ARGUMENT, 'Invalid transaction id.');
    const tx = this.txs.get(buf.toString('base64'));
    if (!tx)
      throw new RpcError(
        Status.INVALID_ARGUMENT,
        `Transaction ${buf.toString('base64')} is not valid (unknown or already finished).`,
      );
    this.checkAlive(tx);
    tx.lastActive = Date.now();
    return tx;
  }

  /** Throws ABORTED when the transaction ended or expired. */
  checkAlive(tx: Tx): void {
    this.expireIfStale(tx);
    if (tx.ended) throw aborted(`Transaction aborted: ${tx.ended}`);
  }

  /** Ends a transaction (commit, rollback, abort, expiry) and hands its locks on. */
  end(tx: Tx, reason: string): void {
    if (tx.ended) return;
    tx.ended = reason;
    if (reason === CONTENTION_MESSAGE || reason === LOCK_TIMEOUT_MESSAGE) this.counts.aborted++;
    // Forget finished transactions after a while so a late commit still gets a clear ABORTED.
    if (!tx.plainWrite) setTimeout(() => this.txs.delete(tx.id), TX_IDLE_MS).unref();
    const touched = new Set<string>();
    for (const rel of tx.locks.keys()) {
      this.table.get(rel)?.holders.delete(tx);
      touched.add(rel);
    }
    tx.locks.clear();
    // A request it is waiting on fails with ABORTED.
    for (const w of [...tx.waits]) {
      this.dequeue(w);
      touched.add(w.rel);
      w.reject(aborted(`Transaction aborted: ${reason}`));
    }
    for (const rel of touched) this.grantWaiting(rel);
  }

  /** Removes a waiting request from its queue and forgets its timer. */
  private dequeue(w: Waiter): void {
    clearTimeout(w.timer);
    w.tx.waits.delete(w);
    const st = this.table.get(w.rel);
    if (!st) return;
    const i = st.queue.indexOf(w);
    if (i >= 0) st.queue.splice(i, 1);
  }

  /** Grants queued requests on a document, oldest first, while they are compatible. */
  private grantWaiting(rel: string): void {
    const st = this.table.get(rel);
    if (!st) return;
    for (let w = st.queue[0]; w; w = st.queue[0]) {
      if (this.conflictingHolders(st, w.tx, w.mode).length > 0) break;
      this.dequeue(w);
      this.grant(st, w.tx, rel, w.mode);
      w.resolve();
    }
    if (st.holders.size === 0 && st.queue.length === 0) this.table.delete(rel);
  }

  private grant(st: DocLock, tx: Tx, rel: string, mode: LockMode): void {
    const m = st.holders.get(tx) === 'exclusive' ? 'exclusive' : mode;
    st.holders.set(tx, m);
    tx.locks.set(rel, m);
    this.ensureSweeper();
  }

  private conflictingHolders(st: DocLock, tx: Tx, mode: LockMode): Tx[] {
    const out: Tx[] = [];
    for (const [h, m] of st.holders) if (h !== tx && conflicts(m, mode)) out.push(h);
    return out;
  }

  /**
   * Whom a request waits for: the holders it conflicts with, and the older waiters ahead of it
   * that it conflicts with (they are granted first).
   */
  private blockers(st: DocLock, tx: Tx, mode: LockMode, self?: Waiter): Tx[] {
    const out = this.conflictingHolders(st, tx, mode);
    for (const w of st.queue) {
      if (w === self) break;
      if (w.tx !== tx && w.tx.priority < tx.priority && conflicts(w.mode, mode)) out.push(w.tx);
    }
    return out;
  }

  /** The transactions `tx` waits for now, over all its waiting requests. */
  private waitsFor(tx: Tx): Tx[] {
    const out: Tx[] = [];
    for (const w of tx.waits) {
      const st = this.table.get(w.rel);
      if (st) out.push(...this.blockers(st, tx, w.mode, w));
    }
    return out;
  }

  /** The transactions on a wait-for cycle back to `tx` through `from`, or undefined. */
  private cycleThrough(tx: Tx, from: readonly Tx[]): Tx[] | undefined {
    const parent = new Map<Tx, Tx | null>();
    const stack: Tx[] = [];
    for (const b of from)
      if (!parent.has(b)) {
        parent.set(b, null);
        stack.push(b);
      }
    for (let n = stack.pop(); n; n = stack.pop()) {
      for (const next of this.waitsFor(n)) {
        if (next === tx) {
          const path: Tx[] = [];
          for (let p: Tx | null | undefined = n; p; p = parent.get(p)) path.push(p);
          return path;
        }
        if (!parent.has(next)) {
          parent.set(next, n);
          stack.push(next);
        }
      }
    }
    return undefined;
  }

  /**
   * Acquires locks on documents (in sorted order), waiting as needed: `shared` for what a
   * read-write transaction reads, `exclusive` for what a commit writes.
   */
  async lock(tx: Tx, rels: Iterable<string>, mode: LockMode): Promise<void> {
    const sorted = [...new Set(rels)].sort();
    for (const rel of sorted) await this.acquire(tx, rel, mode);
    this.checkAlive(tx);
    tx.lastActive = Date.now();
  }

  private async acquire(tx: Tx, rel: string, mode: LockMode): Promise<void> {
    for (;;) {
      this.checkAlive(tx);
      let st = this.table.get(rel);
      if (!st) this.table.set(rel, (st = { holders: new Map(), queue: [] }));
      const held = st.holders.get(tx);
      if (held === 'exclusive' || held === mode) return;
      for (const h of [...st.holders.keys()]) if (h !== tx) this.expireIfStale(h);
      // Wound-wait: a younger transaction in the way is aborted; an older one is waited for.
      for (const h of this.conflictingHolders(st, tx, mode))
        if (!h.plainWrite && h.priority > tx.priority) this.end(h, CONTENTION_MESSAGE);
      st = this.table.get(rel) ?? st;
      if (!this.table.has(rel)) this.table.set(rel, st);
      const blocking = this.blockers(st, tx, mode);
      if (blocking.length === 0) {
        this.grant(st, tx, rel, mode);
        return;
      }
      // Waiting for a plain write (or behind one) can close a cycle: break it.
      const cycle = this.cycleThrough(tx, blocking);
      if (cycle) {
        if (!tx.plainWrite) {
          this.end(tx, CONTENTION_MESSAGE);
          throw aborted(CONTENTION_MESSAGE);
        }
        const victim = cycle
          .filter((t) => !t.plainWrite)
          .sort((a, b) => b.priority - a.priority)[0];
        if (!victim) throw aborted(CONTENTION_MESSAGE);
        this.end(victim, CONTENTION_MESSAGE);
        continue;
      }
      await this.wait(st, tx, rel, mode);
      return;
    }
  }

  /** Queues a request (by age) until `grantWaiting` grants it, it times out or `tx` ends. */
  private wait(st: DocLock, tx: Tx, rel: string, mode: LockMode): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const w: Waiter = { tx, rel, mode, resolve, reject, timer: undefined };
      w.timer = setTimeout(() => {
        this.dequeue(w);
        this.grantWaiting(rel);
        this.end(tx, LOCK_TIMEOUT_MESSAGE);
        reject(aborted(LOCK_TIMEOUT_MESSAGE));
      }, LOCK_WAIT_MS);
      w.timer.unref();
      let i = st.queue.length;
      while (i > 0 && (st.queue[i - 1]?.tx.priority ?? 0) > tx.priority) i--;
      st.queue.splice(i, 0, w);
      tx.waits.add(w);
    });
  }

  /** Aborts everything (clearing the database). */
  abortAll(reason: string): void {
    for (const tx of [...this.txs.values()]) this.end(tx, reason);
    for (const st of [...this.table.values()])
      for (const tx of [...st.holders.keys(), ...st.queue.map((w) => w.tx)]) this.end(tx, reason);
    clearInterval(this.sweeper);
    this.sweeper = undefined;
  }
}

function toIdBuffer(idBytes: unknown): Buffer | null {
  return Buffer.isBuffer(idBytes)
    ? idBytes
    : typeof idBytes === 'string'
      ? Buffer.from(idBytes, 'base64')
      : idBytes instanceof Uint8Array
        ? Buffer.from(idBytes)
        : null;
}
