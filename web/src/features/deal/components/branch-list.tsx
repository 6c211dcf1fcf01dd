import {
  type Branch,
  type BranchWithDistance,
  type LatLng,
  dedupeBranches,
  directionsUrl,
  formatKm,
  sortBranchesByDistance,
} from '@deals/shared';
import type { GeolocationState } from '../utils/use-geolocation';

/** Branches de-duplicated by address, nearest first when the position is known. */
export function orderBranches(
  branches: readonly Branch[],
  origin: LatLng | null,
): BranchWithDistance[] {
  return sortBranchesByDistance(dedupeBranches(branches), origin);
}

/** One line per branch: name, address, distance when known, and directions. */
export function BranchList({
  branches,
  origin,
  limit,
}: {
  branches: readonly Branch[];
  origin: LatLng | null;
  limit?: number;
}) {
  const ordered = orderBranches(branches, origin);
  const shown = limit === undefined ? ordered : ordered.slice(0, limit);
  if (ordered.length === 0)
    return <p className="muted">No branch addresses are listed for this deal.</p>;
  return (
    <ul className="plain-list branch-list" aria-label="Branches">
      {shown.map((branch, index) => (
        <li key={`${branch.fullAddress}-${branch.name}-${index}`} className="branch">
          <div className="branch__text">
            <p className="branch__name">{branch.name}</p>
            {branch.fullAddress ? (
              <p className="branch__address muted">{branch.fullAddress}</p>
            ) : null}
          </div>
          <div className="branch__actions">
            {branch.distanceKm !== null ? (
              <span className="chip branch__distance">{formatKm(branch.distanceKm)}</span>
            ) : null}
            <a
              className="btn btn--secondary btn--sm"
              href={directionsUrl(branch)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Directions to ${branch.name}${branch.fullAddress ? `, ${branch.fullAddress}` : ''}`}
            >
              Directions
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Tells the user why there are no distances and, where the browser allows, how to get them. */
export function LocationPrompt({ geolocation }: { geolocation: GeolocationState }) {
  switch (geolocation.status) {
    case 'granted':
    case 'unknown':
      return null;
    case 'locating':
      return (
        <p className="muted" role="status">
          Finding your location…
        </p>
      );
    case 'denied':
      return (
        <p className="muted">
          Location access is blocked. Allow it for this site in your browser settings to see how far
          each branch is.
        </p>
      );
    case 'unavailable':
      return (
        <p className="muted">
          This browser cannot share your location, so distances are not shown.
        </p>
      );
    case 'error':
      return (
        <div className="row">
          <p className="muted">We could not find your location.</p>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={geolocation.request}
          >
            Try again
          </button>
        </div>
      );
    case 'prompt':
      return (
        <div className="row">
          <p className="muted">See the nearest branch first.</p>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={geolocation.request}
          >
            Use my location
          </button>
        </div>
      );
  }
}
