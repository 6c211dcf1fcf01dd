/**
 * Evaluates a parsed ruleset against one request: finds every `allow` that matches the path and
 * method, and grants if any condition is true. Errors inside a condition deny, except where
 * `||`/`&&` make the other operand decisive, as in Cloud Firestore.
 */
import type {
  AllowMethod,
  AllowStmt,
  BinaryOp,
  Expr,
  FunctionDecl,
  MatchBlock,
  PatternSeg,
  Pos,
  Ruleset,
} from './ast.js';
import { NAMESPACES, callGlobal, callMethod, isType } from './builtins.js';
import type {
  RulesDecision,
  RulesEvaluator,
  RulesMethod,
  RulesRequest,
  RulesTarget,
} from './contract.js';
import { type ConstrainedMap, type QueryConstraints, analyseQuery } from './query-constraints.js';
import {
  Duration,
  Namespace,
  RMap,
  RSet,
  RulesEvalError,
  RulesPath,
  Timestamp,
  Unknown,
  checkInt,
  compareValues,
  fail,
  known,
  typeName,
  valueEquals,
  type Value,
} from './values.js';
import { rulesMapFromFields, rulesValueFromJson } from '../codec/index.js';

/** Cloud Firestore's limits on one evaluation. */
const MAX_CALL_DEPTH = 20;
const MAX_DOC_ACCESSES = 10;
const MAX_STEPS = 100_000;

const COVERS: Record<RulesMethod, readonly AllowMethod[]> = {
  get: ['get', 'read'],
  list: ['list', 'read'],
  create: ['create', 'write'],
  update: ['update', 'write'],
  delete: ['delete', 'write'],
};

interface BoundFunction {
  readonly decl: FunctionDecl;
  readonly scope: Scope;
}

class Scope {
  readonly fns = new Map<string, BoundFunction>();
  constructor(
    readonly vars: ReadonlyMap<string, Value>,
    functions: readonly FunctionDecl[],
    readonly parent: Scope | null,
  ) {
    for (const f of functions) this.fns.set(f.name, { decl: f, scope: this });
  }
  lookupVar(name: string): Value | undefined {
    const v = this.vars.get(name);
    return v !== undefined ? v : this.parent?.lookupVar(name);
  }
  lookupFn(name: string): BoundFunction | undefined {
    return this.fns.get(name) ?? this.parent?.lookupFn(name);
  }
}

/** A path segment of the request: a known id, an unknown document id (list), or unknown parents (collection group). */
type Seg = string | typeof ANY | typeof ANY_SEQ;
const ANY = Symbol('any-id');
const ANY_SEQ = Symbol('any-parents');

interface MatchResult {
  readonly end: number;
  readonly binds: readonly (readonly [string, Value])[];
}

/** All the ways `pattern` can match `segs` from `start` (backtracking for `{x=**}`). */
function* matchPattern(
  pattern: readonly PatternSeg[],
  segs: readonly Seg[],
  start: number,
  v1: boolean,
  pi = 0,
  binds: (readonly [string, Value])[] = [],
): Generator<MatchResult> {
  if (pi === pattern.length) {
    yield { end: start, binds };
    return;
  }
  const p = pattern[pi] as PatternSeg;
  if (p.k === 'rest') {
    // v1 recursive wildcards need at least one segment; v2 ones may match none.
    for (let end = segs.length; end >= start + (v1 ? 1 : 0); end--) {
      const taken = segs.slice(start, end);
      const value: Value = taken.every((s) => typeof s === 'string')
        ? new RulesPath(taken.filter((s): s is string => typeof s === 'string'))
        : new Unknown(`The path bound to ${p.name}`);
      yield* matchPattern(pattern, segs, end, v1, pi + 1, [...binds, [p.name, value]]);
    }
    return;
  }
  const s = segs[start];
  if (s === undefined || s === ANY_SEQ) return;
  if (p.k === 'lit') {
    if (s === p.v) yield* matchPattern(pattern, segs, start + 1, v1, pi + 1, binds);
    return;
  }
  const value: Value = s === ANY ? new Unknown(`The document id bound to ${p.name}`) : s;
  yield* matchPattern(pattern, segs, start + 1, v1, pi + 1, [...binds, [p.name, value]]);
}

interface Candidate {
  readonly allow: AllowStmt;
  readonly scope: Scope;
}

function collect(
  blocks: readonly MatchBlock[],
  segs: readonly Seg[],
  start: number,
  scope: Scope,
  method: RulesMethod,
  v1: boolean,
  out: Candidate[],
): void {
  for (const block of blocks) {
    for (const m of matchPattern(block.pattern, segs, start, v1)) {
      const s = new Scope(new Map(m.binds), block.functions, scope);
      if (m.end === segs.length) {
        for (const allow of block.allows) {
          if (allow.methods.some((am) => COVERS[method].includes(am)))
            out.push({ allow, scope: s });
        }
      }
      collect(block.matches, segs, m.end, s, method, v1, out);
    }
  }
}

/** Per-request evaluation state. */
class Context {
  steps = 0;
  depth = 0;
  readonly accessed = new Set<string>();
  constructor(
    readonly req: RulesRequest,
    readonly databaseId: string,
  ) {}
}

function at(pos: Pos, e: unknown): RulesEvalError {
  if (e instanceof RulesEvalError)
    return e.line === undefined ? new RulesEvalError(e.message, pos.line, pos.column) : e;
  if (e instanceof RangeError)
    return new RulesEvalError('Evaluation too deep.', pos.line, pos.column);
  return new RulesEvalError(e instanceof Error ? e.message : String(e), pos.line, pos.column);
}

function truthy(v: Value, what: string): boolean {
  if (typeof v !== 'boolean') fail(`${what} expects a bool, got ${typeName(v)}.`);
  return v;
}

function evaluate(e: Expr, scope: Scope, ctx: Context): Value {
  if (++ctx.steps > MAX_STEPS) fail('Evaluation exceeded the step limit.');
  try {
    return evalNode(e, scope, ctx);
  } catch (err) {
    throw at(e.pos, err);
  }
}

function evalNode(e: Expr, scope: Scope, ctx: Context): Value {
  switch (e.k) {
    case 'lit':
      return e.v;
    case 'ident': {
      const v = scope.lookupVar(e.name);
      if (v !== undefined) return v;
      if (NAMESPACES.has(e.name)) return new Namespace(e.name);
      return fail(`Variable not found: ${e.name}.`);
    }
    case 'member':
      return member(known(evaluate(e.obj, scope, ctx)), e.name);
    case 'index': {
      const obj = known(evaluate(e.obj, scope, ctx));
      return index(obj, known(evaluate(e.index, scope, ctx)));
    }
    case 'slice': {
      const obj = known(evaluate(e.obj, scope, ctx));
      const from = e.from ? evaluate(e.from, scope, ctx) : 0n;
      const to = e.to ? evaluate(e.to, scope, ctx) : null;
      if (typeof from !== 'bigint' || (to !== null && typeof to !== 'bigint'))
        fail('Slice bounds must be ints.');
      if (Array.isArray(obj)) return obj.slice(Number(from), to === null ? undefined : Number(to));
      if (typeof obj === 'string')
        return Array.from(obj)
          .slice(Number(from), to === null ? undefined : Number(to))
          .join('');
      if (obj instanceof RulesPath)
        return new RulesPath(
          obj.segments.slice(Number(from), to === null ? undefined : Number(to)),
        );
      return fail(`Cannot slice ${typeName(obj)}.`);
    }
    case 'call':
      return call(e, scope, ctx);
    case 'unary': {
      const v = known(evaluate(e.arg, scope, ctx));
      if (e.op === '!') return !truthy(v, '!');
      if (typeof v === 'bigint') return checkInt(-v);
      if (typeof v === 'number') return -v;
      if (v instanceof Duration) return new Duration(-v.nanos);
      return fail(`Cannot negate ${typeName(v)}.`);
    }
    case 'ternary':
      return truthy(evaluate(e.cond, scope, ctx), '?:')
        ? evaluate(e.then, scope, ctx)
        : evaluate(e.else, scope, ctx);
    case 'is':
      return isType(evaluate(e.expr, scope, ctx), e.type);
    case 'list':
      return e.items.map((x) => evaluate(x, scope, ctx));
    case 'map': {
      const m = new Map<string, Value>();
      for (const [k, v] of e.entries) {
        const key = evaluate(k, scope, ctx);
        if (typeof key !== 'string') fail('Map keys must be strings.');
        m.set(key, evaluate(v, scope, ctx));
      }
      return new RMap(m);
    }
    case 'path':
      return new RulesPath(
        e.segments
          .map((s) => {
            if (typeof s === 'string') return s;
            const v = known(evaluate(s, scope, ctx));
            if (typeof v === 'string') return v;
            if (typeof v === 'bigint') return String(v);
            if (v instanceof RulesPath) return v.segments.join('/');
            return fail(`Cannot interpolate ${typeName(v)} into a path.`);
          })
          .flatMap((s) => s.split('/'))
          .filter((s) => s !== ''),
      );
    case 'binary':
      return binary(e.op, e.left, e.right, scope, ctx);
  }
}

/** Runs a boolean operand, turning an error into a marker so && / || can still decide. */
function tryBool(e: Expr, scope: Scope, ctx: Context): boolean | RulesEvalError {
  try {
    return truthy(evaluate(e, scope, ctx), 'Logical operator');
  } catch (err) {
    if (err instanceof RulesEvalError) return at(e.pos, err);
    throw err;
  }
}

function binary(op: BinaryOp, l: Expr, r: Expr, scope: Scope, ctx: Context): Value {
  if (op === '&&' || op === '||') {
    const decisive = op === '||';
    const left = tryBool(l, scope, ctx);
    if (left === decisive) return decisive;
    const right = tryBool(r, scope, ctx);
    if (right === decisive) return decisive;
    if (left instanceof RulesEvalError) throw left;
    if (right instanceof RulesEvalError) throw right;
    return !decisive;
  }
  const a = evaluate(l, scope, ctx);
  const b = evaluate(r, scope, ctx);
  switch (op) {
    case '==':
      return valueEquals(a, b);
    case '!=':
      return !valueEquals(a, b);
    case '<':
      return compareValues(a, b) < 0;
    case '<=':
      return compareValues(a, b) <= 0;
    case '>':
      return compareValues(a, b) > 0;
    case '>=':
      return compareValues(a, b) >= 0;
    case 'in': {
      known(b);
      if (Array.isArray(b)) return b.some((x) => valueEquals(x, a));
      if (b instanceof RSet) return b.has(a);
      if (b instanceof RMap) {
        if (typeof a !== 'string') fail('Map keys are strings.');
        return b.get(a) !== undefined;
      }
      return fail(`'in' needs a list, set or map, got ${typeName(b)}.`);
    }
    default:
      return arithmetic(op, known(a), known(b));
  }
}

function arithmetic(op: string, a: Value, b: Value): Value {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    switch (op) {
      case '+':
        return checkInt(a + b);
      case '-':
        return checkInt(a - b);
      case '*':
        return checkInt(a * b);
      case '/':
        if (b === 0n) fail('Division by zero.');
        return checkInt(a / b);
      case '%':
        if (b === 0n) fail('Modulo by zero.');
        return a % b;
    }
  }
  if (
    (typeof a === 'bigint' || typeof a === 'number') &&
    (typeof b === 'bigint' || typeof b === 'number')
  ) {
    const x = Number(a);
    const y = Number(b);
    switch (op) {
      case '+':
        return x + y;
      case '-':
        return x - y;
      case '*':
        return x * y;
      case '/':
        return x / y;
      case '%':
        return x % y;
    }
  }
  if (op === '+') {
    if (typeof a === 'string' && typeof b === 'string') return a + b;
    if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
    if (a instanceof RSet && b instanceof RSet) return new RSet([...a.items, ...b.items]);
    if (a instanceof RMap && b instanceof RMap)
      return new RMap(new Map([...a.entries, ...b.entries]));
    if (a instanceof Timestamp && b instanceof Duration) return new Timestamp(a.nanos + b.nanos);
    if (a instanceof Duration && b instanceof Timestamp) return new Timestamp(a.nanos + b.nanos);
    if (a instanceof Duration && b instanceof Duration) return new Duration(a.nanos + b.nanos);
  }
  if (op === '-') {
    if (a instanceof Timestamp && b instanceof Timestamp) return new Duration(a.nanos - b.nanos);
    if (a instanceof Timestamp && b instanceof Duration) return new Timestamp(a.nanos - b.nanos);
    if (a instanceof Duration && b instanceof Duration) return new Duration(a.nanos - b.nanos);
  }
  return fail(`Operator ${op} is not defined for ${typeName(a)} and ${typeName(b)}.`);
}

function member(obj: Value, name: string): Value {
  if (obj === null) fail(`Null value error: cannot read '${name}' of null.`);
  if (obj instanceof RMap) {
    const v = obj.get(name);
    if (v === undefined) fail(`Property ${name} is undefined on object.`);
    return v;
  }
  return fail(`Cannot read property '${name}' of ${typeName(obj)}.`);
}

function index(obj: Value, key: Value): Value {
  if (obj === null) fail('Null value error: cannot index null.');
  if (obj instanceof RMap) {
    if (typeof key !== 'string') fail('Map keys are strings.');
    return member(obj, key);
  }
  if (Array.isArray(obj) || obj instanceof RulesPath || typeof obj === 'string') {
    if (typeof key !== 'bigint') fail('List indices are ints.');
    const arr = Array.isArray(obj)
      ? obj
      : obj instanceof RulesPath
        ? obj.segments
        : Array.from(obj);
    const v = arr[Number(key)];
    if (key < 0n || v === undefined) fail(`Index ${key} out of range.`);
    return v;
  }
  return fail(`Cannot index ${typeName(obj)}.`);
}

function call(e: Extract<Expr, { k: 'call' }>, scope: Scope, ctx: Context): Value {
  const args = (): Value[] => e.args.map((a) => evaluate(a, scope, ctx));
  if (e.callee.k === 'member') {
    const recv = evaluate(e.callee.obj, scope, ctx);
    return callMethod(recv, e.callee.name, args());
  }
  if (e.callee.k !== 'ident') fail('Not callable.');
  const name = e.callee.name;
  const fn = scope.lookupFn(name);
  if (fn) return callUser(fn, args(), ctx);
  switch (name) {
    case 'get':
    case 'getAfter':
    case 'exists':
    case 'existsAfter': {
      const a = args();
      if (a.length !== 1) fail(`${name} expects 1 argument.`);
      const doc = readDocument(a[0] as Value, name.endsWith('After'), ctx);
      return name.startsWith('exists') ? doc !== null : doc;
    }
  }
  const v = callGlobal(name, args());
  if (v === undefined) fail(`Function not found error: Name: [${name}].`);
  return v;
}

function callUser(fn: BoundFunction, args: Value[], ctx: Context): Value {
  const { decl } = fn;
  if (args.length !== decl.params.length)
    fail(`Function ${decl.name} expects ${decl.params.length} argument(s), got ${args.length}.`);
  if (++ctx.depth > MAX_CALL_DEPTH) fail('Maximum function call depth exceeded.');
  try {
    const vars = new Map<string, Value>();
    decl.params.forEach((p, i) => vars.set(p, args[i] as Value));
    const local = new Scope(vars, [], fn.scope);
    for (const l of decl.lets) vars.set(l.name, evaluate(l.expr, local, ctx));
    return evaluate(decl.body, local, ctx);
  } finally {
    ctx.depth--;
  }
}

/** get()/exists(): the path must name a document in this request's database. */
function readDocument(p: Value, after: boolean, ctx: Context): Value {
  if (!(p instanceof RulesPath)) fail(`get/exists expects a path, got ${typeName(known(p))}.`);
  const s = p.segments;
  if (s[0] !== 'databases' || s[2] !== 'documents' || s.length < 5 || (s.length - 3) % 2 !== 0) {
    fail(`Invalid document path ${p.toString()}.`);
  }
  if (s[1] !== ctx.databaseId) fail(`Path ${p.toString()} is not in this database.`);
  const rel = s.slice(3).join('/');
  const key = `${after ? 'after' : 'before'}:${rel}`;
  if (!ctx.accessed.has(key)) {
    if (ctx.accessed.size >= MAX_DOC_ACCESSES) fail('Too many document accesses (limit 10).');
    ctx.accessed.add(key);
  }
  const fields = after ? ctx.req.getDocumentAfter(rel) : ctx.req.getDocument(rel);
  return fields === null ? null : resourceValue(fields, p);
}

function resourceValue(fields: Record<string, Record<string, unknown>>, p: RulesPath): RMap {
  return RMap.of({
    data: rulesMapFromFields(fields),
    id: p.segments[p.segments.length - 1] as string,
    __name__: p,
  });
}

/** The list-query stand-in for `resource`: only `data` fields the query pins are known. */
class QueryResource extends RMap {
  constructor(private readonly data: ConstrainedMap) {
    super();
  }
  override get(key: string): Value | undefined {
    if (key === 'data') return this.data;
    if (key === 'id' || key === '__name__') return new Unknown(`resource.${key} of a list query`);
    return undefined;
  }
  override keys(): string[] {
    return fail('resource of a list query cannot be used as a whole.');
  }
  override size(): number {
    return fail('resource of a list query cannot be used as a whole.');
  }
}

function locate(pos: Pos): string {
  return `L${pos.line}`;
}

/** A compiled ruleset, ready to authorize requests. */
export class CompiledRules implements RulesEvaluator {
  private readonly functions: readonly FunctionDecl[];
  private readonly blocks: readonly MatchBlock[];
  private readonly v1: boolean;
  constructor(readonly ruleset: Ruleset) {
    const service = ruleset.services.find((s) => s.name === 'cloud.firestore');
    this.functions = [...ruleset.functions, ...(service?.functions ?? [])];
    this.blocks = service?.matches ?? [];
    this.v1 = ruleset.version !== '2';
  }

  authorize(req: RulesRequest): RulesDecision {
    try {
      return this.decide(req);
    } catch (err) {
      // A malformed request must never turn into a grant.
      return {
        allowed: false,
        message: `Rules evaluation failed: ${err instanceof Error ? err.message : String(err)}`,
      };
    }
  }

  grantsUnconditionally(target: RulesTarget): boolean {
    try {
      const { segs } = this.segments(target);
      if (!segs) return false;
      const candidates: Candidate[] = [];
      const root = new Scope(new Map<string, Value>(), this.functions, null);
      collect(this.blocks, segs, 0, root, target.method, this.v1, candidates);
      return candidates.some(
        ({ allow }) => allow.cond === null || (allow.cond.k === 'lit' && allow.cond.v === true),
      );
    } catch {
      return false;
    }
  }

  /** The match path segments a request is matched against (null: not a valid collection group). */
  private segments(req: RulesTarget): {
    segs: Seg[] | null;
    databaseId: string;
    rel: string[];
  } {
    const dbMatch = /(?:^|\/)databases\/([^/]+)/.exec(req.database);
    const databaseId = dbMatch?.[1] ?? '(default)';
    const rel = req.path.split('/').filter((s) => s !== '');
    let segs: Seg[];
    if (req.method === 'list') {
      if (req.collectionGroup) {
        const collectionId = rel[rel.length - 1];
        if (collectionId === undefined) return { segs: null, databaseId, rel };
        segs = [
          'databases',
          databaseId,
          'documents',
          ...rel.slice(0, -1),
          ANY_SEQ,
          collectionId,
          ANY,
        ];
      } else segs = ['databases', databaseId, 'documents', ...rel, ANY];
    } else {
      segs = ['databases', databaseId, 'documents', ...rel];
    }
    return { segs, databaseId, rel };
  }

  private decide(req: RulesRequest): RulesDecision {
    const { segs, databaseId, rel } = this.segments(req);
    if (!segs) return { allowed: false, message: 'Invalid collection group.' };
    // request/resource live in a per-request root scope so functions see them lexically.
    const globals = new Map<string, Value>();
    const root = new Scope(globals, this.functions, null);
    const candidates: Candidate[] = [];
    collect(this.blocks, segs, 0, root, req.method, this.v1, candidates);
    if (candidates.length === 0) return { allowed: false, message: 'No matching allow statements' };

    const fullPath = new RulesPath(['databases', databaseId, 'documents', ...rel]);
    const time = Timestamp.parse(req.time);
    const auth =
      req.auth === null
        ? null
        : RMap.of({ uid: req.auth.uid, token: rulesValueFromJson(req.auth.token) });
    const base: Record<string, Value> = {
      auth,
      method: req.method,
      path: fullPath,
      time,
      resource: null,
    };
    if (req.requestResource && (req.method === 'create' || req.method === 'update')) {
      base['resource'] = resourceValue(req.requestResource, fullPath);
    }

    if (req.method !== 'list') {
      const resource =
        req.resource && req.method !== 'create' ? resourceValue(req.resource, fullPath) : null;
      globals.set('request', RMap.of(base));
      globals.set('resource', resource);
      return this.run(candidates, req, databaseId);
    }

    const analysis: QueryConstraints = analyseQuery(req.query ?? {});
    if (analysis.kind === 'unsupported')
      return { allowed: false, message: `Query cannot be checked: ${analysis.reason}` };
    const query: Record<string, Value> = {};
    if (analysis.limit !== undefined) query['limit'] = analysis.limit;
    if (analysis.offset !== undefined) query['offset'] = analysis.offset;
    query['orderBy'] = analysis.orderBy;
    base['query'] = RMap.of(query);
    globals.set('request', RMap.of(base));
    // The rule must hold for every combination of values the query's filters allow.
    for (const data of analysis.cases) {
      globals.set('resource', new QueryResource(data));
      const decision = this.run(candidates, req, databaseId);
      if (!decision.allowed) return decision;
    }
    return { allowed: true };
  }

  private run(
    candidates: readonly Candidate[],
    req: RulesRequest,
    databaseId: string,
  ): RulesDecision {
    const reasons: string[] = [];
    for (const { allow, scope } of candidates) {
      if (allow.cond === null) return { allowed: true };
      const ctx = new Context(req, databaseId);
      try {
        const v = evaluate(allow.cond, scope, ctx);
        if (v === true) return { allowed: true };
        reasons.push(
          typeof v === 'boolean'
            ? `false for '${req.method}' @ ${locate(allow.pos)}`
            : `evaluation error at ${locate(allow.cond.pos)}:${allow.cond.pos.column} for '${req.method}' @ ${locate(allow.pos)}: condition returned a ${typeName(v)}, not a bool`,
        );
      } catch (err) {
        if (!(err instanceof RulesEvalError)) throw err;
        const where =
          err.line !== undefined ? `L${err.line}:${err.column ?? 0}` : locate(allow.cond.pos);
        reasons.push(
          `evaluation error at ${where} for '${req.method}' @ ${locate(allow.pos)}: ${err.message}`,
        );
      }
    }
    return { allowed: false, message: reasons.join(', ') };
  }
}
