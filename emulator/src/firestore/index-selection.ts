/**
 * Composite-index enforcement: which index a query needs in Cloud Firestore (Standard edition),
 * checked against a `firestore.indexes.json`, and the error production returns when it is missing.
 *
 * The rules production applies, as documented for Standard edition (index overview, "manage
 * indexes", multiple-range-fields) and seen in its FAILED_PRECONDITION messages:
 *
 * - Every query is served by indexes. Single-field indexes are automatic with COLLECTION scope:
 *   ascending and descending for every field (and every map subfield, recursively), and
 *   array-contains for every array field. No single-field index exists with COLLECTION_GROUP
 *   scope unless a field override (exemption) adds it.
 * - A field override replaces the automatic single-field indexes of its field (an empty list
 *   exempts the field entirely); a map subfield inherits its parent's override unless it has its
 *   own; `*` sets the default for every field of its collection group.
 * - An index only serves queries of its own scope: COLLECTION indexes serve queries on one
 *   collection (of that id, under any parent), COLLECTION_GROUP indexes serve collection-group
 *   queries. Queries on all descendants without a collection id (recursive deletes) filter and
 *   order by name only, and need no index.
 * - A query without filters or orders other than the document name needs no index (the built-in
 *   name index).
 * - A query's ordering is its orderBy list, then each field with an inequality (<, <=, >, >=, !=,
 *   not-in, is-not-null, is-not-nan) that was not ordered explicitly, then `__name__` in the
 *   direction of the last ordering. Equality filters (==, in, is-null, is-nan) and
 *   array-contains(-any) filters restrict; `__name__` filters use the name itself.
 * - An index serves a conjunction when its fields are some of the equality fields (order
 *   ascending or descending) and array-contains fields (arrayConfig CONTAINS), in any order,
 *   followed by exactly the query's ordering (fields and directions; a trailing `__name__` entry,
 *   if the index lists one, must have the query's name direction).
 * - Index merging: several such indexes that end with the same ordering are intersected, so the
 *   equality fields may be spread over several indexes. With no ordering beyond the name this
 *   is how equality-only queries on many fields run on single-field indexes alone
 *   (`a == 1 && b == 2`), without any composite index.
 * - A single inequality or orderBy on one field, with no other field involved, runs on that
 *   field's single-field index.
 * - A disjunction (OR) is run as the union of its conjunctions (in disjunctive normal form):
 *   each must be served.
 *
 * When a query is not served, production answers FAILED_PRECONDITION "The query requires an
 * index. You can create it here: <console link>" (for a missing collection-group single-field
 * index: "The query requires a COLLECTION_GROUP_ASC index for collection C and field f. ...").
 * We name the index to add in firestore.indexes.json form instead of a console link.
 */
import { RpcError, Status } from './contract.js';

import {
  canonicalPath,
  type CompositeIndex,
  type FieldOverride,
  type IndexConfig,
  type IndexField,
  type Order,
  type QueryScope,
  type SingleFieldIndex,
} from './indexes.js';

/** One term of a conjunction, as far as indexes care. */
interface Term {
  readonly field: string;
  readonly kind: 'eq' | 'contains' | 'ineq';
}

/** What index selection needs to know about a query. */
export interface IndexQuery {
  readonly collectionId: string;
  readonly allDescendants: boolean;
  /** The StructuredQuery's `where`, as sent. */
  readonly where: unknown;
  /** The normalised ordering, ending with `__name__`. */
  readonly orderBy: readonly { readonly key: string; readonly desc: boolean }[];
}

const EQ_OPS = new Set(['EQUAL', 'IN', 'IS_NULL', 'IS_NAN']);
const CONTAINS_OPS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);

/** The filter in disjunctive normal form: a list of conjunctions of terms. */
function dnf(raw: unknown): Term[][] {
  if (!raw || typeof raw !== 'object') return [[]];
  const f = raw as Record<string, unknown>;
  const cf = f.compositeFilter as Record<string, unknown> | undefined;
  if (cf) {
    const subs = (Array.isArray(cf.filters) ? cf.filters : []).map(dnf);
    if (cf.op === 'OR' || cf.op === 2) return subs.flat();
    let acc: Term[][] = [[]];
    for (const s of subs) {
      const next: Term[][] = [];
      for (const a of acc) for (const b of s) next.push([...a, ...b]);
      acc = next;
      // Production refuses disjunctive forms this large anyway; stop expanding.
      if (acc.length > 1000) break;
    }
    return acc;
  }
  const leaf = (f.fieldFilter ?? f.unaryFilter) as Record<string, unknown> | undefined;
  if (!leaf) return [[]];
  const fp = (leaf.field as Record<string, unknown> | undefined)?.fieldPath;
  const field = canonicalPath(typeof fp === 'string' ? fp : '');
  const op = typeof leaf.op === 'string' ? leaf.op : '';
  const kind: Term['kind'] = EQ_OPS.has(op) ? 'eq' : CONTAINS_OPS.has(op) ? 'contains' : 'ineq';
  return [[{ field, kind }]];
}

/** Why a query cannot run, and what to add. */
export interface MissingIndex {
  /** A composite index to add, or a field override giving a single-field index. */
  readonly index?: CompositeIndex;
  readonly fieldOverride?: FieldOverride;
  /** The production-style message. */
  readonly message: string;
}

interface Candidate {
  /** Fields before the ordering: equality (any order) or contains. */
  readonly prefix: readonly { field: string; contains: boolean }[];
}

/** Default single-field indexes of a field, honouring overrides. */
function singleFieldIndexes(
  config: IndexConfig,
  collectionGroup: string,
  field: string,
): readonly SingleFieldIndex[] {
  const overrides = config.fieldOverrides.filter((o) => o.collectionGroup === collectionGroup);
  // The most specific override wins: the field, then each parent map, then `*`.
  let path = field;
  for (;;) {
    const o = overrides.find((x) => x.fieldPath === path);
    if (o) return o.indexes;
    const dot = lastDot(path);
    if (dot < 0) break;
    path = path.slice(0, dot);
  }
  const star = overrides.find((x) => x.fieldPath === '*');
  if (star) return star.indexes;
  return [
    { queryScope: 'COLLECTION', order: 'ASCENDING' },
    { queryScope: 'COLLECTION', order: 'DESCENDING' },
    { queryScope: 'COLLECTION', arrayConfig: 'CONTAINS' },
  ];
}

/** The last top-level dot of a printed field path (not inside back-quotes). */
function lastDot(path: string): number {
  let inQuote = false;
  let last = -1;
  for (let i = 0; i < path.length; i++) {
    const c = path[i];
    if (c === '\\') i++;
    else if (c === '`') inQuote = !inQuote;
    else if (c === '.' && !inQuote) last = i;
  }
  return last;
}

function dirOf(desc: boolean): Order {
  return desc ? 'DESCENDING' : 'ASCENDING';
}

/**
 * The indexes (composite and single-field) that could take part in serving a conjunction with
 * this ordering: each contributes the equality/contains fields of its prefix.
 */
function candidates(
  config: IndexConfig,
  scope: QueryScope,
  collectionGroup: string,
  order: readonly { key: string; desc: boolean }[],
  nameDesc: boolean,
  eq: ReadonlySet<string>,
  contains: ReadonlySet<string>,
): Candidate[] {
  const out: Candidate[] = [];
  for (const ix of config.indexes) {
    if (ix.collectionGroup !== collectionGroup || ix.queryScope !== scope) continue;
    let fields = ix.fields;
    const last = fields.at(-1);
    let explicitName: Order | undefined;
    if (last && last.fieldPath === '__name__') {
      explicitName = last.order;
      fields = fields.slice(0, -1);
    }
    if (fields.length < order.length) continue;
    const split = fields.length - order.length;
    const suffix = fields.slice(split);
    if (!suffix.every((f, i) => f.fieldPath === order[i]?.key && f.order === dirOf(order[i].desc)))
      continue;
    const prefix = fields.slice(0, split);
    // Without an explicit entry, the name follows the direction of the index's last field.
    const lastOrder = fields.at(-1)?.order ?? 'ASCENDING';
    const impliedName = explicitName ?? lastOrder;
    if (impliedName !== dirOf(nameDesc)) continue;
    if (
      !prefix.every((f) =>
        f.arrayConfig ? contains.has(f.fieldPath) : eq.has(f.fieldPath) && f.order !== undefined,
      )
    )
      continue;
    out.push({
      prefix: prefix.map((f) => ({ field: f.fieldPath, contains: f.arrayConfig === 'CONTAINS' })),
    });
  }
  // Single-field indexes: one equality/contains field with no ordering beyond the name, or the
  // ordering itself when it is a single field and nothing else is filtered.
  if (order.length === 0) {
    for (const f of eq) {
      const has = singleFieldIndexes(config, collectionGroup, f).some(
        (s) => s.queryScope === scope && s.order !== undefined,
      );
      if (has) out.push({ prefix: [{ field: f, contains: false }] });
    }
    for (const f of contains) {
      const has = singleFieldIndexes(config, collectionGroup, f).some(
        (s) => s.queryScope === scope && s.arrayConfig === 'CONTAINS',
      );
      if (has) out.push({ prefix: [{ field: f, contains: true }] });
    }
  } else if (order.length === 1) {
    const only = order[0];
    if (only && dirOf(only.desc) === dirOf(nameDesc)) {
      const has = singleFieldIndexes(config, collectionGroup, only.key).some(
        (s) => s.queryScope === scope && s.order === dirOf(only.desc),
      );
      if (has) out.push({ prefix: [] });
    }
  }
  return out;
}

/**
 * Whether a query can run on the configured indexes; when not, the index to add and
 * production's message. Returns null when the query is served.
 */
export function missingIndex(config: IndexConfig, q: IndexQuery): MissingIndex | null {
  // Recursive queries without a collection id (name only) run on the built-in name index.
  if (q.allDescendants && q.collectionId === '') return null;
  const scope: QueryScope = q.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  const nameOrder = q.orderBy.at(-1);
  const nameDesc = nameOrder?.key === '__name__' ? nameOrder.desc : false;
  const fullOrder = q.orderBy.filter((o) => o.key !== '__name__');
  for (const conj of dnf(q.where)) {
    const eq = new Set<string>();
    const contains = new Set<string>();
    for (const t of conj) {
      if (t.field === '__name__') continue;
      if (t.kind === 'eq') eq.add(t.field);
      else if (t.kind === 'contains') contains.add(t.field);
    }
    // An ordering on a field pinned by equality orders nothing: production drops it.
    const order = fullOrder.filter((o) => !eq.has(o.key));
    for (const o of order) eq.delete(o.key);
    if (eq.size === 0 && contains.size === 0 && order.length === 0) continue;
    const cands = candidates(config, scope, q.collectionId, order, nameDesc, eq, contains);
    const coveredEq = new Set<string>();
    const coveredContains = new Set<string>();
    for (const c of cands)
      for (const p of c.prefix) (p.contains ? coveredContains : coveredEq).add(p.field);
    const served =
      cands.length > 0 &&
      [...eq].every((f) => coveredEq.has(f)) &&
      [...contains].every((f) => coveredContains.has(f));
    if (served) continue;
    return describe(scope, q.collectionId, eq, contains, order, nameDesc);
  }
  return null;
}

function describe(
  scope: QueryScope,
  collectionGroup: string,
  eq: ReadonlySet<string>,
  contains: ReadonlySet<string>,
  order: readonly { key: string; desc: boolean }[],
  nameDesc: boolean,
): MissingIndex {
  const single =
    eq.size + contains.size + order.length === 1 &&
    (order.length === 0 || (order[0]?.desc ?? false) === nameDesc);
  if (single) {
    // One field only: a single-field index is what is missing (collection-group scope, or
    // exempted by an override).
    const field = [...eq, ...contains, ...order.map((o) => o.key)][0] ?? '';
    const wanted: SingleFieldIndex = contains.size
      ? { queryScope: scope, arrayConfig: 'CONTAINS' }
      : { queryScope: scope, order: order[0]?.desc ? 'DESCENDING' : 'ASCENDING' };
    const kind = `${scope === 'COLLECTION_GROUP' ? 'COLLECTION_GROUP_' : ''}${
      wanted.arrayConfig ? 'ARRAY_CONTAINS' : wanted.order === 'DESCENDING' ? 'DESC' : 'ASC'
    }`;
    const fieldOverride: FieldOverride = {
      collectionGroup,
      fieldPath: field,
      indexes: [
        { order: 'ASCENDING', queryScope: 'COLLECTION' },
        { order: 'DESCENDING', queryScope: 'COLLECTION' },
        { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
        ...(scope === 'COLLECTION_GROUP' ? [wanted] : []),
      ],
    };
    return {
      fieldOverride,
      message:
        `The query requires a ${kind} index for collection ${collectionGroup} and field ${field}. ` +
        `Add this entry to "fieldOverrides" in firestore.indexes.json (keep any indexes the field already lists there): ${JSON.stringify(fieldOverride)}`,
    };
  }
  const fields: IndexField[] = [
    ...[...eq].map((f): IndexField => ({ fieldPath: f, order: 'ASCENDING' })),
    ...[...contains].map((f): IndexField => ({ fieldPath: f, arrayConfig: 'CONTAINS' })),
    ...order.map((o): IndexField => ({ fieldPath: o.key, order: dirOf(o.desc) })),
  ];
  const lastDesc = order.at(-1)?.desc ?? false;
  if (nameDesc !== lastDesc) fields.push({ fieldPath: '__name__', order: dirOf(nameDesc) });
  const index: CompositeIndex = { collectionGroup, queryScope: scope, fields };
  return {
    index,
    message: `The query requires an index. Add this entry to "indexes" in firestore.indexes.json: ${JSON.stringify(index)}`,
  };
}

/** Throws FAILED_PRECONDITION when the query needs an index the config lacks. */
export function assertIndexed(config: IndexConfig, q: IndexQuery): void {
  const m = missingIndex(config, q);
  if (m) throw new RpcError(Status.FAILED_PRECONDITION, m.message);
}
