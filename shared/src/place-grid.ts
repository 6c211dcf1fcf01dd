/**
 * The place grid's query, said once for the two SDKs that run it: the browser's
 * (web/src/lib/places/place-queries.ts) and the Admin SDK's in the server render of the landing
 * (functions/src/ssr/page-data.ts). Each turns this description into its own query, so the page
 * the server renders is the page the browser would have read.
 *
 * A page: the city's current places (maybe one category), most trending first, ties broken by
 * document id, both descending (composite index active, city_id, [categoryId,] trendingScore,
 * __name__); the next page starts after the last place's score and id.
 */
import type { Category } from './constants.js';
import { placeEntity } from './entities/catalogue.js';

/** Which places a list shows: one city, maybe one category. */
export interface PlaceListArgs {
  readonly cityId: string;
  readonly category: Category | null;
}

/** An equality filter on a field. */
export type FieldEquals = readonly [field: string, value: string | boolean];

/** Where the next page starts: the last place's score and document id. */
export interface PlaceCursor {
  readonly score: number;
  readonly id: string;
}

/** The place grid's query: the places collection, its order and direction. */
export const PLACE_GRID = {
  /** The places, through their descriptor (`PLACE_GRID.entity.path()`). */
  entity: placeEntity,
  /** Ordered by this field, then by document id, both descending. */
  scoreField: 'trendingScore',
  direction: 'desc',
} as const;

/** The filters every place list starts with: current places of one city, maybe one category. */
export function placeListFilters({ cityId, category }: PlaceListArgs): FieldEquals[] {
  return [
    ['active', true],
    ['city_id', cityId],
    ...(category ? [['categoryId', category] as const] : []),
  ];
}

/**
 * The cursor after a page of `count` places whose last is `last`, or null when the page was not
 * full (it was the last). A score that is not a number counts as 0, as the query sorts it.
 */
export function nextPlaceCursor(
  last: { readonly id: string; readonly score: unknown } | undefined,
  count: number,
  pageSize: number,
): PlaceCursor | null {
  if (count < pageSize || last === undefined) return null;
  return { score: typeof last.score === 'number' ? last.score : 0, id: last.id };
}
