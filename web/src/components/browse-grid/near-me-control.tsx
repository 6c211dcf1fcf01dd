import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import type { NearMeState } from './use-browse-grid';
import { isNearMeChosen } from './use-near-me';

/** How long a smooth scroll to the control may take before it is checked, in ms. */
export const SMOOTH_SCROLL_SETTLE_MS = 700;

/** True when the control is in the lower half of the screen, the order it sets out of sight. */
const nearFoot = (control: HTMLElement) =>
  control.getBoundingClientRect().top > window.innerHeight / 2;

/**
 * The grid's order: Trending (the normal order) or Near me, two toggle buttons. Pressing Near me
 * asks for the position (the browser's prompt the first time); the outcome is announced.
 */
export function NearMeControl<Item>({ near }: { near: NearMeState<Item> }) {
  const { t } = useTranslation('common');
  const nearOn = isNearMeChosen(near.status);
  const root = useRef<HTMLDivElement>(null);
  // On a phone the control sits at the foot of the first screen with the places it orders below
  // it, so a press would change nothing in sight: the control moves up to the top instead.
  const choose = (order: () => void) => {
    order();
    const control = root.current;
    if (control === null || !nearFoot(control)) return;
    const still =
      'matchMedia' in window && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    control.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    if (still) return;
    // Some browsers (Chromium 150) drop a smooth scroll when the grid below changes under it, as
    // the new order loads; the control then jumps up once the scroll should have ended.
    window.setTimeout(() => {
      if (nearFoot(control)) control.scrollIntoView({ block: 'start' });
    }, SMOOTH_SCROLL_SETTLE_MS);
  };
  return (
    <div className="near-me" ref={root}>
      <div className="near-me__toggle" role="group" aria-label={t('nearMe.group')}>
        <button
          type="button"
          className="pill near-me__option"
          aria-pressed={!nearOn}
          onClick={() => choose(near.stop)}
        >
          {t('nearMe.trending')}
        </button>
        <button
          type="button"
          className="pill near-me__option"
          aria-pressed={nearOn}
          onClick={() => choose(near.start)}
          disabled={near.status === 'locating'}
        >
          <svg className="near-me__pin" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
            />
          </svg>
          {t('nearMe.nearMe')}
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
  const { t } = useTranslation('common');
  const message =
    near.status === 'locating'
      ? t('nearMe.locating')
      : near.status === 'denied'
        ? t('nearMe.denied')
        : near.status === 'unavailable'
          ? t('nearMe.unavailable')
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
