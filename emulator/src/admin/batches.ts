/** Grouped batch writes: groups (a deal with its ledgers and reviews) never straddle two batches. */
import { MAX_BATCH_WRITES } from '@deals/shared';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

/** One document write. */
export type Write =
  | { kind: 'set'; ref: DocumentReference; data: Record<string, unknown> }
  | { kind: 'update'; ref: DocumentReference; data: Record<string, unknown> }
  | { kind: 'delete'; ref: DocumentReference };

/** Commits groups of writes in batches of at most 500, a few batches in flight at once. */
export async function commitGroups(
  db: Firestore,
  groups: readonly (readonly Write[])[],
  concurrency = 4,
): Promise<number> {
  const batches: Write[][] = [];
  let current: Write[] = [];
  for (const group of groups) {
    if (group.length > MAX_BATCH_WRITES)
      throw new Error(`a write group of ${group.length} exceeds one batch`);
    if (current.length + group.length > MAX_BATCH_WRITES) {
      batches.push(current);
      current = [];
    }
    current.push(...group);
  }
  if (current.length > 0) batches.push(current);

  let next = 0;
  let written = 0;
  const worker = async (): Promise<void> => {
    for (let writes = batches[next++]; writes !== undefined; writes = batches[next++]) {
      const batch = db.batch();
      for (const w of writes) {
        if (w.kind === 'set') batch.set(w.ref, w.data);
        else if (w.kind === 'update') batch.update(w.ref, w.data);
        else batch.delete(w.ref);
      }
      await batch.commit();
      written += writes.length;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, batches.length) }, worker));
  return written;
}
