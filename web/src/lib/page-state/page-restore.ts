/**
 * Coming back from a deal: the deal page's back buttons (its own and the browser's)
 * navigate with `{ fromDealDetail: true }`, and the landing and home pages then put back what the
 * visitor left: filters, grid and scroll position.
 */
import { LANDING_STATE_TTL_MS, type LatLng } from '@deals/shared';
import { useEffect, useRef } from 'react';

/** A saved page state is used for 30 minutes after it was saved (a clock set back voids it). */
export function isFreshPageState(savedAt: number, now: number): boolean {
  return now - savedAt >= 0 && now - savedAt < LANDING_STATE_TTL_MS;
}

/** A saved "near me" position, or null when absent or not a position on Earth. */
export function savedPosition(value: unknown): LatLng | null {
  if (typeof value !== 'object' || value === null) return null;
  const { latitude, longitude } = value as Record<string, unknown>;
  return typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
    ? { latitude, longitude }
    : null;
}

/** Navigation state the deal page passes back to the page it returns to. */
export interface FromDealDetailState {
  fromDealDetail: true;
}

export function isFromDealDetail(state: unknown): state is FromDealDetailState {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { fromDealDetail?: unknown }).fromDealDetail === true
  );
}

/**
 * How long to keep trying, in ms: web fonts and images still change the cards' heights after the
 * grid first renders, so the page can be too short for the saved position at first.
 */
const SCROLL_RESTORE_WINDOW_MS = 3_000;

/**
 * Scrolls the window to `y` once `ready` (the restored grid is on screen). It runs after the
 * router's own scroll handling, which puts a new history entry at the top, and retries every
 * frame for up to 3 s while the page is still too short to reach `y`. A wheel, touch or key press stops it, so it
 * never fights someone who has started scrolling. It happens once per mount: a grid emptied and
 * refilled later (another city) starts at the top as usual. `y` null means nothing to restore.
 * `afterScroll` runs once, right after the first scroll: the grid puts focus back on the item
 * that was opened there, which also makes it the browser's scroll anchor, so pictures still
 * loading above it do not push it out of place.
 */
export function useRestoreScroll(y: number | null, ready: boolean, afterScroll?: () => void): void {
  const then = useRef(afterScroll);
  useEffect(() => {
    then.current = afterScroll;
  }, [afterScroll]);
  // Set by the first frame that scrolls, not by the effect: React's development double-run
  // cancels the first effect's frame before it fires.
  const done = useRef(false);
  useEffect(() => {
    if (y === null || !ready || done.current) return undefined;
    let frame = 0;
    const until = performance.now() + SCROLL_RESTORE_WINDOW_MS;
    const stop = () => cancelAnimationFrame(frame);
    const step = () => {
      const first = !done.current;
      done.current = true;
      window.scrollTo(0, y);
      if (first) then.current?.();
      if (Math.abs(window.scrollY - y) > 1 && performance.now() < until)
        frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    const interrupts = ['wheel', 'touchstart', 'keydown'] as const;
    for (const type of interrupts)
      window.addEventListener(type, stop, { passive: true, once: true });
    return () => {
      stop();
      for (const type of interrupts) window.removeEventListener(type, stop);
    };
  }, [y, ready]);
}
