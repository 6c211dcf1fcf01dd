import {
  ALL_CARDS,
  FALLBACK_BANK,
  LANDING_STATE_AUTOSAVE_MS,
  type Deal,
  type UserCard,
  matchesCard,
  pakistanDate,
  sortByOwnSaving,
  toStoredBankId,
} from '@deals/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
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
import { EmptyState, ErrorState, SkeletonList } from '@/components/feedback';
import { FavouritesModal } from '@/components/favourites/favourites-modal';
import { paths } from '@/config/paths';
import type { CardDealsArgs } from '@/lib/deals/deal-queries';
import { dealsApi, flattenPages, useGetCardDealsInfiniteQuery } from '@/lib/deals/deals-api';
import { useDealSearch } from '@/lib/deals/use-deal-search';
import { searchMode } from '@/lib/deals/search-mode';
import { useFavourites } from '@/lib/favourites/use-favourites';
import { useOnline, useRecoverOnReconnect } from '@/lib/network/connection';
import { isFromDealDetail, useRestoreScroll } from '@/lib/page-state/page-restore';
import { usePageTitle } from '@/lib/use-page-title';
import { useGetUserDocQuery } from '@/lib/user/user-doc-api';
import {
  type HomeSnapshot,
  type SavedHomeState,
  cardKey,
  loadHomeState,
  saveHomeState,
} from '../home-state';
import { CardCarousel } from './card-carousel';
import './home-page.css';

const SEARCH_DEBOUNCE_MS = 300;

export const HOME_TEXTS = {
  noDeals: 'No deals found',
  noDealsHint: "Try adjusting your filters or search terms to find what you're looking for",
  noMatch: 'No deals match your filters',
  loadFailed: "We couldn't load deals for this card.",
  loadFailedHint: 'Check your connection and try again.',
  offlineHint:
    "You're offline. Deals will load by themselves when your connection is back, or press Retry.",
  cardsOffline: "You're offline, so your cards can't be loaded yet.",
  cardsOfflineHint: 'They will appear by themselves when your connection is back.',
  noCards: "You haven't selected any cards, so these are HBL's deals for all cards.",
  chooseCards: 'Choose your cards',
  sortLabel: 'Sort',
  sortTrending: 'Trending',
  sortBest: 'Best for me today',
} as const;

export type HomeSort = 'trending' | 'best';

/**
 * SPEC §9: with no card selected, the generic deals of HBL with All Cards are shown. A member who
 * chose no cards in card setup ("proceed anyway") sees these instead of being sent back there.
 */
export const GENERIC_CARD: UserCard = { bank: FALLBACK_BANK, cardName: ALL_CARDS, cardImage: '' };

function HomeDeals({
  uid,
  card,
  ownCards,
  restored,
}: {
  uid: string;
  card: UserCard;
  /** Lower-cased names of every card the member holds, for "Best for me today". */
  ownCards: ReadonlySet<string>;
  /** What to put back on return from a deal, when it was saved for this card. */
  restored: SavedHomeState | null;
}) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const openDeal = useOpenDeal();
  const {
    favourites,
    isFavourite,
    toggle,
    removeEntry,
    isLoading: favouritesLoading,
  } = useFavourites();
  const [filters, setFilters] = useState<DealFilters>(restored?.filters ?? DEFAULT_FILTERS);
  const [term, setTerm] = useState(restored?.searchTerm ?? '');
  const [favouritesOpen, setFavouritesOpen] = useState(false);
  const [sort, setSort] = useState<HomeSort>('trending');
  // Fixed for the visit: the order must not reshuffle at midnight under someone's thumb.
  const [today] = useState(() => pakistanDate(Date.now()));
  const [brandSearch, setBrandSearch] = useState<{ open: boolean; term: string }>({
    open: false,
    term: '',
  });

  const bankId = toStoredBankId(card.bank);
  const args = useMemo<CardDealsArgs>(
    () => ({
      bankId,
      cityId: filters.city,
      cardName: card.cardName,
      category: queryCategory(filters.category),
    }),
    [bankId, filters.city, filters.category, card.cardName],
  );
  // A restored grid goes back into the cache before the query subscribes, so it costs no reads;
  // a grid still cached from before the deal was opened is used as it is.
  const [needsUpsert] = useState(
    () =>
      restored !== null &&
      restored.pages.length > 0 &&
      !dealsApi.endpoints.getCardDeals.select(args)(store.getState()).data,
  );
  const [cacheReady, setCacheReady] = useState(!needsUpsert);
  useEffect(() => {
    if (!needsUpsert || !restored) return;
    void dispatch(
      dealsApi.util.upsertQueryData('getCardDeals', args, {
        pages: restored.pages,
        pageParams: restored.pageParams,
      }),
    ).finally(() => setCacheReady(true));
    // Only the arrival matters; later changes of args are ordinary queries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const grid = useGetCardDealsInfiniteQuery(args, { skip: !cacheReady });
  // `currentData`, not `data`: while another city loads or fails, `data` still holds the previous
  // city's grid, which must not be shown under the new city's filters.
  const gridData = grid.currentData;
  const loaded = useMemo(() => flattenPages(gridData?.pages), [gridData]);

  const mode = searchMode(term);
  const settled = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const serverTerm = mode === 'server' && settled === term.trim() ? settled : null;
  const searchArgs = useMemo(
    () =>
      serverTerm === null
        ? null
        : {
            bankId,
            cityId: filters.city,
            term: serverTerm,
            category: queryCategory(filters.category),
          },
    [serverTerm, bankId, filters.city, filters.category],
  );
  // The keywords index spans the bank's deals; the member's card narrows them here (SPEC §5 card rule).
  const keepCard = useCallback(
    (deals: readonly Deal[]) => deals.filter((deal) => matchesCard(deal.cardNames, card.cardName)),
    [card.cardName],
  );
  // SPEC §4 home: no results for a 3+ character search opens brand search across all restaurants.
  const openBrandSearchFor = useCallback((found: string) => {
    setBrandSearch({ open: true, term: found });
    setTerm('');
  }, []);
  const search = useDealSearch(searchArgs, keepCard, openBrandSearchFor);
  const cardResults = search.deals;

  const visible: Deal[] = useMemo(() => {
    const filtered =
      mode === 'server'
        ? applyLocalFilters(cardResults, filters)
        : applyLocalFilters(loaded, filters, mode === 'local' ? term : '');
    return sort === 'best' ? sortByOwnSaving(filtered, ownCards, today) : filtered;
  }, [mode, cardResults, loaded, filters, term, sort, ownCards, today]);

  // Snapshot for restore: kept in a ref so the 30 s autosave and the deal click read the latest.
  const snapshot = useRef<HomeSnapshot | null>(null);
  useEffect(() => {
    snapshot.current = gridData
      ? {
          card: cardKey(card),
          filters,
          searchTerm: term,
          pages: gridData.pages,
          pageParams: gridData.pageParams,
          scrollY: 0,
        }
      : null;
  }, [card, filters, term, gridData]);
  const save = useCallback(() => {
    if (snapshot.current && snapshot.current.pages.some((page) => page.deals.length > 0))
      saveHomeState(uid, { ...snapshot.current, scrollY: window.scrollY });
  }, [uid]);
  useEffect(() => {
    const timer = setInterval(save, LANDING_STATE_AUTOSAVE_MS);
    return () => clearInterval(timer);
  }, [save]);

  // Back from a deal: once the restored grid is on screen, return to where the member was.
  useRestoreScroll(restored?.scrollY ?? null, cacheReady && loaded.length > 0);

  const onOpen = useCallback(
    (deal: Deal) => {
      save();
      openDeal(deal, { member: true, isFavorite: isFavourite(deal) });
    },
    [save, openDeal, isFavourite],
  );

  const searching = mode !== 'none';
  const generic = card === GENERIC_CARD;
  const gridTitle = generic
    ? `${FALLBACK_BANK} Deals for ${ALL_CARDS}`
    : `Deals for ${card.cardName}`;
  const title = searching ? `Search Results for ${term.trim()}` : gridTitle;
  // Loading also covers a retry after a failure and a change of city: nothing of the current
  // grid is in yet, and that must read as loading, never as "No deals found".
  const loading =
    mode === 'server'
      ? serverTerm === null || search.isLoading
      : !cacheReady ||
        grid.isFetchingNextPage ||
        (loaded.length === 0 && (grid.isLoading || grid.isFetching));
  const failed = mode === 'server' ? search.isError : grid.isError && loaded.length === 0;
  const hasMore = mode !== 'server' && grid.hasNextPage && !grid.isError;

  // Back online: read again what failed, or what the SDK could only answer from its cache.
  const online = useOnline();
  const gridStale = grid.isError || (gridData?.pages.some((page) => page.fromCache) ?? false);
  useRecoverOnReconnect(mode !== 'server' && gridStale && !grid.isFetching, () => {
    void grid.refetch();
  });
  useRecoverOnReconnect(mode === 'server' && search.isError, search.retry);

  let content;
  if (failed) {
    content = (
      <ErrorState
        title={HOME_TEXTS.loadFailed}
        action={
          <Button
            variant="secondary"
            onClick={() => (mode === 'server' ? search.retry() : void grid.refetch())}
          >
            Retry
          </Button>
        }
      >
        {online ? HOME_TEXTS.loadFailedHint : HOME_TEXTS.offlineHint}
      </ErrorState>
    );
  } else if (!loading && visible.length === 0 && !hasMore) {
    const rawCount = mode === 'server' ? cardResults.length : loaded.length;
    content =
      rawCount > 0 && hasNarrowingFilters(filters) ? (
        <EmptyState title={HOME_TEXTS.noMatch} />
      ) : (
        <EmptyState title={HOME_TEXTS.noDeals}>{HOME_TEXTS.noDealsHint}</EmptyState>
      );
  } else {
    content = (
      <DealGrid
        deals={visible}
        label={title}
        loading={loading}
        hasMore={hasMore}
        onLoadMore={() => void grid.fetchNextPage()}
        onOpen={onOpen}
        favouriteFor={(deal) => ({ isFavourite: isFavourite(deal), onToggle: toggle })}
      />
    );
  }

  return (
    <>
      <h2 className="home__title">{title}</h2>
      <div className="home__controls">
        <DealSearchBox value={term} onChange={setTerm} />
        <FilterBar
          filters={filters}
          onChange={setFilters}
          showFavourites
          favouritesActive={favouritesOpen}
          onFavourites={() => setFavouritesOpen(true)}
        />
        <label className="home__sort">
          <span>{HOME_TEXTS.sortLabel}</span>
          <select value={sort} onChange={(event) => setSort(event.target.value as HomeSort)}>
            <option value="trending">{HOME_TEXTS.sortTrending}</option>
            <option value="best">{HOME_TEXTS.sortBest}</option>
          </select>
        </label>
        <Button
          variant="link"
          size="sm"
          className="home__brand-search"
          onClick={() => setBrandSearch({ open: true, term: '' })}
        >
          Search brands across all banks
        </Button>
      </div>
      {content}
      {grid.isError && loaded.length > 0 && mode !== 'server' ? (
        <ErrorState
          title="More deals could not be loaded."
          action={
            <Button variant="secondary" onClick={() => void grid.fetchNextPage()}>
              Retry
            </Button>
          }
        />
      ) : null}
      <FavouritesModal
        open={favouritesOpen}
        onClose={() => setFavouritesOpen(false)}
        favourites={favourites}
        loading={favouritesLoading}
        onRemove={removeEntry}
      />
      <BrandSearchModal
        open={brandSearch.open}
        initialTerm={brandSearch.term}
        member
        onClose={() => {
          setBrandSearch({ open: false, term: '' });
          setTerm('');
        }}
      />
    </>
  );
}

/**
 * SPEC §2 home (/HomePageLoggedIn): the member's cards, the first selected, and the deals the
 * selected card unlocks in the chosen city. Back from a deal, the card, filters, grid and scroll
 * position come back as they were.
 *
 * Redirects (SPEC §2): a member without a user document goes to card setup. A member whose
 * document holds no cards is not sent there: card setup lets people "proceed anyway" with no
 * cards, and sending them back would be a loop. They get SPEC §9's generic deals (HBL, All
 * Cards) with a link to choose cards. New accounts still pass through card setup, because
 * sign-up leads there.
 */
export function HomePage() {
  usePageTitle('Home');
  const location = useLocation();
  const online = useOnline();
  const { uid } = useFavourites();
  const userDoc = useGetUserDocQuery(uid ?? skipToken);
  // Read once, on arrival: only a return from a deal page restores (as the landing page does).
  const [restored] = useState(() =>
    uid && isFromDealDetail(location.state) ? loadHomeState(uid) : null,
  );
  const [selected, setSelected] = useState<string | null>(restored?.card ?? null);
  const cardList = userDoc.data?.UserCards;
  const ownCards = useMemo(
    () => new Set((cardList ?? []).map((card) => card.cardName.toLowerCase())),
    [cardList],
  );

  if (!uid || userDoc.isLoading || userDoc.isUninitialized) {
    return (
      <section className="page home">
        {online ? null : (
          <ErrorState
            title={HOME_TEXTS.cardsOffline}
            action={
              <Button variant="secondary" onClick={() => void userDoc.refetch()}>
                Retry
              </Button>
            }
          >
            {HOME_TEXTS.cardsOfflineHint}
          </ErrorState>
        )}
        <SkeletonList rows={4} label="Loading your cards" />
      </section>
    );
  }
  if (userDoc.isError) {
    return (
      <section className="page home">
        <ErrorState
          title="We couldn't load your cards."
          action={
            <Button variant="secondary" onClick={() => void userDoc.refetch()}>
              Retry
            </Button>
          }
        />
      </section>
    );
  }
  if (!userDoc.data) return <Navigate to={paths.cardInfo.getHref()} replace />;
  const cards = userDoc.data.UserCards;
  const index = Math.max(
    0,
    cards.findIndex((card) => cardKey(card) === selected),
  );
  const card = cards[index] ?? GENERIC_CARD;
  const key = cardKey(card);

  return (
    <section className="page home" aria-labelledby="home-title">
      <h1 id="home-title" className="home__heading">
        Your card deals
      </h1>
      {cards.length > 0 ? (
        <CardCarousel
          cards={cards}
          selected={index}
          onSelect={(chosen) => {
            const next = cards[chosen];
            if (next) setSelected(cardKey(next));
          }}
        />
      ) : (
        <p className="home__no-cards" role="status">
          {HOME_TEXTS.noCards} <Link to={paths.cardInfo.getHref()}>{HOME_TEXTS.chooseCards}</Link>
        </p>
      )}
      <HomeDeals
        key={key}
        uid={uid}
        card={card}
        ownCards={ownCards}
        restored={restored?.card === key ? restored : null}
      />
    </section>
  );
}
