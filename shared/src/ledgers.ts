/**
 * The bookkeeping a deal's triggers keep beside it, and what counts as a deal's admin content.
 * functions/ writes these documents as it counts; the emulator's importer writes them together
 * with imported deals, so that running triggers recognise imported data as already counted
 * instead of counting it twice. Both read the names and shapes from here.
 */
import type { TrendingInput } from './trending.js';

/** `Banks/{b}/Cities/{c}/DealLedger/{dealId}`: a deal's counted content, trending inputs and place summary. */
export const DEAL_LEDGER = 'DealLedger';

/** `…/Deals/{d}/ReviewLedger/{reviewId}`: the score a review contributes to its deal; outlives the review. */
export const REVIEW_LEDGER = 'ReviewLedger';

/** `…/Deals/{d}/FavouritedBy/{uid}`: that this user's favourite is counted in the deal's favouriteCount. */
export const FAVOURITE_LEDGER = 'FavouritedBy';

/** Deal fields only functions write besides the derived ones: review aggregate, favourites, ranking, edit time. */
export const FUNCTION_OWNED_FIELDS = [
  'reviewCount',
  'ratingSum',
  'avgSentiment',
  'favouriteCount',
  'trendingScore',
  'updatedAt',
] as const;

type Data = Record<string, unknown>;

/** A deal's fields without the function-owned ones: what an admin wrote (derived fields included). */
export function adminContent(deal: Data): Data {
  const out: Data = {};
  for (const [k, v] of Object.entries(deal))
    if (!(FUNCTION_OWNED_FIELDS as readonly string[]).includes(k)) out[k] = v;
  return out;
}

/** Epoch ms of a stored updatedAt (number, ISO string or Timestamp), null when absent or unreadable. */
export function millisOf(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string') {
    const t = Date.parse(v);
    return Number.isNaN(t) ? null : t;
  }
  if (
    v !== null &&
    typeof v === 'object' &&
    typeof (v as { toMillis?: unknown }).toMillis === 'function'
  )
    return (v as { toMillis(): number }).toMillis();
  return null;
}

/** The inputs of a deal's trending score (updatedAt as epoch ms), as the deal ledger records them. */
export function trendingInputs(deal: Data, updatedAtMs: number | null): Omit<TrendingInput, 'now'> {
  const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  const avg = deal.avgSentiment;
  return {
    reviewCount: num(deal.reviewCount),
    avgSentiment: typeof avg === 'number' && Number.isFinite(avg) ? avg : null,
    favouriteCount: num(deal.favouriteCount),
    updatedAt: updatedAtMs,
  };
}
