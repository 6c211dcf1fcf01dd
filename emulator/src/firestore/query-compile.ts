/**
 * StructuredQuery compilation, with Cloud Firestore's validation: filters become predicates,
 * orderings get their implicit terms (inequality fields, then __name__), and cursors, offset,
 * limit and projection are checked.
 */
import { RpcError, Status } from './contract.js';
import { fieldPathString, fullName, getField, parseFieldPath, parseName } from './paths.js';
import { type Doc } from './store.js';
import { compareUtf8, compareValues, isNaNValue, queryEquals, typeRank } from './values.js';
import { NULL, fromWire, type Value } from '../codec/index.js';

function invalid(message: string): RpcError {
  return new RpcError(Status.INVALID_ARGUMENT, message);
}

export interface OrderSpec {
  /** null means __name__. */
  readonly path: readonly string[] | null;
  readonly key: string;
  readonly desc: boolean;
}

export interface Bound {
  readonly values: readonly Value[];
  readonly before: boolean;
}

export type Pred = (d: Doc) => boolean;

/** A query ready to run and to match single documents against (for listeners). */
export interface CompiledQuery {
  readonly database: string;
  /** Parent document path relative to documents/ ('' for the root). */
  readonly parent: string;
  readonly collectionId: string;
  readonly allDescendants: boolean;
  readonly filter: Pred;
  readonly orderBy: readonly OrderSpec[];
  readonly startAt: Bound | undefined;
  readonly endAt: Bound | undefined;
  readonly offset: number;
  readonly limit: number | undefined;
  readonly select: readonly (readonly string[])[] | undefined;
  /** Fields pinned by top-level `==` filters (not the name), by key; indexes partition on them. */
  readonly equalities: readonly { readonly path: readonly string[]; readonly key: string }[];
  /** The values of `equalities`, in the same order. */
  readonly equalityValues: readonly Value[];
  /** The StructuredQuery as sent (for rules). */
  readonly raw: Record<string, unknown>;
}

const MAX_DISJUNCTION = 30;

/** Compiles a StructuredQuery under a parent (`projects/p/databases/d/documents[/...]`). */
export function compileQuery(parentName: string, sq: unknown): CompiledQuery {
  const pn = parseName(parentName, 'parent');
  if (pn.rel !== '' && pn.rel.split('/').length % 2 !== 0)
    throw invalid(`Invalid parent "${parentName}": must be a document or the database root.`);
  if (!sq || typeof sq !== 'object') throw invalid('Missing structured query.');
  const q = sq as Record<string, unknown>;
  const from = Array.isArray(q.from) ? (q.from as Record<string, unknown>[]) : [];
  const sel = from[0];
  if (from.length !== 1 || sel === undefined)
    throw invalid('A query must select exactly one collection (from).');
  const collectionId = typeof sel.collectionId === 'string' ? sel.collectionId : '';
  const allDescendants = sel.allDescendants === true;
  if (!allDescendants && collectionId === '')
    throw invalid('A collection query needs a collection id.');
  if (collectionId.includes('/')) throw invalid(`Invalid collection id "${collectionId}".`);
  const database = pn.database;
  const ineq = new Map<string, readonly string[]>();
  const filter = q.where ? compileFilter(q.where, database, ineq) : () => true;
  if (q.where && arrayContainsPerDisjunction(q.where) > 1)
    throw invalid("A maximum of 1 'ARRAY_CONTAINS' filter is allowed per disjunction.");
  // Below the root, a query over all descendants (with or without a collection id) is served by
  // the document-name index alone, as production serves it: a filter or an order on any field
  // is refused first, then a descending name order (see checkDescendantScan).
  const belowRoot = allDescendants && pn.rel !== '';
  if (belowRoot && ((q.where && filtersOtherThanName(q.where)) || ordersOtherThanName(q.orderBy)))
    throw invalid('collection group queries are only allowed at the root parent');
  // A query over every descendant with no collection id (what recursiveDelete sends) can only
  // filter and order by document name, ascending, as in production.
  const kindless = allDescendants && collectionId === '';
  if (kindless && q.where && filtersOtherThanName(q.where))
    throw invalid('kind is required for filters other than __key__');

  const orderBy: OrderSpec[] = [];
  const seen = new Set<string>();
  let hasName = false;
  for (const o of Array.isArray(q.orderBy) ? (q.orderBy as Record<string, unknown>[]) : []) {
    const fp = (o.field as Record<string, unknown> | undefined)?.fieldPath;
    const segs = parseFieldPath(fp);
    const key = fieldPathString(segs);
    const dir = o.direction;
    const desc = dir === 'DESCENDING' || dir === 2;
    if (seen.has(key)) continue;
    seen.add(key);
    if (kindless && (key !== '__name__' || desc))
      throw invalid('kind is required for all orders except __key__ ascending');
    if (key === '__name__') {
      orderBy.push({ path: null, key, desc });
      hasName = true;
      break;
    }
    orderBy.push({ path: segs, key, desc });
  }
  if (belowRoot && orderBy.some((o) => o.desc))
    // Production asks for an index here, and asks again once it exists.
    throw new RpcError(
      Status.FAILED_PRECONDITION,
      "The query requires an index. None can serve it: collection group queries are only allowed if they're at the root or they're an ascending primary key scan.",
    );
  if (!hasName) {
    // Inequality fields not explicitly ordered are ordered next, lexicographically.
    // They take the direction of the last explicit ordering, as does the __name__ tie-break.
    const lastDesc = orderBy.at(-1)?.desc ?? false;
    const extra = [...ineq.entries()]
      .filter(([k]) => !seen.has(k) && k !== '__name__')
      .sort((a, b) => compareFieldPaths(a[1], b[1]));
    for (const [key, segs] of extra) orderBy.push({ path: segs, key, desc: lastDesc });
    orderBy.push({ path: null, key: '__name__', desc: lastDesc });
  }

  const startAt = compileBound(q.startAt, orderBy.length, 'startAt');
  const endAt = compileBound(q.endAt, orderBy.length, 'endAt');
  const offset = Number(q.offset ?? 0);
  if (!Number.isInteger(offset) || offset < 0)
    throw invalid('Offset must be a non-negative integer.');
  let limit: number | undefined;
  if (q.limit !== undefined && q.limit !== null) {
    // An Int32Value wrapper without `value` is an explicit 0 (proto3 omits defaults).
    const l =
      typeof q.limit === 'object' ? ((q.limit as Record<string, unknown>).value ?? 0) : q.limit;
    limit = Number(l);
    if (!Number.isInteger(limit) || limit < 0)
      throw invalid('Limit must be a non-negative integer.');
  }
  let select: string[][] | undefined;
  if (q.select && typeof q.select === 'object') {
    const fields = (q.select as Record<string, unknown>).fields;
    select = (Array.isArray(fields) ? fields : [])
      .map((f) => parseFieldPath((f as Record<string, unknown>).fieldPath))
      .filter((s) => !(s.length === 1 && s[0] === '__name__'));
  }
  const pinned = new Map<string, { path: string[]; value: Value }>();
  if (q.where) collectEqualities(q.where, pinned);
  const eqKeys = [...pinned.keys()].sort();
  return {
    database,
    parent: pn.rel,
    equalities: eqKeys.map((key) => ({ key, path: pinned.get(key)?.path ?? [] })),
    equalityValues: eqKeys.map((key) => pinned.get(key)?.value ?? NULL),
    collectionId,
    allDescendants,
    filter,
    orderBy,
    startAt,
    endAt,
    offset,
    limit,
    select,
    raw: q,
  };
}

/** Fields pinned by `==` in the top-level conjunction (first value wins; the filter checks all). */
function collectEqualities(raw: unknown, out: Map<string, { path: string[]; value: Value }>): void {
  const f = (raw ?? {}) as Record<string, unknown>;
  const cf = f.compositeFilter as Record<string, unknown> | undefined;
  if (cf) {
    if (cf.op === 'AND' || cf.op === 1)
      for (const s of Array.isArray(cf.filters) ? cf.filters : []) collectEqualities(s, out);
    return;
  }
  const ff = f.fieldFilter as Record<string, unknown> | undefined;
  if (!ff || ff.op !== 'EQUAL' || ff.value === undefined) return;
  const path = parseFieldPath((ff.field as Record<string, unknown> | undefined)?.fieldPath);
  const key = fieldPathString(path);
  if (key === '__name__' || out.has(key)) return;
  out.set(key, { path, value: fromWire(ff.value) });
}

/**
 * The most array membership filters (ARRAY_CONTAINS and ARRAY_CONTAINS_ANY alike) any one
 * disjunct of the filter (in disjunctive normal form) has. Standard edition allows one.
 */
function arrayContainsPerDisjunction(raw: unknown): number {
  const f = (raw ?? {}) as Record<string, unknown>;
  const cf = f.compositeFilter as Record<string, unknown> | undefined;
  if (cf) {
    const counts = (Array.isArray(cf.filters) ? cf.filters : []).map(arrayContainsPerDisjunction);
    return cf.op === 'OR' || cf.op === 2
      ? Math.max(0, ...counts)
      : counts.reduce((a, b) => a + b, 0);
  }
  const op = (f.fieldFilter as Record<string, unknown> | undefined)?.op;
  return op === 'ARRAY_CONTAINS' || op === 'ARRAY_CONTAINS_ANY' || op === 7 || op === 9 ? 1 : 0;
}

/** Whether an orderBy list orders by anything but the document name. */
function ordersOtherThanName(raw: unknown): boolean {
  return (Array.isArray(raw) ? (raw as Record<string, unknown>[]) : []).some(
    (o) =>
      fieldPathString(
        parseFieldPath((o.field as Record<string, unknown> | undefined)?.fieldPath),
      ) !== '__name__',
  );
}

/** Whether a filter tests anything but the document name. */
function filtersOtherThanName(raw: unknown): boolean {
  const f = (raw ?? {}) as Record<string, unknown>;
  const cf = f.compositeFilter as Record<string, unknown> | undefined;
  if (cf) return (Array.isArray(cf.filters) ? cf.filters : []).some(filtersOtherThanName);
  const leaf = (f.fieldFilter ?? f.unaryFilter) as Record<string, unknown> | undefined;
  const fp = (leaf?.field as Record<string, unknown> | undefined)?.fieldPath;
  return fp !== '__name__';
}

function compareFieldPaths(a: readonly string[], b: readonly string[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareUtf8(a[i] ?? '', b[i] ?? '');
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

function compileBound(raw: unknown, orderCount: number, what: string): Bound | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const c = raw as Record<string, unknown>;
  const values = (Array.isArray(c.values) ? c.values : []).map((v) => fromWire(v));
  if (values.length > orderCount)
    throw invalid(`Too many cursor values in ${what}: the query orders by ${orderCount} field(s).`);
  return { values, before: c.before === true };
}

function valueOf(d: Doc, segs: readonly string[] | null, database: string): Value | undefined {
  if (segs === null || (segs.length === 1 && segs[0] === '__name__'))
    return { k: 'ref', v: fullName(database, d.rel) };
  return getField(d.fields, segs);
}

const RANGE = new Set(['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL']);

function compileFilter(raw: unknown, database: string, ineq: Map<string, readonly string[]>): Pred {
  if (!raw || typeof raw !== 'object') throw invalid('Invalid filter.');
  const f = raw as Record<string, unknown>;
  if (f.compositeFilter) {
    const cf = f.compositeFilter as Record<string, unknown>;
    const subs = (Array.isArray(cf.filters) ? cf.filters : []).map((s) =>
      compileFilter(s, database, ineq),
    );
    const op = cf.op;
    if (subs.length === 0) return () => true;
    if (op === 'OR' || op === 2) return (d) => subs.some((p) => p(d));
    if (op === 'AND' || op === 1) return (d) => subs.every((p) => p(d));
    throw invalid(`Invalid composite filter operator ${String(op)}.`);
  }
  if (f.fieldFilter) {
    const ff = f.fieldFilter as Record<string, unknown>;
    const segs = parseFieldPath((ff.field as Record<string, unknown> | undefined)?.fieldPath);
    const key = fieldPathString(segs);
    const op = typeof ff.op === 'string' ? ff.op : '';
    if (ff.value === undefined) throw invalid(`Filter on "${key}" has no value.`);
    const value = fromWire(ff.value);
    const isName = key === '__name__';
    const get = (d: Doc): Value | undefined => valueOf(d, isName ? null : segs, database);
    if (isName && op !== 'IN' && op !== 'NOT_IN' && value.k !== 'ref') {
      throw invalid(`__key__ filter value must be a Key (a reference value), got ${value.k}.`);
    }
    if (RANGE.has(op) || op === 'NOT_EQUAL' || op === 'NOT_IN') ineq.set(key, segs);
    switch (op) {
      case 'EQUAL':
        return (d) => {
          const v = get(d);
          return v !== undefined && queryEquals(v, value);
        };
      case 'NOT_EQUAL':
        return (d) => {
          const v = get(d);
          return v !== undefined && v.k !== 'null' && !queryEquals(v, value);
        };
      case 'LESS_THAN':
      case 'LESS_THAN_OR_EQUAL':
      case 'GREATER_THAN':
      case 'GREATER_THAN_OR_EQUAL': {
        if (isNaNValue(value) || value.k === 'null') return () => false;
        const rank = typeRank(value);
        const test =
          op === 'LESS_THAN'
            ? (c: number) => c < 0
            : op === 'LESS_THAN_OR_EQUAL'
              ? (c: number) => c <= 0
              : op === 'GREATER_THAN'
                ? (c: number) => c > 0
                : (c: number) => c >= 0;
        return (d) => {
          const v = get(d);
          // Range filters only match values of the same type (numbers together), never NaN.
          return (
            v !== undefined &&
            typeRank(v) === rank &&
            !isNaNValue(v) &&
            test(compareValues(v, value))
          );
        };
      }
      case 'ARRAY_CONTAINS':
        return (d) => {
          const v = get(d);
          return v !== undefined && v.k === 'arr' && v.v.some((e) => queryEquals(e, value));
        };
      case 'IN':
      case 'ARRAY_CONTAINS_ANY':
      case 'NOT_IN': {
        if (value.k !== 'arr') throw invalid(`A filter with operator ${op} needs an array value.`);
        if (value.v.length === 0)
          throw invalid(`A filter with operator ${op} needs a non-empty array value.`);
        if (value.v.length > MAX_DISJUNCTION)
          throw invalid(
            `A filter with operator ${op} supports at most ${MAX_DISJUNCTION} elements.`,
          );
        const list = value.v;
        if (isName && list.some((e) => e.k !== 'ref'))
          throw invalid(`__key__ filter value must be a Key (a reference value).`);
        if (op === 'IN')
          return (d) => {
            const v = get(d);
            return v !== undefined && list.some((e) => queryEquals(v, e));
          };
        if (op === 'ARRAY_CONTAINS_ANY')
          return (d) => {
            const v = get(d);
            return (
              v !== undefined &&
              v.k === 'arr' &&
              v.v.some((x) => list.some((e) => queryEquals(x, e)))
            );
          };
        if (list.some((e) => e.k === 'null')) return () => false;
        return (d) => {
          const v = get(d);
          return v !== undefined && v.k !== 'null' && !list.some((e) => queryEquals(v, e));
        };
      }
      default:
        throw invalid(`Invalid field filter operator "${op}".`);
    }
  }
  if (f.unaryFilter) {
    const uf = f.unaryFilter as Record<string, unknown>;
    const segs = parseFieldPath((uf.field as Record<string, unknown> | undefined)?.fieldPath);
    const key = fieldPathString(segs);
    const op = typeof uf.op === 'string' ? uf.op : '';
    const get = (d: Doc): Value | undefined => valueOf(d, segs, database);
    switch (op) {
      case 'IS_NAN':
        return (d) => {
          const v = get(d);
          return v !== undefined && isNaNValue(v);
        };
      case 'IS_NULL':
        return (d) => get(d)?.k === 'null';
      case 'IS_NOT_NAN':
        ineq.set(key, segs);
        return (d) => {
          const v = get(d);
          return v !== undefined && v.k !== 'null' && !isNaNValue(v);
        };
      case 'IS_NOT_NULL':
        ineq.set(key, segs);
        return (d) => {
          const v = get(d);
          return v !== undefined && v.k !== 'null';
        };
      default:
        throw invalid(`Invalid unary filter operator "${op}".`);
    }
  }
  throw invalid('Invalid filter: no filter type set.');
}
