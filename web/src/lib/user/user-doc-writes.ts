/**
 * The member's Users/{uid} document as the auth, card setup, settings and language code write it:
 * one module for every write but favourites (lib/favourites). The Firestore SDK and the writes
 * (./user-doc-queries) are fetched on first use (see lib/firebase).
 */
import type { UserCard } from '@deals/shared';
import { loadFirebase } from '@/lib/firebase';
import type { UserProfile } from './user-doc-queries';

export type { UserProfile } from './user-doc-queries';

const userWrites = () => Promise.all([import('./user-doc-queries'), loadFirebase()]);

/** Creates the member's document at e-mail sign-up. */
export async function createUserDocument(uid: string, profile: UserProfile): Promise<void> {
  const [writes, { db }] = await userWrites();
  await writes.createUserDoc(db, uid, profile);
}

/** Creates the member's document unless it exists; says whether the member has cards saved. */
export async function ensureUserDocument(
  uid: string,
  profile: UserProfile,
): Promise<{ hasCards: boolean }> {
  const [writes, { db }] = await userWrites();
  return writes.ensureUserDoc(db, uid, profile);
}

/** Replaces the member's cards; see startCardsWrite for what the answer's `sent` means. */
export async function startUserCardsWrite(
  uid: string,
  profile: UserProfile,
  cards: readonly UserCard[],
): Promise<{ sent: Promise<void> }> {
  const [writes, { db }] = await userWrites();
  return writes.startCardsWrite(db, uid, profile, cards);
}

/** Stores the member's interface language. */
export async function saveUserLanguage(uid: string, language: 'en' | 'ur'): Promise<void> {
  const [writes, { db }] = await userWrites();
  await writes.writeUserLanguage(db, uid, language);
}

/** Deletes the member's document. */
export async function deleteUserDocument(uid: string): Promise<void> {
  const [writes, { db }] = await userWrites();
  await writes.deleteUserDoc(db, uid);
}
