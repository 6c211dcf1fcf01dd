/** The service's unary RPCs over the engine. */
import type { CallContext, UnaryMethod } from './contract.js';
import { RpcError, Status } from './contract.js';
import type { Engine } from './engine.js';
import { fullName, parseDocName, parseName } from './paths.js';
import { microsToWire } from '../codec/index.js';
import {
  autoId,
  dbFor,
  docResponse,
  invalid,
  maskOf,
  req,
  writeResult,
  type Req,
} from './service-requests.js';

/** Runs one unary RPC: document CRUD, transactions, commits, batch writes and listing. */
export async function unaryCall(
  e: Engine,
  method: UnaryMethod,
  request: unknown,
  ctx: CallContext,
): Promise<unknown> {
  const r = req(request);
  switch (method) {
    case 'GetDocument': {
      const n = parseDocName(r.name);
      const s = e.db(n.database);
      const plan = e.plan(s, r);
      const { docs } = await e.getDocs(s, [n.rel], plan, ctx.auth);
      const d = docs[0];
      if (!d) throw new RpcError(Status.NOT_FOUND, `Document "${String(r.name)}" not found.`);
      return docResponse(s, d, maskOf(r.mask));
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
          x.doc ? docResponse(s, x.doc, mask) : { name: fullName(s.database, x.rel) },
        ),
        nextPageToken: next,
      };
    }
    case 'CreateDocument': {
      const p = parseName(r.parent, 'parent');
      const s = e.db(p.database);
      const id = typeof r.documentId === 'string' && r.documentId !== '' ? r.documentId : autoId();
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
      return docResponse(s, stored, maskOf(r.mask));
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
      if (!stored) throw new RpcError(Status.NOT_FOUND, `Document "${String(d.name)}" not found.`);
      return docResponse(s, stored, maskOf(r.mask));
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
      const s = dbFor(e, r.database);
      const tx = e.beginTx(s, r.options);
      return { transaction: Buffer.from(tx.id, 'base64') };
    }
    case 'Commit': {
      const s = dbFor(e, r.database);
      const writes = Array.isArray(r.writes) ? r.writes : [];
      const { results, commitTime } = await e.commit(s, writes, r.transaction, ctx.auth);
      return {
        writeResults: results.map((o) => writeResult(o)),
        commitTime: microsToWire(commitTime),
      };
    }
    case 'Rollback': {
      const s = dbFor(e, r.database);
      const tx = s.txs.get(r.transaction);
      s.txs.end(tx, 'the transaction was rolled back.');
      return {};
    }
    case 'BatchWrite': {
      // Each write is applied independently (not atomically), as BatchWrite specifies.
      const s = dbFor(e, r.database);
      const writes = Array.isArray(r.writes) ? r.writes : [];
      const writeResults: unknown[] = [];
      const status: unknown[] = [];
      for (const w of writes) {
        try {
          const { results } = await e.commit(s, [w], undefined, ctx.auth);
          const first = results[0];
          writeResults.push(first ? writeResult(first) : {});
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
