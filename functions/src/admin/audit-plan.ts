import {
  canonical,
  DERIVED_FIELD_NAMES,
  FUNCTION_OWNED_FIELDS,
  pakistanDate,
  deriveDealFields,
  readTill,
} from '@deals/shared';

type Data = Record<string, unknown>;

/** What an admin did to a document, as the audit log names it. */
export type AuditAction = 'create' | 'update' | 'expire' | 'delete' | 'dismiss-report';

/** Fields that functions write on a deal: never an admin's change. */
const DERIVED_OR_OWNED = new Set<string>([...FUNCTION_OWNED_FIELDS, ...DERIVED_FIELD_NAMES]);

/** Top-level fields an admin changed (function-owned and derived fields left out), sorted. */
export function changedAdminFields(before: Data | null, after: Data | null): string[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...names]
    .filter((k) => !DERIVED_OR_OWNED.has(k))
    .filter((k) => canonical(before?.[k] ?? null) !== canonical(after?.[k] ?? null))
    .sort();
}

/**
 * The action of a deal write: create, delete, or update; an update that takes an active deal
 * past its last day (the admin page's Expire) is `expire`; one that takes the "reported not
 * working" mark off (the admin page's Dismiss, issue 46) is `dismiss-report`.
 */
export function auditAction(before: Data | null, after: Data | null, now: number): AuditAction {
  if (before === null) return 'create';
  if (after === null) return 'delete';
  const today = pakistanDate(now);
  const was = deriveDealFields(before, { today });
  const is = deriveDealFields(after, { today });
  if (was.active && !is.active) return 'expire';
  if (readTill(before.till).reported && !readTill(after.till).reported) return 'dismiss-report';
  return 'update';
}
