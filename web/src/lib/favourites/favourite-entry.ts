/** How a deal becomes an entry of Users/{uid}.UserFavouriteDeals, and how entries find their deal. */
import { type FavouriteEntry, favouriteId, matchesFavourite } from '@deals/shared';

/** The fields of a deal a favourite entry needs; deal cards and the deal page both have them. */
export interface FavouriteSource {
  readonly bankId: string;
  readonly cityId: string;
  readonly dealId: string;
  readonly title: string;
  readonly discount: string;
  readonly cardNames: readonly string[];
}

/** The path ids of a deal, branded or not. */
export type DealIds = Pick<FavouriteSource, 'bankId' | 'cityId' | 'dealId'>;

/** The favourite entry for a deal: the favourite id `{bankId}-{cityId}-{dealId}` and what the modal shows. */
export function toFavouriteEntry(deal: FavouriteSource, now: Date = new Date()): FavouriteEntry {
  return {
    dealId: favouriteId(deal.bankId, deal.cityId, deal.dealId),
    title: deal.title,
    discount: deal.discount,
    addedDate: now.toISOString(),
    cardNames: [...deal.cardNames],
  };
}

/** Whether any stored entry refers to the deal, in any of the identifier forms stored over time. */
export function isFavouriteDeal(entries: readonly FavouriteEntry[], deal: DealIds): boolean {
  return entries.some((entry) => matchesFavourite(entry, deal));
}

/** The entries that remain once the deal is removed (every form that names it goes). */
export function withoutDeal<E extends { dealId: string }>(
  entries: readonly E[],
  deal: DealIds,
): E[] {
  return entries.filter((entry) => !matchesFavourite(entry, deal));
}
