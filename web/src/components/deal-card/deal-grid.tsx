import type { Deal } from '@deals/shared';
import { useTranslation } from '@/lib/i18n/react';
import { type GridFeed, ItemGrid } from '../browse-grid/item-grid';
import { DealCard, type DealCardFavourite, DealCardSkeleton } from './deal-card';

export interface DealGridProps extends GridFeed<Deal> {
  /** Each deal page's address, making the card titles links (see CardTitle). */
  hrefOf?: (deal: Deal) => string | null;
  /** Favourite state per deal; omit it for no hearts at all. */
  favouriteFor?: (deal: Deal) => DealCardFavourite | undefined;
}

/** A deal's key in a grid: its document id. */
export const dealItemKey = (deal: Deal): string => deal.id;

/** A responsive grid of deal cards with infinite scroll (see ItemGrid). */
export function DealGrid({ onOpen, hrefOf, favouriteFor, distanceOf, ...grid }: DealGridProps) {
  const { t } = useTranslation('common');
  return (
    <ItemGrid
      keyOf={dealItemKey}
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
