/**
 * The shape of a paged grid's endpoint as the browse grid uses it: an RTK Query infinite query,
 * plus what restoring a saved grid needs (is it still cached, put saved pages into the cache).
 * And what the grids' endpoints share: their definitions (gridQuery for the pages, gridList for
 * a search or "near me" shown in their place) and their pages read as one list (uniqueItems).
 */
import type { Firestore } from 'firebase/firestore';
import type { ApiDispatch, ApiState } from './api';
import type { QueryFnsOf } from './api-error';

/** What an infinite query hook returns, as far as a grid needs it. */
export interface InfiniteGridResult<Page, Cursor> {
  currentData?: { pages: Page[]; pageParams: Cursor[] } | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  /** What the last read failed with (an ApiError), when it failed. */
  error?: unknown;
  hasNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/** A grid page: a cursor for the next one, and whether the SDK answered from its cache. */
export interface GridPage {
  readonly next: unknown;
  readonly fromCache?: boolean;
}

export interface GridEndpoint<Args, Page, Cursor> {
  useInfinite: (args: Args, options: { skip: boolean }) => InfiniteGridResult<Page, Cursor>;
  isCached: (state: ApiState, args: Args) => boolean;
  /**
   * Writes pages already in hand (a server render's, a restored grid's) as the grid's cache
   * entry, at once: one store update (upsertQueryEntries), where upsertQueryData went through a
   * request's thunk, its pending and fulfilled updates a task apart.
   */
  seed: (dispatch: ApiDispatch, args: Args, data: { pages: Page[]; pageParams: Cursor[] }) => void;
}

/** How long an unused grid stays cached: the 30 minutes a saved page state is valid. */
const GRID_CACHE_SECONDS = 30 * 60;

/**
 * A grid's infinite query: `read` picks the data module's page read, which reads the page after a
 * cursor (the first without one) with Firestore, as `query` fetches them. Each page names the
 * cursor of the next, null after the last; an unused grid stays cached for GRID_CACHE_SECONDS.
 */
export function gridQuery<Module, Args, Cursor, Page extends { next: Cursor | null }>(
  query: QueryFnsOf<Module>,
  read: (module: Module) => (db: Firestore, args: Args, cursor: Cursor | null) => Promise<Page>,
  failure: string,
) {
  return {
    infiniteQueryOptions: {
      initialPageParam: null,
      getNextPageParam: (lastPage: Page): Cursor | undefined => lastPage.next ?? undefined,
    },
    keepUnusedDataFor: GRID_CACHE_SECONDS,
    queryFn: query(
      (module, db, { queryArg, pageParam }: { queryArg: Args; pageParam: Cursor | null }) =>
        read(module)(db, queryArg, pageParam),
      failure,
    ),
  };
}

/**
 * A list a grid shows in place of its pages (a search, "near me"): `read` picks the data module's
 * read, which `query` fetches with Firestore. It stays cached as long as the grid.
 */
export function gridList<Module, Args, Item>(
  query: QueryFnsOf<Module>,
  read: (module: Module) => (db: Firestore, args: Args) => Promise<Item[]>,
  failure: string,
) {
  return {
    queryFn: query((module, db, args: Args) => read(module)(db, args), failure),
    keepUnusedDataFor: GRID_CACHE_SECONDS,
  };
}

/** The items of an infinite query's pages, first page first, each key only the first time. */
export function uniqueItems<Page, Item>(
  pages: readonly Page[] | undefined,
  itemsOf: (page: Page) => readonly Item[],
  keyOf: (item: Item) => string,
): Item[] {
  const seen = new Set<string>();
  return (pages ?? []).flatMap(itemsOf).filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
