/**
 * Commits: locks for the written documents, preconditions, masks and transforms staged on the
 * current state, size limits, rules on the batch's final state, then one atomic apply, billing,
 * history pruning and the commit's publication.
 */
import type { RulesMethod } from '../rules/contract.js';
import { RpcError, Status, type AuthContext } from './contract.js';
import {
  arrayValue,
  NULL,
  compactFields,
  invalidArgument as invalid,
  microsToRfc3339,
  type Micros,
  type Value,
} from '../codec/index.js';
import type { DbState, StoredChange } from './db-state.js';
import type { Engine } from './engine.js';
import { checkDocumentLimits } from './limits.js';
import { deleteField, fullName, getField, setField } from './paths.js';
import type { Doc } from './store.js';
import { addNumbers, compareValues, fieldsIdentical, isNaNValue } from './values.js';
import { parseWrite, type ParsedWrite, type Transform } from './write-parse.js';

/** A write result in engine terms. */
export interface WriteOutcome {
  readonly updateTime: Micros | undefined;
  readonly transformResults: Value[] | undefined;
}

/**
 * Commits writes atomically. With a transaction, locks are taken on every written document
 * first and the transaction ends; without one, the write waits for the transactions locking
 * those documents (production's pessimistic concurrency for server SDKs).
 */
export async function commitWrites(
  engine: Engine,
  s: DbState,
  rawWrites: readonly unknown[],
  txBytes: unknown,
  auth: AuthContext,
): Promise<{ results: WriteOutcome[]; commitTime: Micros }> {
  const writes = rawWrites.map((w) => parseWrite(s.database, w));
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
      // Exclusive locks on what it writes (its shared read locks are upgraded).
      await s.txs.lock(
        tx,
        writes.map((w) => w.rel),
        'exclusive',
      );
      s.txs.checkAlive(tx);
      return applyWrites(engine, s, writes, auth);
    } finally {
      s.txs.end(tx, 'the transaction already committed or failed.');
    }
  }
  // As in production, a plain write waits for the transactions locking what it writes.
  const holder = await s.txs.lockForWrite(writes.map((w) => w.rel));
  try {
    return applyWrites(engine, s, writes, auth);
  } finally {
    s.txs.end(holder, 'the write was applied.');
  }
}

/** Applies parsed writes synchronously (so nothing interleaves) and notifies subscribers. */
function applyWrites(
  engine: Engine,
  s: DbState,
  writes: readonly ParsedWrite[],
  auth: AuthContext,
): { results: WriteOutcome[]; commitTime: Micros } {
  const store = s.store;
  const staged = new Map<string, Doc | null>();
  const original = new Map<string, Doc | null>();
  const time = engine.tick();
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
      fields: compactFields(fields),
      createTime: cur ? cur.createTime : time,
      updateTime: time,
    });
  }
  // Production refuses a batch when any document it would store is too large or too deep.
  for (const [rel, d] of staged)
    if (d) checkDocumentLimits(fullName(s.database, rel), rel, d.fields);
  // Rules see the committed state as `resource` and the batch's final state as `request.resource`.
  if (engine.rulesApply(auth)) {
    const after = (rel: string): Doc | null =>
      staged.has(rel) ? (staged.get(rel) ?? null) : store.get(rel);
    for (const w of writes) {
      const before = original.get(w.rel) ?? null;
      const method: RulesMethod = w.op === 'delete' ? 'delete' : before ? 'update' : 'create';
      engine.authorize(s, auth, method, w.rel, {
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
  engine.count(s.projectId, 'writes', nWrites);
  engine.count(s.projectId, 'deletes', nDeletes);
  // History is kept back to the oldest read that may still ask for it, no further.
  const oldest = s.txs.oldestReadTime();
  const cutoff = time - engine.readTimeGraceMicros;
  store.prune(oldest === undefined ? cutoff : Math.min(oldest, cutoff));
  if (changes.length > 0) engine.publish(s, changes, time, auth);
  return { results, commitTime: time };
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
      next = arrayValue(elems);
      result = NULL;
      break;
    }
    case 'remove': {
      const rm = (t.operand as { v: readonly Value[] }).v;
      const elems =
        cur && cur.k === 'arr'
          ? cur.v.filter((x) => !rm.some((e) => compareValues(x, e) === 0))
          : [];
      next = arrayValue(elems);
      result = NULL;
      break;
    }
  }
  setField(fields, t.path, next);
  return result;
}
