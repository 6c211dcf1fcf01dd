/**
 * The part of Firebase Hosting's CDN that decides what a visitor gets from a function rewrite:
 * a response marked `public` with `s-maxage` (or `max-age`) is kept for that many seconds and
 * served to every later request for the same URL without calling the function; past that, for
 * `stale-while-revalidate` more seconds, the kept copy is still served while one request in the
 * background fetches a fresh one. `private`, `no-store` and `no-cache` responses are never kept.
 *
 * Used by the local Hosting server when the stack runs with `--edge-cache`, so that the bench
 * measures what a visitor meets in production once the page is in the CDN; the journeys run
 * without it, so that each page they load reflects the data they just wrote.
 */

/** What the cache keeps of a response: enough to send it again. */
export interface CachedResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

export interface CacheRule {
  /** Seconds the response is fresh. */
  readonly fresh: number;
  /** Seconds after that during which it is served while refreshed. */
  readonly stale: number;
}

/** How long a response may be kept by a shared cache, or null when it may not. */
export function cacheRule(cacheControl: string | undefined): CacheRule | null {
  if (!cacheControl) return null;
  const directives = new Map<string, string | true>();
  for (const part of cacheControl.split(',')) {
    const [name, value] = part.trim().split('=', 2);
    if (name) directives.set(name.toLowerCase(), value === undefined ? true : value.trim());
  }
  if (['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return null;
  const seconds = (name: string): number | null => {
    const value = directives.get(name);
    if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
    return Number(value);
  };
  const fresh = seconds('s-maxage') ?? (directives.has('public') ? seconds('max-age') : null);
  if (fresh === null || fresh <= 0) return null;
  return { fresh, stale: seconds('stale-while-revalidate') ?? 0 };
}

export type Lookup =
  | { readonly state: 'hit'; readonly response: CachedResponse; readonly age: number }
  | { readonly state: 'stale'; readonly response: CachedResponse; readonly age: number }
  | { readonly state: 'miss' };

interface Entry {
  readonly response: CachedResponse;
  readonly storedAt: number;
  readonly rule: CacheRule;
}

export interface EdgeCache {
  lookup(key: string): Lookup;
  /** Keeps `response` when its Cache-Control allows it; returns whether it was kept. */
  store(key: string, response: CachedResponse): boolean;
  /**
   * Runs `refresh` for a stale entry unless one is already running for `key`, so that a burst of
   * visitors past expiry costs one call of the function, as at the CDN.
   */
  revalidate(key: string, refresh: () => Promise<void>): void;
}

export function createEdgeCache(now: () => number = Date.now): EdgeCache {
  const entries = new Map<string, Entry>();
  const refreshing = new Set<string>();
  return {
    lookup(key) {
      const entry = entries.get(key);
      if (!entry) return { state: 'miss' };
      const age = Math.floor((now() - entry.storedAt) / 1000);
      if (age < entry.rule.fresh) return { state: 'hit', response: entry.response, age };
      if (age < entry.rule.fresh + entry.rule.stale) {
        return { state: 'stale', response: entry.response, age };
      }
      entries.delete(key);
      return { state: 'miss' };
    },
    store(key, response) {
      const rule = cacheRule(response.headers['cache-control']);
      if (rule === null || (response.status !== 200 && response.status !== 404)) return false;
      entries.set(key, { response, storedAt: now(), rule });
      return true;
    },
    revalidate(key, refresh) {
      if (refreshing.has(key)) return;
      refreshing.add(key);
      refresh()
        .catch(() => undefined)
        .finally(() => refreshing.delete(key));
    },
  };
}
