import { type ReactNode, Suspense, lazy, useId, useState } from 'react';
import { loadTexts } from '@/lib/i18n/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import { DealSearchBox } from '@/components/deal-filters/deal-search-box';
import { FilterBar } from '@/components/deal-filters/filter-bar';
import { EmptyState, ErrorState, RetryButton } from '@/components/feedback';
import type { GridFeed } from './item-grid';
import type { BrowseGridState } from './use-browse-grid';
import { NearMeControl } from './near-me-control';
import './browse-grid.css';

// Fetched with its texts when the brand search first opens, or ahead of that when the pointer or
// the focus reaches its button: most visits never search brands.
const loadBrandSearch = async () => {
  const [module] = await Promise.all([
    import('@/components/brand-search/brand-search-modal'),
    loadTexts(['brandSearch']),
  ]);
  return module.BrandSearchModal;
};
const BrandSearchModal = lazy(async () => ({ default: await loadBrandSearch() }));
// Offline it waits for the opening instead: a failed module fetch may stay failed for the page's
// life (as navbar-loader's preload).
const fetchBrandSearchAhead = () => {
  if (navigator.onLine) loadBrandSearch().catch(() => undefined);
};

// Fetched when a member first opens their favourites, with what reads them: guests never can, most
// visits never do.
const MemberFavouritesModal = lazy(async () => ({
  default: (await import('@/components/favourites/member-favourites-modal')).MemberFavouritesModal,
}));

/** The texts a grid shows around its items. */
export interface BrowseGridTexts {
  noItems: string;
  noItemsHint: string;
  noMatch: string;
  loadFailed: string;
  loadFailedHint: string;
  offlineHint: string;
  moreFailed: string;
  /** The title while "near me" orders the grid. */
  nearTitle: string;
  noNear: string;
  noNearHint: string;
}

export interface BrowseGridProps<Item> {
  state: BrowseGridState<Item>;
  /** The grid's title when nothing is searched ("Trending Discounts", "Deals for ..."). */
  title: string;
  texts?: Partial<BrowseGridTexts>;
  /** Members get the Favorites button and brand search's member links. */
  member: boolean;
  /** Controls after the filters (the home's sort). */
  extraControls?: ReactNode;
  /**
   * The extra controls offer "near me" themselves (the home's sort has it as an order), so the
   * grid shows no Trending | Near me toggle of its own.
   */
  nearInControls?: boolean;
  /** The items as a grid (a DealGrid or PlaceGrid, which take the feed as their props). */
  renderItems: (grid: Required<GridFeed<Item>>) => ReactNode;
}

/**
 * The landing's and the home's grid: title, search box, filters, brand search, and the items,
 * or loading, "nothing found", "nothing matches your filters", or an error with Retry.
 */
export function BrowseGrid<Item>({
  state,
  title,
  texts: overrides,
  member,
  extraControls,
  nearInControls = false,
  renderItems,
}: BrowseGridProps<Item>) {
  const { t } = useTranslation('common');
  const defaults: BrowseGridTexts = {
    noItems: t('browse.noItems'),
    noItemsHint: t('browse.noItemsHint'),
    noMatch: t('browse.noMatch'),
    loadFailed: t('browse.loadFailed'),
    loadFailedHint: t('browse.loadFailedHint'),
    offlineHint: t('browse.offlineHint'),
    moreFailed: t('browse.moreFailed'),
    nearTitle: t('browse.nearTitle'),
    noNear: t('browse.noNear'),
    noNearHint: t('browse.noNearHint'),
  };
  const texts = { ...defaults, ...overrides };
  const searchTitle = t('browse.searchResults', { term: state.term.trim() });
  const titleId = useId();
  const [favouritesOpen, setFavouritesOpen] = useState(false);
  // Stays mounted once opened, so closing it is the modal's own (focus goes back to the button).
  const [favouritesUsed, setFavouritesUsed] = useState(false);
  // The same for the brand search, however it was opened (its button, a restored page).
  const [brandSearchUsed, setBrandSearchUsed] = useState(false);
  if (state.brandSearch.open && !brandSearchUsed) setBrandSearchUsed(true);
  const shownTitle =
    state.mode === 'server'
      ? searchTitle
      : state.near.active
        ? texts.nearTitle
        : state.mode !== 'none'
          ? searchTitle
          : title;

  let content: ReactNode;
  if (state.failed) {
    content = (
      <ErrorState title={texts.loadFailed} action={<RetryButton onClick={state.retry} />}>
        {state.online ? texts.loadFailedHint : texts.offlineHint}
      </ErrorState>
    );
  } else if (state.empty) {
    content = state.filteredOut ? (
      <EmptyState title={texts.noMatch} />
    ) : state.near.active ? (
      <EmptyState title={texts.noNear}>{texts.noNearHint}</EmptyState>
    ) : (
      <EmptyState title={texts.noItems}>{texts.noItemsHint}</EmptyState>
    );
  } else {
    content = renderItems({
      items: state.items,
      label: shownTitle,
      loading: state.loading,
      hasMore: state.hasMore,
      onLoadMore: state.loadMore,
      onOpen: state.open,
      distanceOf: state.near.distanceOf,
    });
  }

  return (
    <section className="browse" aria-labelledby={titleId}>
      <h2 id={titleId} className="browse__title">
        {shownTitle}
      </h2>
      <div className="stack stack--snug">
        <DealSearchBox value={state.term} onChange={state.setTerm} />
        <FilterBar
          filters={state.filters}
          onChange={state.setFilters}
          showFavourites={member}
          favouritesActive={favouritesOpen}
          onFavourites={() => {
            setFavouritesUsed(true);
            setFavouritesOpen(true);
          }}
        />
        {extraControls}
        {state.near.available && !nearInControls ? <NearMeControl near={state.near} /> : null}
        <Button
          variant="link"
          size="sm"
          className="browse__brand-search"
          onClick={state.openBrandSearch}
          onPointerEnter={fetchBrandSearchAhead}
          onFocus={fetchBrandSearchAhead}
        >
          {t('browse.brandSearch')}
        </Button>
      </div>
      {content}
      {state.moreFailed ? (
        <ErrorState title={texts.moreFailed} action={<RetryButton onClick={state.loadMore} />} />
      ) : null}
      {member && favouritesUsed ? (
        <Suspense fallback={null}>
          <MemberFavouritesModal open={favouritesOpen} onClose={() => setFavouritesOpen(false)} />
        </Suspense>
      ) : null}
      {brandSearchUsed ? (
        <Suspense fallback={null}>
          <BrandSearchModal
            open={state.brandSearch.open}
            initialTerm={state.brandSearch.term}
            member={member}
            onClose={state.closeBrandSearch}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
