import type { NearMeState } from './use-browse-grid';

export const NEAR_ME_TEXTS = {
  group: 'Order',
  trending: 'Trending',
  nearMe: 'Near me',
  locating: 'Finding your location...',
  denied:
    "Location is blocked for this site, so we can't sort by distance. To allow it, open the site settings (the icon left of the address bar), set Location to Allow, then press Near me again.",
  unavailable:
    "We couldn't get your location. Check that location (GPS) is on for this device, then press Near me again.",
} as const;

/**
 * The grid's order: Trending (the normal order) or Near me, two toggle buttons. Pressing Near me
 * asks for the position (the browser's prompt the first time); the outcome is announced.
 */
export function NearMeControl<Item>({ near }: { near: NearMeState<Item> }) {
  const nearOn = near.status === 'on' || near.status === 'locating';
  return (
    <div className="near-me">
      <div className="near-me__toggle" role="group" aria-label={NEAR_ME_TEXTS.group}>
        <button
          type="button"
          className="near-me__option"
          aria-pressed={!nearOn}
          onClick={near.stop}
        >
          {NEAR_ME_TEXTS.trending}
        </button>
        <button
          type="button"
          className="near-me__option"
          aria-pressed={nearOn}
          onClick={near.start}
          disabled={near.status === 'locating'}
        >
          <svg className="near-me__pin" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
            />
          </svg>
          {NEAR_ME_TEXTS.nearMe}
        </button>
      </div>
      <NearMeMessage near={near} />
    </div>
  );
}

/**
 * What finding the position came to, announced: "Finding your location...", or how to allow
 * location or turn it on. Empty while nothing needs saying.
 */
export function NearMeMessage<Item>({ near }: { near: NearMeState<Item> }) {
  const message =
    near.status === 'locating'
      ? NEAR_ME_TEXTS.locating
      : near.status === 'denied'
        ? NEAR_ME_TEXTS.denied
        : near.status === 'unavailable'
          ? NEAR_ME_TEXTS.unavailable
          : '';
  const problem = near.status === 'denied' || near.status === 'unavailable';
  return (
    <p
      className={problem ? 'near-me__message near-me__message--problem' : 'near-me__message'}
      role="status"
      data-testid="near-me-message"
    >
      {message}
    </p>
  );
}
