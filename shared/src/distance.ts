/** Distances as the app writes them: "3.2 km" on a deal page, "350 m" or "1.2 km" on a tile. */

/** A distance shown to 1 decimal in km: "3.2 km". */
export function formatKm(km: number): string {
  return `${km.toFixed(1)} km`;
}

/**
 * A distance for a tile: metres below 1 km ("350 m", rounded to 10 m), else km ("1.2 km"). Kept
 * apart from the geometry (geo.ts) and the geohash code (place-branches.ts), which the grid does
 * not need.
 */
export function formatDistance(km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  if (km < 0.995) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  return km < 99.95 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}
