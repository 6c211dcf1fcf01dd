import { type Deal, type UserCard, matchesCard, toStoredBankId } from '@deals/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
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
import { flattenPages, useGetCardDealsInfiniteQuery } from '@/lib/deals/deals-api';
import { useDealSearch } from '@/lib/deals/use-deal-search';
import { searchMode } from '@/lib/deals/search-mode';
import { useFavourites } from '@/lib/favourites/use-favourites';
import { usePageTitle } from '@/lib/use-page-title';
import { useGetUserDocQuery } from '@/lib/user/user-doc-api';
import { CardCarousel } from './card-carousel';
import './home-page.css';

const SEARCH_DEBOUNCE_MS = 300;

export const HOME_TEXTS = {
  noDeals: 'No deals found',
  noDealsHint: "Try adjusting your filters or search terms to find what you're looking for",
  noMatch: 'No deals match your filters',
  loadFailed: "We couldn't load deals for this card.",
  loadFailedHint: 'Check your connection and try again.',
} as const;

function HomeDeals({ card }: { card: UserCard }) {
  const openDeal = useOpenDeal();
  const {
    favourites,
    isFavourite,
    toggle,
    removeEntry,
    isLoading: favouritesLoading,
  } = useFavourites();
  const [filters, setFilters] = useState<DealFilters>(DEFAULT_FILTERS);
  const [term, setTerm] = useState('');
  const [favouritesOpen, setFavouritesOpen] = useState(false);
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
  const grid = useGetCardDealsInfiniteQuery(args);
  const loaded = useMemo(() => flattenPages(grid.data?.pages), [grid.data]);

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

  const visible: Deal[] = useMemo(
    () =>
      mode === 'server'
        ? applyLocalFilters(cardResults, filters)
        : applyLocalFilters(loaded, filters, mode === 'local' ? term : ''),
    [mode, cardResults, loaded, filters, term],
  );

  const onOpen = useCallback(
    (deal: Deal) => openDeal(deal, { member: true, isFavorite: isFavourite(deal) }),
    [openDeal, isFavourite],
  );

  const searching = mode !== 'none';
  const title = searching ? `Search Results for ${term.trim()}` : `Deals for ${card.cardName}`;
  const loading =
    mode === 'server'
      ? serverTerm === null || search.isLoading
      : grid.isLoading || grid.isFetchingNextPage;
  const failed = mode === 'server' ? search.isError : grid.isError && loaded.length === 0;
  const hasMore = mode !== 'server' && grid.hasNextPage && !grid.isError;

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
        {HOME_TEXTS.loadFailedHint}
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
 * selected card unlocks in the chosen city. A member without a user document or cards goes to
 * card setup first (SPEC §2 redirects).
 */
export function HomePage() {
  usePageTitle('Home');
  const { uid } = useFavourites();
  const userDoc = useGetUserDocQuery(uid ?? skipToken);
  const [selected, setSelected] = useState(0);

  if (!uid || userDoc.isLoading || userDoc.isUninitialized) {
    return (
      <section className="page home">
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
  const cards = userDoc.data?.UserCards ?? [];
  if (cards.length === 0) return <Navigate to={paths.cardInfo.getHref()} replace />;
  const index = Math.min(selected, cards.length - 1);
  const card = cards[index] ?? cards[0];
  if (!card) return null;

  return (
    <section className="page home" aria-labelledby="home-title">
      <h1 id="home-title" className="home__heading">
        Your card deals
      </h1>
      <CardCarousel cards={cards} selected={index} onSelect={setSelected} />
      <HomeDeals key={`${card.bank}-${card.cardName}`} card={card} />
    </section>
  );
}
