import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NearMeControl, SMOOTH_SCROLL_SETTLE_MS } from './near-me-control';
import type { NearMeState } from './use-browse-grid';

const near = (start = vi.fn()) =>
  ({
    available: true,
    status: 'off',
    active: false,
    start,
    stop: vi.fn(),
    distanceOf: () => null,
  }) as unknown as NearMeState<never>;

/** Where the control stands on a screen 800 px high; scrolling it into view puts it at 96. */
let top = 700;
let scrolls: ScrollIntoViewOptions[] = [];
let reducedMotion = false;
const scrollIntoView = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollIntoView');

beforeEach(() => {
  vi.useFakeTimers();
  top = 700;
  scrolls = [];
  reducedMotion = false;
  vi.stubGlobal('innerHeight', 800);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
  }));
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ top }) as DOMRect,
  );
});
afterEach(() => {
  if (scrollIntoView)
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', scrollIntoView);
  else delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A browser whose smooth scroll is dropped (the grid below changed under it). */
function dropSmoothScrolls() {
  HTMLElement.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
    const given = typeof options === 'object' ? options : {};
    scrolls.push(given);
    if (given.behavior !== 'smooth') top = 96;
  };
}

/** Renders the control and presses it; `start` is what Near me starts. */
function pressNearMe(start = vi.fn()) {
  render(<NearMeControl near={near(start)} />);
  fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
}

/** Presses the control and lets a smooth scroll's time pass; returns the scrolls asked for. */
function pressAndSettle(): ScrollIntoViewOptions[] {
  pressNearMe();
  vi.advanceTimersByTime(SMOOTH_SCROLL_SETTLE_MS);
  return scrolls;
}

describe('NearMeControl', () => {
  it('at the foot of the screen, a press orders the grid and brings the control up', () => {
    dropSmoothScrolls();
    const start = vi.fn();
    pressNearMe(start);
    expect(start).toHaveBeenCalledOnce();
    expect(scrolls).toEqual([{ block: 'start', behavior: 'smooth' }]);
    // The smooth scroll was dropped: once it should have ended, the control jumps up.
    vi.advanceTimersByTime(SMOOTH_SCROLL_SETTLE_MS);
    expect(scrolls).toHaveLength(2);
    expect(scrolls[1]).toEqual({ block: 'start' });
    expect(top).toBe(96);
  });

  it('does not jump after a smooth scroll that arrived', () => {
    HTMLElement.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
      scrolls.push(typeof options === 'object' ? options : {});
      top = 96;
    };
    expect(pressAndSettle()).toEqual([{ block: 'start', behavior: 'smooth' }]);
  });

  it('moves at once, and once, for someone who asks for reduced motion', () => {
    dropSmoothScrolls();
    reducedMotion = true;
    expect(pressAndSettle()).toEqual([{ block: 'start', behavior: 'auto' }]);
  });

  it('leaves the page where it is when the control is in the upper half', () => {
    dropSmoothScrolls();
    top = 200;
    expect(pressAndSettle()).toEqual([]);
  });
});
