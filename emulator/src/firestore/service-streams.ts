/** The service's server-streaming RPCs over the engine: batch gets, queries, aggregations. */
import type { CallContext, ServerStreamMethod } from './contract.js';
import { RpcError, Status } from './contract.js';
import type { DbState } from './db-state.js';
import type { Engine } from './engine.js';
import { fieldPathString, getField, parseDocName, parseFieldPath } from './paths.js';
import { projectDoc, runQuery, type CompiledQuery } from './query.js';
import type { Doc } from './store.js';
import { toNumber } from './values.js';
import { microsToWire, setOwn, toWire, type Value } from '../codec/index.js';
import { dbFor, docResponse, invalid, maskOf, req, type Req } from './service-requests.js';

/**
 * A query request's compiled query in database `s`: `parent` defaults to the database's documents
 * root, and must lie in that database.
 */
function compileIn(e: Engine, s: DbState, parent: unknown, structuredQuery: unknown) {
  const at = typeof parent === 'string' && parent !== '' ? parent : `${s.database}/documents`;
  const q = e.compile(at, structuredQuery);
  if (q.database !== s.database) throw invalid(`Parent ${at} is not in ${s.database}.`);
  return q;
}

/** Runs one server-streaming RPC: batch gets, queries and aggregation queries. */
export async function serverStreamCall(
  e: Engine,
  method: ServerStreamMethod,
  request: unknown,
  ctx: CallContext,
  emit: (response: unknown) => void,
): Promise<void> {
  const r = req(request);
  switch (method) {
    case 'BatchGetDocuments': {
      const names = Array.isArray(r.documents) ? r.documents : [];
      const s = dbFor(e, r.database, names[0]);
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
          ? { found: docResponse(s, d, mask), readTime: rt }
          : { missing: String(names[i]), readTime: rt };
        if (i === 0 && plan.newTxId) m.transaction = plan.newTxId;
        emit(m);
      });
      return;
    }
    case 'RunQuery': {
      const s = dbFor(e, r.database, r.parent);
      const q = compileIn(e, s, r.parent, r.structuredQuery);
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
        const m: Req = { document: docResponse(s, projectDoc(q, d)), readTime: rt };
        if (i === 0 && plan.newTxId) m.transaction = plan.newTxId;
        emit(m);
      });
      return;
    }
    case 'RunAggregationQuery': {
      const s = dbFor(e, r.database, r.parent);
      const saq = req(r.structuredAggregationQuery);
      const q = compileIn(e, s, r.parent, saq.structuredQuery);
      const aggs = Array.isArray(saq.aggregations) ? (saq.aggregations as Req[]) : [];
      if (aggs.length === 0) throw invalid('An aggregation query needs at least one aggregation.');
      if (aggs.length > 5) throw invalid('An aggregation query supports at most 5 aggregations.');
      refuseNameScanAggregates(q, aggs);
      const plan = e.plan(s, r);
      e.authorizeQuery(s, q, ctx.auth);
      e.requireIndex(q);
      let all = runQuery(s.store, q, plan.at, { unordered: true }).docs;
      if (plan.tx && !plan.tx.readOnly) {
        // An aggregation in a read-write transaction locks what it counted, as a query does.
        await s.txs.lock(
          plan.tx,
          all.map((d) => d.rel),
          'shared',
        );
        all = runQuery(s.store, q, plan.at, { unordered: true }).docs;
        await s.txs.lock(
          plan.tx,
          all.map((d) => d.rel),
          'shared',
        );
      }
      if (plan.tx) s.txs.checkAlive(plan.tx);
      const fields: Record<string, unknown> = {};
      const seen = new Set<string>();
      aggs.forEach((a, i) => {
        const alias = typeof a.alias === 'string' && a.alias !== '' ? a.alias : `field_${i + 1}`;
        if (seen.has(alias)) throw invalid(`Duplicate aggregation alias "${alias}".`);
        seen.add(alias);
        setOwn(fields, alias, toWire(aggregate(a, all)));
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

/**
 * A query only the document-name index serves (all descendants without a collection id, or of a
 * document rather than the root) can count, but not sum or average a field: production would need
 * an index with that field after __name__, and has none. Count stays allowed.
 */
function refuseNameScanAggregates(q: CompiledQuery, aggs: readonly Req[]): void {
  if (!q.allDescendants || (q.collectionId !== '' && q.parent === '')) return;
  const fields: string[] = [];
  for (const a of aggs) {
    const spec = (a.sum ?? a.avg) as Req | undefined;
    if (!spec) continue;
    const key = fieldPathString(parseFieldPath((spec.field as Req | undefined)?.fieldPath));
    if (key !== '__name__' && !fields.includes(key)) fields.push(key);
  }
  if (fields.length > 0)
    throw invalid(
      `This query requires an index with fields [${fields.join(', ')}] after __name__ and Firestore does not currently support such an index. Please try the query again with additional ordering on those fields.`,
    );
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
