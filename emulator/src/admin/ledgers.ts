/**
 * The bookkeeping documents functions/ keeps beside deals and reviews (DealLedger, ReviewLedger).
 * The importer writes them together with each deal so that the triggers, if they are running,
 * recognise imported data as already counted instead of counting it a second time. The shapes
 * mirror functions/src/deals/on-deal-written.ts and functions/src/reviews/score-review.ts; keep
 * them in step with those files.
 */
import { listedPlaceSummaryOf, type TrendingInput } from '@deals/shared';

/** Sub-collection of a city holding one ledger per deal (functions/src/deals/on-deal-written.ts). */
export const DEAL_LEDGER = 'DealLedger';
/** Sub-collection of a deal holding one ledger per review (functions/src/reviews/score-review.ts). */
export const REVIEW_LEDGER = 'ReviewLedger';

/** Deal fields only functions write; they are not part of a deal's counted content. */
export const FUNCTION_OWNED_FIELDS = [
  'reviewCount',
  'ratingSum',
  'avgSentiment',
  'favouriteCount',
  'trendingScore',
  'updatedAt',
] as const;

type Data = Record<string, unknown>;

/** The admin-owned content of a stored deal (derived fields included), as the fan-out counts it. */
export function dealContent(stored: Data): Data {
  const out: Data = {};
  for (const [k, v] of Object.entries(stored))
    if (!(FUNCTION_OWNED_FIELDS as readonly string[]).includes(k)) out[k] = v;
  return out;
}

/** The trending inputs of a stored deal, as the fan-out records them. */
export function trendingInputsOf(stored: Data): Omit<TrendingInput, 'now'> {
  const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  const avg = stored['avgSentiment'];
  const updated = stored['updatedAt'];
  return {
    reviewCount: num(stored['reviewCount']),
    avgSentiment: typeof avg === 'number' && Number.isFinite(avg) ? avg : null,
    favouriteCount: num(stored['favouriteCount']),
    updatedAt: typeof updated === 'number' && Number.isFinite(updated) ? updated : null,
  };
}

/**
 * The DealLedger document of a stored deal at its path: its counted content, trending inputs, and
 * the summary counted in its place (null when the deal is not listed), as planFanout records them.
 */
export function dealLedger(
  stored: Data,
  ids: { bankId: string; cityId: string; dealId: string },
): Data {
  return {
    content: dealContent(stored),
    updatedAt: stored['updatedAt'] ?? null,
    trendingInputs: trendingInputsOf(stored),
    place: listedPlaceSummaryOf({ ...ids, deal: stored }),
  };
}

/** A score on the review scale, rounded to one decimal as functions count it. */
export function reviewScore(v: unknown): number {
  const n = typeof v === 'number' && Number.isFinite(v) ? v : 5;
  return Math.round(Math.min(5, Math.max(0, n)) * 10) / 10;
}
