/**
 * Reads: resolving a consistency selector (transaction, new transaction, read time), document
 * gets and queries under it (locks for read-write transactions, rules checks, billing), and
 * listing collection ids and documents.
 */
import { RpcError, Status, type AuthContext } from './contract.js';
import { wireToMicros, type Micros } from '../codec/index.js';
import type { DbState } from './db-state.js';
import type { Engine } from './engine.js';
import { runQuery, type CompiledQuery } from './query.js';
import type { Doc } from './store.js';
import type { Tx } from './transactions.js';

/** How a read picks its snapshot (from a request's consistency selector). */
export interface ReadSelector {
  transaction?: unknown;
  newTransaction?: unknown;
  readTime?: unknown;
}

/** What a read resolved its selector to. */
export interface ReadPlan {
  readonly at: Micros | undefined;
  readonly tx: Tx | undefined;
  /** Set when the read began a transaction (returned to the client). */
  readonly newTxId: Buffer | undefined;
}

/** Resolves a consistency selector, beginning a transaction when asked. */
export function planRead(engine: Engine, s: DbState, sel: ReadSelector): ReadPlan {
  if (
    sel.transaction !== undefined &&
    sel.transaction !== null &&
    !(Buffer.isBuffer(sel.transaction) && sel.transaction.length === 0)
  ) {
    const tx = s.txs.get(sel.transaction);
    return { at: tx.readOnly ? tx.readTime : undefined, tx, newTxId: undefined };
  }
  if (sel.newTransaction) {
    const tx = beginTx(engine, s, sel.newTransaction);
    return {
      at: tx.readOnly ? tx.readTime : undefined,
      tx,
      newTxId: Buffer.from(tx.id, 'base64'),
    };
  }
  if (sel.readTime) {
    const at = requestedReadTime(engine, sel.readTime);
    return { at: at >= engine.current() ? undefined : at, tx: undefined, newTxId: undefined };
  }
  return { at: undefined, tx: undefined, newTxId: undefined };
}

/** How far back production serves reads at a past time (without point-in-time recovery). */
export const MAX_READ_AGE_MICROS = 3600 * 1e6;

/**
 * A read time a request asks for (a read's, or a read-only transaction's), refused as production
 * refuses it: in the future, or more than an hour old. Reads the emulator's shorter history no
 * longer covers fail later, with our own message (store.ts).
 */
function requestedReadTime(engine: Engine, raw: unknown): Micros {
  const at = wireToMicros(raw, 'read time');
  const now = Math.max(Date.now() * 1000, engine.current());
  if (at > now) throw new RpcError(Status.INVALID_ARGUMENT, 'read_time cannot be in the future');
  if (at < now - MAX_READ_AGE_MICROS)
    throw new RpcError(Status.FAILED_PRECONDITION, 'The requested snapshot version is too old.');
  return at;
}

/** Starts a transaction from TransactionOptions. */
export function beginTx(engine: Engine, s: DbState, options: unknown): Tx {
  const o = (options ?? {}) as Record<string, unknown>;
  if (o.readOnly) {
    const ro = o.readOnly as Record<string, unknown>;
    const at = ro.readTime ? requestedReadTime(engine, ro.readTime) : engine.tick();
    return s.txs.begin(true, at);
  }
  // A retry names the attempt it retries; it keeps that attempt's age (see transactions.ts).
  const rw = (o.readWrite ?? {}) as Record<string, unknown>;
  return s.txs.begin(false, undefined, rw.retryTransaction);
}

/** Reads documents (relative paths) under a plan; takes locks for read-write transactions. */
export async function getDocs(
  engine: Engine,
  s: DbState,
  rels: readonly string[],
  plan: ReadPlan,
  auth: AuthContext,
): Promise<{ docs: (Doc | null)[]; readTime: Micros }> {
  const check = (docs: readonly (Doc | null)[]): void => {
    rels.forEach((r, i) =>
      engine.authorize(s, auth, 'get', r, { resource: docs[i]?.fields ?? null }),
    );
  };
  const rules = engine.rulesApply(auth);
  if (plan.tx && !plan.tx.readOnly) {
    // A read the rules refuse must not take (or wait for) a lock: otherwise anyone could block
    // others' transactions on documents they may not even read (issue 21).
    if (rules) check(rels.map((r) => s.store.get(r, plan.at)));
    await s.txs.lock(plan.tx, rels, 'shared');
  }
  if (plan.tx) s.txs.checkAlive(plan.tx);
  const docs = rels.map((r) => s.store.get(r, plan.at));
  // Checked again on what is returned: the documents may have changed while we waited.
  if (rules) check(docs);
  engine.count(s.projectId, 'reads', rels.length);
  return { docs, readTime: plan.at ?? engine.tick() };
}

/**
 * Runs a query under a plan; bills reads. In a read-write transaction the documents it returns
 * are locked (shared), as production locks what a transactional query read; the query runs again
 * once they are locked, so what it returns is what is locked now.
 */
export async function runQueryRead(
  engine: Engine,
  s: DbState,
  q: CompiledQuery,
  plan: ReadPlan,
  auth: AuthContext,
): Promise<{ docs: Doc[]; readTime: Micros }> {
  engine.authorizeQuery(s, q, auth);
  engine.requireIndex(q);
  let docs = runQuery(s.store, q, plan.at).docs;
  if (plan.tx && !plan.tx.readOnly) {
    await s.txs.lock(
      plan.tx,
      docs.map((d) => d.rel),
      'shared',
    );
    docs = runQuery(s.store, q, plan.at).docs;
    await s.txs.lock(
      plan.tx,
      docs.map((d) => d.rel),
      'shared',
    );
  }
  if (plan.tx) s.txs.checkAlive(plan.tx);
  engine.count(s.projectId, 'reads', Math.max(1, docs.length));
  return { docs, readTime: plan.at ?? engine.tick() };
}

/** Collection ids directly under a document (or the root), that hold documents somewhere below. */
export function listCollectionIds(s: DbState, parentRel: string, at?: Micros): string[] {
  const prefix = parentRel === '' ? '' : parentRel + '/';
  const ids = new Set<string>();
  for (const c of s.store.collections.values()) {
    if (!c.path.startsWith(prefix)) continue;
    const rest = c.path.slice(prefix.length);
    const id = rest.split('/')[0] ?? '';
    if (ids.has(id)) continue;
    let live = at === undefined ? c.live > 0 : false;
    if (!live && at !== undefined)
      for (const e of c.entries.values())
        if (s.store.get(`${c.path}/${e.id}`, at)) {
          live = true;
          break;
        }
    if (live) ids.add(id);
  }
  return [...ids].sort();
}

/** Documents of a collection by id order, with missing parents of subcollections when asked. */
export function listDocuments(
  s: DbState,
  collRel: string,
  showMissing: boolean,
  at?: Micros,
): { rel: string; doc: Doc | null }[] {
  const c = s.store.collection(collRel);
  const out = new Map<string, Doc | null>();
  if (c)
    for (const id of c.ids()) {
      const d = s.store.get(`${collRel}/${id}`, at);
      if (d) out.set(id, d);
    }
  if (showMissing) {
    const prefix = collRel + '/';
    for (const other of s.store.collections.values()) {
      if (!other.path.startsWith(prefix) || other.live === 0) continue;
      const id = other.path.slice(prefix.length).split('/')[0] ?? '';
      if (!out.has(id)) out.set(id, null);
    }
  }
  return [...out.entries()]
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([id, doc]) => ({ rel: `${collRel}/${id}`, doc }));
}
