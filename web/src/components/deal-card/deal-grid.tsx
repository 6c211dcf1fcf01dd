import { SCROLL_SENTINEL_MARGIN_PX } from '@deals/shared';
import type { Deal } from '@deals/shared';
import { useEffect, useRef } from 'react';
import { DealCard, type DealCardFavourite, DealCardSkeleton } from './deal-card';

export interface DealGridProps {
  deals: readonly Deal[];
  onOpen: (deal: Deal) => void;
  /** Favourite state per deal; omit it for no hearts at all. */
  favouriteFor?: (deal: Deal) => DealCardFavourite | undefined;
  /** Accessible name of the list, e.g. "Trending Discounts". */
  label: string;
  /** Shows skeleton cards after the deals (first load or next page). */
  loading?: boolean;
  /** Called when the sentinel below the grid scrolls into view and more pages remain. */
  onLoadMore?: () => void;
  hasMore?: boolean;
}

const SKELETON_COUNT = 6;

/**
 * A responsive grid of deal cards with SPEC §4's infinite scroll: a sentinel after the last card
 * asks for the next page when it comes within 20 px of the viewport.
 */
export function DealGrid({
  deals,
  onOpen,
  favouriteFor,
  label,
  loading = false,
  onLoadMore,
  hasMore = false,
}: DealGridProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  }, [onLoadMore]);

  const watching = hasMore && !loading && onLoadMore !== undefined;
  useEffect(() => {
    const element = sentinel.current;
    if (!watching || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current?.();
      },
      { rootMargin: `${SCROLL_SENTINEL_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching, deals.length]);

  return (
    <div className="deal-grid-wrap" aria-busy={loading || undefined}>
      <ul className="deal-grid" aria-label={label}>
        {deals.map((deal) => (
          <li key={deal.id} className="deal-grid__item">
            <DealCard deal={deal} onOpen={onOpen} favourite={favouriteFor?.(deal)} />
          </li>
        ))}
        {loading
          ? Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <li key={`skeleton-${index}`} className="deal-grid__item" aria-hidden="true">
                <DealCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      {loading ? (
        <p className="visually-hidden" role="status">
          Loading deals...
        </p>
      ) : null}
      <div ref={sentinel} className="deal-grid__sentinel" data-testid="deal-grid-sentinel" />
    </div>
  );
}
