/**
 * Coming back from a deal: the deal page's back buttons (its own and the browser's)
 * navigate with `{ fromDealDetail: true }`, and the landing and home pages then put back what the
 * visitor left: filters, grid and scroll position.
 */
import { LANDING_STATE_TTL_MS, type LatLng, isRecord } from '@deals/shared';
import { useEffect, useRef } from 'react';

/** A saved page state is used for 30 minutes after it was saved (a clock set back voids it). */
export function isFreshPageState(savedAt: number, now: number): boolean {
  return now - savedAt >= 0 && now - savedAt < LANDING_STATE_TTL_MS;
}

/** A saved "near me" position, or null when absent or not a position on Earth. */
function savedPosition(value: unknown): LatLng | null {
  if (typeof value !== 'object' || value === null) return null;
  const { latitude, longitude } = value as Record<string, unknown>;
  return typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
    ? { latitude, longitude }
    : null;
}

/** What every saved grid state holds: its time, filters, pages, cursors and scroll position. */
export interface SavedGrid extends Record<string, unknown> {
  timestamp: number;
  filters: object;
  pages: unknown[];
  pageParams: unknown[];
  scrollY: number;
}

/** Whether a value read back from storage has what every saved grid state holds. */
export function isSavedGrid(value: unknown): value is SavedGrid {
  return (
    isRecord(value) &&
    typeof value.timestamp === 'number' &&
    typeof value.filters === 'object' &&
    value.filters !== null &&
    Array.isArray(value.pages) &&
    Array.isArray(value.pageParams) &&
    typeof value.scrollY === 'number'
  );
}

/** What a saved grid state holds beside its pages and filters, read back from storage. */
export interface SavedGridPlace {
  nearPosition: LatLng | null;
  opened: string | null;
  openedTop: number | null;
}

/** The "near me" position and the opened item of a saved grid state, or null where malformed. */
export function savedGridPlace(saved: {
  nearPosition?: unknown;
  opened?: unknown;
  openedTop?: unknown;
}): SavedGridPlace {
  return {
    nearPosition: savedPosition(saved.nearPosition),
    opened: typeof saved.opened === 'string' ? saved.opened : null,
    openedTop:
      typeof saved.openedTop === 'number' && Number.isFinite(saved.openedTop)
        ? saved.openedTop
        : null,
  };
}

// The flag lives in a module of its own: the layout reads it on every page, and the rest of this
// module need not come with the app's first load.
export { type FromDealDetailState, isFromDealDetail } from './from-detail';

/**
 * How long to keep trying, in ms: web fonts and images still change the cards' heights after the
 * grid first renders, so the page can be too short for the saved position at first.
 */
const SCROLL_RESTORE_WINDOW_MS = 3_000;

/** The item a grid returns to: where it stood on the screen when it was opened. */
export interface RestoreTarget {
  /** The item's element on the page now, or null while it is not there. */
  element: () => HTMLElement | null;
  /** Its top, in px from the top of the viewport, when it was opened (null: not known). */
  top: number | null;
  /** Puts focus back on it (without scrolling). */
  focus: () => void;
}

/**
 * Scrolls the window back to where the visitor was once `ready` (the restored grid is on screen).
 * It runs after the router's own scroll handling, which puts a new history entry at the top.
 *
 * With a `target`, the item that was opened, the first frame scrolls to `y`, puts focus back on
 * the item, and every frame for up to 3 s then scrolls by however far the item stands from where
 * it stood when it was opened: pictures and lines loading above it (a card row, a summary line)
 * move it, and the browser's scroll anchoring does not always make up for them. Without a target
 * it scrolls to `y`, every frame for up to 3 s while the page is still too short to reach it.
 *
 * A wheel, touch, key or pointer press stops it, so it never fights someone who has started
 * scrolling. It happens once per mount: a grid emptied and refilled later (another city) starts
 * at the top as usual. `y` null means nothing to restore.
 */
export function useRestoreScroll(
  y: number | null,
  ready: boolean,
  target: RestoreTarget | null = null,
): void {
  const item = useRef(target);
  useEffect(() => {
    item.current = target;
  }, [target]);
  // Set by the first frame that scrolls, not by the effect: React's development double-run
  // cancels the first effect's frame before it fires.
  const done = useRef(false);
  useEffect(() => {
    if (y === null || !ready || done.current) return undefined;
    let frame = 0;
    const until = performance.now() + SCROLL_RESTORE_WINDOW_MS;
    const stop = () => cancelAnimationFrame(frame);
    /** Scrolls towards the saved place; true when it still has to follow the page. */
    const follow = (): boolean => {
      const opened = item.current;
      const element = opened?.element() ?? null;
      if (opened && opened.top !== null && element) {
        const off = element.getBoundingClientRect().top - opened.top;
        if (Math.abs(off) > 1) window.scrollBy(0, off);
        return true;
      }
      window.scrollTo(0, y);
      return Math.abs(window.scrollY - y) > 1;
    };
    const step = () => {
      if (!done.current) {
        done.current = true;
        window.scrollTo(0, y);
        item.current?.focus();
      }
      if (follow() && performance.now() < until) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    const interrupts = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const type of interrupts)
      window.addEventListener(type, stop, { passive: true, once: true });
    return () => {
      stop();
      for (const type of interrupts) window.removeEventListener(type, stop);
    };
  }, [y, ready]);
}
