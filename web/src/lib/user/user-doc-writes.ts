/**
 * The member's Users/{uid} document as the auth, card setup, settings and language code write it:
 * one module for every write but favourites (lib/favourites). The Firestore SDK and the writes
 * (./user-doc-queries) are fetched on first use (see lib/firebase).
 */
import type { UserCard } from '@deals/shared';
import { loadFirebase } from '@/lib/firebase';
import { callsOf } from '@/lib/rtk/api-error';
import type { UserProfile } from './user-doc-queries';

export type { UserProfile } from './user-doc-queries';

const userWrite = callsOf(() => Promise.all([import('./user-doc-queries'), loadFirebase()]));

/** Creates the member's document at e-mail sign-up. */
export const createUserDocument = userWrite((writes, db, uid: string, profile: UserProfile) =>
  writes.createUserDoc(db, uid, profile),
);

/** Creates the member's document unless it exists; says whether the member has cards saved. */
export const ensureUserDocument = userWrite((writes, db, uid: string, profile: UserProfile) =>
  writes.ensureUserDoc(db, uid, profile),
);

/** Replaces the member's cards; see startCardsWrite for what the answer's `sent` means. */
export const startUserCardsWrite = userWrite(
  (writes, db, uid: string, profile: UserProfile, cards: readonly UserCard[]) =>
    writes.startCardsWrite(db, uid, profile, cards),
);

/** Stores the member's interface language. */
export const saveUserLanguage = userWrite((writes, db, uid: string, language: 'en' | 'ur') =>
  writes.writeUserLanguage(db, uid, language),
);

/** Deletes the member's document. */
export const deleteUserDocument = userWrite((writes, db, uid: string) =>
  writes.deleteUserDoc(db, uid),
);
