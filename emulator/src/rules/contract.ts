/**
 * The seam between the engine and the security-rules evaluator. The engine asks once per
 * document operation (get, create, update, delete) and once per query (list), and never
 * for calls made as the owner (`Bearer owner`, the Admin SDK).
 */

import type { WireFields } from '../codec/index.js';

export type { WireFields, WireValue } from '../codec/index.js';

export type RulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface RulesRequest {
  readonly method: RulesMethod;
  /** `projects/{p}/databases/{d}` */
  readonly database: string;
  /**
   * For get/create/update/delete: the document path relative to `documents/`, e.g. `Users/u1`.
   * For list: the collection path, e.g. `Banks/Hbl/Cities/Lahore/Deals` (for a collection-group
   * query, `collectionGroup` is set and this is the parent path plus the collection id).
   */
  readonly path: string;
  readonly collectionGroup?: boolean;
  /** null when the caller is not signed in. */
  readonly auth: { readonly uid: string; readonly token: Readonly<Record<string, unknown>> } | null;
  /** The stored document before the operation (get/update/delete), else null. */
  readonly resource: WireFields | null;
  /** The document as it would be after the write (create/update), else null. */
  readonly requestResource: WireFields | null;
  /** For list: the StructuredQuery as sent (filters, orderBy, limit, offset). */
  readonly query?: Readonly<Record<string, unknown>>;
  /** Request time, RFC 3339. */
  readonly time: string;
  /** Reads a document for get()/exists(): committed state, relative path. */
  readonly getDocument: (path: string) => WireFields | null;
  /** Reads a document for getAfter(): the state as if the current batch were applied. */
  readonly getDocumentAfter: (path: string) => WireFields | null;
}

export interface RulesDecision {
  readonly allowed: boolean;
  /** Human-readable reason, with the rule location (line:column) that denied, for PERMISSION_DENIED. */
  readonly message?: string;
}

/** What `grantsUnconditionally` needs to know: the operation and where, no data. */
export type RulesTarget = Pick<RulesRequest, 'method' | 'database' | 'path' | 'collectionGroup'>;

/** A compiled ruleset. */
export interface RulesEvaluator {
  authorize(request: RulesRequest): RulesDecision;
  /**
   * Whether some matching allow has no condition (or `if true`), so the answer cannot depend on
   * data, auth or time. Lets listeners skip re-checking every change. Optional: absent = false.
   */
  grantsUnconditionally?(target: RulesTarget): boolean;
}

/** A problem found while compiling rules, as the emulator's securityRules endpoint reports it. */
export interface RulesIssue {
  readonly sourcePosition: { readonly line: number; readonly column: number };
  readonly description: string;
  readonly severity: 'ERROR' | 'WARNING';
}
