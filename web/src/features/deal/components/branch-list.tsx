import {
  type Branch,
  type BranchWithDistance,
  type LatLng,
  dedupeBranches,
  directionsUrl,
  sortBranchesByDistance,
} from '@deals/shared';
import { useTranslation } from '@/lib/i18n/react';
import { useDealFormat } from '../utils/deal-format';
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
  const { t } = useTranslation('deal');
  const format = useDealFormat();
  const ordered = orderBranches(branches, origin);
  const shown = limit === undefined ? ordered : ordered.slice(0, limit);
  if (ordered.length === 0) return <p className="muted">{t('branchList.none')}</p>;
  return (
    <ul className="plain-list branch-list" aria-label={t('branchList.label')}>
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
              <span className="chip branch__distance">{format.km(branch.distanceKm)}</span>
            ) : null}
            <a
              className="btn btn--secondary btn--sm"
              href={directionsUrl(branch)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={
                branch.fullAddress
                  ? t('branchList.directionsToAddress', {
                      name: branch.name,
                      address: branch.fullAddress,
                    })
                  : t('branchList.directionsTo', { name: branch.name })
              }
            >
              {t('branchList.directions')}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Tells the user why there are no distances and, where the browser allows, how to get them. Shown
 * only above a list with branches: a location orders nothing when no branch is listed.
 *
 * Until the browser's answer is known (the server's render, the page's first moments) it offers
 * the button, as it does to most visitors once known: the page keeps its height as it hydrates
 * instead of growing by the line (which a phone shows as a jump of the scroll bar), and a tap on
 * it asks for the location whatever the permission turns out to be.
 */
export function LocationPrompt({ geolocation }: { geolocation: GeolocationState }) {
  const { t } = useTranslation('deal');
  switch (geolocation.status) {
    case 'granted':
      return null;
    case 'locating':
      return (
        <p className="muted" role="status">
          {t('branchList.locating')}
        </p>
      );
    case 'denied':
      return <p className="muted">{t('branchList.denied')}</p>;
    case 'unavailable':
      return <p className="muted">{t('branchList.unavailable')}</p>;
    case 'error':
    case 'prompt':
    case 'unknown':
      // Not known yet, asked for the first time, or again after a failure the browser may get past.
      return (
        <LocationRequest
          text={t(geolocation.status === 'error' ? 'branchList.error' : 'branchList.prompt')}
          action={t(
            geolocation.status === 'error' ? 'branchList.tryAgain' : 'branchList.useLocation',
          )}
          onRequest={geolocation.request}
        />
      );
  }
}

/** A line about the location with the button that asks the browser for it. */
function LocationRequest({
  text,
  action,
  onRequest,
}: {
  text: string;
  action: string;
  onRequest: () => void;
}) {
  return (
    <div className="row">
      <p className="muted">{text}</p>
      <button type="button" className="btn btn--secondary btn--sm" onClick={onRequest}>
        {action}
      </button>
    </div>
  );
}
