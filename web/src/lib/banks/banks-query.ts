/**
 * Reads of bank display names (SPEC §3: Banks/{bankId}.bankName). Only the banks a screen shows
 * are read, one document each, so a member's home costs a read per bank of their cards rather
 * than the whole Banks collection.
 */
import { type BankNameEntry, parseBank } from '@deals/shared';
import { type Firestore, doc, getDoc } from 'firebase/firestore';

/** The named banks that exist; a missing document is left out (the caller falls back to the id). */
export async function fetchBankNames(
  db: Firestore,
  bankIds: readonly string[],
): Promise<BankNameEntry[]> {
  const snapshots = await Promise.all(bankIds.map((id) => getDoc(doc(db, 'Banks', id))));
  return snapshots.flatMap((snapshot) => {
    if (!snapshot.exists()) return [];
    const { id, bankName } = parseBank(snapshot.data(), snapshot.id);
    return [{ id, bankName }];
  });
}
