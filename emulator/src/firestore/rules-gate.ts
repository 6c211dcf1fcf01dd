/**
 * The engine's adapter to the rules engine: it holds the installed evaluator and turns each read
 * or write into a rules request (documents in the proto-loader shape, `get()` and `getAfter()`
 * answered from the store or the batch being committed). Owners (server SDKs) bypass rules.
 */
import type { RulesEvaluator, RulesMethod, WireFields } from '../rules/contract.js';
import { RpcError, Status, type AuthContext } from './contract.js';
import { fieldsToWire, microsToRfc3339, type Fields, type Micros } from '../codec/index.js';
import type { DbState } from './db-state.js';
import type { Doc } from './store.js';

/** What a rules check may see besides the path: the documents before and after, or the query. */
export interface RulesExtra {
  resource?: Fields | null;
  requestResource?: Fields | null;
  query?: Record<string, unknown>;
  collectionGroup?: boolean;
  after?: (rel: string) => Doc | null;
}

/** The installed rules, and the checks reads and writes go through. */
export class RulesGate {
  private rules: RulesEvaluator | null = null;

  /** Bumped on every setRules, so listeners know when their cached rules facts are stale. */
  generation = 0;

  /** Installs a rules evaluator; null allows everything. */
  setRules(evaluator: RulesEvaluator | null): void {
    this.rules = evaluator;
    this.generation++;
  }

  /**
   * Whether a read by this caller is granted whatever the data: no rules, the owner, or an allow
   * without condition. Listeners then need not re-check each change.
   */
  readsUnconditional(
    s: DbState,
    auth: AuthContext,
    method: 'get' | 'list',
    path: string,
    collectionGroup = false,
  ): boolean {
    const rules = this.rules;
    if (!rules || auth.kind === 'owner') return true;
    return (
      rules.grantsUnconditionally?.({
        method,
        database: s.database,
        path,
        ...(collectionGroup ? { collectionGroup: true } : {}),
      }) ?? false
    );
  }

  /** Whether rules are enforced for this caller. */
  applies(auth: AuthContext): boolean {
    return this.rules !== null && auth.kind !== 'owner';
  }

  /** Checks one rules request; throws PERMISSION_DENIED on denial. */
  authorize(
    s: DbState,
    now: Micros,
    auth: AuthContext,
    method: RulesMethod,
    path: string,
    extra: RulesExtra,
  ): void {
    const rules = this.rules;
    if (!rules || auth.kind === 'owner') return;
    const store = s.store;
    const toFields = (f: Fields | null | undefined): WireFields | null =>
      f ? fieldsToWire(f) : null;
    let decision;
    try {
      decision = rules.authorize({
        method,
        database: s.database,
        path,
        ...(extra.collectionGroup ? { collectionGroup: true } : {}),
        auth: auth.kind === 'user' ? { uid: auth.uid, token: auth.token } : null,
        resource: toFields(extra.resource),
        requestResource: toFields(extra.requestResource),
        ...(extra.query ? { query: extra.query } : {}),
        time: microsToRfc3339(now || Date.now() * 1000),
        getDocument: (p: string) => toFields(store.get(p)?.fields),
        getDocumentAfter: (p: string) =>
          toFields((extra.after ? extra.after(p) : store.get(p))?.fields),
      });
    } catch (e) {
      throw new RpcError(
        Status.PERMISSION_DENIED,
        `Rules evaluation failed: ${(e as Error).message}`,
      );
    }
    if (!decision.allowed) {
      throw new RpcError(
        Status.PERMISSION_DENIED,
        decision.message ?? `Missing or insufficient permissions (${method} ${path}).`,
      );
    }
  }
}
