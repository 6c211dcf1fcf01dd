/**
 * AdminAudit: the record functions keep of every admin write, newest first. Needs the Firestore
 * SDK: fetched on first use by ./audit-api (see lib/firebase).
 */
import { adminAuditEntity } from '@deals/shared';
import {
  type DocumentData,
  type Firestore,
  Timestamp,
  collection,
  limit,
  orderBy,
  query,
} from 'firebase/firestore';
import { fromRef } from 'rxfire/firestore';
import { type Observable, map } from 'rxjs';

/** One audit entry as the admin page lists it. */
export interface AuditEntry {
  id: string;
  uid: string;
  email: string;
  at: number;
  action: string;
  path: string;
  title: string;
  fields: string[];
}

/** How many of the latest entries the admin page shows. */
export const AUDIT_PAGE_SIZE = 20;

const text = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

/** An entry with defaults for whatever is missing or malformed. */
export function toAuditEntry(id: string, v: DocumentData): AuditEntry {
  return {
    id,
    uid: text(v['uid']),
    email: text(v['email']),
    at: v['at'] instanceof Timestamp ? v['at'].toMillis() : 0,
    action: text(v['action'], 'update'),
    path: text(v['path']),
    title: text(v['title']),
    fields: Array.isArray(v['fields'])
      ? (v['fields'] as unknown[]).filter((f): f is string => typeof f === 'string')
      : [],
  };
}

/** The latest entries, live. */
export const latestAudit$ = (db: Firestore): Observable<AuditEntry[]> =>
  fromRef(
    query(collection(db, adminAuditEntity.path()), orderBy('at', 'desc'), limit(AUDIT_PAGE_SIZE)),
  ).pipe(map((snap) => snap.docs.map((d) => toAuditEntry(d.id, d.data()))));
