import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFailedRoute } from '@/testing/failed-route';
import { ChunkLoadTimeoutError, isChunkLoadError, lazyRoute } from '@/app/lazy-route';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What a page's code fails with when its stylesheet cannot be fetched, as offline. */
const cssPreloadError = () => new Error('Unable to preload CSS for /assets/deal-page-DCt8ClNZ.css');

describe('lazy routes', () => {
  it('gives up on a chunk after the time-out', async () => {
    vi.useFakeTimers();
    try {
      const load = lazyRoute(() => new Promise(() => {}));
      const result = load();
      vi.advanceTimersByTime(120_000);
      await expect(result).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('recognises the browsers’ chunk failures', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true);
    expect(isChunkLoadError(cssPreloadError())).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('shows a retry screen when a page chunk cannot be loaded', async () => {
    renderFailedRoute(new ChunkLoadTimeoutError());
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('treats a page whose stylesheet failed like one whose script failed, and reloads it once the connection is back', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    renderFailedRoute(cssPreloadError());
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Check your connection: the page loads by itself once it is back, or press Retry.',
      ),
    ).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    // The screen listens from its first effect, which may run just after its text shows.
    await vi.waitFor(() => {
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(reload).toHaveBeenCalled();
    });
  });
});
