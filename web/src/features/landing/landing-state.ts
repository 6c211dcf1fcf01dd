/**
 * `landing_page_state`: what the landing page looked like when a place was opened, so coming back
 * restores the grid, the filters, the search and the scroll position. Valid for 30 minutes; saved
 * when a place opens and every 30 s while places are shown.
 */
import { type LatLng, STORAGE_KEYS } from '@deals/shared';
import type { DealFilters } from '@/components/deal-filters/deal-filters';
import { isFreshPageState, isSavedGrid, savedGridPlace } from '@/lib/page-state/page-restore';
import type { PlaceCursor, PlacePage } from '@/lib/places/place-queries';
import { readJson, removeItem, writeJson } from '@/lib/storage/local-storage';

export interface LandingSnapshot {
  /** What the grid holds: places (one tile per place). States saved by older builds held deals. */
  kind: 'places';
  filters: DealFilters;
  searchTerm: string;
  isSearching: boolean;
  /** The grid's loaded pages and their cursors, so it comes back without a read. */
  pages: PlacePage[];
  pageParams: (PlaceCursor | null)[];
  scrollY: number;
  /** The position "near me" sorted by, when it was on. */
  nearPosition?: LatLng | null;
  /** The key of the item that was opened, to give focus back to. */
  opened?: string | null;
  /** Where that item's top stood on the screen, in px from the viewport's top. */
  openedTop?: number | null;
}

export interface SavedLandingState extends LandingSnapshot {
  timestamp: number;
}

// The flag is shared with the member's home, which restores itself the same way.
export { type FromDealDetailState, isFromDealDetail } from '@/lib/page-state/page-restore';

export function saveLandingState(snapshot: LandingSnapshot, now: number = Date.now()): void {
  const value: SavedLandingState = { ...snapshot, timestamp: now };
  writeJson(STORAGE_KEYS.landingPageState, value);
}

export function clearLandingState(): void {
  removeItem(STORAGE_KEYS.landingPageState);
}

function isSaved(value: unknown): value is SavedLandingState {
  return isSavedGrid(value) && value.kind === 'places';
}

/** The saved state if it is under 30 minutes old; stale or corrupt state is dropped. */
export function loadLandingState(now: number = Date.now()): SavedLandingState | null {
  const saved = readJson(STORAGE_KEYS.landingPageState);
  if (isSaved(saved) && isFreshPageState(saved.timestamp, now))
    return { ...saved, ...savedGridPlace(saved) };
  clearLandingState();
  return null;
}
