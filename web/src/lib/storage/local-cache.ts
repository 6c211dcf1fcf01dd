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

/** Removes the session keys (logout). Per-user caches stay, scoped, for the next sign-in. */
export function forgetSession(): void {
  const store = storage();
  for (const key of SESSION_KEYS) store?.removeItem(key);
}

/** Removes everything the app stored for this user (account deletion). */
export function forgetUser(uid: string): void {
  const store = storage();
  if (!store) return;
  forgetSession();
  const prefix = `user_${uid}_`;
  const doomed: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(prefix)) doomed.push(key);
  }
  for (const key of doomed) store.removeItem(key);
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
