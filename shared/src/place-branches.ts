/**
 * The geo index of places: one document per branch of an active place, so "near me" reads a few
 * documents around the user instead of every place of the city.
 *
 * Contract (web, functions and admin tools rely on it):
 * - Collection `PlaceBranches` (top level), document id {@link placeBranchDocId}:
 *   `${placeId}_${geohash}`, where placeId is the Places document id and geohash the branch's
 *   10-character geohash (geofire-common `geohashForLocation`). Readable by everyone, written only
 *   by functions and admin tools.
 * - Document shape {@link PlaceBranchDoc}. The set of a place's branch documents is a pure function
 *   of its place document ({@link placeBranchDocs}): the branch points of its deals' summaries,
 *   one per geohash, at most {@link PLACE_BRANCH_LIMIT} per place. A deleted place has none.
 *   Functions write them in the transaction that writes the place ({@link placeBranchChanges}),
 *   the importer and rebuild write them from the full recomputation.
 * - Query ("near me"): for each range of `geohashQueryBounds(center, radius)`:
 *   `where city_id == c, orderBy geohash, startAt lo, endAt hi, limit k`
 *   (composite index city_id ASC, geohash ASC). See {@link nearbyBranches} for the bounded plan.
 */
import {
  distanceBetween,
  geohashForLocation,
  geohashQueryBounds,
  type GeohashRange,
} from 'geofire-common';
import { hasCoordinates, type LatLng } from './geo.js';
import { byCodeUnits } from './text.js';
import type { Branch } from './types.js';

/** Branch points a deal contributes to its place, at most (the first by geohash). */
export const DEAL_BRANCH_POINT_LIMIT = 50;

/** Branch documents one place keeps, at most (the first by geohash), so one transaction fits. */
export const PLACE_BRANCH_LIMIT = 100;

/** A branch position as places store it, in degrees rounded to 6 decimals (about 0.1 m). */
export interface BranchPoint {
  readonly lat: number;
  readonly lng: number;
}

/** PlaceBranches/{placeBranchDocId(placeId, geohash)}. */
export interface PlaceBranchDoc {
  readonly city_id: string;
  /** The Places document id. */
  readonly placeId: string;
  readonly geohash: string;
  readonly lat: number;
  readonly lng: number;
  /** Always true: branches of places without active deals are deleted. */
  readonly active: boolean;
}

/** The PlaceBranches document id of a branch of a place. */
export function placeBranchDocId(placeId: string, geohash: string): string {
  return `${placeId}_${geohash}`;
}

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6 || 0;

/** The geohash of a branch point (10 characters, about 1 m). */
export function geohashOf(p: BranchPoint): string {
  return geohashForLocation([p.lat, p.lng]);
}

const byGeohash = (a: { geohash: string }, b: { geohash: string }): number =>
  byCodeUnits(a.geohash, b.geohash);

/**
 * Distinct branch points, one per geohash (the smallest latitude, then longitude, of those sharing
 * it), ordered by geohash, at most `limit`. Points without real coordinates are dropped.
 */
export function distinctBranchPoints(
  points: readonly BranchPoint[],
  limit: number,
): (BranchPoint & { geohash: string })[] {
  const byHash = new Map<string, BranchPoint>();
  for (const raw of points) {
    const p = { lat: round6(raw.lat), lng: round6(raw.lng) };
    if (!hasCoordinates({ latitude: p.lat, longitude: p.lng })) continue;
    const h = geohashOf(p);
    const seen = byHash.get(h);
    if (!seen || p.lat < seen.lat || (p.lat === seen.lat && p.lng < seen.lng)) byHash.set(h, p);
  }
  return [...byHash.entries()]
    .map(([geohash, p]) => ({ lat: p.lat, lng: p.lng, geohash }))
    .sort(byGeohash)
    .slice(0, limit);
}

/** The branch points a deal's branches contribute to its place. */
export function branchPointsOf(branches: readonly Branch[]): BranchPoint[] {
  return distinctBranchPoints(
    branches.map((b) => ({ lat: b.latitude, lng: b.longitude })),
    DEAL_BRANCH_POINT_LIMIT,
  ).map(({ lat, lng }) => ({ lat, lng }));
}

/** What {@link placeBranchDocs} needs of a place document. */
export interface PlaceWithBranches {
  readonly city_id: string;
  readonly banks: readonly {
    readonly deals: readonly { readonly branches: readonly BranchPoint[] }[];
  }[];
}

/** The branch documents of a place, by id; none for a deleted (null) place. */
export function placeBranchDocs(
  placeId: string,
  place: PlaceWithBranches | null,
): Map<string, PlaceBranchDoc> {
  const out = new Map<string, PlaceBranchDoc>();
  if (place === null) return out;
  const points = place.banks.flatMap((b) => b.deals.flatMap((d) => d.branches));
  for (const p of distinctBranchPoints(points, PLACE_BRANCH_LIMIT))
    out.set(placeBranchDocId(placeId, p.geohash), {
      city_id: place.city_id,
      placeId,
      geohash: p.geohash,
      lat: p.lat,
      lng: p.lng,
      active: true,
    });
  return out;
}

/** Every branch document of a set of places (a full recomputation), by id. */
export function placeBranchesOf(
  places: ReadonlyMap<string, PlaceWithBranches>,
): Map<string, PlaceBranchDoc> {
  const out = new Map<string, PlaceBranchDoc>();
  for (const [id, p] of places) for (const [bid, b] of placeBranchDocs(id, p)) out.set(bid, b);
  return out;
}

/**
 * The branch document writes that take a place from `current` to `next` (either null when the
 * place does not exist): documents to set (new geohashes) and ids to delete (geohashes gone). A
 * document id fixes its content (place, city, geohash and the point chosen for it), so documents
 * kept need no write and repeating the change writes the same.
 */
export function placeBranchChanges(
  placeId: string,
  current: PlaceWithBranches | null,
  next: PlaceWithBranches | null,
): { readonly set: [string, PlaceBranchDoc][]; readonly remove: string[] } {
  const before = placeBranchDocs(placeId, current);
  const after = placeBranchDocs(placeId, next);
  const same = (a: PlaceBranchDoc, b: PlaceBranchDoc | undefined): boolean =>
    b !== undefined && a.city_id === b.city_id && a.lat === b.lat && a.lng === b.lng;
  return {
    set: [...after.entries()].filter(([id, doc]) => !same(doc, before.get(id))),
    remove: [...before.keys()].filter((id) => !after.has(id)),
  };
}

// ---- Near me: the bounded query plan ----

/** Places on the first "near me" page, at most. */
export const NEAR_PAGE_SIZE = 12;

/** Branch documents one "near me" search reads, at most (over every range and radius). */
export const NEAR_BRANCH_READ_BUDGET = 28;

/** The first search radius in metres; it shrinks in dense areas and grows in sparse ones. */
export const NEAR_START_RADIUS_M = 600;
/** The search radius stays within these bounds, in metres. */
export const NEAR_MIN_RADIUS_M = 40;
export const NEAR_MAX_RADIUS_M = 30_000;
/** Documents a range of the first step asks for: a dense first step leaves budget for a finer one. */
export const NEAR_FIRST_RANGE_LIMIT = 3;
/** Documents any range query asks for, at most. */
export const NEAR_RANGE_LIMIT = 8;

/** A branch index entry as the search reads it (a stored document, possibly malformed). */
export interface BranchHit {
  readonly placeId: string;
  readonly lat: number;
  readonly lng: number;
}

/** One range query of the plan; resolves to the branch documents found (at most `limit`). */
export type RangeQuery = (range: GeohashRange, limit: number) => Promise<readonly unknown[]>;

/** A place with the distance in km from the user to its nearest branch. */
export interface NearPlace {
  readonly placeId: string;
  readonly distanceKm: number;
}

/** Reads a stored branch document; null when it lacks a place id or real coordinates. */
export function branchHitOf(raw: unknown): BranchHit | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const { placeId, lat, lng } = r;
  if (typeof placeId !== 'string' || placeId === '') return null;
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  if (!hasCoordinates({ latitude: lat, longitude: lng })) return null;
  return { placeId, lat, lng };
}

/**
 * The nearest branch per place, nearest place first (ties by place id), only branches within
 * `maxKm` when given, at most `limit` places.
 */
export function nearestPlaces(
  center: LatLng,
  hits: readonly BranchHit[],
  limit: number,
  maxKm = Infinity,
): NearPlace[] {
  const best = new Map<string, number>();
  for (const h of hits) {
    const km = distanceBetween([center.latitude, center.longitude], [h.lat, h.lng]);
    if (km > maxKm) continue;
    const seen = best.get(h.placeId);
    if (seen === undefined || km < seen) best.set(h.placeId, km);
  }
  return [...best.entries()]
    .map(([placeId, distanceKm]) => ({ placeId, distanceKm }))
    .sort((a, b) => a.distanceKm - b.distanceKm || (a.placeId < b.placeId ? -1 : 1))
    .slice(0, limit);
}

/** What a "near me" search found and what it cost. */
export interface NearbyResult {
  /** Nearest first, at most the limit (NEAR_PAGE_SIZE). */
  readonly places: readonly NearPlace[];
  /** Branch documents read (an empty range counts as one read, as Firestore bills it). */
  readonly reads: number;
  /** Every branch within this radius (metres) was read, so the order is exact up to it; 0: none. */
  readonly completeRadiusM: number;
}

/**
 * The bounded "near me" plan. Each step queries every geohash range of a circle around the user
 * (NEAR_FIRST_RANGE_LIMIT documents per range in the first step, then an equal share of the
 * remaining read budget up to NEAR_RANGE_LIMIT). A step whose
 * ranges all came back short has read every branch in the circle: the order is exact up to its
 * radius, and the circle grows (×4) until enough places are found. A step with a full range is an
 * area too dense to read whole: the circle shrinks (÷8), down to NEAR_MIN_RADIUS_M, so the finer
 * ranges reach the branches closest to the user. The plan stops on turning back, at the bounds, or
 * when the budget is spent; the answer is every branch read, nearest place first. Reads never
 * exceed the budget (NEAR_BRANCH_READ_BUDGET), whatever the number of branches.
 */
export async function nearbyBranches(
  center: LatLng,
  query: RangeQuery,
  options: { readonly budget?: number; readonly limit?: number } = {},
): Promise<NearbyResult> {
  const limit = options.limit ?? NEAR_PAGE_SIZE;
  const budget = options.budget ?? NEAR_BRANCH_READ_BUDGET;
  let remaining = budget;
  const hits: BranchHit[] = [];
  let radius = NEAR_START_RADIUS_M;
  let direction = 0;
  let completeRadiusM = 0;
  let first = true;
  for (;;) {
    const ranges = geohashQueryBounds([center.latitude, center.longitude], radius);
    const perRange = Math.min(
      first ? NEAR_FIRST_RANGE_LIMIT : NEAR_RANGE_LIMIT,
      Math.floor(remaining / Math.max(1, ranges.length)),
    );
    if (perRange < 1) break;
    first = false;
    const answers = await Promise.all(ranges.map((r) => query(r, perRange)));
    let full = false;
    for (const docs of answers) {
      const found = docs.slice(0, perRange);
      remaining -= Math.max(1, found.length);
      if (found.length >= perRange) full = true;
      for (const d of found) {
        const h = branchHitOf(d);
        if (h) hits.push(h);
      }
    }
    if (!full) {
      completeRadiusM = Math.max(completeRadiusM, radius);
      const enough = nearestPlaces(center, hits, limit, radius / 1000).length >= limit;
      if (enough || direction < 0 || radius >= NEAR_MAX_RADIUS_M) break;
      direction = 1;
      radius = Math.min(NEAR_MAX_RADIUS_M, radius * 4);
    } else {
      if (direction > 0 || radius <= NEAR_MIN_RADIUS_M) break;
      direction = -1;
      radius = Math.max(NEAR_MIN_RADIUS_M, radius / 8);
    }
  }
  return { places: nearestPlaces(center, hits, limit), reads: budget - remaining, completeRadiusM };
}

/**
 * Items ordered by the distance from `center` to their nearest point (a deal's branches), nearest
 * first; items without any point with real coordinates keep their order after the others, with a
 * null distance. Sorts what is given, reads nothing.
 */
export function sortByNearestPoint<T>(
  center: LatLng,
  items: readonly T[],
  pointsOf: (item: T) => readonly LatLng[],
): { item: T; distanceKm: number | null }[] {
  const withDistance = items.map((item, i) => {
    let best: number | null = null;
    for (const p of pointsOf(item)) {
      if (!hasCoordinates(p)) continue;
      const km = distanceBetween([center.latitude, center.longitude], [p.latitude, p.longitude]);
      if (best === null || km < best) best = km;
    }
    return { item, distanceKm: best, i };
  });
  withDistance.sort((a, b) => {
    if (a.distanceKm === null || b.distanceKm === null)
      return a.distanceKm === b.distanceKm ? a.i - b.i : a.distanceKm === null ? 1 : -1;
    return a.distanceKm - b.distanceKm || a.i - b.i;
  });
  return withDistance.map(({ item, distanceKm }) => ({ item, distanceKm }));
}
