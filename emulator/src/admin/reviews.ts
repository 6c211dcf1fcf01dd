/** `rescore-failed`: puts failed reviews back to pending so the scoring trigger tries them again. */
import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { commitGroups, type Write } from './batches.js';

/** Sets every failed review to pending; returns how many. */
export async function rescoreFailed(db: Firestore): Promise<number> {
  const failed = await db.collectionGroup('Reviews').where('status', '==', 'failed').get();
  const groups: Write[][] = failed.docs.map((d) => [
    { kind: 'update', ref: d.ref, data: { status: 'pending', failureReason: FieldValue.delete() } },
  ]);
  await commitGroups(db, groups);
  return groups.length;
}
