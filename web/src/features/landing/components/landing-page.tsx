import type { Deal } from '@deals/shared';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BrowseGrid } from '@/components/browse-grid/browse-grid';
import { type GridSnapshot, useBrowseGrid } from '@/components/browse-grid/use-browse-grid';
import { DealGrid, useOpenDeal } from '@/components/deal-card';
import {
  type DealFilters,
  applyLocalFilters,
  queryCategory,
} from '@/components/deal-filters/deal-filters';
import type { DealCursor, DealPage, SearchArgs, TrendingArgs } from '@/lib/deals/deal-queries';
import { flattenPages, trendingDealsGrid } from '@/lib/deals/deals-api';
import { useDealSearch } from '@/lib/deals/use-deal-search';
import { useFavourites } from '@/lib/favourites/use-favourites';
import { isFromDealDetail } from '@/lib/page-state/page-restore';
import { usePageTitle } from '@/lib/use-page-title';
import { loadLandingState, saveLandingState } from '../landing-state';
import { LandingHero } from './landing-hero';
import './landing-page.css';

const keepAll = (deals: readonly Deal[]): Deal[] => [...deals];
type Where = Pick<DealFilters, 'city' | 'category'>;
const trendingArgs = ({ city, category }: Where): TrendingArgs => ({
  cityId: city,
  category: queryCategory(category),
});
const searchArgs = (where: Where, term: string): SearchArgs => ({ ...trendingArgs(where), term });
const hasDeals = (page: DealPage) => page.deals.length > 0;

export { SEARCH_DEBOUNCE_MS } from '@/components/browse-grid/use-browse-grid';

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
 * The guest (and member) landing page: trending deals across banks for a city, filters, search
 * (local under 3 characters, the keywords index from 3), brand search when a search finds
 * nothing, favourites for members, and state restored on return from a deal.
 */
export function LandingPage() {
  const location = useLocation();
  const openDeal = useOpenDeal();
  const { uid, isFavourite, toggle } = useFavourites();
  const member = uid !== null;
  usePageTitle(LANDING_TEXTS.trending);

  // Read once, on arrival: only a return from a deal page restores.
  const [restored] = useState(() => (isFromDealDetail(location.state) ? loadLandingState() : null));
  const persist = useCallback(
    (snapshot: GridSnapshot<DealPage, DealCursor | null>) =>
      saveLandingState({ ...snapshot, isSearching: snapshot.searchTerm.trim() !== '' }),
    [],
  );
  const open = useCallback(
    (deal: Deal) =>
      openDeal(deal, { member, isFavorite: member && isFavourite(deal), fromLandingPage: true }),
    [openDeal, member, isFavourite],
  );
  const state = useBrowseGrid({
    restored,
    endpoint: trendingDealsGrid,
    argsFor: trendingArgs,
    itemsOf: flattenPages,
    pageHasItems: hasDeals,
    filterLocal: applyLocalFilters,
    searchArgsFor: searchArgs,
    useSearch: useDealSearch,
    keepFound: keepAll,
    persist,
    open,
    reloadAfterBrandSearch: true,
  });

  return (
    <div className="landing">
      <LandingHero />
      <div className="page">
        <BrowseGrid
          state={state}
          title={LANDING_TEXTS.trending}
          member={member}
          renderItems={(grid) => (
            <DealGrid
              deals={grid.items}
              label={grid.label}
              loading={grid.loading}
              hasMore={grid.hasMore}
              onLoadMore={grid.onLoadMore}
              onOpen={grid.onOpen}
              // Guests get the heart too: pressing it tells them to sign up or log in.
              favouriteFor={(deal) => ({
                isFavourite: member && isFavourite(deal),
                onToggle: toggle,
              })}
            />
          )}
        />
      </div>
    </div>
  );
}
