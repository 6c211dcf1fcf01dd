import type { Deal } from '@deals/shared';
import { useTranslation } from '@/lib/i18n/react';
import { ItemGrid } from '../browse-grid/item-grid';
import { DealCard, type DealCardFavourite, DealCardSkeleton } from './deal-card';

export interface DealGridProps {
  deals: readonly Deal[];
  onOpen: (deal: Deal) => void;
  /** Each deal page's address, making the card titles links (see CardTitle). */
  hrefOf?: (deal: Deal) => string | null;
  /** Favourite state per deal; omit it for no hearts at all. */
  favouriteFor?: (deal: Deal) => DealCardFavourite | undefined;
  /** Accessible name of the list, e.g. "Trending Discounts". */
  label: string;
  /** Shows skeleton cards after the deals (first load or next page). */
  loading?: boolean;
  /** Called when the sentinel below the grid scrolls into view and more pages remain. */
  onLoadMore?: () => void;
  hasMore?: boolean;
  /** Distance to each deal's nearest branch while "near me" is on. */
  distanceOf?: (deal: Deal) => number | null;
}

/** A responsive grid of deal cards with infinite scroll (see ItemGrid). */
export function DealGrid({
  deals,
  onOpen,
  hrefOf,
  favouriteFor,
  distanceOf,
  ...grid
}: DealGridProps) {
  const { t } = useTranslation('common');
  return (
    <ItemGrid
      items={deals}
      keyOf={(deal) => deal.id}
      renderItem={(deal) => (
        <DealCard
          deal={deal}
          onOpen={onOpen}
          href={hrefOf?.(deal) ?? null}
          favourite={favouriteFor?.(deal)}
          distanceKm={distanceOf?.(deal) ?? null}
        />
      )}
      renderSkeleton={() => <DealCardSkeleton />}
      loadingText={t('grid.loadingDeals')}
      {...grid}
    />
  );
}
