/** The trending score deal grids sort by: recent, popular and well-reviewed deals first. */

/** Inputs of {@link trendingScore}; times are epoch ms. */
export interface TrendingInput {
  readonly reviewCount: number;
  /** Average sentiment 0–5, null without reviews. */
  readonly avgSentiment: number | null;
  readonly favouriteCount: number;
  readonly updatedAt: number | null;
  readonly now: number;
}

/** Half-life of a deal's freshness, in days. */
export const TRENDING_HALF_LIFE_DAYS = 14;

/**
 * Engagement decayed by age: reviews weighted by how positive they are, favourites, and a small
 * base so fresh deals without engagement still order by recency. Rounded to 4 decimals so repeated
 * recomputation does not churn documents. Never negative, never NaN.
 */
export function trendingScore(input: TrendingInput): number {
  const reviews = Math.max(0, Number.isFinite(input.reviewCount) ? input.reviewCount : 0);
  const favourites = Math.max(0, Number.isFinite(input.favouriteCount) ? input.favouriteCount : 0);
  const sentiment =
    input.avgSentiment !== null && Number.isFinite(input.avgSentiment)
      ? Math.min(5, Math.max(0, input.avgSentiment))
      : 2.5;
  const engagement = 1 + Math.log1p(reviews) * (sentiment / 2.5) * 2 + Math.log1p(favourites) * 3;
  const updated =
    input.updatedAt !== null && Number.isFinite(input.updatedAt) ? input.updatedAt : input.now;
  const ageDays = Math.max(0, (input.now - updated) / 86_400_000);
  const decay = Math.pow(0.5, (Number.isFinite(ageDays) ? ageDays : 0) / TRENDING_HALF_LIFE_DAYS);
  return Math.round(engagement * decay * 10_000) / 10_000;
}
