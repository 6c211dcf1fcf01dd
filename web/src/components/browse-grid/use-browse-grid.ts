/**
 * The state machine behind the landing grid and the member's home grid: filters, the search box
 * (local filtering under 3 characters, one server query from 3), paging, errors with Retry,
 * recovery when the connection returns, brand search when a search finds nothing, and putting
 * everything back (filters, search, loaded pages, scroll position) on return from a detail page.
 * What differs between the grids (the endpoint, the items, how they are filtered, searched,
 * saved and opened) comes in through the config.
 */
import { LANDING_STATE_AUTOSAVE_MS, type LatLng } from '@deals/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_FILTERS,
  type DealFilters,
  hasNarrowingFilters,
} from '@/components/deal-filters/deal-filters';
import { useDebouncedValue } from '@/components/deal-filters/deal-search-box';
import { searchMode, type SearchMode } from '@/lib/deals/search-mode';
import type { GridEndpoint, GridPage } from '@/lib/rtk/grid-endpoint';
import { reloadPage, isCodeFetchError } from '@/lib/network/code-fetch';
import { useOnline, useRecoverOnReconnect } from '@/lib/network/connection';
import { type RestoreTarget, useRestoreScroll } from '@/lib/page-state/page-restore';
import { focusGridItem, gridItem } from './item-grid';
import { useApiDispatch, useApiStore } from '@/lib/rtk/api';
import { type NearMeStatus, useNearMe } from './use-near-me';

/** Pause after the last keystroke before a 3+ character term is sent to Firestore. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Pages an order that ranks the whole list loads by itself, at most (200 deals at 50 a page):
 * past that, the order is over the first pages and says so.
 */
export const RANKED_PAGES_MAX = 4;

/**
 * An order that ranks the whole list: `loading` while the grid fetches the pages it ranks,
 * `all` once every item is in, `first` when it stopped at RANKED_PAGES_MAX with more left; `off`
 * for the server's own order.
 */
export type RankedScope = 'off' | 'loading' | 'all' | 'first';

/** A 3+ character search's answer. */
export interface GridSearchResult<Item> {
  items: Item[];
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

/** An item with the distance from the user to its nearest branch (null when none is known). */
export interface NearItem<Item> {
  item: Item;
  distanceKm: number | null;
}

/** The "near me" answer of a grid: its items nearest first. */
export interface NearItemsResult<Item> {
  items: NearItem<Item>[];
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

/**
 * How a grid finds what is near the user: `args` is null while "near me" is off (load nothing);
 * `loaded` is what the normal grid has loaded, for grids that sort those (the home); others query
 * (the landing). Must be a stable hook.
 */
export type UseNearItems<Item> = (
  args: { city: string; position: LatLng } | null,
  loaded: readonly Item[],
) => NearItemsResult<Item>;

/** "Near me" on a grid, as the view needs it. */
export interface NearMeState<Item> {
  /** False when the grid has no "near me". */
  available: boolean;
  status: NearMeStatus;
  /** The items shown are ordered by distance. */
  active: boolean;
  start: () => void;
  stop: () => void;
  /** Distance in km to an item's nearest branch while active, else null. */
  distanceOf: (item: Item) => number | null;
}

const NO_NEAR: NearItemsResult<never> = {
  items: [],
  isLoading: false,
  isError: false,
  retry: () => undefined,
};
const useNoNearItems = (): NearItemsResult<never> => NO_NEAR;

/** What is saved when an item opens, and put back on return. */
export interface GridSnapshot<Page, Cursor> {
  filters: DealFilters;
  searchTerm: string;
  pages: Page[];
  pageParams: Cursor[];
  scrollY: number;
  /** The position "near me" sorted by, when it was on; the grid comes back in that order. */
  nearPosition?: LatLng | null;
  /** The key of the item that was opened (see `keyOf`): focus goes back to it on return. */
  opened?: string | null;
  /** Where that item's top stood on the screen, in px from the viewport's top. */
  openedTop?: number | null;
}

export interface BrowseGridConfig<Item, Args, Page extends GridPage, Cursor, SearchArgs> {
  /** The saved grid to put back (a return from a detail page), or null. */
  restored: GridSnapshot<Page, Cursor> | null;
  endpoint: GridEndpoint<Args, Page, Cursor>;
  /** An item's stable key, the one its grid draws it under (a document id). */
  keyOf: (item: Item) => string;
  /** The query args for a city and category; must be a stable function. */
  argsFor: (where: Pick<DealFilters, 'city' | 'category'>) => Args;
  /** The items of the loaded pages, first page first, without duplicates. */
  itemsOf: (pages: readonly Page[] | undefined) => Item[];
  /** True when the page holds at least one item (an empty grid is not worth saving). */
  pageHasItems: (page: Page) => boolean;
  /** The filters evaluated on loaded items (discount, rating, category, a local term). */
  filterLocal: (items: readonly Item[], filters: DealFilters, term: string) => Item[];
  /** The server search's args for a settled 3+ character term; must be a stable function. */
  searchArgsFor: (where: Pick<DealFilters, 'city' | 'category'>, term: string) => SearchArgs;
  /** The search hook: `onNothing(term)` runs once when a term's kept answer is empty. */
  useSearch: (
    args: SearchArgs | null,
    keep: (items: readonly Item[]) => Item[],
    onNothing: (term: string) => void,
  ) => GridSearchResult<Item>;
  /** Narrows the search answer (the home keeps the selected card's deals); stable. */
  keepFound: (items: readonly Item[]) => Item[];
  /** Orders what is shown (the home's "Best for me today"); stable, or omitted. */
  arrange?: (items: Item[]) => Item[];
  /**
   * True when the order in use ranks every item of the list rather than the loaded pages (the
   * home's "Best for me today", and its "Near me", which sorts what is loaded): the grid then
   * fetches the next pages by itself, up to RANKED_PAGES_MAX, so the best is never on a page
   * nobody loaded. `nearActive` says whether "near me" is on. Stable, or omitted.
   */
  ranksWholeList?: (nearActive: boolean) => boolean;
  /** Stores the snapshot (with its scroll position) for a later return. */
  persist: (snapshot: GridSnapshot<Page, Cursor>) => void;
  /** Opens an item's detail page; the grid is saved first. */
  open: (item: Item) => void;
  /** Closing brand search that a failed search opened reloads the grid (the landing does). */
  reloadAfterBrandSearch?: boolean;
  /** "Near me": how the grid finds items near the user; omitted, the grid has no "near me". */
  useNearItems?: UseNearItems<Item>;
}

export interface BrowseGridState<Item> {
  filters: DealFilters;
  setFilters: (next: DealFilters) => void;
  term: string;
  setTerm: (next: string) => void;
  mode: SearchMode;
  /** What is shown, after the local filters. */
  items: Item[];
  /** Nothing of the current grid is in yet, or the next page is on its way. */
  loading: boolean;
  /** The grid (or the search) failed and has nothing to show. */
  failed: boolean;
  /** Loaded pages are shown but the next one failed. */
  moreFailed: boolean;
  hasMore: boolean;
  /** How much of the list the order ranks, and how many items that is. */
  ranked: { scope: RankedScope; count: number };
  /** Nothing to show, because the filters beyond city and category excluded what loaded. */
  filteredOut: boolean;
  /** Nothing to show, and loading is over. */
  empty: boolean;
  online: boolean;
  loadMore: () => void;
  retry: () => void;
  open: (item: Item) => void;
  brandSearch: { open: boolean; term: string };
  openBrandSearch: () => void;
  closeBrandSearch: () => void;
  near: NearMeState<Item>;
}

/** The shared grid hook; see the module comment. */
export function useBrowseGrid<Item, Args, Page extends GridPage, Cursor, SearchArgs>(
  config: BrowseGridConfig<Item, Args, Page, Cursor, SearchArgs>,
): BrowseGridState<Item> {
  const {
    restored,
    endpoint,
    argsFor,
    itemsOf,
    pageHasItems,
    filterLocal,
    searchArgsFor,
    keepFound,
    arrange,
    persist,
  } = config;
  const dispatch = useApiDispatch();
  const store = useApiStore();
  const [filters, setFilters] = useState<DealFilters>(restored?.filters ?? DEFAULT_FILTERS);
  const [term, setTerm] = useState(restored?.searchTerm ?? '');
  const [brandSearch, setBrandSearch] = useState<{ open: boolean; term: string }>({
    open: false,
    term: '',
  });

  const { city, category } = filters;
  const args = useMemo(() => argsFor({ city, category }), [argsFor, city, category]);

  // A restored grid goes back into the cache before the query subscribes, so it costs no reads;
  // a grid still cached from before the item was opened is used as it is.
  const [needsSeed] = useState(
    () =>
      restored !== null && restored.pages.length > 0 && !endpoint.isCached(store.getState(), args),
  );
  const [cacheReady, setCacheReady] = useState(!needsSeed);
  useEffect(() => {
    if (!needsSeed || !restored) return;
    endpoint.seed(dispatch, args, { pages: restored.pages, pageParams: restored.pageParams });
    // The query subscribes on the next render, to the entry just written.
    void Promise.resolve().then(() => {
      setCacheReady(true);
    });
    // Only the arrival matters; later changes of args are ordinary queries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const grid = endpoint.useInfinite(args, { skip: !cacheReady });
  // `currentData`, not `data`: while another city loads or fails, `data` still holds the previous
  // city's grid, which must not be shown under the new city's filters.
  const gridData = grid.currentData;
  const loaded = useMemo(() => itemsOf(gridData?.pages), [itemsOf, gridData]);

  const mode = searchMode(term);
  const trimmed = term.trim();
  const settled = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const serverTerm = mode === 'server' && settled === trimmed ? settled : null;
  const searchArgs = useMemo(
    () => (serverTerm === null ? null : searchArgsFor({ city, category }, serverTerm)),
    [serverTerm, searchArgsFor, city, category],
  );
  // A 3+ character search with nothing found clears the term and opens brand search with it.
  const openBrandSearchFor = useCallback((found: string) => {
    setBrandSearch({ open: true, term: found });
    setTerm('');
  }, []);
  const search = config.useSearch(searchArgs, keepFound, openBrandSearchFor);

  // "Near me" replaces the normal order (not a 3+ character search, which keeps its own answer);
  // the same local filters apply to what is near.
  const nearMe = useNearMe(restored?.nearPosition ?? null);
  const nearPosition = nearMe.position;
  const useNearItems: UseNearItems<Item> = config.useNearItems ?? useNoNearItems;
  const nearArgs = useMemo(
    () => (nearPosition && mode !== 'server' ? { city, position: nearPosition } : null),
    [nearPosition, mode, city],
  );
  const nearAnswer = useNearItems(nearArgs, loaded);
  const nearActive = nearArgs !== null;
  const distances = useMemo(
    () => new Map(nearAnswer.items.map((n) => [n.item, n.distanceKm] as const)),
    [nearAnswer.items],
  );

  const items = useMemo(() => {
    if (nearActive) {
      const near = nearAnswer.items.map((n) => n.item);
      return filterLocal(near, filters, mode === 'local' ? term : '');
    }
    const filtered =
      mode === 'server'
        ? filterLocal(search.items, filters, '')
        : filterLocal(loaded, filters, mode === 'local' ? term : '');
    return arrange ? arrange(filtered) : filtered;
  }, [
    nearActive,
    nearAnswer.items,
    mode,
    search.items,
    loaded,
    filters,
    term,
    filterLocal,
    arrange,
  ]);

  // Snapshot for restore: kept in a ref so the 30 s autosave and the open read the latest.
  const snapshot = useRef<GridSnapshot<Page, Cursor> | null>(null);
  useEffect(() => {
    snapshot.current = gridData
      ? {
          filters,
          searchTerm: term,
          pages: gridData.pages,
          pageParams: gridData.pageParams,
          scrollY: 0,
          nearPosition: nearMe.status === 'on' ? nearMe.position : null,
        }
      : null;
  }, [filters, term, gridData, nearMe.status, nearMe.position]);
  const save = useCallback(
    (opened: string | null = null) => {
      if (!snapshot.current?.pages.some(pageHasItems)) return;
      const openedTop =
        opened === null ? null : (gridItem(opened)?.getBoundingClientRect().top ?? null);
      persist({ ...snapshot.current, scrollY: window.scrollY, opened, openedTop });
    },
    [persist, pageHasItems],
  );
  useEffect(() => {
    const timer = setInterval(() => save(), LANDING_STATE_AUTOSAVE_MS);
    return () => clearInterval(timer);
  }, [save]);

  // Back from a detail page: once the restored grid is on screen, return to where the visitor was.
  // The item that was opened: back where it stood, with focus, as a dialog gives it back to its
  // button.
  const opened = restored?.opened ?? null;
  const openedTop = restored?.openedTop ?? null;
  const target = useMemo<RestoreTarget | null>(
    () =>
      opened === null
        ? null
        : { element: () => gridItem(opened), top: openedTop, focus: () => focusGridItem(opened) },
    [opened, openedTop],
  );
  useRestoreScroll(restored?.scrollY ?? null, cacheReady && loaded.length > 0, target);

  const { open: openItem, keyOf } = config;
  const open = useCallback(
    (item: Item) => {
      save(keyOf(item));
      openItem(item);
    },
    [save, openItem, keyOf],
  );

  // Loading also covers a retry after a failure and a change of city: nothing of the current
  // grid is in yet, and that must read as loading, never as "No deals found".
  const loading = nearActive
    ? nearAnswer.isLoading
    : mode === 'server'
      ? serverTerm === null || search.isLoading
      : !cacheReady ||
        grid.isFetchingNextPage ||
        (loaded.length === 0 && (grid.isLoading || grid.isFetching));
  const failed = nearActive
    ? nearAnswer.isError
    : mode === 'server'
      ? search.isError
      : grid.isError && loaded.length === 0;
  // An order over the whole list fetches the rest of it first, a page at a time, up to the cap.
  const ranks = mode !== 'server' && (config.ranksWholeList?.(nearActive) ?? false);
  const pageCount = gridData?.pages.length ?? 0;
  const rankingMore =
    ranks && cacheReady && grid.hasNextPage && !grid.isError && pageCount < RANKED_PAGES_MAX;
  const { isFetching: gridFetching, fetchNextPage } = grid;
  useEffect(() => {
    if (rankingMore && !gridFetching) void fetchNextPage();
  }, [rankingMore, gridFetching, fetchNextPage, pageCount]);
  // Nothing to say over a grid that failed or holds nothing: its own message speaks.
  const rankedScope: RankedScope =
    !ranks || (grid.isError && pageCount === 0)
      ? 'off'
      : rankingMore || pageCount === 0
        ? 'loading'
        : loaded.length === 0
          ? 'off'
          : grid.hasNextPage
            ? 'first'
            : 'all';

  const hasMore =
    (!nearActive || ranks) &&
    rankedScope !== 'loading' &&
    mode !== 'server' &&
    grid.hasNextPage &&
    !grid.isError;
  const empty = !failed && !loading && items.length === 0 && !hasMore;
  const rawCount = nearActive
    ? nearAnswer.items.length
    : mode === 'server'
      ? search.items.length
      : loaded.length;

  // Back online: read again what failed, or what the SDK could only answer from its cache.
  const online = useOnline();
  const gridStale = grid.isError || (gridData?.pages.some((page) => page.fromCache) ?? false);
  // A read whose code could not be fetched fails the same way until the page loads again.
  const codeMissing = grid.isError && isCodeFetchError(grid.error);
  const readAgain = () => (codeMissing ? reloadPage() : void grid.refetch());
  useRecoverOnReconnect(mode !== 'server' && gridStale && !grid.isFetching, readAgain);
  useRecoverOnReconnect(mode === 'server' && search.isError, search.retry);

  const reload = config.reloadAfterBrandSearch ?? false;
  return {
    filters,
    setFilters,
    term,
    setTerm,
    mode,
    items,
    loading,
    failed,
    moreFailed: (!nearActive || ranks) && grid.isError && loaded.length > 0 && mode !== 'server',
    hasMore,
    ranked: { scope: rankedScope, count: loaded.length },
    filteredOut: empty && rawCount > 0 && hasNarrowingFilters(filters),
    empty,
    online,
    loadMore: () => void grid.fetchNextPage(),
    retry: () =>
      nearActive ? nearAnswer.retry() : mode === 'server' ? search.retry() : readAgain(),
    open,
    brandSearch,
    openBrandSearch: () => setBrandSearch({ open: true, term: '' }),
    closeBrandSearch: () => {
      // Closing the modal resets the search; on the landing it also reloads the list.
      const fromSearch = brandSearch.term !== '';
      setBrandSearch({ open: false, term: '' });
      setTerm('');
      if (reload && fromSearch) void grid.refetch();
    },
    near: {
      available: config.useNearItems !== undefined,
      status: nearMe.status,
      active: nearActive,
      start: nearMe.start,
      stop: nearMe.stop,
      distanceOf: (item: Item) => (nearActive ? (distances.get(item) ?? null) : null),
    },
  };
}
