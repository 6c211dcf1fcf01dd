/**
 * The in-memory Firestore engine: databases isolated by `projects/{p}/databases/{d}`, one clock
 * for commit and read times, and the entry points every transport's service calls. The work is
 * done beside it: reads.ts (reads and listing), write-parse.ts and apply-writes.ts (commits),
 * commit-events.ts (publishing), rules-gate.ts (rules checks), usage.ts (billing counts) and
 * persistence.ts (import and export).
 */
import type { AuthContext, CommitEvent, TransactionStats, Usage } from './contract.js';
import type { RulesEvaluator, RulesMethod } from '../rules/contract.js';
import type { Micros } from '../codec/index.js';
import { commitWrites, type WriteOutcome } from './apply-writes.js';
import { publishCommit } from './commit-events.js';
import { DbState, type StoredChange } from './db-state.js';
import { assertIndexed } from './index-selection.js';
import type { IndexConfig } from './indexes.js';
import { exportDatabases, importDatabases } from './persistence.js';
import { compileQuery, type CompiledQuery } from './query.js';
import {
  beginTx,
  getDocs,
  listCollectionIds,
  listDocuments,
  planRead,
  runQueryRead,
  type ReadPlan,
  type ReadSelector,
} from './reads.js';
import { RulesGate, type RulesExtra } from './rules-gate.js';
import { DatabaseStore, READ_TIME_GRACE_MICROS, type Doc } from './store.js';
import { TxManager, type Tx } from './transactions.js';
import { UsageMeter } from './usage.js';
import { parseWrite, type ParsedWrite } from './write-parse.js';

/** The engine. One instance serves every project and database. */
export class Engine {
  private readonly dbs = new Map<string, DbState>();
  private readonly commitListeners = new Set<(e: CommitEvent) => void>();
  private readonly meter = new UsageMeter();
  private readonly gate = new RulesGate();
  private last: Micros = 0;

  /** Next strictly increasing time in microseconds (commit times and read times). */
  tick(): Micros {
    const now = Date.now() * 1000;
    this.last = now > this.last ? now : this.last + 1;
    return this.last;
  }

  /** The latest time handed out, without advancing. */
  current(): Micros {
    return this.last;
  }

  /** Makes later times strictly later than a time that came from elsewhere (an import). */
  observe(time: Micros): void {
    if (time > this.last) this.last = time;
  }

  /** State of a database, created on first use. */
  db(database: string): DbState {
    let s = this.dbs.get(database);
    if (!s) {
      const parts = database.split('/');
      s = new DbState(database, parts[1] ?? '', parts[3] ?? '(default)');
      this.dbs.set(database, s);
    }
    return s;
  }

  /** Subscribe to every commit (all projects), in commit order, after it is visible. */
  onCommit(listener: (e: CommitEvent) => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  /** Clears all data of a project (or everything); open listeners are reset and resync. */
  clear(projectId?: string): void {
    for (const s of this.dbs.values()) {
      if (projectId !== undefined && s.projectId !== projectId) continue;
      s.txs.abortAll('the database was cleared.');
      s.store = new DatabaseStore();
      s.txs = new TxManager();
      for (const sub of [...s.subscribers]) sub.onReset();
    }
  }

  // ---------- usage ----------

  /** Billing-style usage of a project. */
  usage(projectId: string): Usage {
    return this.meter.usage(projectId);
  }

  /** Resets usage counters (of one project or all). */
  resetUsage(projectId?: string): void {
    this.meter.reset(projectId);
  }

  /** Adds to a project's usage. */
  count(projectId: string, kind: keyof Usage, n: number): void {
    this.meter.count(projectId, kind, n);
  }

  /** What the transactions of a database (`projects/p/databases/d`) went through. */
  transactionStats(database: string): TransactionStats {
    return this.db(database).txs.stats();
  }

  /** How long superseded versions stay readable without an open read-only transaction. */
  readTimeGraceMicros = READ_TIME_GRACE_MICROS;

  // ---------- rules ----------

  /** Bumped on every setRules, so listeners know when their cached rules facts are stale. */
  get rulesGeneration(): number {
    return this.gate.generation;
  }

  /** Installs a rules evaluator; null allows everything. */
  setRules(evaluator: RulesEvaluator | null): void {
    this.gate.setRules(evaluator);
  }

  /**
   * Whether a read by this caller is granted whatever the data: no rules, the owner, or an allow
   * without condition. Listeners then need not re-check each change.
   */
  readsUnconditional(...request: Parameters<RulesGate['readsUnconditional']>): boolean {
    return this.gate.readsUnconditional(...request);
  }

  /** Whether rules are enforced for this caller. */
  rulesApply(auth: AuthContext): boolean {
    return this.gate.applies(auth);
  }

  /** Checks one rules request; throws PERMISSION_DENIED on denial. */
  authorize(
    s: DbState,
    auth: AuthContext,
    method: RulesMethod,
    path: string,
    extra: RulesExtra,
  ): void {
    this.gate.authorize(s, this.current(), auth, method, path, extra);
  }

  // ---------- reads ----------

  /** Resolves a consistency selector, beginning a transaction when asked. */
  plan(s: DbState, sel: ReadSelector): ReadPlan {
    return planRead(this, s, sel);
  }

  /** Starts a transaction from TransactionOptions. */
  beginTx(s: DbState, options: unknown): Tx {
    return beginTx(this, s, options);
  }

  /** Reads documents (relative paths) under a plan; takes locks for read-write transactions. */
  getDocs(
    s: DbState,
    rels: readonly string[],
    plan: ReadPlan,
    auth: AuthContext,
  ): Promise<{ docs: (Doc | null)[]; readTime: Micros }> {
    return getDocs(this, s, rels, plan, auth);
  }

  /** Compiles a query for a database (parent is a full name). */
  compile(parentName: string, sq: unknown): CompiledQuery {
    return compileQuery(parentName, sq);
  }

  /** The composite-index configuration enforced on queries; null enforces none. */
  private indexConfig: IndexConfig | null = null;

  /** Installs the indexes queries must be served by (firestore.indexes.json); null turns enforcement off. */
  setIndexes(config: IndexConfig | null): void {
    this.indexConfig = config;
  }

  /** Fails with FAILED_PRECONDITION, naming the index to add, when production would refuse the query. */
  requireIndex(q: CompiledQuery): void {
    if (this.indexConfig) assertIndexed(this.indexConfig, { ...q, where: q.raw.where });
  }

  /** Checks the `list` rule for a query. */
  authorizeQuery(s: DbState, q: CompiledQuery, auth: AuthContext): void {
    if (!this.rulesApply(auth)) return;
    const path = q.parent === '' ? q.collectionId : `${q.parent}/${q.collectionId}`;
    this.authorize(s, auth, 'list', path, { query: q.raw, collectionGroup: q.allDescendants });
  }

  /** Runs a query under a plan; bills reads. */
  query(
    s: DbState,
    q: CompiledQuery,
    plan: ReadPlan,
    auth: AuthContext,
  ): Promise<{ docs: Doc[]; readTime: Micros }> {
    return runQueryRead(this, s, q, plan, auth);
  }

  /** Collection ids directly under a document (or the root), that hold documents somewhere below. */
  listCollectionIds(s: DbState, parentRel: string, at?: Micros): string[] {
    return listCollectionIds(s, parentRel, at);
  }

  /** Documents of a collection by id order, with missing parents of subcollections when asked. */
  listDocuments(
    s: DbState,
    collRel: string,
    showMissing: boolean,
    at?: Micros,
  ): { rel: string; doc: Doc | null }[] {
    return listDocuments(s, collRel, showMissing, at);
  }

  // ---------- writes ----------

  /** Parses a Write message of this database. */
  parseWrite(s: DbState, raw: unknown): ParsedWrite {
    return parseWrite(s.database, raw);
  }

  /**
   * Commits writes atomically. With a transaction, locks are taken on every written document
   * first and the transaction ends; without one, the write waits for the transactions locking
   * those documents (production's pessimistic concurrency for server SDKs).
   */
  commit(
    s: DbState,
    rawWrites: readonly unknown[],
    txBytes: unknown,
    auth: AuthContext,
  ): Promise<{ results: WriteOutcome[]; commitTime: Micros }> {
    return commitWrites(this, s, rawWrites, txBytes, auth);
  }

  /** Tells the database's listeners, then the commit listeners, about a commit. */
  publish(s: DbState, changes: readonly StoredChange[], time: Micros, auth: AuthContext): void {
    publishCommit(s, changes, time, auth, this.commitListeners);
  }

  // ---------- import / export ----------

  /** Writes every database to `{dir}/firestore_export/` (our JSON format, plus the metadata marker firebase-tools expects). */
  exportTo(dir: string): Promise<void> {
    return exportDatabases(this.dbs.values(), dir);
  }

  /** Loads an export written by `exportTo` (dir, dir/firestore_export or the metadata file). */
  importFrom(dir: string): Promise<void> {
    return importDatabases(this, dir);
  }
}
