/**
 * The in-memory Firestore engine: databases isolated by `projects/{p}/databases/{d}`, atomic
 * commits with preconditions and transforms, reads at a time, queries, transactions with locks,
 * usage counting, rules checks, commit events and import/export.
 */
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AuthContext, CommitEvent, DocumentChange, Usage, WireDocument } from './contract.js';
import { principalOf, RpcError, Status } from './contract.js';
import type { RulesEvaluator, RulesMethod, WireFields } from '../rules/contract.js';
import {
  deleteField,
  fieldPathString,
  fullName,
  getField,
  parseDocName,
  parseFieldPath,
  setField,
} from './paths.js';
import { assertIndexed, type IndexConfig } from './indexes.js';
import { checkDocumentLimits } from './limits.js';
import { compileQuery, runQuery, type CompiledQuery } from './query.js';
import { DatabaseStore, READ_TIME_GRACE_MICROS, type Doc } from './store.js';
import { TxManager, type Tx } from './transactions.js';
import {
  NULL,
  addNumbers,
  compareValues,
  fieldsFromWire,
  fieldsIdentical,
  fieldsToWire,
  fromWire,
  isNaNValue,
  microsToRfc3339,
  microsToWire,
  toWire,
  wireToMicros,
  type Fields,
  type Micros,
  type Value,
} from './values.js';

/** A committed change to one stored document. */
export interface StoredChange {
  readonly rel: string;
  readonly before: Doc | null;
  readonly after: Doc | null;
}

/** Something that follows a database's commits (a Listen stream). */
export interface CommitSubscriber {
  /** Called synchronously after each commit, in commit order. */
  onCommit(changes: readonly StoredChange[], commitTime: Micros): void;
  /** The database was cleared: resynchronise every target (RESET). */
  onReset(): void;
}

/** Per-database state. */
export class DbState {
  store = new DatabaseStore();
  readonly subscribers = new Set<CommitSubscriber>();
  txs = new TxManager();
  constructor(
    readonly database: string,
    readonly projectId: string,
    readonly databaseId: string,
  ) {}
}

interface Transform {
  readonly path: string[];
  readonly kind: 'time' | 'inc' | 'max' | 'min' | 'append' | 'remove';
  readonly operand: Value;
}

interface ParsedWrite {
  readonly name: string;
  readonly rel: string;
  readonly op: 'update' | 'delete' | 'transform';
  readonly fields: Map<string, Value> | undefined;
  readonly mask: string[][] | undefined;
  readonly transforms: Transform[];
  readonly exists: boolean | undefined;
  readonly updateTime: Micros | undefined;
}

/** A write result in engine terms. */
export interface WriteOutcome {
  readonly updateTime: Micros | undefined;
  readonly transformResults: Value[] | undefined;
}

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

function invalid(message: string): RpcError {
  return new RpcError(Status.INVALID_ARGUMENT, message);
}

/** Thrown by `importFrom` when the folder holds no export (a first start). */
export class ImportMissingError extends Error {}

/** The engine. One instance serves every project and database. */
export class Engine {
  private readonly dbs = new Map<string, DbState>();
  private readonly commitListeners = new Set<(e: CommitEvent) => void>();
  private readonly usageByProject = new Map<string, Usage>();
  private rules: RulesEvaluator | null = null;
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

  /** Billing-style usage of a project. */
  usage(projectId: string): Usage {
    const u = this.usageByProject.get(projectId);
    return u ? { ...u } : { reads: 0, writes: 0, deletes: 0 };
  }

  /** Resets usage counters (of one project or all). */
  resetUsage(projectId?: string): void {
    if (projectId === undefined) this.usageByProject.clear();
    else this.usageByProject.delete(projectId);
  }

  /** Adds to a project's usage. */
  count(projectId: string, kind: keyof Usage, n: number): void {
    if (n <= 0) return;
    let u = this.usageByProject.get(projectId);
    if (!u) this.usageByProject.set(projectId, (u = { reads: 0, writes: 0, deletes: 0 }));
    u[kind] += n;
  }

  /** How long superseded versions stay readable without an open read-only transaction. */
  readTimeGraceMicros = READ_TIME_GRACE_MICROS;

  /** Bumped on every setRules, so listeners know when their cached rules facts are stale. */
  rulesGeneration = 0;

  /** Installs a rules evaluator; null allows everything. */
  setRules(evaluator: RulesEvaluator | null): void {
    this.rules = evaluator;
    this.rulesGeneration++;
  }

  /**
   * Whether a read by this caller is granted whatever the data: no rules, the owner, or an allow
   * without condition. Listeners then need not re-check each change.
   */
  readsUnconditional(
    s: DbState,
    auth: AuthContext,
    method: 'get' | 'list',
    path: string,
    collectionGroup = false,
  ): boolean {
    const rules = this.rules;
    if (!rules || auth.kind === 'owner') return true;
    return (
      rules.grantsUnconditionally?.({
        method,
        database: s.database,
        path,
        ...(collectionGroup ? { collectionGroup: true } : {}),
      }) ?? false
    );
  }

  /** Whether rules are enforced for this caller. */
  rulesApply(auth: AuthContext): boolean {
    return this.rules !== null && auth.kind !== 'owner';
  }

  /** Checks one rules request; throws PERMISSION_DENIED on denial. */
  authorize(
    s: DbState,
    auth: AuthContext,
    method: RulesMethod,
    path: string,
    extra: {
      resource?: Fields | null;
      requestResource?: Fields | null;
      query?: Record<string, unknown>;
      collectionGroup?: boolean;
      after?: (rel: string) => Doc | null;
    },
  ): void {
    const rules = this.rules;
    if (!rules || auth.kind === 'owner') return;
    const store = s.store;
    const toFields = (f: Fields | null | undefined): WireFields | null =>
      f ? fieldsToWire(f) : null;
    let decision;
    try {
      decision = rules.authorize({
        method,
        database: s.database,
        path,
        ...(extra.collectionGroup ? { collectionGroup: true } : {}),
        auth: auth.kind === 'user' ? { uid: auth.uid, token: auth.token } : null,
        resource: toFields(extra.resource),
        requestResource: toFields(extra.requestResource),
        ...(extra.query ? { query: extra.query } : {}),
        time: microsToRfc3339(this.current() || Date.now() * 1000),
        getDocument: (p: string) => toFields(store.get(p)?.fields),
        getDocumentAfter: (p: string) =>
          toFields((extra.after ? extra.after(p) : store.get(p))?.fields),
      });
    } catch (e) {
      throw new RpcError(
        Status.PERMISSION_DENIED,
        `Rules evaluation failed: ${(e as Error).message}`,
      );
    }
    if (!decision.allowed) {
      throw new RpcError(
        Status.PERMISSION_DENIED,
        decision.message ?? `Missing or insufficient permissions (${method} ${path}).`,
      );
    }
  }

  // ---------- reads ----------

  /** Resolves a consistency selector, beginning a transaction when asked. */
  plan(s: DbState, sel: ReadSelector): ReadPlan {
    if (
      sel.transaction !== undefined &&
      sel.transaction !== null &&
      !(Buffer.isBuffer(sel.transaction) && sel.transaction.length === 0)
    ) {
      const tx = s.txs.get(sel.transaction);
      return { at: tx.readOnly ? tx.readTime : undefined, tx, newTxId: undefined };
    }
    if (sel.newTransaction) {
      const tx = this.beginTx(s, sel.newTransaction);
      return {
        at: tx.readOnly ? tx.readTime : undefined,
        tx,
        newTxId: Buffer.from(tx.id, 'base64'),
      };
    }
    if (sel.readTime) {
      const at = wireToMicros(sel.readTime, 'read time');
      return { at: at >= this.current() ? undefined : at, tx: undefined, newTxId: undefined };
    }
    return { at: undefined, tx: undefined, newTxId: undefined };
  }

  /** Starts a transaction from TransactionOptions. */
  beginTx(s: DbState, options: unknown): Tx {
    const o = (options ?? {}) as Record<string, unknown>;
    if (o.readOnly) {
      const ro = o.readOnly as Record<string, unknown>;
      const at = ro.readTime ? wireToMicros(ro.readTime, 'read time') : this.tick();
      return s.txs.begin(true, at);
    }
    return s.txs.begin(false, undefined);
  }

  /** Reads documents (relative paths) under a plan; takes locks for read-write transactions. */
  async getDocs(
    s: DbState,
    rels: readonly string[],
    plan: ReadPlan,
    auth: AuthContext,
  ): Promise<{ docs: (Doc | null)[]; readTime: Micros }> {
    const check = (docs: readonly (Doc | null)[]): void => {
      rels.forEach((r, i) =>
        this.authorize(s, auth, 'get', r, { resource: docs[i]?.fields ?? null }),
      );
    };
    const rules = this.rulesApply(auth);
    if (plan.tx && !plan.tx.readOnly) {
      // A read the rules refuse must not take (or wait for) a lock: otherwise anyone could block
      // others' transactions on documents they may not even read (issue 21).
      if (rules) check(rels.map((r) => s.store.get(r, plan.at)));
      await s.txs.lock(plan.tx, rels);
    }
    if (plan.tx) s.txs.checkAlive(plan.tx);
    const docs = rels.map((r) => s.store.get(r, plan.at));
    // Checked again on what is returned: the documents may have changed while we waited.
    if (rules) check(docs);
    this.count(s.projectId, 'reads', rels.length);
    return { docs, readTime: plan.at ?? this.tick() };
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
  async query(
    s: DbState,
    q: CompiledQuery,
    plan: ReadPlan,
    auth: AuthContext,
  ): Promise<{ docs: Doc[]; readTime: Micros }> {
    this.authorizeQuery(s, q, auth);
    this.requireIndex(q);
    let docs = runQuery(s.store, q, plan.at).docs;
    if (plan.tx && !plan.tx.readOnly) {
      await s.txs.lock(
        plan.tx,
        docs.map((d) => d.rel),
      );
      docs = runQuery(s.store, q, plan.at).docs;
      await s.txs.lock(
        plan.tx,
        docs.map((d) => d.rel),
      );
    }
    if (plan.tx) s.txs.checkAlive(plan.tx);
    this.count(s.projectId, 'reads', Math.max(1, docs.length));
    return { docs, readTime: plan.at ?? this.tick() };
  }

  // ---------- writes ----------

  /** Parses a Write message of this database. */
  parseWrite(s: DbState, raw: unknown): ParsedWrite {
    if (!raw || typeof raw !== 'object') throw invalid('Invalid write.');
    const w = raw as Record<string, unknown>;
    let name: unknown;
    let op: ParsedWrite['op'];
    let fields: Map<string, Value> | undefined;
    const transforms: Transform[] = [];
    if (w.update) {
      const d = w.update as Record<string, unknown>;
      name = d.name;
      op = 'update';
      fields = fieldsFromWire(d.fields);
    } else if (typeof w.delete === 'string') {
      name = w.delete;
      op = 'delete';
    } else if (w.transform) {
      const t = w.transform as Record<string, unknown>;
      name = t.document;
      op = 'transform';
      for (const ft of Array.isArray(t.fieldTransforms) ? t.fieldTransforms : [])
        transforms.push(parseTransform(ft));
    } else {
      throw invalid('A write must set update, delete or transform.');
    }
    const r = parseDocName(name);
    if (r.database !== s.database)
      throw invalid(`Document "${String(name)}" is not in database ${s.database}.`);
    if (fields) validateFields(fields, 0);
    let mask: string[][] | undefined;
    if (w.updateMask && typeof w.updateMask === 'object') {
      const fp = (w.updateMask as Record<string, unknown>).fieldPaths;
      mask = (Array.isArray(fp) ? fp : []).map((p) => parseFieldPath(p));
      if (op !== 'update') throw invalid('An update mask is only allowed on an update write.');
    }
    for (const ft of Array.isArray(w.updateTransforms) ? w.updateTransforms : [])
      transforms.push(parseTransform(ft));
    if (op === 'delete' && transforms.length > 0) throw invalid('A delete cannot have transforms.');
    let exists: boolean | undefined;
    let updateTime: Micros | undefined;
    if (w.currentDocument && typeof w.currentDocument === 'object') {
      const c = w.currentDocument as Record<string, unknown>;
      if (c.updateTime) updateTime = wireToMicros(c.updateTime, 'precondition update time');
      else if (c.exists !== undefined) exists = c.exists === true;
    }
    return { name: String(name), rel: r.rel, op, fields, mask, transforms, exists, updateTime };
  }

  /**
   * Commits writes atomically. With a transaction, locks are taken on every written document
   * first and the transaction ends; without one, the write waits for the transactions locking
   * those documents (production's pessimistic concurrency for server SDKs).
   */
  async commit(
    s: DbState,
    rawWrites: readonly unknown[],
    txBytes: unknown,
    auth: AuthContext,
  ): Promise<{ results: WriteOutcome[]; commitTime: Micros }> {
    const writes = rawWrites.map((w) => this.parseWrite(s, w));
    const hasTx =
      txBytes !== undefined &&
      txBytes !== null &&
      !(Buffer.isBuffer(txBytes) && txBytes.length === 0) &&
      txBytes !== '';
    if (hasTx) {
      const tx = s.txs.get(txBytes);
      try {
        if (tx.readOnly && writes.length > 0)
          throw invalid('Cannot modify entities in a read-only transaction.');
        await s.txs.lock(
          tx,
          writes.map((w) => w.rel),
        );
        s.txs.checkAlive(tx);
        return this.apply(s, writes, auth);
      } finally {
        s.txs.end(tx, 'the transaction already committed or failed.');
      }
    }
    // As in production, a plain write waits for the transactions locking what it writes.
    const holder = await s.txs.lockForWrite(writes.map((w) => w.rel));
    try {
      return this.apply(s, writes, auth);
    } finally {
      s.txs.end(holder, 'the write was applied.');
    }
  }

  /** Applies parsed writes synchronously (so nothing interleaves) and notifies subscribers. */
  private apply(
    s: DbState,
    writes: readonly ParsedWrite[],
    auth: AuthContext,
  ): { results: WriteOutcome[]; commitTime: Micros } {
    const store = s.store;
    const staged = new Map<string, Doc | null>();
    const original = new Map<string, Doc | null>();
    const time = this.tick();
    const transformResults: (Value[] | undefined)[] = [];
    for (const w of writes) {
      if (!original.has(w.rel)) original.set(w.rel, store.get(w.rel));
      const cur = staged.has(w.rel) ? (staged.get(w.rel) ?? null) : (original.get(w.rel) ?? null);
      if (w.exists === true && !cur) {
        throw new RpcError(Status.NOT_FOUND, `No document to update: ${w.name}`);
      }
      if (w.exists === false && cur)
        throw new RpcError(Status.ALREADY_EXISTS, `Document already exists: ${w.name}`);
      if (w.updateTime !== undefined && (!cur || cur.updateTime !== w.updateTime)) {
        throw new RpcError(
          Status.FAILED_PRECONDITION,
          cur
            ? `The document ${w.name} was modified: its update time ${microsToRfc3339(cur.updateTime)} does not match the precondition ${microsToRfc3339(w.updateTime)}.`
            : `The document ${w.name} does not exist, so an update-time precondition cannot match.`,
        );
      }
      if (w.op === 'delete') {
        staged.set(w.rel, null);
        transformResults.push(undefined);
        continue;
      }
      let fields: Map<string, Value>;
      if (w.op === 'update' && !w.mask) fields = new Map(w.fields);
      else {
        fields = new Map(cur ? cur.fields : undefined);
        if (w.mask) {
          for (const p of w.mask) {
            const v = w.fields ? getField(w.fields, p) : undefined;
            if (v !== undefined) setField(fields, p, v);
            else deleteField(fields, p);
          }
        }
      }
      let results: Value[] | undefined;
      if (w.transforms.length > 0) {
        results = [];
        for (const t of w.transforms) {
          const r = applyTransform(fields, t, time);
          results.push(r);
        }
      }
      transformResults.push(results);
      staged.set(w.rel, {
        rel: w.rel,
        fields,
        createTime: cur ? cur.createTime : time,
        updateTime: time,
      });
    }
    // Production refuses a batch when any document it would store is too large or too deep.
    for (const [rel, d] of staged)
      if (d) checkDocumentLimits(fullName(s.database, rel), rel, d.fields);
    // Rules see the committed state as `resource` and the batch's final state as `request.resource`.
    if (this.rulesApply(auth)) {
      const after = (rel: string): Doc | null =>
        staged.has(rel) ? (staged.get(rel) ?? null) : store.get(rel);
      for (const w of writes) {
        const before = original.get(w.rel) ?? null;
        const method: RulesMethod = w.op === 'delete' ? 'delete' : before ? 'update' : 'create';
        this.authorize(s, auth, method, w.rel, {
          resource: before?.fields ?? null,
          requestResource: after(w.rel)?.fields ?? null,
          after,
        });
      }
    }
    const changes: StoredChange[] = [];
    for (const [rel, st] of staged) {
      const before = original.get(rel) ?? null;
      let after = st;
      if (before && after && fieldsIdentical(before.fields, after.fields)) {
        // A write that changes nothing keeps the stored version and its timestamps.
        staged.set(rel, before);
        continue;
      }
      if (!before && !after) continue;
      if (after && before) after = { ...after, createTime: before.createTime };
      if (after && !before) after = { ...after, createTime: time };
      staged.set(rel, after);
      store.put(rel, after, time, true);
      changes.push({ rel, before, after });
    }
    let nWrites = 0;
    let nDeletes = 0;
    const results: WriteOutcome[] = writes.map((w, i) => {
      if (w.op === 'delete') {
        nDeletes++;
        return { updateTime: undefined, transformResults: undefined };
      }
      nWrites++;
      const d = staged.get(w.rel);
      return { updateTime: d ? d.updateTime : time, transformResults: transformResults[i] };
    });
    this.count(s.projectId, 'writes', nWrites);
    this.count(s.projectId, 'deletes', nDeletes);
    // History is kept back to the oldest read that may still ask for it, no further.
    const oldest = s.txs.oldestReadTime();
    const cutoff = time - this.readTimeGraceMicros;
    store.prune(oldest === undefined ? cutoff : Math.min(oldest, cutoff));
    if (changes.length > 0) this.publish(s, changes, time, auth);
    return { results, commitTime: time };
  }

  private publish(
    s: DbState,
    changes: readonly StoredChange[],
    time: Micros,
    auth: AuthContext,
  ): void {
    for (const sub of [...s.subscribers]) {
      try {
        sub.onCommit(changes, time);
      } catch {
        // A broken stream must not fail the commit; it is dropped by its own error handling.
      }
    }
    if (this.commitListeners.size === 0) return;
    const event: CommitEvent = {
      projectId: s.projectId,
      databaseId: s.databaseId,
      commitTime: microsToRfc3339(time),
      principal: principalOf(auth),
      changes: changes.map((c): DocumentChange => ({
        path: c.rel,
        before: c.before ? docToWire(s.database, c.before) : null,
        after: c.after ? docToWire(s.database, c.after) : null,
      })),
    };
    for (const l of [...this.commitListeners]) {
      try {
        l(event);
      } catch {
        // Listener errors are the listener's problem; commits stay committed.
      }
    }
  }

  // ---------- listing ----------

  /** Collection ids directly under a document (or the root), that hold documents somewhere below. */
  listCollectionIds(s: DbState, parentRel: string, at?: Micros): string[] {
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
  listDocuments(
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

  // ---------- import / export ----------

  /** Writes every database to `{dir}/firestore_export/` (our JSON format, plus the metadata marker firebase-tools expects). */
  async exportTo(dir: string): Promise<void> {
    const out = join(dir, 'firestore_export');
    await mkdir(out, { recursive: true });
    const databases = [];
    for (const s of this.dbs.values()) {
      const documents = [];
      for (const c of s.store.collections.values()) {
        for (const e of c.entries.values()) {
          const d = e.doc;
          if (!d) continue;
          documents.push({
            path: d.rel,
            createTime: d.createTime,
            updateTime: d.updateTime,
            fields: fieldsToJson(d.fields),
          });
        }
      }
      if (documents.length > 0) databases.push({ database: s.database, documents });
    }
    // Write then rename, so a crash mid-export never leaves a truncated file behind.
    await writeFile(
      join(out, 'documents.json.tmp'),
      JSON.stringify({ format: 'deals-firestore-export', version: 1, databases }),
    );
    await rename(join(out, 'documents.json.tmp'), join(out, 'documents.json'));
    await writeFile(
      join(out, 'firestore_export.overall_export_metadata'),
      JSON.stringify({ format: 'deals-firestore-export', data: 'documents.json' }),
    );
  }

  /** Loads an export written by `exportTo` (dir, dir/firestore_export or the metadata file). */
  async importFrom(dir: string): Promise<void> {
    const candidates = [
      join(dir, 'firestore_export', 'documents.json'),
      join(dir, 'documents.json'),
      join(dir, '..', 'documents.json'),
    ];
    let file: string | undefined;
    for (const c of candidates) {
      try {
        if ((await stat(c)).isFile()) {
          file = c;
          break;
        }
      } catch {
        // try the next layout
      }
    }
    if (!file) throw new ImportMissingError(`No Firestore export found in ${dir}`);
    const data = JSON.parse(await readFile(file, 'utf8')) as {
      databases?: {
        database: string;
        documents: {
          path: string;
          createTime: number;
          updateTime: number;
          fields: Record<string, unknown>;
        }[];
      }[];
    };
    for (const dbData of data.databases ?? []) {
      const s = this.db(dbData.database);
      for (const d of dbData.documents) {
        const doc: Doc = {
          rel: d.path,
          fields: fieldsFromWire(d.fields),
          createTime: d.createTime,
          updateTime: d.updateTime,
        };
        s.store.put(d.path, doc, d.updateTime, false);
        if (d.updateTime > this.last) this.last = d.updateTime;
      }
    }
  }
}

function parseTransform(raw: unknown): Transform {
  if (!raw || typeof raw !== 'object') throw invalid('Invalid field transform.');
  const t = raw as Record<string, unknown>;
  const path = parseFieldPath(t.fieldPath);
  if (t.setToServerValue !== undefined) {
    if (t.setToServerValue !== 'REQUEST_TIME' && t.setToServerValue !== 1)
      throw invalid(`Unsupported server value ${JSON.stringify(t.setToServerValue)}.`);
    return { path, kind: 'time', operand: NULL };
  }
  const num = (v: unknown, what: string): Value => {
    const val = fromWire(v);
    if (val.k !== 'int' && val.k !== 'double')
      throw invalid(`The ${what} transform on ${fieldPathString(path)} needs a number operand.`);
    return val;
  };
  if (t.increment !== undefined)
    return { path, kind: 'inc', operand: num(t.increment, 'increment') };
  if (t.maximum !== undefined) return { path, kind: 'max', operand: num(t.maximum, 'maximum') };
  if (t.minimum !== undefined) return { path, kind: 'min', operand: num(t.minimum, 'minimum') };
  const arr = (v: unknown): Value => fromWire({ arrayValue: v ?? {} });
  if (t.appendMissingElements !== undefined)
    return { path, kind: 'append', operand: arr(t.appendMissingElements) };
  if (t.removeAllFromArray !== undefined)
    return { path, kind: 'remove', operand: arr(t.removeAllFromArray) };
  throw invalid(`Field transform on ${fieldPathString(path)} has no transform type.`);
}

let lastRequestTime: { readonly at: Micros; readonly value: Value } | undefined;

/** The server timestamp of a commit, one shared immutable value for all its documents. */
function requestTime(time: Micros): Value {
  if (lastRequestTime?.at !== time) {
    const s = Math.floor(time / 1e6);
    lastRequestTime = {
      at: time,
      value: Object.freeze({ k: 'ts', s, n: (time - s * 1e6) * 1000 }),
    };
  }
  return lastRequestTime.value;
}

function applyTransform(fields: Map<string, Value>, t: Transform, time: Micros): Value {
  const cur = getField(fields, t.path);
  const isNum = cur !== undefined && (cur.k === 'int' || cur.k === 'double');
  let next: Value;
  let result: Value;
  switch (t.kind) {
    case 'time': {
      next = requestTime(time);
      result = next;
      break;
    }
    case 'inc':
      next = isNum ? addNumbers(cur, t.operand) : t.operand;
      result = next;
      break;
    case 'max':
    case 'min': {
      if (!isNum) next = t.operand;
      else if (isNaNValue(cur) || isNaNValue(t.operand)) next = { k: 'double', v: NaN };
      else {
        const c = compareValues(t.operand, cur);
        next = (t.kind === 'max' ? c > 0 : c < 0) ? t.operand : cur;
      }
      result = next;
      break;
    }
    case 'append': {
      const elems = cur && cur.k === 'arr' ? [...cur.v] : [];
      for (const e of (t.operand as { v: readonly Value[] }).v)
        if (!elems.some((x) => compareValues(x, e) === 0)) elems.push(e);
      next = { k: 'arr', v: elems };
      result = NULL;
      break;
    }
    case 'remove': {
      const rm = (t.operand as { v: readonly Value[] }).v;
      const elems =
        cur && cur.k === 'arr'
          ? cur.v.filter((x) => !rm.some((e) => compareValues(x, e) === 0))
          : [];
      next = { k: 'arr', v: elems };
      result = NULL;
      break;
    }
  }
  setField(fields, t.path, next);
  return result;
}

function validateFields(fields: ReadonlyMap<string, Value>, depth: number): void {
  for (const [k, v] of fields) {
    if (k === '') throw invalid('Field names must not be empty.');
    // Nested maps may use reserved names: vectors are maps with __type__.
    if (depth === 0 && /^__.*__$/.test(k))
      throw invalid(`Field name "${k}" is reserved (names matching __.*__ are reserved).`);
    if (v.k === 'map') validateFields(v.v, depth + 1);
  }
}

/** Encodes a stored document in the proto-loader Document shape. */
export function docToWire(database: string, d: Doc, fields?: Fields): WireDocument {
  return {
    name: fullName(database, d.rel),
    fields: fieldsToWire(fields ?? d.fields),
    createTime: microsToWire(d.createTime),
    updateTime: microsToWire(d.updateTime),
  };
}

/** Encodes a value into a JSON-safe form that `fromWire` reads back (bytes base64, non-finite doubles as strings). */
function valueToJson(v: Value): Record<string, unknown> {
  switch (v.k) {
    case 'bytes':
      return { bytesValue: v.v.toString('base64') };
    case 'double':
      return {
        doubleValue:
          Number.isFinite(v.v) && !Object.is(v.v, -0)
            ? v.v
            : String(Object.is(v.v, -0) ? '-0' : v.v),
      };
    case 'arr':
      return { arrayValue: { values: v.v.map(valueToJson) } };
    case 'map':
      return { mapValue: { fields: fieldsToJson(v.v) } };
    default:
      return toWire(v);
  }
}

function fieldsToJson(f: Fields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of f) out[k] = valueToJson(v);
  return out;
}
