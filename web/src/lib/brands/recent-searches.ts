/**
 * SPEC §3 `recent_brand_searches`: the last 8 brands chosen, newest first, each with the entry it
 * opened so a recent search reopens without a read.
 */
import { type BrandIndexEntry, RECENT_SEARCHES_MAX, STORAGE_KEYS } from '@deals/shared';

export interface RecentSearch {
  query: string;
  timestamp: number;
  brandName: string;
  brandImage: string;
  cachedResults: BrandIndexEntry | null;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.query === 'string' && typeof v.timestamp === 'number' && typeof v.brandName === 'string';
}

/** The stored list; corrupt values read as empty (and are logged). */
export function readRecentSearches(): RecentSearch[] {
  const raw = storage()?.getItem(STORAGE_KEYS.recentBrandSearches);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isRecentSearch).slice(0, RECENT_SEARCHES_MAX) : [];
  } catch {
    console.error('Ignoring corrupt recent brand searches');
    return [];
  }
}

function write(list: RecentSearch[]): void {
  try {
    storage()?.setItem(STORAGE_KEYS.recentBrandSearches, JSON.stringify(list));
  } catch {
    // Quota exceeded: recent searches are a convenience only.
  }
}

/** Puts a search first, dropping an older one for the same brand, keeping 8. Returns the new list. */
export function addRecentSearch(entry: Omit<RecentSearch, 'timestamp'>, now = Date.now()): RecentSearch[] {
  const brand = entry.brandName.toLowerCase();
  const next = [
    { ...entry, timestamp: now },
    ...readRecentSearches().filter((r) => r.brandName.toLowerCase() !== brand),
  ].slice(0, RECENT_SEARCHES_MAX);
  write(next);
  return next;
}

export function clearRecentSearches(): void {
  storage()?.removeItem(STORAGE_KEYS.recentBrandSearches);
}
