/**
 * The shape of a paged grid's endpoint as the browse grid uses it: an RTK Query infinite query,
 * plus what restoring a saved grid needs (is it still cached, put saved pages into the cache).
 */
import type { ApiDispatch, ApiState } from './api';

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
  seed: (
    dispatch: ApiDispatch,
    args: Args,
    data: { pages: Page[]; pageParams: Cursor[] },
  ) => PromiseLike<unknown>;
}
