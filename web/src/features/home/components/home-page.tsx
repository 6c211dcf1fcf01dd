import {
  ALL_CARDS,
  FALLBACK_BANK,
  type Deal,
  type UserCard,
  type LatLng,
  matchesCard,
  pakistanDate,
  sortByNearestPoint,
  sortByOwnSaving,
  toStoredBankId,
} from '@deals/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { BrowseGrid } from '@/components/browse-grid/browse-grid';
import { NearMeMessage } from '@/components/browse-grid/near-me-control';
import { isNearMeChosen } from '@/components/browse-grid/use-near-me';
import {
  type BrowseGridState,
  type GridSnapshot,
  type NearItemsResult,
  useBrowseGrid,
} from '@/components/browse-grid/use-browse-grid';
import { DealGrid, dealItemKey, dealPageHref, useOpenDeal } from '@/components/deal-card';
import {
  type DealFilters,
  applyLocalFilters,
  queryCategory,
} from '@/components/deal-filters/deal-filters';
import { ErrorState, RetryButton, SkeletonList } from '@/components/feedback';
import { paths } from '@/config/paths';
import type { CardDealsArgs, DealCursor, DealPage, SearchArgs } from '@/lib/deals/deal-queries';
import { cardDealsGrid, flattenPages } from '@/lib/deals/deals-api';
import { useDealSearch } from '@/lib/deals/use-deal-search';
import { useFavourites } from '@/lib/favourites/use-favourites';
import { useOnline } from '@/lib/network/connection';
import { isFromDealDetail } from '@/lib/page-state/page-restore';
import { usePageTitle } from '@/lib/use-page-title';
import { useGetUserDocQuery } from '@/lib/user/user-doc-api';
import { home } from '@/locales/en/home';
import {
  type HomeSort,
  type SavedHomeState,
  cardKey,
  loadHomeState,
  saveHomeState,
} from '../home-state';
import { CardCarousel } from './card-carousel';

type Where = Pick<DealFilters, 'city' | 'category'>;
const hasDeals = (page: DealPage) => page.deals.length > 0;
/** A member's deal page address, for the card titles' links. */
const memberDealHref = (deal: Deal): string | null => dealPageHref(deal, true);

/**
 * "Near me" on the home: the selected card's deals ordered by their nearest branch. It sorts what
 * the grid loaded, and the grid loads the card's whole list for it first (`ranksWholeList`).
 */

export function useNearDeals(
  args: { city: string; position: LatLng } | null,
  loaded: readonly Deal[],
): NearItemsResult<Deal> {
  const position = args?.position ?? null;
  const items = useMemo(
    () => (position ? sortByNearestPoint(position, loaded, (deal) => deal.branches) : []),
    [position, loaded],
  );
  return { items, isLoading: false, isError: false, retry: () => undefined };
}

/** What the order ranks: every deal of the card, or the first pages when there are more. */
function RankedNote({ ranked }: { ranked: BrowseGridState<Deal>['ranked'] }) {
  const { t } = useTranslation('home');
  const text =
    ranked.scope === 'loading'
      ? t('sort.ranking')
      : ranked.scope === 'all'
        ? t('sort.rankedAll', { count: ranked.count })
        : ranked.scope === 'first'
          ? t('sort.rankedFirst', { count: ranked.count })
          : '';
  return (
    <p className="home__ranked" role="status">
      {text}
    </p>
  );
}

/** The home's English texts (the locales hold both languages). */
export const HOME_TEXTS = home;

/**
 * With no card selected, the generic deals of HBL with All Cards are shown. A member who
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
  const { t } = useTranslation('home');
  const openDeal = useOpenDeal();
  const { isFavourite, toggle } = useFavourites();
  const [sort, setSort] = useState<HomeSort>(restored?.sort === 'best' ? 'best' : 'trending');
  // Fixed for the visit: the order must not reshuffle at midnight under someone's thumb.
  const [today] = useState(() => pakistanDate(Date.now()));

  const bankId = toStoredBankId(card.bank);
  const cardName = card.cardName;
  const argsFor = useCallback(
    ({ city, category }: Where): CardDealsArgs => ({
      bankId,
      cityId: city,
      cardName,
      category: queryCategory(category),
    }),
    [bankId, cardName],
  );
  const searchArgsFor = useCallback(
    ({ city, category }: Where, term: string): SearchArgs => ({
      bankId,
      cityId: city,
      term,
      category: queryCategory(category),
    }),
    [bankId],
  );
  // The keywords index spans the bank's deals; the member's card narrows them here.
  const keepCard = useCallback(
    (deals: readonly Deal[]) => deals.filter((deal) => matchesCard(deal.cardNames, cardName)),
    [cardName],
  );
  const arrange = useCallback(
    (deals: Deal[]) => (sort === 'best' ? sortByOwnSaving(deals, ownCards, today) : deals),
    [sort, ownCards, today],
  );
  // Both orders rank the card's whole list, not the pages loaded so far.
  const ranksWholeList = useCallback((near: boolean) => near || sort === 'best', [sort]);
  const key = cardKey(card);
  const persist = useCallback(
    (snapshot: GridSnapshot<DealPage, DealCursor | null>) =>
      saveHomeState(uid, { ...snapshot, card: key, sort }),
    [uid, key, sort],
  );
  const open = useCallback(
    (deal: Deal) => openDeal(deal, { member: true, isFavorite: isFavourite(deal) }),
    [openDeal, isFavourite],
  );
  const state = useBrowseGrid({
    restored,
    endpoint: cardDealsGrid,
    keyOf: dealItemKey,
    argsFor,
    itemsOf: flattenPages,
    pageHasItems: hasDeals,
    filterLocal: applyLocalFilters,
    searchArgsFor,
    useSearch: useDealSearch,
    keepFound: keepCard,
    arrange,
    ranksWholeList,
    persist,
    open,
    useNearItems: useNearDeals,
  });

  // One order control: Trending, Best for me today, or Near me (which asks for the position).
  const nearOn = isNearMeChosen(state.near.status);
  const { start: startNear, stop: stopNear } = state.near;
  const chooseOrder = useCallback(
    (value: string) => {
      if (value === 'near') {
        startNear();
        return;
      }
      stopNear();
      setSort(value === 'best' ? 'best' : 'trending');
    },
    [startNear, stopNear],
  );

  const generic = card === GENERIC_CARD;
  const gridTitle = generic
    ? t('genericDeals', { bank: FALLBACK_BANK, card: t('allCards') })
    : t('dealsFor', { card: card.cardName });

  return (
    <BrowseGrid
      state={state}
      title={gridTitle}
      member
      texts={{ loadFailed: t('loadFailed') }}
      nearInControls={state.near.available}
      extraControls={
        <div className="home__order">
          <label className="home__sort">
            <span>{t('sort.label')}</span>
            <select
              value={nearOn ? 'near' : sort}
              onChange={(event) => chooseOrder(event.target.value)}
            >
              <option value="trending">{t('sort.trending')}</option>
              <option value="best">{t('sort.best')}</option>
              {state.near.available ? <option value="near">{t('sort.near')}</option> : null}
            </select>
          </label>
          {state.near.available ? <NearMeMessage near={state.near} /> : null}
          <RankedNote ranked={state.ranked} />
        </div>
      }
      renderItems={(grid) => (
        <DealGrid
          {...grid}
          hrefOf={memberDealHref}
          favouriteFor={(deal) => ({ isFavourite: isFavourite(deal), onToggle: toggle })}
        />
      )}
    />
  );
}

/**
 * The member home (/HomePageLoggedIn): the member's cards, the first selected, and the deals the
 * selected card unlocks in the chosen city. Back from a deal, the card, filters, grid and scroll
 * position come back as they were.
 *
 * Redirects: a member without a user document goes to card setup. A member whose
 * document holds no cards is not sent there: card setup lets people "proceed anyway" with no
 * cards, and sending them back would be a loop. They get the generic deals (HBL, All
 * Cards) with a link to choose cards. New accounts still pass through card setup, because
 * sign-up leads there.
 */
export function HomePage() {
  const { t } = useTranslation(['home', 'common']);
  usePageTitle(t('title'));
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
            title={t('cardsOffline')}
            action={<RetryButton onClick={() => void userDoc.refetch()} />}
          >
            {t('cardsOfflineHint')}
          </ErrorState>
        )}
        <SkeletonList rows={4} label={t('loadingCards')} />
      </section>
    );
  }
  if (userDoc.isError) {
    return (
      <section className="page home">
        <ErrorState
          title={t('cardsFailed')}
          action={<RetryButton onClick={() => void userDoc.refetch()} />}
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
        {t('heading')}
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
          {t('noCards')} <Link to={paths.cardInfo.getHref()}>{t('chooseCards')}</Link>
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
