/**
 * Recent brand searches (`recent_brand_searches`): the last 8 brands chosen, newest first, each with the entry it
 * opened so a recent search reopens without a read.
 */
import { type BrandIndexEntry, RECENT_SEARCHES_MAX, STORAGE_KEYS, isRecord } from '@deals/shared';
import { readJson, removeItem, writeJson } from '@/lib/storage/local-storage';

export interface RecentSearch {
  query: string;
  timestamp: number;
  brandName: string;
  brandImage: string;
  cachedResults: BrandIndexEntry | null;
}

function isRecentSearch(value: unknown): value is RecentSearch {
  return (
    isRecord(value) &&
    typeof value.query === 'string' &&
    typeof value.timestamp === 'number' &&
    typeof value.brandName === 'string'
  );
}

/** The stored list; corrupt values read as empty (and are logged). */
export function readRecentSearches(): RecentSearch[] {
  const parsed = readJson(STORAGE_KEYS.recentBrandSearches);
  return Array.isArray(parsed) ? parsed.filter(isRecentSearch).slice(0, RECENT_SEARCHES_MAX) : [];
}

/** Puts a search first, dropping an older one for the same brand, keeping 8. Returns the new list. */
export function addRecentSearch(
  entry: Omit<RecentSearch, 'timestamp'>,
  now = Date.now(),
): RecentSearch[] {
  const brand = entry.brandName.toLowerCase();
  const next = [
    { ...entry, timestamp: now },
    ...readRecentSearches().filter((r) => r.brandName.toLowerCase() !== brand),
  ].slice(0, RECENT_SEARCHES_MAX);
  writeJson(STORAGE_KEYS.recentBrandSearches, next);
  return next;
}

export function clearRecentSearches(): void {
  removeItem(STORAGE_KEYS.recentBrandSearches);
}
