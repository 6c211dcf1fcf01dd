/**
 * The trending key deal and place grids sort by: recent, popular and well-reviewed first.
 *
 * What ranks a deal is its engagement halved for every half-life since it was last updated,
 * `engagement × 0.5^((now − updatedAt) / halfLife)`. The key stored is that value's base-2
 * logarithm with the `now` term left out, `log2(engagement) + updatedAt / halfLife`: `now` is the
 * same for every deal at any moment, so keys order deals exactly as their decayed engagement does
 * at that moment, and a stored key never goes stale as time passes. It changes only when its
 * inputs do (a review, a favourite, an admin edit), and then a deal with more engagement never
 * ranks lower than before.
 */

/** Inputs of {@link trendingScore}; times are epoch ms. */
export interface TrendingInput {
  readonly reviewCount: number;
  /** Average sentiment 0–5, null without reviews. */
  readonly avgSentiment: number | null;
  readonly favouriteCount: number;
  /** When the deal was last updated; null counts as `now`. */
  readonly updatedAt: number | null;
  readonly now: number;
}

/** Half-life of a deal's freshness, in days. */
export const TRENDING_HALF_LIFE_DAYS = 14;

const DAY_MS = 86_400_000;

/** Keys are rounded to 4 decimals so that recomputing the same inputs never churns documents. */
const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

const finiteOr = (n: number | null, fallback: number): number =>
  n !== null && Number.isFinite(n) ? n : fallback;

/**
 * Engagement: reviews weighted by how positive they are, favourites, and a base of 1 so that
 * deals without engagement still order by recency.
 */
export function trendingEngagement(
  input: Pick<TrendingInput, 'reviewCount' | 'avgSentiment' | 'favouriteCount'>,
): number {
  const reviews = Math.max(0, finiteOr(input.reviewCount, 0));
  const favourites = Math.max(0, finiteOr(input.favouriteCount, 0));
  const sentiment = Math.min(5, Math.max(0, finiteOr(input.avgSentiment, 2.5)));
  return 1 + Math.log1p(reviews) * (sentiment / 2.5) * 2 + Math.log1p(favourites) * 3;
}

/** A deal's trending key (see the module comment). Never NaN. */
export function trendingScore(input: TrendingInput): number {
  const updated = finiteOr(input.updatedAt, finiteOr(input.now, 0));
  return round4(Math.log2(trendingEngagement(input)) + updated / DAY_MS / TRENDING_HALF_LIFE_DAYS);
}

/**
 * A place's trending key from its deals' keys: the key of the sum of their decayed engagement,
 * `log2(Σ 2^key)`, so a place ranks among places as the sum of its deals' values would. Computed
 * from the largest key down, so the powers never overflow; 0 for no deals.
 */
export function combinedTrendingScore(keys: readonly number[]): number {
  const finite = keys.filter(Number.isFinite);
  if (finite.length === 0) return 0;
  const top = Math.max(...finite);
  return round4(top + Math.log2(finite.reduce((sum, key) => sum + 2 ** (key - top), 0)));
}
