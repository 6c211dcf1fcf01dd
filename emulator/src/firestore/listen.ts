/**
 * One Listen stream: document and query targets, the initial snapshot (ADD, documents, CURRENT,
 * global readTime), incremental changes per commit in commit order, RESET on resume or clear,
 * and exactly one REMOVE per removeTarget.
 */
import type { BidiSink, BidiStream, CallContext } from './contract.js';
import { RpcError, Status } from './contract.js';
import { docToWire } from './commit-events.js';
import type { CommitSubscriber, DbState, StoredChange } from './db-state.js';
import type { Engine } from './engine.js';
import { fullName, parseDocName, parseName } from './paths.js';
import {
  compareDocs,
  inScope,
  matchesQuery,
  projectDoc,
  runQuery,
  type CompiledQuery,
} from './query.js';
import type { Doc } from './store.js';
import { microsToWire, type Micros, type WireTimestamp } from '../codec/index.js';

interface Target {
  readonly id: number;
  readonly rels: Set<string> | undefined;
  readonly q: CompiledQuery | undefined;
  /** rel -> updateTime of what the client currently has for this target. */
  readonly tracked: Map<string, Micros>;
  /** For limit/offset queries: the current window in order. */
  window: Doc[] | undefined;
  /** Whether changes must be re-checked against the rules, as of rules generation `rulesGen`. */
  recheck: boolean;
  rulesGen: number;
}

type Msg = Record<string, unknown>;

/** The collection path a query's `list` rule is matched against. */
function queryPath(q: CompiledQuery): string {
  return q.parent === '' ? q.collectionId : `${q.parent}/${q.collectionId}`;
}

/** Encodes a read time as an opaque non-empty resume token. */
export function resumeToken(t: Micros): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(t));
  return b;
}

/** A Listen stream bound to one database on its first request. */
export class ListenStream implements BidiStream, CommitSubscriber {
  private s: DbState | undefined;
  private readonly targets = new Map<number, Target>();
  private closed = false;

  constructor(
    private readonly engine: Engine,
    private readonly ctx: CallContext,
    private readonly sink: BidiSink,
  ) {}

  write(request: unknown): void {
    if (this.closed) return;
    try {
      this.handle(request as Record<string, unknown>);
    } catch (e) {
      this.fail(
        e instanceof RpcError
          ? e
          : new RpcError(Status.INTERNAL, e instanceof Error ? e.message : String(e)),
      );
    }
  }

  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.s?.subscribers.delete(this);
    this.targets.clear();
  }

  /** The database this stream is bound to (set by its first request). */
  private db(): DbState {
    if (!this.s)
      throw new RpcError(Status.FAILED_PRECONDITION, 'The Listen stream has no database yet.');
    return this.s;
  }

  private fail(e: RpcError): void {
    if (this.closed) return;
    this.end();
    this.sink.close(e);
  }

  private send(m: Msg): void {
    if (!this.closed) this.sink.data(m);
  }

  private handle(req: Record<string, unknown>): void {
    const database =
      typeof req.database === 'string' && req.database !== ''
        ? parseName(req.database, 'database').database
        : undefined;
    if (!this.s) {
      if (!database)
        throw new RpcError(
          Status.INVALID_ARGUMENT,
          'The first Listen request must name the database.',
        );
      this.s = this.engine.db(database);
      this.s.subscribers.add(this);
    } else if (database && database !== this.s.database) {
      throw new RpcError(
        Status.INVALID_ARGUMENT,
        `This Listen stream is bound to ${this.s.database}, not ${database}.`,
      );
    }
    if (req.addTarget) this.addTarget(req.addTarget as Record<string, unknown>);
    else if (req.removeTarget !== undefined) this.removeTarget(Number(req.removeTarget));
  }

  private global(readTime: Micros): Msg {
    return {
      targetChange: {
        targetChangeType: 'NO_CHANGE',
        targetIds: [],
        readTime: microsToWire(readTime),
        resumeToken: resumeToken(readTime),
      },
    };
  }

  private addTarget(t: Record<string, unknown>): void {
    const s = this.db();
    const id = Number(t.targetId ?? 0);
    const resuming =
      (Buffer.isBuffer(t.resumeToken) && t.resumeToken.length > 0) ||
      (typeof t.resumeToken === 'string' && t.resumeToken !== '') ||
      !!t.readTime;
    let target: Target;
    try {
      if (t.query) {
        const qt = t.query as Record<string, unknown>;
        const parent =
          typeof qt.parent === 'string' && qt.parent !== '' ? qt.parent : `${s.database}/documents`;
        const q = this.engine.compile(parent, qt.structuredQuery);
        if (q.database !== s.database)
          throw new RpcError(
            Status.INVALID_ARGUMENT,
            `Query parent ${parent} is not in ${s.database}.`,
          );
        this.engine.authorizeQuery(s, q, this.ctx.auth);
        this.engine.requireIndex(q);
        target = {
          id,
          rels: undefined,
          q,
          tracked: new Map(),
          window: undefined,
          recheck: true,
          rulesGen: -1,
        };
      } else if (t.documents) {
        const names = ((t.documents as Record<string, unknown>).documents ?? []) as unknown[];
        const rels = new Set<string>();
        for (const n of names) {
          const r = parseDocName(n);
          if (r.database !== s.database)
            throw new RpcError(
              Status.INVALID_ARGUMENT,
              `Document ${String(n)} is not in ${s.database}.`,
            );
          rels.add(r.rel);
        }
        if (this.engine.rulesApply(this.ctx.auth))
          for (const r of rels)
            this.engine.authorize(s, this.ctx.auth, 'get', r, {
              resource: s.store.get(r)?.fields ?? null,
            });
        target = {
          id,
          rels,
          q: undefined,
          tracked: new Map(),
          window: undefined,
          recheck: true,
          rulesGen: -1,
        };
      } else {
        throw new RpcError(Status.INVALID_ARGUMENT, 'A Listen target needs a query or documents.');
      }
    } catch (e) {
      const err =
        e instanceof RpcError
          ? e
          : new RpcError(Status.INTERNAL, e instanceof Error ? e.message : String(e));
      // A failed target is reported with a REMOVE carrying the cause, in place of the ADD.
      this.send({
        targetChange: {
          targetChangeType: 'REMOVE',
          targetIds: [id],
          cause: { code: err.code, message: err.message },
        },
      });
      return;
    }
    this.targets.set(id, target);
    this.send({ targetChange: { targetChangeType: 'ADD', targetIds: [id] } });
    if (resuming) this.send({ targetChange: { targetChangeType: 'RESET', targetIds: [id] } });
    const docs = this.evaluate(target);
    for (const d of docs) {
      target.tracked.set(d.rel, d.updateTime);
      this.send({ documentChange: { document: this.wire(target, d), targetIds: [id] } });
    }
    this.engine.count(s.projectId, 'reads', Math.max(1, docs.length));
    const now = this.engine.tick();
    this.send({
      targetChange: { targetChangeType: 'CURRENT', targetIds: [id], resumeToken: resumeToken(now) },
    });
    this.send(this.global(now));
    if (t.once === true) this.removeTarget(id);
  }

  private wire(target: Target, d: Doc): Record<string, unknown> {
    const s = this.db();
    const shown = target.q ? projectDoc(target.q, d) : d;
    return docToWire(s.database, shown) as unknown as Record<string, unknown>;
  }

  private evaluate(target: Target): Doc[] {
    const s = this.db();
    if (target.rels) {
      const out: Doc[] = [];
      for (const r of target.rels) {
        const d = s.store.get(r);
        if (d) out.push(d);
      }
      return out;
    }
    const q = target.q;
    if (!q) return [];
    const docs = runQuery(s.store, q).docs;
    if (q.limit !== undefined || q.offset > 0) target.window = docs;
    return docs;
  }

  private removeTarget(id: number): void {
    // Always ack exactly once, even for an unknown id, so the client's pending count settles.
    this.targets.delete(id);
    this.send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [id] } });
  }

  onCommit(changes: readonly StoredChange[], commitTime: Micros): void {
    if (this.closed || this.targets.size === 0) return;
    const s = this.db();
    const out: Msg[] = [];
    let billed = 0;
    for (const target of [...this.targets.values()]) {
      const diff = this.diff(target, changes, microsToWire(commitTime));
      if (diff.msgs.length === 0) continue;
      const denied = this.recheck(target, diff.changedDocs);
      if (denied) {
        // Production ends a listener whose results the caller may no longer read; nothing of
        // this change reaches it (issue 21).
        this.targets.delete(target.id);
        out.push({
          targetChange: {
            targetChangeType: 'REMOVE',
            targetIds: [target.id],
            cause: { code: denied.code, message: denied.message },
          },
        });
        continue;
      }
      out.push(...diff.msgs);
      billed += diff.changedDocs.length;
    }
    if (out.length === 0) return;
    for (const m of out) this.send(m);
    this.send(this.global(commitTime));
    this.engine.count(s.projectId, 'reads', billed);
  }

  /** What one commit changes for one target: the messages, and the documents sent in them. */
  private diff(
    target: Target,
    changes: readonly StoredChange[],
    readTime: WireTimestamp,
  ): { msgs: Msg[]; changedDocs: Doc[] } {
    const s = this.db();
    const msgs: Msg[] = [];
    const changedDocs: Doc[] = [];
    const removed = (rel: string, deleted: boolean): void => {
      target.tracked.delete(rel);
      const name = fullName(s.database, rel);
      if (deleted)
        msgs.push({ documentDelete: { document: name, removedTargetIds: [target.id], readTime } });
      else
        msgs.push({ documentRemove: { document: name, removedTargetIds: [target.id], readTime } });
    };
    const changed = (d: Doc): void => {
      target.tracked.set(d.rel, d.updateTime);
      msgs.push({ documentChange: { document: this.wire(target, d), targetIds: [target.id] } });
      changedDocs.push(d);
    };
    if (target.rels) {
      for (const c of changes) {
        if (!target.rels.has(c.rel)) continue;
        if (c.after) changed(c.after);
        else if (target.tracked.has(c.rel)) removed(c.rel, true);
      }
      return { msgs, changedDocs };
    }
    const q = target.q;
    if (!q) return { msgs, changedDocs };
    if (target.window) {
      if (!this.windowAffected(target.window, target, q, changes)) return { msgs, changedDocs };
      const next = runQuery(s.store, q).docs;
      const nextSet = new Set<string>();
      for (const d of next) {
        nextSet.add(d.rel);
        if (target.tracked.get(d.rel) !== d.updateTime) changed(d);
      }
      for (const rel of [...target.tracked.keys()])
        if (!nextSet.has(rel)) removed(rel, s.store.get(rel) === null);
      target.window = next;
      return { msgs, changedDocs };
    }
    for (const c of changes) {
      if (!inScope(q, c.rel)) continue;
      if (c.after !== null && matchesQuery(q, c.after)) changed(c.after);
      else if (target.tracked.has(c.rel)) removed(c.rel, c.after === null);
    }
    return { msgs, changedDocs };
  }

  /**
   * Re-checks read permission for a change about to reach a target: `get` on each changed
   * document of a document target, `list` once for a query (its rule is checked against the
   * query, and may read other documents). Skipped when the rules cannot deny this caller.
   * Deletions are delivered unchecked: they reveal no data. Returns the denial, if any.
   */
  private recheck(target: Target, changedDocs: readonly Doc[]): RpcError | undefined {
    const s = this.db();
    const auth = this.ctx.auth;
    if (target.rulesGen !== this.engine.rulesGeneration) {
      target.rulesGen = this.engine.rulesGeneration;
      target.recheck = target.rels
        ? [...target.rels].some((r) => !this.engine.readsUnconditional(s, auth, 'get', r))
        : !!target.q &&
          !this.engine.readsUnconditional(
            s,
            auth,
            'list',
            queryPath(target.q),
            target.q.allDescendants,
          );
    }
    if (!target.recheck) return undefined;
    try {
      if (target.rels) {
        for (const d of changedDocs)
          this.engine.authorize(s, auth, 'get', d.rel, { resource: d.fields });
      } else if (target.q) {
        this.engine.authorizeQuery(s, target.q, auth);
      }
    } catch (e) {
      if (e instanceof RpcError) return e;
      throw e;
    }
    return undefined;
  }

  /** Whether a commit can change a limited query's window (avoids re-running it needlessly). */
  private windowAffected(
    win: readonly Doc[],
    target: Target,
    q: CompiledQuery,
    changes: readonly StoredChange[],
  ): boolean {
    const limit = q.limit ?? Infinity;
    for (const c of changes) {
      if (!inScope(q, c.rel)) continue;
      if (target.tracked.has(c.rel)) return true;
      const after = c.after !== null && matchesQuery(q, c.after) ? c.after : null;
      if (q.offset > 0) {
        if (after || (c.before !== null && matchesQuery(q, c.before))) return true;
        continue;
      }
      if (!after) continue;
      if (win.length < limit) return true;
      const last = win[win.length - 1];
      if (!last || compareDocs(q, after, last) < 0) return true;
    }
    return false;
  }

  onReset(): void {
    if (this.closed) return;
    const now = this.engine.tick();
    for (const target of this.targets.values()) {
      target.tracked.clear();
      this.send({ targetChange: { targetChangeType: 'RESET', targetIds: [target.id] } });
      for (const d of this.evaluate(target)) {
        target.tracked.set(d.rel, d.updateTime);
        this.send({ documentChange: { document: this.wire(target, d), targetIds: [target.id] } });
      }
      this.send({
        targetChange: {
          targetChangeType: 'CURRENT',
          targetIds: [target.id],
          resumeToken: resumeToken(now),
        },
      });
    }
    if (this.targets.size > 0) this.send(this.global(now));
  }
}
