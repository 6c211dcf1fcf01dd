/**
 * Transactions and document locks, pessimistic as in production for the server SDKs: read-write
 * transactions take an exclusive lock on every document they read or write, and a
 * non-transactional write (set, batch) waits for the locks on what it writes, just like a
 * transaction. Waiters queue in FIFO order; a deadlock or a long wait aborts a transaction with
 * ABORTED so the SDK's retry loop succeeds. A plain write is never the side aborted in a
 * deadlock: it holds its locks only for its own commit, so the transaction in the cycle gives way.
 */
import { randomBytes } from 'node:crypto';
import { RpcError, Status } from './contract.js';
import type { Micros } from '../codec/index.js';

/** A transaction's lifetime without any request before it expires. */
export const TX_IDLE_MS = 60_000;
/** Longest wait for a lock before the waiter is aborted. */
export const LOCK_WAIT_MS = 20_000;

/** One transaction. */
export class Tx {
  readonly locks = new Set<string>();
  lastActive = Date.now();
  /** Set once the transaction can no longer be used; the message explains why. */
  ended: string | null = null;
  /** The holder this transaction currently waits on (for deadlock detection). */
  waitingFor: Tx | null = null;
  constructor(
    readonly id: string,
    readonly readOnly: boolean,
    readonly readTime: Micros | undefined,
    /** A non-transactional write's short-lived holder of the locks on what it writes. */
    readonly plainWrite = false,
  ) {}
}

interface Waiter {
  readonly tx: Tx;
  readonly resolve: () => void;
  readonly reject: (e: RpcError) => void;
  timer: NodeJS.Timeout;
}

/** Transactions and locks of one database. */
export class TxManager {
  private readonly txs = new Map<string, Tx>();
  private readonly holders = new Map<string, Tx>();
  private readonly waiters = new Map<string, Waiter[]>();
  private sweeper: NodeJS.Timeout | undefined;

  /** Expires idle transactions that hold locks, so an abandoned client cannot block others for long. */
  private ensureSweeper(): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => {
      const now = Date.now();
      for (const tx of new Set(this.holders.values())) {
        if (!tx.ended && now - tx.lastActive > TX_IDLE_MS)
          this.end(tx, 'The transaction has expired.');
      }
      if (this.holders.size === 0) {
        clearInterval(this.sweeper);
        this.sweeper = undefined;
      }
    }, 5_000);
    this.sweeper.unref();
  }

  /** The earliest read time of an open read-only transaction (history must reach back to it). */
  oldestReadTime(): Micros | undefined {
    let oldest: Micros | undefined;
    for (const tx of this.txs.values())
      if (tx.readOnly && !tx.ended && tx.readTime !== undefined)
        if (oldest === undefined || tx.readTime < oldest) oldest = tx.readTime;
    return oldest;
  }

  /** Starts a transaction and returns it. */
  begin(readOnly: boolean, readTime: Micros | undefined): Tx {
    const id = randomBytes(12).toString('base64');
    const tx = new Tx(id, readOnly, readTime);
    this.txs.set(id, tx);
    return tx;
  }

  /**
   * Takes the locks a non-transactional write needs, waiting for the transactions holding them
   * as production does; `end` the returned holder once the write is applied.
   */
  async lockForWrite(rels: Iterable<string>): Promise<Tx> {
    const holder = new Tx(randomBytes(12).toString('base64'), false, undefined, true);
    try {
      await this.lock(holder, rels);
    } catch (e) {
      this.end(holder, 'the write could not take its locks.');
      throw e;
    }
    return holder;
  }

  /** Looks a transaction up by its id bytes; ABORTED when it ended or expired. */
  get(idBytes: unknown): Tx {
    const buf = Buffer.isBuffer(idBytes)
      ? idBytes
      : typeof idBytes === 'string'
        ? Buffer.from(idBytes, 'base64')
        : idBytes instanceof Uint8Array
          ? Buffer.from(idBytes)
          : null;
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
    if (!tx.ended && Date.now() - tx.lastActive > TX_IDLE_MS)
      this.end(tx, 'The transaction has expired.');
    if (tx.ended) throw new RpcError(Status.ABORTED, `Transaction aborted: ${tx.ended}`);
  }

  /** Ends a transaction (commit, rollback, abort) and hands its locks on. */
  end(tx: Tx, reason: string): void {
    if (tx.ended) return;
    tx.ended = reason;
    // Forget finished transactions after a while so a late commit still gets a clear ABORTED.
    setTimeout(() => this.txs.delete(tx.id), TX_IDLE_MS).unref();
    for (const rel of tx.locks) this.release(rel, tx);
    tx.locks.clear();
    // A transaction waiting for a lock is woken with ABORTED.
    for (const [rel, list] of this.waiters) {
      const mine = list.filter((w) => w.tx === tx);
      if (mine.length === 0) continue;
      this.waiters.set(
        rel,
        list.filter((w) => w.tx !== tx),
      );
      for (const w of mine) {
        clearTimeout(w.timer);
        w.reject(new RpcError(Status.ABORTED, `Transaction aborted: ${reason}`));
      }
    }
  }

  private release(rel: string, tx: Tx): void {
    if (this.holders.get(rel) !== tx) return;
    this.holders.delete(rel);
    const list = this.waiters.get(rel);
    const next = list?.shift();
    if (list && list.length === 0) this.waiters.delete(rel);
    if (next) {
      clearTimeout(next.timer);
      this.holders.set(rel, next.tx);
      next.tx.locks.add(rel);
      next.tx.waitingFor = null;
      // The others in the queue now wait for the new holder: deadlock detection follows this.
      for (const w of list ?? []) w.tx.waitingFor = next.tx;
      next.resolve();
    }
  }

  /** Acquires exclusive locks on documents for a read-write transaction, waiting as needed. */
  async lock(tx: Tx, rels: Iterable<string>): Promise<void> {
    const sorted = [...new Set(rels)].sort();
    for (const rel of sorted) {
      this.checkAlive(tx);
      const holder = this.holders.get(rel);
      if (holder === tx) continue;
      if (holder && holder.ended) this.holders.delete(rel);
      if (holder && !holder.ended && Date.now() - holder.lastActive > TX_IDLE_MS)
        this.end(holder, 'The transaction has expired.');
      let h = this.holders.get(rel);
      // Deadlock: the holder (transitively) waits for us. `cycle` lists who is in it.
      const msg = 'Transaction aborted due to lock contention (deadlock); retry it.';
      const cycle = (from: Tx | undefined): Tx[] | undefined => {
        const path: Tx[] = [];
        for (let w: Tx | null = from ?? null, n = 0; w && n < 1000; w = w.waitingFor, n++) {
          if (w === tx) return path;
          path.push(w);
        }
        return undefined;
      };
      let path = cycle(h);
      // A plain write never gives way: a transaction in the cycle is aborted instead, which may
      // hand this lock to an earlier waiter, so look again. (Plain writes lock in sorted order in
      // one go, so a cycle always holds a transaction.)
      for (let victim = tx.plainWrite ? path?.find((w) => !w.plainWrite) : undefined; victim;) {
        this.end(victim, msg);
        h = this.holders.get(rel);
        path = cycle(h);
        victim = path?.find((w) => !w.plainWrite);
      }
      if (path) {
        this.end(tx, msg);
        throw new RpcError(Status.ABORTED, msg);
      }
      if (!h) {
        this.holders.set(rel, tx);
        tx.locks.add(rel);
        this.ensureSweeper();
        continue;
      }
      tx.waitingFor = h;
      await new Promise<void>((resolve, reject) => {
        const waiter: Waiter = {
          tx,
          resolve,
          reject,
          timer: setTimeout(() => {
            const list = this.waiters.get(rel);
            if (list)
              this.waiters.set(
                rel,
                list.filter((w) => w !== waiter),
              );
            const msg =
              'Transaction aborted: timed out waiting for a lock held by another transaction; retry it.';
            this.end(tx, msg);
            reject(new RpcError(Status.ABORTED, msg));
          }, LOCK_WAIT_MS),
        };
        waiter.timer.unref();
        let list = this.waiters.get(rel);
        if (!list) this.waiters.set(rel, (list = []));
        list.push(waiter);
      });
      tx.lastActive = Date.now();
    }
  }

  /** Aborts everything (clearing the database). */
  abortAll(reason: string): void {
    for (const tx of [...this.txs.values()]) this.end(tx, reason);
    clearInterval(this.sweeper);
    this.sweeper = undefined;
  }
}
