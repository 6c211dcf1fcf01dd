import { pakistanDate, type PlaceDoc, type TillAggregate } from '@deals/shared';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { BankLogos } from '@/components/bank-badge/bank-badge';
import { DistanceText } from '@/components/browse-grid/distance-text';
import { type GridFeed, ItemGrid } from '@/components/browse-grid/item-grid';
import { CardMedia, CardMeta, CardSkeleton, CardTitle } from '@/components/deal-card/card-parts';
import { TillLine } from '@/components/till-line/till-line';
import '@/components/deal-card/deal-card.css';
import './place-tile.css';

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
 * offering banks' logos and the best rating. Like the deal card, the title is the one control and
 * its hit area covers the tile.
 */
export function PlaceTile({
  place,
  onOpen,
  href = null,
  distanceKm = null,
  till = place.till,
}: {
  place: PlaceDoc;
  onOpen: (place: PlaceDoc) => void;
  /** The place page's address: the title is then a link to it (see CardTitle). */
  href?: string | null;
  /** Distance to the place's nearest branch ("near me"), shown when set. */
  distanceKm?: number | null;
  /** Members' till counts to show: the place's own unless a fresher copy is known (useLiveTill). */
  till?: TillAggregate | undefined;
}) {
  const summary = usePlaceSummary();
  const titleId = useId();
  // Pakistan's date, fixed for the tile's life: the till counts are counted by its days.
  const [today] = useState(() => pakistanDate(Date.now()));
  const rating = place.reviewCount > 0 && place.bestRating !== null ? place.bestRating : null;
  const banks = place.bankCount || place.bankIds.length;
  return (
    <article className="deal-card place-tile" aria-labelledby={titleId} data-testid="place-tile">
      <CardMedia imageUrl={place.imageUrl} badge={summary.bestOffer(place)} />
      <div className="deal-card__body">
        <CardTitle
          as="h3"
          id={titleId}
          title={place.title}
          href={href}
          onOpen={() => onOpen(place)}
        />
        <p className="place-tile__summary">
          <span className="place-tile__banks">{summary.banks(banks)}</span>
          <span aria-hidden="true"> · </span>
          <span>{summary.bestOffer(place)}</span>
        </p>
        {distanceKm !== null ? <DistanceText km={distanceKm} /> : null}
        {/* No Banks reads from tiles: a page of places costs one read per tile. */}
        <BankLogos bankIds={place.bankIds} read={false} />
        <CardMeta rating={rating} categoryId={place.categoryId} />
        <TillLine till={till} today={today} className="deal-card__till" />
      </div>
    </article>
  );
}

const PLACE_TILE_LINES = [
  { height: '1.1rem', width: '70%' },
  { height: '0.9rem', width: '50%' },
  { height: '1.5rem', width: '60%' },
];

function PlaceTileSkeleton() {
  return <CardSkeleton lines={PLACE_TILE_LINES} />;
}

export interface PlaceGridProps extends GridFeed<PlaceDoc> {
  /** Each place page's address, making the tile titles links (see CardTitle). */
  hrefOf?: (place: PlaceDoc) => string | null;
  /** Each tile's till counts when fresher than the place's own (useLiveTill). */
  tillOf?: (place: PlaceDoc) => TillAggregate | undefined;
}

/**
 * A place's key in a grid: its document id, `{cityId}_{placeKey}` (spelt out here: shared's
 * placeDocId would bring the places module, 7 KB, into the landing's first load).
 */
export const placeItemKey = (place: PlaceDoc): string => `${place.cityId}_${place.placeKey}`;

/** A responsive grid of place tiles with infinite scroll (see ItemGrid). */
export function PlaceGrid({ onOpen, hrefOf, distanceOf, tillOf, ...grid }: PlaceGridProps) {
  const { t } = useTranslation('common');
  return (
    <ItemGrid
      keyOf={placeItemKey}
      renderItem={(place) => (
        <PlaceTile
          place={place}
          onOpen={onOpen}
          href={hrefOf?.(place) ?? null}
          distanceKm={distanceOf?.(place) ?? null}
          till={tillOf ? tillOf(place) : place.till}
        />
      )}
      renderSkeleton={() => <PlaceTileSkeleton />}
      loadingText={t('grid.loadingPlaces')}
      {...grid}
    />
  );
}
