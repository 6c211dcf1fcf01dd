/**
 * The member's home as it was when a deal was opened, the home's counterpart of the landing's
 * `landing_page_state`: the selected card, the filters (city, category and the rest), the search,
 * the grid's pages and the scroll position. Kept under `user_{uid}_homePageState`, so it is never
 * shown to another account and logout removes it; valid for the same 30 minutes.
 */
import type { LatLng } from '@deals/shared';
import type { DealFilters } from '@/components/deal-filters/deal-filters';
import type { DealCursor, DealPage } from '@/lib/deals/deal-queries';
import { isFreshPageState, isSavedGrid, savedGridPlace } from '@/lib/page-state/page-restore';
import { readUserCache, removeUserCache, writeUserCache } from '@/lib/storage/local-cache';

/** The home's order besides "Near me" (which the position stands for). */
export type HomeSort = 'trending' | 'best';

export interface HomeSnapshot {
  /** The selected card, as `cardKey` names it. */
  card: string;
  filters: DealFilters;
  searchTerm: string;
  /** The grid's loaded pages and their cursors, so it comes back without a read. */
  pages: DealPage[];
  pageParams: (DealCursor | null)[];
  scrollY: number;
  /** The position "near me" sorted by, when it was on. */
  nearPosition?: LatLng | null;
  /** The key of the item that was opened, to give focus back to. */
  opened?: string | null;
  /** Where that item's top stood on the screen, in px from the viewport's top. */
  openedTop?: number | null;
  /** The order chosen in Sort, when it was not "Near me". */
  sort?: HomeSort;
}

export interface SavedHomeState extends HomeSnapshot {
  timestamp: number;
}

/** Names a card across renders and saves: the list's order may change, the pair does not. */
export const cardKey = (card: { bank: string; cardName: string }): string =>
  `${card.bank}|${card.cardName}`;

export function saveHomeState(uid: string, snapshot: HomeSnapshot, now: number = Date.now()): void {
  const value: SavedHomeState = { ...snapshot, timestamp: now };
  writeUserCache(uid, 'homePageState', value);
}

function isSaved(value: unknown): value is SavedHomeState {
  return (
    isSavedGrid(value) && typeof value.card === 'string' && typeof value.searchTerm === 'string'
  );
}

/** The saved state if it is under 30 minutes old; stale or corrupt state is dropped. */
export function loadHomeState(uid: string, now: number = Date.now()): SavedHomeState | null {
  const saved = readUserCache(uid, 'homePageState');
  if (saved === undefined) return null;
  if (isSaved(saved) && isFreshPageState(saved.timestamp, now))
    return { ...saved, ...savedGridPlace(saved) };
  removeUserCache(uid, 'homePageState');
  return null;
}
