import { LANDING_STATE_AUTOSAVE_MS, type Deal } from '@deals/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { BrandSearchModal } from '@/components/brand-search/brand-search-modal';
import { Button } from '@/components/button';
import { DealGrid, useOpenDeal } from '@/components/deal-card';
import {
  DEFAULT_FILTERS,
  type DealFilters,
  applyLocalFilters,
  hasNarrowingFilters,
  queryCategory,
} from '@/components/deal-filters/deal-filters';
import { DealSearchBox, useDebouncedValue } from '@/components/deal-filters/deal-search-box';
import { FilterBar } from '@/components/deal-filters/filter-bar';
import { EmptyState, ErrorState } from '@/components/feedback';
import { FavouritesModal } from '@/components/favourites/favourites-modal';
import type { TrendingArgs } from '@/lib/deals/deal-queries';
import { dealsApi, flattenPages, useGetTrendingDealsInfiniteQuery } from '@/lib/deals/deals-api';
import { useDealSearch } from '@/lib/deals/use-deal-search';
import { searchMode } from '@/lib/deals/search-mode';
import { useFavourites } from '@/lib/favourites/use-favourites';
import { useOnline, useRecoverOnReconnect } from '@/lib/network/connection';
import { isFromDealDetail, useRestoreScroll } from '@/lib/page-state/page-restore';
import { usePageTitle } from '@/lib/use-page-title';
import { type LandingSnapshot, loadLandingState, saveLandingState } from '../landing-state';
import { LandingHero } from './landing-hero';
import './landing-page.css';

const keepAll = (deals: readonly Deal[]): Deal[] => [...deals];

/** Pause after the last keystroke before a 3+ character term is sent to Firestore. */
export const SEARCH_DEBOUNCE_MS = 300;

export const LANDING_TEXTS = {
  trending: 'Trending Discounts',
  noDeals: 'No deals found',
  noDealsHint: "Try adjusting your filters or search terms to find what you're looking for",
  noMatch: 'No deals match your filters',
  loadFailed: "We couldn't load deals right now.",
  loadFailedHint: 'Check your connection and try again.',
  offlineHint:
    "You're offline. Deals will load by themselves when your connection is back, or press Retry.",
} as const;

/**
 * The guest (and member) landing page, SPEC §2 and §4: trending deals across banks for a city,
 * filters, search (local under 3 characters, the keywords index from 3), brand search when a
 * search finds nothing, favourites for members, and state restored on return from a deal.
 */
export function LandingPage() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const openDeal = useOpenDeal();
  const {
    uid,
    favourites,
    isFavourite,
    toggle,
    removeEntry,
    isLoading: favouritesLoading,
  } = useFavourites();
  const member = uid !== null;

  // Read once, on arrival: only a return from a deal page restores (SPEC §4).
  const [restored] = useState(() => (isFromDealDetail(location.state) ? loadLandingState() : null));
  const [filters, setFilters] = useState<DealFilters>(restored?.filters ?? DEFAULT_FILTERS);
  const [term, setTerm] = useState(restored?.searchTerm ?? '');
  const [favouritesOpen, setFavouritesOpen] = useState(false);
  const [brandSearch, setBrandSearch] = useState<{ open: boolean; term: string }>({
    open: false,
    term: '',
  });

  const trendingArgs = useMemo<TrendingArgs>(
    () => ({ cityId: filters.city, category: queryCategory(filters.category) }),
    [filters.city, filters.category],
  );

  // A restored grid goes back into the cache before the query subscribes, so it costs no reads;
  // a grid still cached from before the deal was opened is used as it is.
  const [needsUpsert] = useState(
    () =>
      restored !== null &&
      restored.pages.length > 0 &&
      !dealsApi.endpoints.getTrendingDeals.select(trendingArgs)(store.getState()).data,
  );
  const [cacheReady, setCacheReady] = useState(!needsUpsert);
  useEffect(() => {
    if (!needsUpsert || !restored) return;
    void dispatch(
      dealsApi.util.upsertQueryData('getTrendingDeals', trendingArgs, {
        pages: restored.pages,
        pageParams: restored.pageParams,
      }),
    ).finally(() => setCacheReady(true));
    // Only the arrival matters; later changes of args are ordinary queries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const trending = useGetTrendingDealsInfiniteQuery(trendingArgs, { skip: !cacheReady });
  // `currentData`, not `data`: while another city loads or fails, `data` still holds the previous
  // city's grid, which must not be shown under the new city's filters.
  const gridData = trending.currentData;
  const loaded = useMemo(() => flattenPages(gridData?.pages), [gridData]);

  const mode = searchMode(term);
  const settledTerm = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const serverTerm = mode === 'server' && settledTerm === term.trim() ? settledTerm : null;
  const searchArgs = useMemo(
    () =>
      serverTerm === null
        ? null
        : { cityId: filters.city, term: serverTerm, category: queryCategory(filters.category) },
    [serverTerm, filters.city, filters.category],
  );
  // SPEC §4: a 3+ character search with no results clears the term and opens brand search with it.
  const openBrandSearchFor = useCallback((found: string) => {
    setBrandSearch({ open: true, term: found });
    setTerm('');
  }, []);
  const search = useDealSearch(searchArgs, keepAll, openBrandSearchFor);

  const visible: Deal[] = useMemo(() => {
    if (mode === 'server') return applyLocalFilters(search.deals, filters);
    return applyLocalFilters(loaded, filters, mode === 'local' ? term : '');
  }, [mode, search.deals, loaded, filters, term]);

  const searching = mode !== 'none';
  const title = searching ? `Search Results for ${term.trim()}` : LANDING_TEXTS.trending;
  usePageTitle(LANDING_TEXTS.trending);

  // Snapshot for restore: kept in a ref so the 30 s autosave and the deal click read the latest.
  const snapshot = useRef<LandingSnapshot | null>(null);
  useEffect(() => {
    snapshot.current = gridData
      ? {
          filters,
          searchTerm: term,
          isSearching: searching,
          pages: gridData.pages,
          pageParams: gridData.pageParams,
          scrollY: 0,
        }
      : null;
  }, [filters, term, searching, gridData]);
  const save = useCallback(() => {
    if (snapshot.current && snapshot.current.pages.some((page) => page.deals.length > 0)) {
      saveLandingState({ ...snapshot.current, scrollY: window.scrollY });
    }
  }, []);
  useEffect(() => {
    const timer = setInterval(save, LANDING_STATE_AUTOSAVE_MS);
    return () => clearInterval(timer);
  }, [save]);

  // Back from a deal: once the restored grid is on screen, return to where the visitor was.
  useRestoreScroll(restored?.scrollY ?? null, cacheReady && loaded.length > 0);

  const onOpen = useCallback(
    (deal: Deal) => {
      save();
      openDeal(deal, { member, isFavorite: member && isFavourite(deal), fromLandingPage: true });
    },
    [save, openDeal, member, isFavourite],
  );

  const changeFilters = (next: DealFilters) => {
    setFilters(next);
  };

  const closeBrandSearch = () => {
    // SPEC §4: closing the modal resets the search and reloads the list.
    const fromSearch = brandSearch.term !== '';
    setBrandSearch({ open: false, term: '' });
    setTerm('');
    if (fromSearch) void trending.refetch();
  };

  // Loading also covers a retry after a failure and a change of city: nothing of the current
  // grid is in yet, and that must read as loading, never as "No deals found".
  const loading =
    mode === 'server'
      ? serverTerm === null || search.isLoading
      : !cacheReady ||
        trending.isFetchingNextPage ||
        (loaded.length === 0 && (trending.isLoading || trending.isFetching));
  const failed = mode === 'server' ? search.isError : trending.isError && loaded.length === 0;
  const hasMore = mode !== 'server' && trending.hasNextPage && !trending.isError;

  // Back online: read again what failed, or what the SDK could only answer from its cache.
  const online = useOnline();
  const gridStale = trending.isError || (gridData?.pages.some((page) => page.fromCache) ?? false);
  useRecoverOnReconnect(mode !== 'server' && gridStale && !trending.isFetching, () => {
    void trending.refetch();
  });
  useRecoverOnReconnect(mode === 'server' && search.isError, search.retry);

  let content;
  if (failed) {
    content = (
      <ErrorState
        title={LANDING_TEXTS.loadFailed}
        action={
          <Button
            variant="secondary"
            onClick={() => (mode === 'server' ? search.retry() : void trending.refetch())}
          >
            Retry
          </Button>
        }
      >
        {online ? LANDING_TEXTS.loadFailedHint : LANDING_TEXTS.offlineHint}
      </ErrorState>
    );
  } else if (!loading && visible.length === 0 && !hasMore) {
    const rawCount = mode === 'server' ? search.deals.length : loaded.length;
    content =
      rawCount > 0 && hasNarrowingFilters(filters) ? (
        <EmptyState title={LANDING_TEXTS.noMatch} />
      ) : (
        <EmptyState title={LANDING_TEXTS.noDeals}>{LANDING_TEXTS.noDealsHint}</EmptyState>
      );
  } else {
    content = (
      <DealGrid
        deals={visible}
        label={title}
        loading={loading}
        hasMore={hasMore}
        onLoadMore={() => void trending.fetchNextPage()}
        onOpen={onOpen}
        // Guests get the heart too: pressing it tells them to sign up or log in (SPEC §6).
        favouriteFor={(deal) => ({ isFavourite: member && isFavourite(deal), onToggle: toggle })}
      />
    );
  }

  return (
    <div className="landing">
      <LandingHero />
      <section className="page landing__deals" aria-labelledby="landing-deals-title">
        <h2 id="landing-deals-title" className="landing__title">
          {title}
        </h2>
        <div className="landing__controls">
          <DealSearchBox value={term} onChange={setTerm} />
          <FilterBar
            filters={filters}
            onChange={changeFilters}
            showFavourites={member}
            favouritesActive={favouritesOpen}
            onFavourites={() => setFavouritesOpen(true)}
          />
          <Button
            variant="link"
            size="sm"
            className="landing__brand-search"
            onClick={() => setBrandSearch({ open: true, term: '' })}
          >
            Search brands across all banks
          </Button>
        </div>
        {content}
        {trending.isError && loaded.length > 0 && mode !== 'server' ? (
          <ErrorState
            title="More deals could not be loaded."
            action={
              <Button variant="secondary" onClick={() => void trending.fetchNextPage()}>
                Retry
              </Button>
            }
          />
        ) : null}
      </section>
      {member ? (
        <FavouritesModal
          open={favouritesOpen}
          onClose={() => setFavouritesOpen(false)}
          favourites={favourites}
          loading={favouritesLoading}
          onRemove={removeEntry}
        />
      ) : null}
      <BrandSearchModal
        open={brandSearch.open}
        initialTerm={brandSearch.term}
        member={member}
        onClose={closeBrandSearch}
      />
    </div>
  );
}
