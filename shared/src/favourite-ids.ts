/**
 * How a member's favourite names its deal: the id the app stores, and every form stored over
 * time, matched against a deal.
 */
import {
  asBankId,
  asCityId,
  isValidDealId,
  sameBank,
  type BankId,
  type CityId,
  type DealPathIds,
  type FavouriteId,
} from './ids.js';

/** Favourite id `{bankId}-{cityId}-{offerId}`; our app passes the deal id as the last part. */
export function favouriteId(bankId: string, cityId: string, offerOrDealId: string): FavouriteId {
  return `${bankId}-${cityId}-${offerOrDealId}` as FavouriteId;
}

/**
 * Splits a favourite id into bank, city and the rest. Bank and city ids never contain dashes, so
 * the first two parts are them and everything after is the deal (or offer) part. Null when the id
 * has fewer than 5 parts (such ids are logged as an invalid format and not opened).
 */
export function parseFavouriteId(
  id: string,
): { bankId: BankId; cityId: CityId; dealPart: string } | null {
  if (!isValidDealId(id)) return null;
  const [bank, city, ...rest] = id.split('-');
  if (!bank || !city) return null;
  return { bankId: asBankId(bank), cityId: asCityId(city), dealPart: rest.join('-') };
}

/**
 * Whether a stored favourite identifier refers to this deal, trying every form stored over time:
 * `deal-{bank}-{deal}`, the deal id, the composite `{bank}-{city}-{deal}` and `{bank}-{deal}`.
 * Bank parts compare case-insensitively through {@link sameBank}.
 */
export function matchesFavourite(
  favourite: string | { readonly dealId: string },
  deal: DealPathIds,
): boolean {
  const fav = typeof favourite === 'string' ? favourite : favourite.dealId;
  if (!fav) return false;
  const { bankId, cityId, dealId } = deal;
  if (fav === dealId) return true;
  const candidates = [
    `deal-${bankId}-${dealId}`,
    `${bankId}-${cityId}-${dealId}`,
    `${bankId}-${dealId}`,
  ];
  if (candidates.includes(fav)) return true;
  // Same forms with the bank spelled differently (e.g. HBL vs Hbl).
  const lower = fav.toLowerCase();
  const forms: [string, string][] = [
    ['deal-', `-${dealId}`],
    ['', `-${cityId}-${dealId}`],
    ['', `-${dealId}`],
  ];
  for (const [prefix, suffix] of forms) {
    if (lower.startsWith(prefix) && fav.endsWith(suffix)) {
      const bankPart = fav.slice(prefix.length, fav.length - suffix.length);
      if (bankPart && !bankPart.includes('-') && sameBank(bankPart, bankId)) return true;
    }
  }
  return false;
}
