import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, signedOut } from '@/testing/render';
import { ChunkLoadTimeoutError, isChunkLoadError, lazyRoute } from '@/app/lazy-route';
import { RouteError } from './route-error';

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
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('shows a retry screen when a page chunk cannot be loaded', async () => {
    renderRoutes(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          lazy: lazyRoute(() => Promise.reject(new ChunkLoadTimeoutError())),
        },
      ],
      { preloadedState: signedOut },
    );
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
