/**
 * Reads of the Banks collection. Display names (Banks/{bankId}.bankName) are read only for the
 * banks a screen shows, one document each, so a member's home costs a read per bank of their
 * cards rather than the whole collection; card setup and statistics list every bank.
 */
import {
  type Bank,
  type BankNameEntry,
  type Card,
  type DatasetBank,
  parseBank,
  parseCards,
  bankEntity,
} from '@deals/shared';
import { type Firestore, collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';

/** A bank's display name and logo (its bankImage, or the per-bank fallback logo). */
export interface BankBadgeEntry extends BankNameEntry {
  readonly bankImage: string;
}

/** Every bank with its cards, by display name. */
export async function fetchBanks(db: Firestore): Promise<Bank[]> {
  const snapshot = await getDocs(collection(db, bankEntity.path()));
  return snapshot.docs
    .map((bankDoc) => parseBank(bankDoc.data(), bankDoc.id))
    .sort((a, b) => a.bankName.localeCompare(b.bankName));
}

/** The named banks that exist; a missing document is left out (the caller falls back to the id). */
export async function fetchBankNames(
  db: Firestore,
  bankIds: readonly string[],
): Promise<BankBadgeEntry[]> {
  const snapshots = await Promise.all(
    bankIds.map((id) => getDoc(doc(db, bankEntity.docPath({ bankId: id })))),
  );
  return snapshots.flatMap((snapshot) => {
    if (!snapshot.exists()) return [];
    const { id, bankName, bankImage } = parseBank(snapshot.data(), snapshot.id);
    return [{ id, bankName, bankImage }];
  });
}

/** One bank's cards, read afresh (card setup asks when the bank is chosen); none when it is gone. */
export async function fetchBankCards(db: Firestore, bankId: string): Promise<Card[]> {
  const snapshot = await getDoc(doc(db, bankEntity.docPath({ bankId })));
  return snapshot.exists() ? parseCards(snapshot.get('cards')) : [];
}

/**
 * Writes a bank as an admin's import gives it (the whole document: name, images, rating, cards by
 * id); functions derive nothing from it.
 */
export async function writeBank(db: Firestore, bank: DatasetBank): Promise<void> {
  const cards: Record<string, unknown> = {};
  for (const { id, ...card } of bank.cards)
    cards[id] = Object.fromEntries(
      Object.entries(card).filter(([, v]) => (v as unknown) !== undefined),
    );
  await setDoc(doc(db, bankEntity.docPath({ bankId: bank.id })), {
    bankName: bank.bankName,
    bankImage: bank.bankImage,
    cardImage: bank.cardImage,
    ratings: bank.ratings ?? 4.0,
    cards,
  });
}
