import { PLACEHOLDER_DEAL_IMAGE, type PlaceDoc } from '@deals/shared';
import { type SyntheticEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BankLogos } from '@/components/bank-badge/bank-badge';
import { DistanceText } from '@/components/browse-grid/distance-text';
import { ItemGrid } from '@/components/browse-grid/item-grid';
import { HeartRating } from '@/components/deal-card/heart-rating';
import { useNames } from '@/lib/i18n/names';
import '@/components/deal-card/deal-card.css';
import './place-tile.css';

const usePlaceholder = (event: SyntheticEvent<HTMLImageElement>) => {
  const image = event.currentTarget;
  if (!image.src.endsWith(PLACEHOLDER_DEAL_IMAGE)) image.src = PLACEHOLDER_DEAL_IMAGE;
};

/** "up to 35% off" from the best percentage; the best deal's own words when it names none. */
export function bestOfferText(place: Pick<PlaceDoc, 'bestDiscountPercent' | 'bestDiscount'>) {
  return place.bestDiscountPercent !== null && place.bestDiscountPercent > 0
    ? `up to ${place.bestDiscountPercent}% off`
    : place.bestDiscount;
}

export const banksText = (count: number): string => (count === 1 ? '1 bank' : `${count} banks`);

/** bestOfferText and banksText in the interface language, for the screens that show them. */
export function usePlaceSummary(): {
  bestOffer: (place: Pick<PlaceDoc, 'bestDiscountPercent' | 'bestDiscount'>) => string;
  banks: (count: number) => string;
} {
  const { t } = useTranslation('common');
  return {
    bestOffer: (place) =>
      place.bestDiscountPercent !== null && place.bestDiscountPercent > 0
        ? t('placeTile.upTo', { percent: String(place.bestDiscountPercent) })
        : place.bestDiscount,
    banks: (count) => t('placeTile.banks', { count }),
  };
}

/**
 * One place in a city: its picture, how many banks have offers there, the best discount, the
 * offering banks' logos and the best rating. Like the deal card, the title is the one button and
 * its hit area covers the tile.
 */
export function PlaceTile({
  place,
  onOpen,
  distanceKm = null,
}: {
  place: PlaceDoc;
  onOpen: (place: PlaceDoc) => void;
  /** Distance to the place's nearest branch ("near me"), shown when set. */
  distanceKm?: number | null;
}) {
  const summary = usePlaceSummary();
  const names = useNames();
  const titleId = useId();
  const rating = place.reviewCount > 0 && place.bestRating !== null ? place.bestRating : null;
  const banks = place.bankCount || place.bankIds.length;
  return (
    <article className="deal-card place-tile" aria-labelledby={titleId} data-testid="place-tile">
      <div className="deal-card__media">
        <img
          className="deal-card__image"
          src={place.imageUrl || PLACEHOLDER_DEAL_IMAGE}
          alt=""
          loading="lazy"
          onError={usePlaceholder}
        />
        <span className="deal-card__badge">{summary.bestOffer(place)}</span>
      </div>
      <div className="deal-card__body">
        <h3 className="deal-card__title" id={titleId}>
          <button type="button" className="deal-card__open" onClick={() => onOpen(place)}>
            {place.title}
          </button>
        </h3>
        <p className="place-tile__summary">
          <span className="place-tile__banks">{summary.banks(banks)}</span>
          <span aria-hidden="true"> · </span>
          <span>{summary.bestOffer(place)}</span>
        </p>
        {distanceKm !== null ? <DistanceText km={distanceKm} /> : null}
        {/* No Banks reads from tiles: a page of places costs one read per tile. */}
        <BankLogos bankIds={place.bankIds} read={false} />
        <div className="deal-card__meta">
          {rating !== null ? <HeartRating rating={rating} /> : null}
          <span className="deal-card__category">{names.category(place.categoryId)}</span>
        </div>
      </div>
    </article>
  );
}

function PlaceTileSkeleton() {
  return (
    <div className="deal-card deal-card--skeleton" aria-hidden="true">
      <span className="skeleton deal-card__media" />
      <div className="deal-card__body">
        <span className="skeleton" style={{ height: '1.1rem', width: '70%' }} />
        <span className="skeleton" style={{ height: '0.9rem', width: '50%' }} />
        <span className="skeleton" style={{ height: '1.5rem', width: '60%' }} />
      </div>
    </div>
  );
}

export interface PlaceGridProps {
  places: readonly PlaceDoc[];
  onOpen: (place: PlaceDoc) => void;
  label: string;
  loading?: boolean;
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** Distance to each place's nearest branch while "near me" is on. */
  distanceOf?: (place: PlaceDoc) => number | null;
}

/** A responsive grid of place tiles with infinite scroll (see ItemGrid). */
export function PlaceGrid({ places, onOpen, distanceOf, ...grid }: PlaceGridProps) {
  const { t } = useTranslation('common');
  return (
    <ItemGrid
      items={places}
      keyOf={(place) => `${place.cityId}_${place.placeKey}`}
      renderItem={(place) => (
        <PlaceTile place={place} onOpen={onOpen} distanceKm={distanceOf?.(place) ?? null} />
      )}
      renderSkeleton={() => <PlaceTileSkeleton />}
      loadingText={t('grid.loadingPlaces')}
      {...grid}
    />
  );
}
