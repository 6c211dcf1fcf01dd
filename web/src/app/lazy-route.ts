/**
 * Lazy route modules: a chunk that has not loaded in 120 seconds fails with a retry screen. A route module's default
 * export is its page component.
 */
import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@deals/shared';
import { type Namespace, loadTexts } from '@/lib/i18n/i18n';
import { isCodeFetchError } from '@/lib/network/code-fetch';
import { withTimeout } from '@/lib/with-timeout';

/** Thrown when a route chunk neither loads nor fails within the time-out. */
export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('Loading this page took too long.');
    this.name = 'ChunkLoadTimeoutError';
  }
}

/**
 * True for errors that mean a page's code could not be fetched (offline, new deploy, time-out):
 * a script chunk, in each browser's words, or a stylesheet the build loads with it ("Unable to
 * preload CSS", from the build's preload helper).
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadTimeoutError || (error instanceof Error && isCodeFetchError(error))
  );
}

/**
 * Adapts `() => import('./x-route')` to react-router's `lazy` route property, fetching the texts
 * of `namespaces` alongside, so the page's first render has its words (the layout's and the common
 * ones are always there).
 */
export function lazyRoute(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: readonly Namespace[] = [],
) {
  return async () => {
    const [module] = await Promise.all([
      withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS, () => new ChunkLoadTimeoutError()),
      loadTexts(namespaces),
    ]);
    return { Component: module.default };
  };
}
