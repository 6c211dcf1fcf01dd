/**
 * Every write of a member's Users/{uid} document but favourites (a transaction of their own, in
 * lib/favourites): creating it at sign-up or on a first sign-in, the cards, the language, and
 * deleting it with the account. New documents come from shared/'s one constructor
 * (`userEntity.create`). Needs the Firestore SDK: fetched on first use by ./user-doc-writes.
 */
import { type UserCard, userEntity } from '@deals/shared';
import { type Firestore, deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';

/** What the account says of its member: the profile a new document starts from. */
export interface UserProfile {
  email: string | null;
  name: string | null;
}

const userRef = (db: Firestore, uid: string) => doc(db, userEntity.docPath({ uid }));

/** Creates the member's document (sign-up). */
export const createUserDoc = (db: Firestore, uid: string, profile: UserProfile): Promise<void> =>
  setDoc(userRef(db, uid), userEntity.create(uid, { profile }));

/**
 * Creates the member's document unless it exists (a returning Google member keeps their cards);
 * says whether the member has cards saved.
 */
export async function ensureUserDoc(
  db: Firestore,
  uid: string,
  profile: UserProfile,
): Promise<{ hasCards: boolean }> {
  const snapshot = await getDoc(userRef(db, uid));
  if (snapshot.exists()) {
    const cards: unknown = snapshot.get('UserCards');
    return { hasCards: Array.isArray(cards) && cards.length > 0 };
  }
  await createUserDoc(db, uid, profile);
  return { hasCards: false };
}

/**
 * Replaces the member's cards, creating the document if sign-up never did. Resolves once the
 * write is made on this device, with `sent`, which settles when the server acknowledges it
 * (offline, not until the connection returns).
 */
export async function startCardsWrite(
  db: Firestore,
  uid: string,
  profile: UserProfile,
  cards: readonly UserCard[],
): Promise<{ sent: Promise<void> }> {
  const ref = userRef(db, uid);
  const userCards = cards.map((card) => ({ ...card }));
  const existing = await getDoc(ref);
  const sent = existing.exists()
    ? updateDoc(ref, { UserCards: userCards })
    : setDoc(ref, userEntity.create(uid, { profile, cards: userCards }));
  return { sent };
}

/** Users/{uid}.Language: the interface language, so the member's next device starts in it. */
export const writeUserLanguage = (
  db: Firestore,
  uid: string,
  language: 'en' | 'ur',
): Promise<void> => updateDoc(userRef(db, uid), { Language: language });

/** Deletes the member's document (before the account itself goes). */
export const deleteUserDoc = (db: Firestore, uid: string): Promise<void> =>
  deleteDoc(userRef(db, uid));
