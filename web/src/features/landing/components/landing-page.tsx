import { type PlaceDoc, matchesCategory, matchesTitle, meetsRating } from '@deals/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BrowseGrid } from '@/components/browse-grid/browse-grid';
import { type GridSnapshot, useBrowseGrid } from '@/components/browse-grid/use-browse-grid';
import { type DealFilters, queryCategory } from '@/components/deal-filters/deal-filters';
import { PlaceGrid, placeItemKey } from '@/components/place-tile/place-tile';
import { paths } from '@/config/paths';
import { useLiveTill } from '@/lib/places/reported-places-api';
import { useAppSelector } from '@/app/hooks';
import { selectIsMember } from '@/lib/session/auth-slice';
import { isFromDealDetail } from '@/lib/page-state/page-restore';
import type {
  PlaceCursor,
  PlaceGridArgs,
  PlacePage,
  PlaceSearchArgs,
} from '@/lib/places/place-queries';
import {
  flattenPlacePages,
  placesGrid,
  useNearPlaces,
  usePlaceSearch,
} from '@/lib/places/places-api';
import { usePageTitle } from '@/lib/use-page-title';
import { landing } from '@/locales/en/landing';
import { loadLandingState, saveLandingState } from '../landing-state';
import { LandingHero } from './landing-hero';
import './landing-page.css';

export { SEARCH_DEBOUNCE_MS } from '@/components/browse-grid/use-browse-grid';

type Where = Pick<DealFilters, 'city' | 'category'>;
const gridArgs = ({ city, category }: Where): PlaceGridArgs => ({
  cityId: city,
  category: queryCategory(category),
});
const searchArgs = (where: Where, term: string): PlaceSearchArgs => ({ ...gridArgs(where), term });
const keepAll = (places: readonly PlaceDoc[]): PlaceDoc[] => [...places];
const hasPlaces = (page: PlacePage) => page.places.length > 0;

/**
 * The filters on loaded places: the category again (restored or cached pages may predate a
 * change), the best discount at or above the discount filter, the best rating at or above the
 * rating filter, and a 1-2 character term on the title.
 */
export function filterPlaces(
  places: readonly PlaceDoc[],
  filters: DealFilters,
  term = '',
): PlaceDoc[] {
  return places.filter(
    (place) =>
      matchesCategory(place.categoryId, filters.category) &&
      (filters.discount === null || (place.bestDiscountPercent ?? 0) >= filters.discount) &&
      meetsRating(place.reviewCount > 0 ? place.bestRating : null, filters.rating) &&
      matchesTitle(place.title, term),
  );
}

/** The landing's English title (the locales hold both languages). */
export const LANDING_TEXTS = { trending: landing.trending } as const;

/**
 * The guest (and member) landing page: one tile per place in the city (every bank's offers there
 * summed up), most trending first, with filters, search (local under 3 characters, the places'
 * token index from 3), brand search when a search finds nothing, the grid restored on return
 * from a place, and "near me" (the city's places nearest the user, through the branch geo index).
 */
export function LandingPage() {
  const { t } = useTranslation('landing');
  const location = useLocation();
  const navigate = useNavigate();
  const member = useAppSelector(selectIsMember);
  usePageTitle(t('trending'));

  // Read once, on arrival: only a return from a place or deal page restores.
  const [restored] = useState(() => (isFromDealDetail(location.state) ? loadLandingState() : null));
  const persist = useCallback(
    (snapshot: GridSnapshot<PlacePage, PlaceCursor | null>) =>
      saveLandingState({
        ...snapshot,
        kind: 'places',
        isSearching: snapshot.searchTerm.trim() !== '',
      }),
    [],
  );
  const placeHref = useCallback(
    (place: PlaceDoc) => {
      const ids = { cityId: place.cityId, placeKey: place.placeKey };
      return member ? paths.place.getHref(ids) : paths.guestPlace.getHref(ids);
    },
    [member],
  );
  const open = useCallback(
    (place: PlaceDoc) => {
      void navigate(placeHref(place));
    },
    [navigate, placeHref],
  );
  const state = useBrowseGrid({
    restored,
    endpoint: placesGrid,
    keyOf: placeItemKey,
    argsFor: gridArgs,
    itemsOf: flattenPlacePages,
    pageHasItems: hasPlaces,
    filterLocal: filterPlaces,
    searchArgsFor: searchArgs,
    useSearch: usePlaceSearch,
    keepFound: keepAll,
    persist,
    open,
    reloadAfterBrandSearch: true,
    useNearItems: useNearPlaces,
  });

  // "Reported not working" reaches an open grid live (the tiles themselves are read once).
  const tillOf = useLiveTill(state.filters.city || null);

  return (
    <div className="landing">
      <LandingHero />
      <div className="page">
        <BrowseGrid
          state={state}
          title={t('trending')}
          member={member}
          renderItems={(grid) => <PlaceGrid {...grid} hrefOf={placeHref} tillOf={tillOf} />}
        />
      </div>
    </div>
  );
}
