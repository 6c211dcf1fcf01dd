import { SCROLL_SENTINEL_MARGIN_PX } from '@deals/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { CARD_OPENER_CLASS } from '../deal-card/card-parts';
import { HydrationSteps } from '../hydration-steps';
import './browse-grid.css';

/**
 * What the browse grid hands its item grid (the deal grid, the place grid): the items, the list's
 * name, paging, and what opening an item and "near me" do.
 */
export interface GridFeed<Item> {
  items: readonly Item[];
  /** Accessible name of the list, e.g. "Trending Discounts". */
  label: string;
  /** Shows skeletons after the items (first load or next page). */
  loading?: boolean;
  hasMore?: boolean;
  /** Called when the sentinel below the grid scrolls into view and more pages remain. */
  onLoadMore?: () => void;
  onOpen: (item: Item) => void;
  /** Distance in km to the item's nearest branch while "near me" is on, else null. */
  distanceOf?: (item: Item) => number | null;
}

/** The grid itself needs the feed's items and paging, and how to draw an item and its placeholder. */
export interface ItemGridProps<Item> extends Omit<GridFeed<Item>, 'onOpen' | 'distanceOf'> {
  /** A stable key per item (a document id). */
  keyOf: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** An item-shaped placeholder shown while a page loads. */
  renderSkeleton: () => ReactNode;
  /** What a screen reader hears while loading, e.g. "Loading deals...". */
  loadingText?: string;
}

const SKELETON_COUNT = 6;

/** Items per hydration step of a server-rendered grid (see HydrationSteps). */
export const ITEMS_PER_STEP = 4;

/** The element an item is drawn in, found by its key (see `keyOf`), or null when not shown. */
export function gridItem(key: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-item-key="${CSS.escape(key)}"]`);
}

/** Puts focus, without scrolling, on the control that opens an item (its card's title). */
export function focusGridItem(key: string): void {
  gridItem(key)
    ?.querySelector<HTMLElement>(`.${CARD_OPENER_CLASS}`)
    ?.focus({ preventScroll: true });
}

/**
 * A responsive grid (1 to 4 columns by width) with infinite scroll: a sentinel after the last
 * item asks for the next page when it comes within 20 px of the viewport. Deal cards and place
 * tiles both use it.
 */
export function ItemGrid<Item>({
  items,
  keyOf,
  renderItem,
  renderSkeleton,
  label,
  loading = false,
  loadingText,
  onLoadMore,
  hasMore = false,
}: ItemGridProps<Item>) {
  const { t } = useTranslation('common');
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
  }, [watching, items.length]);

  return (
    <div className="deal-grid-wrap" aria-busy={loading || undefined}>
      <ul className="deal-grid" aria-label={label}>
        <HydrationSteps
          steps={Array.from({ length: Math.ceil(items.length / ITEMS_PER_STEP) }, (_, step) =>
            items.slice(step * ITEMS_PER_STEP, (step + 1) * ITEMS_PER_STEP).map((item) => {
              const key = keyOf(item);
              return (
                <li key={key} className="deal-grid__item" data-item-key={key}>
                  {renderItem(item)}
                </li>
              );
            }),
          )}
        />
        {loading
          ? Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <li key={`skeleton-${index}`} className="deal-grid__item" aria-hidden="true">
                {renderSkeleton()}
              </li>
            ))
          : null}
      </ul>
      {loading ? (
        <p className="visually-hidden" role="status">
          {loadingText ?? t('grid.loading')}
        </p>
      ) : null}
      <div ref={sentinel} className="deal-grid__sentinel" data-testid="deal-grid-sentinel" />
    </div>
  );
}
