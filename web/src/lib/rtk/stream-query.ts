/**
 * Live queries for RTK Query: one Firestore listener per cache entry.
 *
 * Usage inside a feature's `api/` (see web/README.md):
 *
 *   dealDetail: build.query<Deal | null, DealRouteParams>(
 *     streamQuery('dealDetail', async (params) => {
 *       const [{ deal$ }, { db }] = await Promise.all([import('./deal-live'), loadFirebase()]);
 *       return deal$(db, params);
 *     }),
 *   ),
 *
 * The source may return its Observable or a promise of it. The Firestore SDK, rxfire and rxjs
 * are imported when the source first runs, never at the top (see lib/firebase): the module that
 * builds the Observable is fetched then, and so is rxjs for the sharing below, so a page that
 * reads nothing live downloads none of them.
 *
 * `queryFn` resolves with the first emission; `onCacheEntryAdded` waits for `cacheDataLoaded`,
 * keeps listening, merges each later emission into the cache with structural sharing (skipping
 * emissions equal to what is cached), and stops the listener when
 * `cacheEntryRemoved` resolves. Both sides share one subscription (a replaying `share` that lives
 * a little past its last subscriber), so the hand-over neither reads the documents twice nor
 * drops an update. The source must emit serialisable values: parse raw documents into domain
 * objects inside `source`.
 */
import { copyWithStructuralSharing } from '@reduxjs/toolkit/query';
import type * as Rxjs from 'rxjs';
import type { Observable } from 'rxjs';
import { liveUpdatesStart } from '@/lib/boot/live-after-start';
import { type ApiError, toApiError } from './api-error';

/** rxjs, fetched with the first live query. */
let rxjs: Promise<typeof Rxjs> | null = null;
const loadRxjs = () => (rxjs ??= import('rxjs'));

/** How long a listener outlives its last subscriber, covering the queryFn → cache hand-over. */
const HANDOVER_MS = 5_000;

interface StreamLifecycle<Result> {
  cacheDataLoaded: Promise<unknown>;
  getCacheEntry: () => { data?: Result };
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (recipe: (draft: Result) => Result) => void;
}

export interface StreamQueryDefinition<Result, Arg> {
  queryFn: (arg: Arg) => Promise<{ data: Result } | { error: ApiError }>;
  onCacheEntryAdded: (arg: Arg, lifecycle: StreamLifecycle<Result>) => Promise<void>;
}

// Every endpoint's registry of shared listeners, so tests can start each case from nothing.
const registries = new Set<Map<string, unknown>>();

/**
 * Forgets every shared listener. For tests: each test builds a fresh store, and a listener left
 * in its hand-over window by the previous test must not answer the next one.
 */
export function resetStreamQueries(): void {
  for (const registry of registries) registry.clear();
}

export function streamQuery<Result, Arg>(
  name: string,
  source: (arg: Arg) => Observable<Result> | Promise<Observable<Result>>,
): StreamQueryDefinition<Result, Arg> {
  const live = new Map<string, Observable<Result>>();
  registries.add(live);

  const shared = async (arg: Arg): Promise<Observable<Result>> => {
    // `arg ?? null` because JSON.stringify(undefined) is undefined, not a string.
    const key = `${name}:${JSON.stringify(arg ?? null)}`;
    const { ReplaySubject, defer, finalize, share, switchMap, timer } = await loadRxjs();
    // Looked up after the await: the query and the cache entry ask at once, and must share.
    let stream = live.get(key);
    if (!stream) {
      stream = defer(async () => source(arg)).pipe(
        switchMap((observable) => observable),
        finalize(() => {
          if (live.get(key) === stream) live.delete(key);
        }),
        share({
          connector: () => new ReplaySubject<Result>(1),
          resetOnError: true,
          resetOnComplete: true,
          resetOnRefCountZero: () => timer(HANDOVER_MS),
        }),
      );
      live.set(key, stream);
    }
    return stream;
  };

  return {
    async queryFn(arg) {
      try {
        const [stream, { firstValueFrom }] = await Promise.all([shared(arg), loadRxjs()]);
        return { data: await firstValueFrom(stream) };
      } catch (error) {
        return { error: toApiError(error) };
      }
    },
    async onCacheEntryAdded(
      arg,
      { cacheDataLoaded, cacheEntryRemoved, getCacheEntry, updateCachedData },
    ) {
      // A server render (entry-server.tsx) seeds entries and renders once: nothing to keep live,
      // and no Firestore connection may be opened for it.
      if (typeof window === 'undefined') return;
      // An entry written with its data (a server render's seed, a grid's deal) has no listener
      // yet; on a server-rendered page it starts once the page has settled (live-after-start.ts).
      const seeded = getCacheEntry().data !== undefined;
      try {
        await cacheDataLoaded;
      } catch {
        // The entry was removed before its first value arrived; there is nothing to keep live.
        return;
      }
      if (seeded) {
        const removed = await Promise.race([
          liveUpdatesStart().then(() => false),
          cacheEntryRemoved.then(
            () => true,
            () => true,
          ),
        ]);
        if (removed) return;
      }
      let stream: Observable<Result>;
      try {
        stream = await shared(arg);
      } catch (error) {
        console.error(`Live query ${name} could not start`, error);
        return;
      }
      const subscription = stream.subscribe({
        next: (value) => {
          // Structural sharing: parts equal to the cached ones keep their identity, so components
          // reading them do not re-render, and a snapshot that changes nothing (a listener resuming,
          // a write that stored the same values) dispatches nothing at all.
          const cached = getCacheEntry().data;
          const next = cached === undefined ? value : copyWithStructuralSharing(cached, value);
          if (next !== cached) updateCachedData(() => next);
        },
        error: (error: unknown) => console.error(`Live query ${name} stopped`, error),
      });
      await cacheEntryRemoved;
      subscription.unsubscribe();
    },
  };
}
