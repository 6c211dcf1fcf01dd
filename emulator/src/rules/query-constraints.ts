/**
 * What a list query tells the rules about the documents it can return. Cloud Firestore does not
 * evaluate a list rule per document: it checks the rule against the query's constraints. We do
 * the same conservatively: a field pinned by an equality (or `in`, or IS NULL) filter is known,
 * and the rule is evaluated once per combination of pinned values; reading any other field of
 * `resource.data` is an error, so a rule that depends on it denies the query.
 */
import { rulesValueFromWire } from './wire-values.js';
import { fail } from './errors.js';
import { RMap, valueEquals, type Value } from './values.js';

/** `resource.data` for a list query: only the fields the query pins can be read. */
export class ConstrainedMap extends RMap {
  constructor(
    private readonly known: ReadonlyMap<string, Value>,
    private readonly prefix: string,
  ) {
    super();
  }
  override get(key: string): Value | undefined {
    const v = this.known.get(key);
    if (v !== undefined) return v;
    fail(
      `Field '${this.prefix}${key}' is not constrained by the query, so the rule cannot be checked for it.`,
    );
  }
  override keys(): string[] {
    return fail(
      `The fields of ${this.prefix === '' ? 'resource.data' : this.prefix} are not known for a list query.`,
    );
  }
  override size(): number {
    return fail('The size of resource.data is not known for a list query.');
  }
}

/** The outcome of analysing a list query for the rules. */
export type QueryConstraints =
  | {
      readonly kind: 'ok';
      readonly limit?: bigint;
      readonly offset?: bigint;
      /** Field path → 'ASC' | 'DESC', in query order. */
      readonly orderBy: RMap;
      /** One `resource.data` per combination of pinned values; the rule must hold for all. */
      readonly cases: readonly ConstrainedMap[];
    }
  | { readonly kind: 'unsupported'; readonly reason: string };

/** Bounds the work a query with many `in`/`or` branches can cause; beyond it we deny. */
const MAX_CASES = 256;

type Pins = Map<string, Value[]>;

class TooComplex extends Error {}

/** Splits `a.b.\`c d\`` into its segments. */
export function splitFieldPath(path: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const c = path[i] as string;
    if (quoted) {
      if (c === '\\' && i + 1 < path.length) cur += path[++i] ?? '';
      else if (c === '`') quoted = false;
      else cur += c;
    } else if (c === '`') quoted = true;
    else if (c === '.') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

function fieldOf(f: unknown): string | undefined {
  const p = (f as { fieldPath?: unknown } | undefined)?.fieldPath;
  return typeof p === 'string' ? p : undefined;
}

/** A filter as a disjunction of conjunctions of pins (field → possible values). */
function dnf(filter: Record<string, unknown> | undefined): Pins[] {
  if (!filter) return [new Map<string, Value[]>()];
  const composite = filter['compositeFilter'] as
    { op?: string; filters?: Record<string, unknown>[] } | undefined;
  if (composite) {
    const parts = (composite.filters ?? []).map(dnf);
    if (composite.op === 'OR') {
      const all = parts.flat();
      if (all.length > MAX_CASES) throw new TooComplex();
      return all;
    }
    // AND (and OPERATOR_UNSPECIFIED, which clients do not send): cross product.
    let acc: Pins[] = [new Map<string, Value[]>()];
    for (const part of parts) {
      const next: Pins[] = [];
      for (const a of acc) {
        for (const b of part) {
          const merged: Pins = new Map(a);
          for (const [k, vs] of b) {
            // Two pins on one field: the result can only hold values both allow.
            const prev = merged.get(k);
            merged.set(k, prev ? prev.filter((x) => vs.some((y) => sameWire(x, y))) : vs);
          }
          next.push(merged);
          if (next.length > MAX_CASES) throw new TooComplex();
        }
      }
      acc = next;
    }
    return acc;
  }
  const field = filter['fieldFilter'] as
    { field?: unknown; op?: string; value?: Record<string, unknown> } | undefined;
  if (field) {
    const path = fieldOf(field.field);
    if (path === undefined || !field.value) return [new Map<string, Value[]>()];
    if (field.op === 'EQUAL') return [new Map([[path, [rulesValueFromWire(field.value)]]])];
    if (field.op === 'IN') {
      const v = rulesValueFromWire(field.value);
      return [new Map([[path, Array.isArray(v) ? v : [v]]])];
    }
    // Ranges, !=, array-contains: the value is not pinned, so the field stays unknown.
    return [new Map<string, Value[]>()];
  }
  const unary = filter['unaryFilter'] as { field?: unknown; op?: string } | undefined;
  if (unary) {
    const path = fieldOf(unary.field);
    if (path !== undefined && unary.op === 'IS_NULL') return [new Map([[path, [null]]])];
    if (path !== undefined && unary.op === 'IS_NAN') return [new Map([[path, [NaN]]])];
    return [new Map<string, Value[]>()];
  }
  return [new Map<string, Value[]>()];
}

function sameWire(a: Value, b: Value): boolean {
  // Two pins on one field keep the values both allow, so this must be the rules' value equality
  // (timestamps, references, arrays, maps, int == double); identity made repeated filters on such
  // values look contradictory (issue 21). IS_NAN pins NaN, which equals itself here.
  if (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b))
    return true;
  return valueEquals(a, b);
}

/** Builds nested constrained maps from dotted field paths. */
function buildData(assignment: ReadonlyMap<string, Value>): ConstrainedMap {
  const build = (entries: [string[], Value][], prefix: string): ConstrainedMap => {
    const top = new Map<string, Value>();
    const nested = new Map<string, [string[], Value][]>();
    for (const [segs, v] of entries) {
      const [head, ...rest] = segs as [string, ...string[]];
      if (rest.length === 0) top.set(head, v);
      else nested.set(head, [...(nested.get(head) ?? []), [rest, v]]);
    }
    for (const [head, sub] of nested)
      if (!top.has(head)) top.set(head, build(sub, `${prefix}${head}.`));
    return new ConstrainedMap(top, prefix);
  };
  return build(
    [...assignment].map(([k, v]) => [splitFieldPath(k), v]),
    '',
  );
}

function intOf(v: unknown): bigint | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'object' && 'value' in v) return intOf(v.value);
  if (typeof v === 'number' || typeof v === 'bigint') return BigInt(v);
  if (typeof v === 'string' && /^\d+$/.test(v)) return BigInt(v);
  return undefined;
}

/** Reads a StructuredQuery (proto-loader shape) into the facts the rules may use. */
export function analyseQuery(query: Readonly<Record<string, unknown>>): QueryConstraints {
  let disjuncts: Pins[];
  try {
    disjuncts = dnf(query['where'] as Record<string, unknown> | undefined);
  } catch (e) {
    if (e instanceof TooComplex)
      return { kind: 'unsupported', reason: 'too many filter combinations' };
    throw e;
  }
  const cases: ConstrainedMap[] = [];
  for (const pins of disjuncts) {
    let combos: Map<string, Value>[] = [new Map<string, Value>()];
    for (const [field, values] of pins) {
      // An `in []` or contradictory filters leave no combination (see the check below the loop).
      const next: Map<string, Value>[] = [];
      for (const c of combos) for (const v of values) next.push(new Map([...c, [field, v]]));
      combos = next;
      if (combos.length > MAX_CASES)
        return { kind: 'unsupported', reason: 'too many filter combinations' };
    }
    for (const c of combos) cases.push(buildData(c));
    if (cases.length > MAX_CASES)
      return { kind: 'unsupported', reason: 'too many filter combinations' };
  }
  // Filters that look contradictory (or `in []`) leave no combination, and checking none would
  // grant the query unevaluated. Check the rule once with nothing pinned instead: a rule that
  // depends on the documents' data then denies, as it would for an unconstrained query.
  if (cases.length === 0) cases.push(buildData(new Map()));
  const orderBy = new Map<string, Value>();
  for (const o of (query['orderBy'] as { field?: unknown; direction?: string }[] | undefined) ??
    []) {
    const path = fieldOf(o.field);
    if (path !== undefined) orderBy.set(path, o.direction === 'DESCENDING' ? 'DESC' : 'ASC');
  }
  const limit = intOf(query['limit']);
  const offset = intOf(query['offset']);
  return {
    kind: 'ok',
    ...(limit !== undefined ? { limit } : {}),
    ...(offset !== undefined ? { offset } : {}),
    orderBy: new RMap(orderBy),
    cases,
  };
}
