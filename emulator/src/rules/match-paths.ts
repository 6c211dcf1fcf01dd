/**
 * Which `match` blocks a request path enters: patterns with `{id}` and `{rest=**}` wildcards
 * matched segment by segment (with backtracking for `**`), binding their variables; an unknown
 * document id (list) or unknown parents (collection group) bind unknown values.
 */
import type { AllowMethod, AllowStmt, MatchBlock, PatternSeg } from './ast.js';
import type { RulesMethod } from './contract.js';
import { RulesPath, Unknown, type Value } from './values.js';
import { Scope } from './eval-scope.js';

/** The `allow` methods that cover each request method. */
export const COVERS: Record<RulesMethod, readonly AllowMethod[]> = {
  get: ['get', 'read'],
  list: ['list', 'read'],
  create: ['create', 'write'],
  update: ['update', 'write'],
  delete: ['delete', 'write'],
};

/** A path segment of the request: a known id, an unknown document id (list), or unknown parents (collection group). */
export type Seg = string | typeof ANY | typeof ANY_SEQ;
export const ANY = Symbol('any-id');
export const ANY_SEQ = Symbol('any-parents');

export interface MatchResult {
  readonly end: number;
  readonly binds: readonly (readonly [string, Value])[];
}

/** All the ways `pattern` can match `segs` from `start` (backtracking for `{x=**}`). */
export function* matchPattern(
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

export interface Candidate {
  readonly allow: AllowStmt;
  readonly scope: Scope;
}

export function collect(
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
