/** Distances between points and branch ordering (6371 km radius); distance.ts writes them out. */
import { EARTH_RADIUS_KM } from './constants.js';
import type { Branch } from './types.js';

/** A point in degrees. */
export interface LatLng {
  readonly latitude: number;
  readonly longitude: number;
}

/** True when a point has real coordinates: finite, in range, and not the 0,0 stored for an unknown place. */
export function hasCoordinates(p: LatLng): boolean {
  const { latitude: lat, longitude: lng } = p;
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    !(lat === 0 && lng === 0)
  );
}

/** Great-circle distance in km with Earth radius 6371 km. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = (d: number): number => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A branch with its distance from the user, null when the branch has no coordinates. */
export type BranchWithDistance<B extends Branch = Branch> = B & {
  readonly distanceKm: number | null;
};

/**
 * Branches nearest first from the origin, branches without coordinates last in their original
 * order. Without an origin, distances are null and the order is kept.
 */
export function sortBranchesByDistance<B extends Branch>(
  branches: readonly B[],
  origin: LatLng | null | undefined,
): BranchWithDistance<B>[] {
  const withDistance = branches.map((b, i) => ({
    b: {
      ...b,
      distanceKm:
        origin && hasCoordinates(origin) && hasCoordinates(b) ? haversineKm(origin, b) : null,
    },
    i,
  }));
  withDistance.sort((x, y) => {
    const dx = x.b.distanceKm;
    const dy = y.b.distanceKm;
    if (dx === null && dy === null) return x.i - y.i;
    if (dx === null) return 1;
    if (dy === null) return -1;
    return dx - dy || x.i - y.i;
  });
  return withDistance.map((x) => x.b);
}

/** The key two branches are duplicates by: the folded address, else name and coordinates. */
export function branchKey(b: Branch): string {
  const address = b.fullAddress.trim().toLowerCase().replace(/\s+/g, ' ');
  return address !== '' ? address : `${b.name.trim().toLowerCase()}@${b.latitude},${b.longitude}`;
}

/** Branches de-duplicated by address, first occurrence kept. */
export function dedupeBranches<B extends Branch>(branches: readonly B[]): B[] {
  const seen = new Set<string>();
  return branches.filter((b) => {
    const k = branchKey(b);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** A maps link by coordinates, or a search by address when there are none. */
export function directionsUrl(b: Branch): string {
  return hasCoordinates(b)
    ? `https://www.google.com/maps/dir/?api=1&destination=${b.latitude},${b.longitude}`
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(b.fullAddress || b.name)}`;
}
