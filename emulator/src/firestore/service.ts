/**
 * FirestoreService over the engine: parses google.firestore.v1 requests (proto-loader object
 * shape), runs them, and builds responses. Every transport (gRPC, HTTP/JSON, WebChannel) calls this.
 */
import { randomBytes } from 'node:crypto';
import type {
  BidiMethod,
  BidiSink,
  BidiStream,
  CallContext,
  FirestoreService,
  ServerStreamMethod,
  UnaryMethod,
} from './contract.js';
import { RpcError, Status } from './contract.js';
import type { WriteOutcome } from './apply-writes.js';
import { docToWire } from './commit-events.js';
import type { DbState } from './db-state.js';
import type { Engine } from './engine.js';
import { ListenStream } from './listen.js';
import {
  fullName,
  getField,
  parseDocName,
  parseFieldPath,
  parseName,
  projectFields,
} from './paths.js';
import { projectDoc, runQuery } from './query.js';
import type { Doc } from './store.js';
import { toNumber } from './values.js';
import { microsToWire, toWire, type Value } from '../codec/index.js';

type Req = Record<string, unknown>;

function invalid(message: string): RpcError {
  return new RpcError(Status.INVALID_ARGUMENT, message);
}

function req(r: unknown): Req {
  if (!r || typeof r !== 'object') throw invalid('Invalid request.');
  return r as Req;
}

function maskOf(mask: unknown): string[][] | undefined {
  if (!mask || typeof mask !== 'object') return undefined;
  const fp = (mask as Req).fieldPaths;
  return (Array.isArray(fp) ? fp : []).map((p) => parseFieldPath(p));
}

const AUTO_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character id like the SDKs generate. */
export function autoId(): string {
  const bytes = randomBytes(40);
  let id = '';
  // Bytes >= 248 are skipped so every character is equally likely (248 = 4 * 62).
  for (const b of bytes) {
    if (id.length >= 20) break;
    if (b < 248) id += AUTO_ID_CHARS.charAt(b % 62);
  }
  while (id.length < 20) id += 'A';
  return id;
}

/** The engine-backed implementation of the contract every transport uses. */
export class EngineService implements FirestoreService {
  constructor(readonly engine: Engine) {}

  private dbFor(database: unknown, fallbackName?: unknown): DbState {
    if (typeof database === 'string' && database !== '')
      return this.engine.db(parseName(database, 'database').database);
    if (typeof fallbackName === 'string') return this.engine.db(parseName(fallbackName).database);
    throw invalid('Missing database.');
  }

  private doc(s: DbState, d: Doc, mask?: string[][]): Record<string, unknown> {
    return docToWire(
      s.database,
      d,
      mask ? projectFields(d.fields, mask) : undefined,
    ) as unknown as Record<string, unknown>;
  }

  private writeResult(o: WriteOutcome): Record<string, unknown> {
    const r: Record<string, unknown> = {};
    if (o.updateTime !== undefined) r.updateTime = microsToWire(o.updateTime);
    r.transformResults = (o.transformResults ?? []).map(toWire);
    return r;
  }

  async unary(method: UnaryMethod, request: unknown, ctx: CallContext): Promise<unknown> {
    const r = req(request);
    const e = this.engine;
    switch (method) {
      case 'GetDocument': {
        const n = parseDocName(r.name);
        const s = e.db(n.database);
        const plan = e.plan(s, r);
        const { docs } = await e.getDocs(s, [n.rel], plan, ctx.auth);
        const d = docs[0];
        if (!d) throw new RpcError(Status.NOT_FOUND, `Document "${String(r.name)}" not found.`);
        return this.doc(s, d, maskOf(r.mask));
      }
      case 'ListDocuments': {
        const p = parseName(r.parent, 'parent');
        const s = e.db(p.database);
        const collectionId = typeof r.collectionId === 'string' ? r.collectionId : '';
        if (collectionId === '') throw invalid('ListDocuments needs a collection id.');
        const coll = p.rel === '' ? collectionId : `${p.rel}/${collectionId}`;
        const plan = e.plan(s, r);
        if (e.rulesApply(ctx.auth))
          e.authorize(s, ctx.auth, 'list', coll, { query: { from: [{ collectionId }] } });
        let entries = e.listDocuments(s, coll, r.showMissing === true, plan.at);
        const token = typeof r.pageToken === 'string' ? r.pageToken : '';
        if (token)
          entries = entries.filter(
            (x) => x.rel > `${coll}/${Buffer.from(token, 'base64').toString('utf8')}`,
          );
        const size = Number(r.pageSize ?? 0);
        let next = '';
        if (size > 0 && entries.length > size) {
          entries = entries.slice(0, size);
          const last = entries.at(-1)?.rel ?? '';
          next = Buffer.from(last.slice(coll.length + 1), 'utf8').toString('base64');
        }
        const mask = maskOf(r.mask);
        e.count(s.projectId, 'reads', Math.max(1, entries.length));
        return {
          documents: entries.map((x) =>
            x.doc ? this.doc(s, x.doc, mask) : { name: fullName(s.database, x.rel) },
          ),
          nextPageToken: next,
        };
      }
      case 'CreateDocument': {
        const p = parseName(r.parent, 'parent');
        const s = e.db(p.database);
        const id =
          typeof r.documentId === 'string' && r.documentId !== '' ? r.documentId : autoId();
        const collectionId = typeof r.collectionId === 'string' ? r.collectionId : '';
        const name = fullName(
          s.database,
          p.rel === '' ? `${collectionId}/${id}` : `${p.rel}/${collectionId}/${id}`,
        );
        const d = (r.document ?? {}) as Req;
        await e.commit(
          s,
          [{ update: { name, fields: d.fields ?? {} }, currentDocument: { exists: false } }],
          undefined,
          ctx.auth,
        );
        const stored = s.store.get(parseDocName(name).rel);
        if (!stored) throw new RpcError(Status.NOT_FOUND, `Document "${name}" not found.`);
        return this.doc(s, stored, maskOf(r.mask));
      }
      case 'UpdateDocument': {
        const d = req(r.document);
        const n = parseDocName(d.name);
        const s = e.db(n.database);
        const write: Req = { update: d };
        if (r.updateMask) write.updateMask = r.updateMask;
        if (r.currentDocument) write.currentDocument = r.currentDocument;
        await e.commit(s, [write], undefined, ctx.auth);
        const stored = s.store.get(n.rel);
        if (!stored)
          throw new RpcError(Status.NOT_FOUND, `Document "${String(d.name)}" not found.`);
        return this.doc(s, stored, maskOf(r.mask));
      }
      case 'DeleteDocument': {
        const n = parseDocName(r.name);
        const s = e.db(n.database);
        const write: Req = { delete: r.name };
        if (r.currentDocument) write.currentDocument = r.currentDocument;
        await e.commit(s, [write], undefined, ctx.auth);
        return {};
      }
      case 'BeginTransaction': {
        const s = this.dbFor(r.database);
        const tx = e.beginTx(s, r.options);
        return { transaction: Buffer.from(tx.id, 'base64') };
      }
      case 'Commit': {
        const s = this.dbFor(r.database);
        const writes = Array.isArray(r.writes) ? r.writes : [];
        const { results, commitTime } = await e.commit(s, writes, r.transaction, ctx.auth);
        return {
          writeResults: results.map((o) => this.writeResult(o)),
          commitTime: microsToWire(commitTime),
        };
      }
      case 'Rollback': {
        const s = this.dbFor(r.database);
        const tx = s.txs.get(r.transaction);
        s.txs.end(tx, 'the transaction was rolled back.');
        return {};
      }
      case 'BatchWrite': {
        // Each write is applied independently (not atomically), as BatchWrite specifies.
        const s = this.dbFor(r.database);
        const writes = Array.isArray(r.writes) ? r.writes : [];
        const writeResults: unknown[] = [];
        const status: unknown[] = [];
        for (const w of writes) {
          try {
            const { results } = await e.commit(s, [w], undefined, ctx.auth);
            const first = results[0];
            writeResults.push(first ? this.writeResult(first) : {});
            status.push({ code: 0 });
          } catch (err) {
            const rpc =
              err instanceof RpcError
                ? err
                : new RpcError(Status.INTERNAL, err instanceof Error ? err.message : String(err));
            writeResults.push({});
            status.push({ code: rpc.code, message: rpc.message });
          }
        }
        return { writeResults, status };
      }
      case 'ListCollectionIds': {
        const p = parseName(r.parent, 'parent');
        // Production serves this only to IAM principals (the server SDKs), never to Firebase Auth
        // users, whatever the rules say: it would reveal every collection name (issue 21).
        if (ctx.auth.kind !== 'owner')
          throw new RpcError(Status.PERMISSION_DENIED, 'Missing or insufficient permissions.');
        const s = e.db(p.database);
        const plan = e.plan(s, r);
        let ids = e.listCollectionIds(s, p.rel, plan.at);
        const token = typeof r.pageToken === 'string' ? r.pageToken : '';
        if (token) ids = ids.filter((id) => id > token);
        const size = Number(r.pageSize ?? 0);
        let next = '';
        if (size > 0 && ids.length > size) {
          ids = ids.slice(0, size);
          next = ids.at(-1) ?? '';
        }
        return { collectionIds: ids, nextPageToken: next };
      }
      case 'PartitionQuery': {
        // One partition covering everything: an empty list of cursors.
        parseName(r.parent, 'parent');
        return { partitions: [], nextPageToken: '' };
      }
      default:
        throw new RpcError(Status.UNIMPLEMENTED, `Method ${String(method)} is not implemented.`);
    }
  }

  async serverStream(
    method: ServerStreamMethod,
    request: unknown,
    ctx: CallContext,
    emit: (response: unknown) => void,
  ): Promise<void> {
    const r = req(request);
    const e = this.engine;
    switch (method) {
      case 'BatchGetDocuments': {
        const names = Array.isArray(r.documents) ? r.documents : [];
        const s = this.dbFor(r.database, names[0]);
        const parsed = names.map((n) => {
          const p = parseDocName(n);
          if (p.database !== s.database)
            throw invalid(`Document ${String(n)} is not in ${s.database}.`);
          return p;
        });
        const plan = e.plan(s, r);
        const { docs, readTime } = await e.getDocs(
          s,
          parsed.map((p) => p.rel),
          plan,
          ctx.auth,
        );
        const mask = maskOf(r.mask);
        const rt = microsToWire(readTime);
        if (plan.newTxId && docs.length === 0) emit({ transaction: plan.newTxId, readTime: rt });
        docs.forEach((d, i) => {
          const m: Req = d
            ? { found: this.doc(s, d, mask), readTime: rt }
            : { missing: String(names[i]), readTime: rt };
          if (i === 0 && plan.newTxId) m.transaction = plan.newTxId;
          emit(m);
        });
        return;
      }
      case 'RunQuery': {
        const s = this.dbFor(r.database, r.parent);
        const parent =
          typeof r.parent === 'string' && r.parent !== '' ? r.parent : `${s.database}/documents`;
        const q = e.compile(parent, r.structuredQuery);
        if (q.database !== s.database) throw invalid(`Parent ${parent} is not in ${s.database}.`);
        const plan = e.plan(s, r);
        const { docs, readTime } = await e.query(s, q, plan, ctx.auth);
        const rt = microsToWire(readTime);
        if (docs.length === 0) {
          const m: Req = { readTime: rt };
          if (plan.newTxId) m.transaction = plan.newTxId;
          emit(m);
          return;
        }
        docs.forEach((d, i) => {
          const m: Req = { document: this.doc(s, projectDoc(q, d)), readTime: rt };
          if (i === 0 && plan.newTxId) m.transaction = plan.newTxId;
          emit(m);
        });
        return;
      }
      case 'RunAggregationQuery': {
        const s = this.dbFor(r.database, r.parent);
        const parent =
          typeof r.parent === 'string' && r.parent !== '' ? r.parent : `${s.database}/documents`;
        const saq = req(r.structuredAggregationQuery);
        const q = e.compile(parent, saq.structuredQuery);
        if (q.database !== s.database) throw invalid(`Parent ${parent} is not in ${s.database}.`);
        if (q.allDescendants && q.collectionId === '')
          throw invalid('kind is required for aggregation queries');
        const aggs = Array.isArray(saq.aggregations) ? (saq.aggregations as Req[]) : [];
        if (aggs.length === 0)
          throw invalid('An aggregation query needs at least one aggregation.');
        if (aggs.length > 5) throw invalid('An aggregation query supports at most 5 aggregations.');
        const plan = e.plan(s, r);
        e.authorizeQuery(s, q, ctx.auth);
        e.requireIndex(q);
        if (plan.tx) s.txs.checkAlive(plan.tx);
        const all = runQuery(s.store, q, plan.at, { unordered: true }).docs;
        const fields: Record<string, unknown> = {};
        const seen = new Set<string>();
        aggs.forEach((a, i) => {
          const alias = typeof a.alias === 'string' && a.alias !== '' ? a.alias : `field_${i + 1}`;
          if (seen.has(alias)) throw invalid(`Duplicate aggregation alias "${alias}".`);
          seen.add(alias);
          fields[alias] = toWire(aggregate(a, all));
        });
        // Billed like Cloud Firestore: one read per batch of up to 1000 index entries, minimum one.
        e.count(s.projectId, 'reads', Math.max(1, Math.ceil(all.length / 1000)));
        const m: Req = {
          result: { aggregateFields: fields },
          readTime: microsToWire(plan.at ?? e.tick()),
        };
        if (plan.newTxId) m.transaction = plan.newTxId;
        emit(m);
        return;
      }
      default:
        throw new RpcError(Status.UNIMPLEMENTED, `Method ${String(method)} is not implemented.`);
    }
  }

  bidi(method: BidiMethod, ctx: CallContext, sink: BidiSink): BidiStream {
    if (method === 'Listen') return new ListenStream(this.engine, ctx, sink);
    return new WriteStream(this.engine, ctx, sink);
  }
}

function aggregate(a: Req, docs: readonly Doc[]): Value {
  if (a.count !== undefined) {
    const upTo = (a.count as Req | null)?.upTo;
    const limit =
      upTo === undefined || upTo === null
        ? Infinity
        : Number(typeof upTo === 'object' ? (upTo as Req).value : upTo);
    if (!(limit > 0)) throw invalid('count up_to must be positive.');
    return { k: 'int', v: BigInt(Math.min(docs.length, limit)) };
  }
  const spec = (a.sum ?? a.avg) as Req | undefined;
  if (!spec) throw invalid('Unknown aggregation: expected count, sum or avg.');
  const path = parseFieldPath((spec.field as Req | undefined)?.fieldPath);
  let allInts = true;
  let intSum = 0n;
  let dblSum = 0;
  let n = 0;
  for (const d of docs) {
    const v = getField(d.fields, path);
    if (!v || (v.k !== 'int' && v.k !== 'double')) continue;
    n++;
    if (v.k === 'int') intSum += v.v;
    else allInts = false;
    dblSum += toNumber(v);
  }
  if (a.sum !== undefined) {
    if (allInts && intSum <= (1n << 63n) - 1n && intSum >= -(1n << 63n))
      return { k: 'int', v: intSum };
    return { k: 'double', v: dblSum };
  }
  if (n === 0) return { k: 'null' };
  return { k: 'double', v: dblSum / n };
}

/** The Write stream: handshake with a stream token, then one atomic batch per request. */
class WriteStream implements BidiStream {
  private database: DbState | undefined;
  private handshaken = false;
  private closed = false;
  private chain: Promise<void> = Promise.resolve();
  private readonly streamId = randomBytes(8).toString('hex');
  private counter = 0;

  constructor(
    private readonly engine: Engine,
    private readonly ctx: CallContext,
    private readonly sink: BidiSink,
  ) {}

  private token(): Buffer {
    return Buffer.from(`${this.streamId}:${++this.counter}`);
  }

  write(request: unknown): void {
    if (this.closed) return;
    this.chain = this.chain
      .then(() => this.handle(request))
      .catch((e: unknown) => {
        if (this.closed) return;
        this.closed = true;
        this.sink.close(
          e instanceof RpcError
            ? e
            : new RpcError(Status.INTERNAL, e instanceof Error ? e.message : String(e)),
        );
      });
  }

  end(): void {
    this.closed = true;
  }

  private isClosed(): boolean {
    return this.closed;
  }

  private async handle(request: unknown): Promise<void> {
    if (this.closed) return;
    const r = req(request);
    if (!this.database) {
      this.database = this.engine.db(parseName(r.database, 'database').database);
    }
    const writes = Array.isArray(r.writes) ? r.writes : [];
    if (!this.handshaken) {
      this.handshaken = true;
      if (writes.length > 0)
        throw invalid('The first Write request must be a handshake without writes.');
      this.sink.data({ streamId: this.streamId, streamToken: this.token() });
      return;
    }
    if (writes.length === 0) return; // the client flushing its token before closing
    const { results, commitTime } = await this.engine.commit(
      this.database,
      writes,
      undefined,
      this.ctx.auth,
    );
    // The client may have gone away while the commit waited.
    if (this.isClosed()) return;
    this.sink.data({
      streamToken: this.token(),
      writeResults: results.map((o) => {
        const w: Req = {};
        if (o.updateTime !== undefined) w.updateTime = microsToWire(o.updateTime);
        w.transformResults = (o.transformResults ?? []).map(toWire);
        return w;
      }),
      commitTime: microsToWire(commitTime),
    });
  }
}
