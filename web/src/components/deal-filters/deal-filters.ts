/** The filter values of the landing and home grids, and how they apply to loaded deals. */
import {
  ALL_CATEGORIES,
  type Category,
  DEFAULT_CITY,
  type Deal,
  isAllCategories,
  matchesCategory,
  matchesTitle,
  meetsDiscount,
  meetsRating,
  parseCategory,
} from '@deals/shared';

export interface DealFilters {
  /** Minimum discount percent; null is Show all. */
  discount: number | null;
  /** Minimum rating; null is Show all. */
  rating: number | null;
  city: string;
  /** A canonical category, or All Categories. */
  category: Category | typeof ALL_CATEGORIES;
}

export const DEFAULT_FILTERS: DealFilters = {
  discount: null,
  rating: null,
  city: DEFAULT_CITY,
  category: ALL_CATEGORIES,
};

/** The category to query by, null for All Categories. */
export function queryCategory(category: DealFilters['category']): Category | null {
  return isAllCategories(category) ? null : parseCategory(category);
}

/**
 * Applies the filters that are evaluated on loaded deals: discount and rating, the
 * category again (restored or cached pages may predate a change), and a local title term.
 */
export function applyLocalFilters(deals: readonly Deal[], filters: DealFilters, term = ''): Deal[] {
  return deals.filter(
    (deal) =>
      matchesCategory(deal.categoryId, filters.category) &&
      meetsDiscount(deal.discount, filters.discount) &&
      meetsRating(deal.rating, filters.rating) &&
      matchesTitle(deal.title, term),
  );
}

/** True when a filter beyond city and category narrows the list (the grid then says "No deals match your filters"). */
export function hasNarrowingFilters(filters: DealFilters): boolean {
  return filters.discount !== null || filters.rating !== null;
}
