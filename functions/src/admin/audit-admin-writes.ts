import { adminAuditEntity, bankEntity, dealEntity, text } from '@deals/shared';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  onDocumentWrittenWithAuthContext,
  type FirestoreAuthEvent,
} from 'firebase-functions/v2/firestore';
import type { Change, DocumentSnapshot } from 'firebase-functions/v2/firestore';
import { clockNow, REGION } from '../platform/config.js';
import { adminAuth, firestore } from '../platform/firestore.js';
import { auditAction, changedAdminFields } from './audit-plan.js';

/** The audit collection: one entry per client write to the catalogue; admins read it, nobody writes it. */

type Data = Record<string, unknown>;

function plainAction(before: Data | null, after: Data | null): 'create' | 'update' | 'delete' {
  if (before === null) return 'create';
  return after === null ? 'delete' : 'update';
}

async function emailOf(uid: string): Promise<string> {
  try {
    return (await adminAuth().getUser(uid)).email ?? '';
  } catch {
    // The log keeps the uid, which is what proves who; the e-mail is only a convenience.
    return '';
  }
}

/**
 * Records a catalogue write made by a signed-in client (only admins pass the rules for these
 * documents). Who and when come from the event's auth context and commit time, which no client can
 * set, so the log cannot be forged; server writes (functions, the admin CLI) are not admin page
 * changes and are skipped. The entry id is the event id, so a redelivered event writes it once.
 */
async function record(
  event: FirestoreAuthEvent<Change<DocumentSnapshot> | undefined>,
  kind: 'deal' | 'bank',
): Promise<void> {
  // Firestore reports a Firebase Auth user as 'app_user' (firebase-functions' AuthType type omits it).
  if ((event.authType as string) !== 'app_user' || !event.authId) return;
  const before = event.data?.before.exists ? (event.data.before.data() as Data) : null;
  const after = event.data?.after.exists ? (event.data.after.data() as Data) : null;
  const at = Date.parse(event.time);
  const action =
    kind === 'deal' ? auditAction(before, after, clockNow()) : plainAction(before, after);
  const entry = {
    uid: event.authId,
    email: await emailOf(event.authId),
    at: Timestamp.fromMillis(Number.isFinite(at) ? at : clockNow()),
    kind,
    action,
    path: event.document,
    params: event.params,
    title: text((after ?? before)?.['title']) ?? text((after ?? before)?.['bankName']) ?? '',
    // The mark is function-owned, so it is named here rather than by changedAdminFields.
    fields: action === 'dismiss-report' ? ['till.reported'] : changedAdminFields(before, after),
  };
  try {
    await firestore()
      .doc(adminAuditEntity.docPath({ entryId: event.id }))
      .create(entry);
  } catch (error) {
    // ALREADY_EXISTS: this event was recorded by an earlier delivery.
    if ((error as { code?: unknown }).code === 6) return;
    throw error;
  }
  logger.info('admin change recorded', {
    document: event.document,
    uid: event.authId,
    action: entry.action,
  });
}

/** Audit of deal documents written from the admin page (or any client an admin signs in with). */
export const auditDealWrites = onDocumentWrittenWithAuthContext(
  { document: dealEntity.trigger, region: REGION, retry: true },
  (event) => record(event, 'deal'),
);

/** Audit of bank documents (the page's import writes banks with their cards). */
export const auditBankWrites = onDocumentWrittenWithAuthContext(
  { document: bankEntity.trigger, region: REGION, retry: true },
  (event) => record(event, 'bank'),
);
