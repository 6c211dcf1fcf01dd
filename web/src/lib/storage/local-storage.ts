/**
 * The browser's localStorage, made safe to call: every value kept there is a cache or a
 * convenience, so storage that is disabled (private mode, sandboxed frames), full or holding
 * corrupt JSON reads as empty and writes nothing, instead of throwing into the page.
 */

/** The origin's localStorage, or undefined where the browser refuses access. */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored string, or null. */
export function readItem(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

/** A stored JSON value, unchecked (callers parse it); missing or corrupt give `undefined`. */
export function readJson(key: string): unknown {
  const raw = readItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    console.error(`Ignoring corrupt local storage value ${key}`);
    return undefined;
  }
}

/** Stores a string; a full storage keeps nothing (Firestore or the next visit has the data). */
export function writeItem(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota exceeded: nothing kept here is needed to use the app.
  }
}

/** Stores a value as JSON. */
export function writeJson(key: string, value: unknown): void {
  writeItem(key, JSON.stringify(value));
}

export function removeItem(key: string): void {
  storage()?.removeItem(key);
}

/** Removes every key that starts with `prefix`. */
export function removeItemsStartingWith(prefix: string): void {
  const store = storage();
  if (!store) return;
  const doomed: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(prefix)) doomed.push(key);
  }
  for (const key of doomed) store.removeItem(key);
}

/** Removes everything this origin stored. */
export function clearAll(): void {
  try {
    storage()?.clear();
  } catch {
    // Storage that cannot be cleared holds nothing the app could read back either.
  }
}
