import { formatDistance } from '@deals/shared';
import './browse-grid.css';

/** "1.2 km away" on a tile: the distance to its nearest branch, while "near me" is on. */
export function DistanceText({ km }: { km: number }) {
  return (
    <p className="distance" data-testid="distance">
      <svg className="distance__pin" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
        />
      </svg>
      <span>{formatDistance(km)}</span>
      <span className="visually-hidden"> away</span>
    </p>
  );
}
