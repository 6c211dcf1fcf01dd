/**
 * The app's local-storage keys, kept only as a cache: Firestore is the truth, and a member's
 * cards and favourites come back from it on any browser. Per-user values live under `user_{uid}_`
 * so two accounts on one browser never see each other's cards or favourites.
 */
import {
  clearAll,
  readItem,
  readJson,
  removeItem,
  removeItemsStartingWith,
  writeItem,
  writeJson,
} from './local-storage';

/** Global keys that say who was last signed in. */
export const SESSION_KEYS = [
  'user',
  'userName',
  'userEmail',
  'isAuthenticated',
  'currentUserId',
] as const;

/** Keys whose values belong to one user and are stored with the `user_{uid}_` prefix. */
export const USER_SCOPED_KEYS = [
  'selectedBanks',
  'selectedCards',
  'cardImages',
  'favoriteDeals',
  'singleFavouriteDealList',
  /** The member's home as it was when a deal was opened (city, category, card, grid, scroll). */
  'homePageState',
] as const;
export type UserScopedKey = (typeof USER_SCOPED_KEYS)[number];

export const scopedKey = (uid: string, key: UserScopedKey): string => `user_${uid}_${key}`;

/** Records the signed-in user under the session keys. */
export function rememberSession(user: {
  uid: string;
  email: string | null;
  displayName: string | null;
}): void {
  writeJson('user', { uid: user.uid, email: user.email, displayName: user.displayName });
  writeItem('userName', user.displayName ?? 'User');
  writeItem('userEmail', user.email ?? '');
  writeItem('isAuthenticated', 'true');
  writeItem('currentUserId', user.uid);
}

/** Whether someone was signed in on this device at the last visit (the session keys say so). */
export function hasRememberedSession(): boolean {
  return readItem('isAuthenticated') === 'true';
}

/**
 * Removes the session keys only. The auth listener calls this whenever it sees nobody signed in;
 * logging out and deleting the account clear more (below).
 */
export function forgetSession(): void {
  for (const key of SESSION_KEYS) removeItem(key);
}

/**
 * Logout clears user data: the session keys and every `user_{id}_` value, of
 * whoever stored them. After logout nobody is signed in on this browser, so no one's cards,
 * favourites or saved home page should stay behind for the next person to read.
 */
export function forgetAllUsers(): void {
  forgetSession();
  removeItemsStartingWith('user_');
}

/** Account deletion clears local storage: everything this origin stored. */
export function clearLocalStorage(): void {
  clearAll();
}

/** Reads a per-user JSON value, unchecked (callers parse it); corrupt or missing give `undefined`. */
export function readUserCache(uid: string, key: UserScopedKey): unknown {
  return readJson(scopedKey(uid, key));
}

export function writeUserCache(uid: string, key: UserScopedKey, value: unknown): void {
  writeJson(scopedKey(uid, key), value);
}

export function removeUserCache(uid: string, key: UserScopedKey): void {
  removeItem(scopedKey(uid, key));
}
