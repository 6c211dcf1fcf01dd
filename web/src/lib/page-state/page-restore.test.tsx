import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isFromDealDetail, useRestoreScroll } from './page-restore';

/** A page that can scroll at most `maxScroll` px: scrolling further clamps, as a short page does. */
const page = { maxScroll: 0, y: 0 };
let scrollTo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  page.maxScroll = 0;
  page.y = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => page.y);
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((_x: number, y: number) => {
    page.y = Math.min(y, page.maxScroll);
  });
});
afterEach(() => vi.restoreAllMocks());

const frames = (n: number) =>
  new Promise<void>((resolve) => {
    let left = n;
    const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
    requestAnimationFrame(next);
  });

describe('useRestoreScroll', () => {
  it('waits until ready, then scrolls to the saved position', async () => {
    page.maxScroll = 5000;
    const { rerender } = renderHook(({ ready }) => useRestoreScroll(1200, ready), {
      initialProps: { ready: false },
    });
    await frames(3);
    expect(page.y).toBe(0);
    rerender({ ready: true });
    await vi.waitFor(() => expect(page.y).toBe(1200));
  });

  it('keeps trying while the page is still too short for the position', async () => {
    page.maxScroll = 300;
    renderHook(() => useRestoreScroll(1200, true));
    await frames(5);
    expect(page.y).toBe(300);
    page.maxScroll = 5000;
    await vi.waitFor(() => expect(page.y).toBe(1200));
  });

  it('stops when the visitor scrolls by themselves', async () => {
    page.maxScroll = 300;
    renderHook(() => useRestoreScroll(1200, true));
    await frames(3);
    window.dispatchEvent(new Event('wheel'));
    page.maxScroll = 5000;
    await frames(5);
    expect(page.y).toBe(300);
  });

  it('restores once: a grid emptied and refilled later stays where the visitor is', async () => {
    page.maxScroll = 5000;
    const { rerender } = renderHook(({ ready }) => useRestoreScroll(1200, ready), {
      initialProps: { ready: true },
    });
    await vi.waitFor(() => expect(page.y).toBe(1200));
    page.y = 40;
    rerender({ ready: false });
    rerender({ ready: true });
    await frames(5);
    expect(page.y).toBe(40);
  });

  it('puts the opened item back where it stood, with focus, while lines above it load', async () => {
    page.maxScroll = 5000;
    vi.spyOn(window, 'scrollBy').mockImplementation((_x: number, dy: number) => {
      page.y = Math.min(Math.max(page.y + dy, 0), page.maxScroll);
    });
    // The item stands 1400 px down the page; it stood 200 px below the viewport's top.
    const item = { pageTop: 1400 };
    const element = {
      getBoundingClientRect: () => ({ top: item.pageTop - page.y }) as DOMRect,
    } as HTMLElement;
    const focus = vi.fn();
    const target = { element: () => element, top: 200, focus };
    renderHook(() => useRestoreScroll(1200, true, target));
    await vi.waitFor(() => expect(page.y).toBe(1200));
    // A card row above the grid finishes loading, 250 px taller: the item follows.
    item.pageTop = 1650;
    await vi.waitFor(() => expect(page.y).toBe(1450));
    expect(focus).toHaveBeenCalledOnce();
  });

  it('falls back to the saved position when the opened item is not on the page', async () => {
    page.maxScroll = 5000;
    const focus = vi.fn();
    renderHook(() => useRestoreScroll(1200, true, { element: () => null, top: 200, focus }));
    await vi.waitFor(() => expect(page.y).toBe(1200));
    expect(focus).toHaveBeenCalledOnce();
  });

  it('does nothing without a saved position', async () => {
    renderHook(() => useRestoreScroll(null, true));
    await frames(3);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('isFromDealDetail', () => {
  it('is true only for the deal page’s back state', () => {
    expect(isFromDealDetail({ fromDealDetail: true })).toBe(true);
    expect(isFromDealDetail({ fromDealDetail: 'yes' })).toBe(false);
    expect(isFromDealDetail(null)).toBe(false);
  });
});
