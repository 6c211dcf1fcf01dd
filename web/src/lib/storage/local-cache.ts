/**
 * SPEC §3's local-storage keys, kept only as a cache (DESIGN divergence 3: Firestore is the truth).
 * Per-user values live under `user_{uid}_` so two accounts on one browser never see each other's
 * cards or favourites.
 */

/** Global keys that say who was last signed in. */
export const SESSION_KEYS = ['user', 'userName', 'userEmail', 'isAuthenticated', 'currentUserId'] as const;

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

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Access throws when storage is disabled (private mode, sandboxed frames); the cache is optional.
    return undefined;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota exceeded: the cache is optional, Firestore still has the data.
  }
}

/** Records the signed-in user under SPEC's session keys. */
export function rememberSession(user: { uid: string; email: string | null; displayName: string | null }): void {
  write('user', JSON.stringify({ uid: user.uid, email: user.email, displayName: user.displayName }));
  write('userName', user.displayName ?? 'User');
  write('userEmail', user.email ?? '');
  write('isAuthenticated', 'true');
  write('currentUserId', user.uid);
}

/**
 * Removes the session keys only. The auth listener calls this whenever it sees nobody signed in;
 * logging out and deleting the account clear more (below).
 */
export function forgetSession(): void {
  const store = storage();
  for (const key of SESSION_KEYS) store?.removeItem(key);
}

function removeKeysStartingWith(prefix: string): void {
  const store = storage();
  if (!store) return;
  const doomed: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(prefix)) doomed.push(key);
  }
  for (const key of doomed) store.removeItem(key);
}

/**
 * Logout (SPEC §4: logout clears user data): the session keys and every `user_{id}_` value, of
 * whoever stored them. After logout nobody is signed in on this browser, so no one's cards,
 * favourites or saved home page should stay behind for the next person to read.
 */
export function forgetAllUsers(): void {
  forgetSession();
  removeKeysStartingWith('user_');
}

/** Account deletion (SPEC §4: it clears local storage): everything this origin stored. */
export function clearLocalStorage(): void {
  try {
    storage()?.clear();
  } catch {
    // Storage that cannot be cleared holds nothing the app could read back either.
  }
}

/** Reads a per-user JSON value, unchecked (callers parse it); corrupt or missing give `undefined`. */
export function readUserCache(uid: string, key: UserScopedKey): unknown {
  const raw = storage()?.getItem(scopedKey(uid, key));
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    console.error(`Ignoring corrupt local cache ${key}`);
    return undefined;
  }
}

export function writeUserCache(uid: string, key: UserScopedKey, value: unknown): void {
  write(scopedKey(uid, key), JSON.stringify(value));
}

export function removeUserCache(uid: string, key: UserScopedKey): void {
  storage()?.removeItem(scopedKey(uid, key));
}
