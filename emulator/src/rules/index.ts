/**
 * Firestore security rules for the emulator: compile a rules file into a RulesEvaluator, load it
 * from disk, and watch it for changes.
 */
import { readFileSync } from 'node:fs';
import { watchTextFile } from '../watch-text-file.js';
import type { Expr, FunctionDecl, MatchBlock, Pos, Ruleset } from './ast.js';
import { NAMESPACES, TYPE_NAMES } from './builtins.js';
import type { RulesEvaluator, RulesIssue } from './contract.js';
import { CompiledRules } from './evaluator.js';
import { RulesSyntaxError } from './lexer.js';
import { parseRules } from './parser.js';

/** The evaluator contract, re-exported for callers of this module. */
export type {
  RulesDecision,
  RulesEvaluator,
  RulesIssue,
  RulesMethod,
  RulesRequest,
  RulesTarget,
} from './contract.js';

/** The outcome of compiling rules source. */
export interface CompileResult {
  /** null when any issue is an ERROR. */
  readonly evaluator: RulesEvaluator | null;
  readonly issues: RulesIssue[];
}

const GLOBAL_FUNCTIONS = new Map<string, number>([
  ['get', 1],
  ['getAfter', 1],
  ['exists', 1],
  ['existsAfter', 1],
  ['path', 1],
  ['string', 1],
  ['int', 1],
  ['float', 1],
  ['bool', 1],
  ['debug', 1],
]);

/** Compiles rules source; syntax and static problems come back as issues with line:column. */
export function compileRules(source: string): CompileResult {
  let ruleset: Ruleset;
  try {
    ruleset = parseRules(source);
  } catch (err) {
    if (err instanceof RulesSyntaxError) {
      return {
        evaluator: null,
        issues: [
          {
            sourcePosition: { line: err.line, column: err.column },
            description: err.message,
            severity: 'ERROR',
          },
        ],
      };
    }
    throw err;
  }
  const issues = check(ruleset);
  const ok = !issues.some((i) => i.severity === 'ERROR');
  return { evaluator: ok ? new CompiledRules(ruleset) : null, issues };
}

/** Reads and compiles a rules file (synchronously, so start-up can fail fast). */
export function loadRulesFile(path: string): CompileResult & { readonly source: string } {
  const source = readFileSync(path, 'utf8');
  return { ...compileRules(source), source };
}

/**
 * Calls `onChange` with the freshly compiled rules whenever the file changes. Watches the
 * directory, not the file, because editors often replace the file (rename over it). Returns a
 * function that stops watching.
 */
export function watchRules(
  path: string,
  onChange: (result: CompileResult & { readonly source: string }) => void,
  debounceMs = 100,
): () => void {
  return watchTextFile(path, (source) => onChange({ ...compileRules(source), source }), debounceMs);
}

/**
 * The expressions inside `e` that the static checks visit. A called name is checked as a function,
 * not as a variable, so a call contributes its arguments and, for a method, its receiver.
 */
function operands(e: Expr): readonly Expr[] {
  switch (e.k) {
    case 'lit':
    case 'ident':
      return [];
    case 'member':
      return [e.obj];
    case 'index':
      return [e.obj, e.index];
    case 'slice':
      return [e.obj, e.from, e.to].filter((x) => x !== null);
    case 'call':
      return e.callee.k === 'member' ? [...e.args, e.callee.obj] : e.args;
    case 'unary':
      return [e.arg];
    case 'binary':
      return [e.left, e.right];
    case 'ternary':
      return [e.cond, e.then, e.else];
    case 'is':
      return [e.expr];
    case 'list':
      return e.items;
    case 'map':
      return e.entries.flat();
    case 'path':
      return e.segments.filter((s) => typeof s !== 'string');
  }
}

/** Static checks: undefined functions and arity, unknown `is` types, duplicates, unknown variables. */
function check(rs: Ruleset): RulesIssue[] {
  const issues: RulesIssue[] = [];
  const issue = (pos: Pos, description: string, severity: RulesIssue['severity']): void => {
    issues.push({ sourcePosition: { line: pos.line, column: pos.column }, description, severity });
  };
  if (rs.version !== '2')
    issue(
      { line: 1, column: 1 },
      "rules_version is not '2': recursive wildcards follow version 1 semantics.",
      'WARNING',
    );
  const service = rs.services.find((s) => s.name === 'cloud.firestore');
  if (!service)
    issue(
      { line: 1, column: 1 },
      'No service cloud.firestore block: every request will be denied.',
      'WARNING',
    );

  type FnScope = Map<string, FunctionDecl>[];
  const declare = (fns: readonly FunctionDecl[]): Map<string, FunctionDecl> => {
    const m = new Map<string, FunctionDecl>();
    for (const f of fns) {
      if (m.has(f.name)) issue(f.pos, `Duplicate function '${f.name}'.`, 'ERROR');
      m.set(f.name, f);
    }
    return m;
  };
  const findFn = (scopes: FnScope, name: string): FunctionDecl | undefined => {
    for (let i = scopes.length - 1; i >= 0; i--) {
      const f = scopes[i]?.get(name);
      if (f) return f;
    }
    return undefined;
  };

  const expr = (e: Expr, fns: FnScope, vars: ReadonlySet<string>): void => {
    if (e.k === 'ident' && !vars.has(e.name) && !NAMESPACES.has(e.name))
      issue(e.pos, `Unknown variable '${e.name}'.`, 'WARNING');
    if (e.k === 'is' && !TYPE_NAMES.has(e.type)) issue(e.pos, `Unknown type '${e.type}'.`, 'ERROR');
    for (const x of operands(e)) expr(x, fns, vars);
    if (e.k !== 'call' || e.callee.k !== 'ident') return;
    const name = e.callee.name;
    const f = findFn(fns, name);
    const arity = f ? f.params.length : GLOBAL_FUNCTIONS.get(name);
    if (arity === undefined) issue(e.pos, `Function not found: '${name}'.`, 'ERROR');
    else if (arity !== e.args.length)
      issue(
        e.pos,
        `Function '${name}' takes ${arity} argument(s), called with ${e.args.length}.`,
        'ERROR',
      );
  };

  const functions = (
    list: readonly FunctionDecl[],
    fns: FnScope,
    vars: ReadonlySet<string>,
  ): void => {
    for (const f of list) {
      const local = new Set([...vars, ...f.params]);
      for (const l of f.lets) {
        expr(l.expr, fns, local);
        local.add(l.name);
      }
      expr(f.body, fns, local);
    }
  };

  const block = (b: MatchBlock, fns: FnScope, vars: ReadonlySet<string>): void => {
    const inner = new Set(vars);
    for (const seg of b.pattern) {
      if (seg.k === 'lit') continue;
      if (inner.has(seg.name) && !['request', 'resource'].includes(seg.name)) {
        issue(b.pos, `Wildcard '${seg.name}' shadows an enclosing one.`, 'WARNING');
      }
      inner.add(seg.name);
    }
    const scopes = [...fns, declare(b.functions)];
    functions(b.functions, scopes, inner);
    for (const a of b.allows) if (a.cond) expr(a.cond, scopes, inner);
    for (const m of b.matches) block(m, scopes, inner);
  };

  const globals = new Set(['request', 'resource']);
  const top = [declare([...rs.functions, ...(service?.functions ?? [])])];
  functions([...rs.functions, ...(service?.functions ?? [])], top, globals);
  for (const m of service?.matches ?? []) block(m, top, globals);
  return issues;
}
