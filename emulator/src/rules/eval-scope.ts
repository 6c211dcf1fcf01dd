/**
 * Evaluation state: variable and function scopes, the per-request context with Cloud
 * Firestore's limits (steps, call depth, document reads), and error positions.
 */
import type { FunctionDecl, Pos } from './ast.js';
import type { RulesRequest } from './contract.js';
import { RulesEvalError, fail } from './errors.js';
import { typeName, type Value } from './values.js';

/** Cloud Firestore's limits on one evaluation. */
export const EVAL_LIMITS = { callDepth: 20, docAccesses: 10, steps: 100_000 } as const;

export interface BoundFunction {
  readonly decl: FunctionDecl;
  readonly scope: Scope;
}

export class Scope {
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

/** Per-request evaluation state. */
export class Context {
  steps = 0;
  depth = 0;
  readonly accessed = new Set<string>();
  constructor(
    readonly req: RulesRequest,
    readonly databaseId: string,
  ) {}
}

export function at(pos: Pos, e: unknown): RulesEvalError {
  if (e instanceof RulesEvalError)
    return e.line === undefined ? new RulesEvalError(e.message, pos.line, pos.column) : e;
  if (e instanceof RangeError)
    return new RulesEvalError('Evaluation too deep.', pos.line, pos.column);
  return new RulesEvalError(e instanceof Error ? e.message : String(e), pos.line, pos.column);
}

export function truthy(v: Value, what: string): boolean {
  if (typeof v !== 'boolean') fail(`${what} expects a bool, got ${typeName(v)}.`);
  return v;
}
