/**
 * Evaluates a parsed ruleset against one request: finds every `allow` that matches the path and
 * method, and grants if any condition is true. Errors inside a condition deny, except where
 * `||`/`&&` make the other operand decisive, as in Cloud Firestore.
 */
import type { FunctionDecl, MatchBlock, Pos, Ruleset } from './ast.js';
import type { RulesDecision, RulesEvaluator, RulesRequest, RulesTarget } from './contract.js';
import { type QueryConstraints, analyseQuery } from './query-constraints.js';
import { RulesEvalError } from './errors.js';
import { RMap, RulesPath, Timestamp, typeName, type Value } from './values.js';
import { rulesValueFromJson } from './wire-values.js';
import { Context, Scope } from './eval-scope.js';
import type { Candidate, Seg } from './match-paths.js';
import { ANY, ANY_SEQ, collect } from './match-paths.js';
import { QueryResource, evaluate, resourceValue } from './expressions.js';

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
