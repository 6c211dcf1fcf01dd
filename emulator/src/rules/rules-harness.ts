/**
 * Builds RulesRequests from plain JavaScript, so rules can be exercised without the engine
 * (unit tests, the rules playground in tools).
 */
import type { RulesMethod, RulesRequest } from './contract.js';
import { toWireFields } from '../codec/index.js';

/** A simple in-memory document map keyed by relative path (`Users/u1`). */
export type DocMap = Record<string, Record<string, unknown>>;

/** What a test states about one request. */
export interface RequestSpec {
  readonly method: RulesMethod;
  readonly path: string;
  readonly auth?: { uid: string; token?: Record<string, unknown> } | null;
  /** The stored document (get/update/delete); looked up in `docs` when omitted. */
  readonly resource?: Record<string, unknown> | null;
  /** The document after the write (create/update). */
  readonly data?: Record<string, unknown> | null;
  readonly query?: Record<string, unknown>;
  readonly collectionGroup?: boolean;
  readonly time?: string;
  readonly docs?: DocMap;
  readonly docsAfter?: DocMap;
  readonly database?: string;
}

/** Turns a RequestSpec into the RulesRequest the engine would send. */
export function buildRequest(spec: RequestSpec): RulesRequest {
  const docs = spec.docs ?? {};
  const stored = spec.resource !== undefined ? spec.resource : (docs[spec.path] ?? null);
  const after = spec.docsAfter ?? docs;
  return {
    method: spec.method,
    database: spec.database ?? 'projects/demo-test/databases/(default)',
    path: spec.path,
    ...(spec.collectionGroup ? { collectionGroup: true } : {}),
    auth: spec.auth
      ? {
          uid: spec.auth.uid,
          token: { sub: spec.auth.uid, user_id: spec.auth.uid, ...(spec.auth.token ?? {}) },
        }
      : null,
    resource:
      spec.method === 'create' || spec.method === 'list' || !stored ? null : toWireFields(stored),
    requestResource:
      (spec.method === 'create' || spec.method === 'update') && spec.data
        ? toWireFields(spec.data)
        : null,
    ...(spec.query ? { query: spec.query } : {}),
    time: spec.time ?? '2026-01-02T03:04:05.123456Z',
    getDocument: (p) => (docs[p] ? toWireFields(docs[p]) : null),
    getDocumentAfter: (p) => (after[p] ? toWireFields(after[p]) : null),
  };
}

/** A StructuredQuery in proto-loader shape: `where(['status', '==', 'scored'], ...)`. */
export function structuredQuery(opts: {
  where?: readonly (readonly [
    string,
    'EQUAL' | 'IN' | 'LESS_THAN' | 'GREATER_THAN' | 'ARRAY_CONTAINS' | 'NOT_EQUAL',
    unknown,
  ])[];
  or?: boolean;
  limit?: number;
  offset?: number;
  orderBy?: readonly (readonly [string, 'ASCENDING' | 'DESCENDING'])[];
}): Record<string, unknown> {
  const filters = (opts.where ?? []).map(([field, op, value]) => ({
    fieldFilter: { field: { fieldPath: field }, op, value: toWireFields({ v: value })['v'] },
  }));
  const where =
    filters.length === 0
      ? undefined
      : filters.length === 1 && !opts.or
        ? filters[0]
        : { compositeFilter: { op: opts.or ? 'OR' : 'AND', filters } };
  return {
    ...(where ? { where } : {}),
    ...(opts.limit !== undefined ? { limit: { value: opts.limit } } : {}),
    ...(opts.offset !== undefined ? { offset: opts.offset } : {}),
    ...(opts.orderBy
      ? { orderBy: opts.orderBy.map(([f, d]) => ({ field: { fieldPath: f }, direction: d })) }
      : {}),
  };
}
