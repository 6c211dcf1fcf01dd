/**
 * Evaluating an expression: literals, variables, members, indexes, calls (built-ins, user
 * functions, get()/exists()/getAfter()), and operators; `&&`/`||` let a decisive operand
 * absorb an error in the other, as in Cloud Firestore.
 */
import type { BinaryOp, Expr } from './ast.js';
import { NAMESPACES, callGlobal, isType } from './builtins.js';
import { callMethod } from './methods.js';
import { type ConstrainedMap } from './query-constraints.js';
import { RulesEvalError, fail } from './errors.js';
import {
  Duration,
  Namespace,
  RMap,
  RSet,
  RulesPath,
  Unknown,
  checkInt,
  compareValues,
  known,
  typeName,
  valueEquals,
  type Value,
} from './values.js';
import { rulesMapFromFields } from './wire-values.js';
import type { BoundFunction, Context } from './eval-scope.js';
import { EVAL_LIMITS, Scope, at, truthy } from './eval-scope.js';
import { arithmetic, index, member } from './operators.js';

export function evaluate(e: Expr, scope: Scope, ctx: Context): Value {
  if (++ctx.steps > EVAL_LIMITS.steps) fail('Evaluation exceeded the step limit.');
  try {
    return evalNode(e, scope, ctx);
  } catch (err) {
    throw at(e.pos, err);
  }
}

export function evalNode(e: Expr, scope: Scope, ctx: Context): Value {
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
export function tryBool(e: Expr, scope: Scope, ctx: Context): boolean | RulesEvalError {
  try {
    return truthy(evaluate(e, scope, ctx), 'Logical operator');
  } catch (err) {
    if (err instanceof RulesEvalError) return at(e.pos, err);
    throw err;
  }
}

export function binary(op: BinaryOp, l: Expr, r: Expr, scope: Scope, ctx: Context): Value {
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

export function call(e: Extract<Expr, { k: 'call' }>, scope: Scope, ctx: Context): Value {
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

export function callUser(fn: BoundFunction, args: Value[], ctx: Context): Value {
  const { decl } = fn;
  if (args.length !== decl.params.length)
    fail(`Function ${decl.name} expects ${decl.params.length} argument(s), got ${args.length}.`);
  if (++ctx.depth > EVAL_LIMITS.callDepth) fail('Maximum function call depth exceeded.');
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
export function readDocument(p: Value, after: boolean, ctx: Context): Value {
  if (!(p instanceof RulesPath)) fail(`get/exists expects a path, got ${typeName(known(p))}.`);
  const s = p.segments;
  if (s[0] !== 'databases' || s[2] !== 'documents' || s.length < 5 || (s.length - 3) % 2 !== 0) {
    fail(`Invalid document path ${p.toString()}.`);
  }
  if (s[1] !== ctx.databaseId) fail(`Path ${p.toString()} is not in this database.`);
  const rel = s.slice(3).join('/');
  const key = `${after ? 'after' : 'before'}:${rel}`;
  if (!ctx.accessed.has(key)) {
    if (ctx.accessed.size >= EVAL_LIMITS.docAccesses)
      fail(`Too many document accesses (limit ${EVAL_LIMITS.docAccesses}).`);
    ctx.accessed.add(key);
  }
  const fields = after ? ctx.req.getDocumentAfter(rel) : ctx.req.getDocument(rel);
  return fields === null ? null : resourceValue(fields, p);
}

export function resourceValue(fields: Record<string, Record<string, unknown>>, p: RulesPath): RMap {
  return RMap.of({
    data: rulesMapFromFields(fields),
    id: p.segments[p.segments.length - 1] as string,
    __name__: p,
  });
}

/** The list-query stand-in for `resource`: only `data` fields the query pins are known. */
export class QueryResource extends RMap {
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
