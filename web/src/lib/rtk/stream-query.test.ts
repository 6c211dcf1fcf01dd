import { type Middleware, configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { Subject, finalize } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_AFTER_START_MS, holdLiveUpdates } from '@/lib/boot/live-after-start';
import type { ApiError } from './api-error';
import { streamQuery } from './stream-query';

function setup() {
  const source = new Subject<number>();
  let subscriptions = 0;
  let unsubscriptions = 0;
  const api = createApi({
    baseQuery: fakeBaseQuery<ApiError>(),
    endpoints: (build) => ({
      counter: build.query<number, string>(
        streamQuery('counter', () => {
          subscriptions += 1;
          return source.pipe(finalize(() => (unsubscriptions += 1)));
        }),
      ),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return { api, store, source, counts: () => ({ subscriptions, unsubscriptions }) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('streamQuery', () => {
  it('resolves with the first value, applies later ones, and shares one listener', async () => {
    const { api, store, source, counts } = setup();
    const subscription = store.dispatch(api.endpoints.counter.initiate('a'));
    await tick();
    source.next(1);
    await subscription;
    expect(api.endpoints.counter.select('a')(store.getState()).data).toBe(1);
    await tick();
    source.next(2);
    expect(api.endpoints.counter.select('a')(store.getState()).data).toBe(2);
    expect(counts().subscriptions).toBe(1);
    subscription.unsubscribe();
  });

  it('returns a serialisable error when the source fails before its first value', async () => {
    const { api, store, source } = setup();
    const subscription = store.dispatch(api.endpoints.counter.initiate('b'));
    await tick();
    source.error(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    await subscription;
    expect(api.endpoints.counter.select('b')(store.getState()).error).toEqual({
      message: 'Missing or insufficient permissions.',
      code: 'permission-denied',
    });
  });
});

describe('streamQuery on a server-rendered page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const seed = (api: ReturnType<typeof setup>['api'], arg: string, value: number) =>
    api.util.upsertQueryEntries([{ endpointName: 'counter', arg, value }]);

  it("starts a seeded entry's listener once the page has been live a while and is idle", async () => {
    vi.useFakeTimers();
    const { api, store, source, counts } = setup();
    const live = holdLiveUpdates();
    store.dispatch(seed(api, 'a', 1));
    const subscription = store.dispatch(api.endpoints.counter.initiate('a'));
    // Not while the page hydrates, however long that takes.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(counts().subscriptions).toBe(0);
    live();
    await vi.advanceTimersByTimeAsync(LIVE_AFTER_START_MS - 100);
    expect(counts().subscriptions).toBe(0);
    expect(api.endpoints.counter.select('a')(store.getState()).data).toBe(1);
    // After the wait, and then an idle moment (at most two seconds more).
    await vi.advanceTimersByTimeAsync(2_200);
    expect(counts().subscriptions).toBe(1);
    source.next(2);
    expect(api.endpoints.counter.select('a')(store.getState()).data).toBe(2);

    // Once the page has settled, a seeded entry (a grid's deal) starts listening at once.
    store.dispatch(seed(api, 'b', 5));
    const b = store.dispatch(api.endpoints.counter.initiate('b'));
    await vi.advanceTimersByTimeAsync(0);
    expect(counts().subscriptions).toBe(2);
    subscription.unsubscribe();
    b.unsubscribe();
  });

  it('never starts the listener of a seeded entry removed before the page settled', async () => {
    vi.useFakeTimers();
    const { api, store, counts } = setup();
    const live = holdLiveUpdates();
    store.dispatch(seed(api, 'gone', 1));
    store.dispatch(api.endpoints.counter.initiate('gone')).unsubscribe();
    store.dispatch(api.util.resetApiState());
    live();
    await vi.advanceTimersByTimeAsync(LIVE_AFTER_START_MS + 5_000);
    expect(counts().subscriptions).toBe(0);
  });
});

describe('streamQuery reconciles snapshots', () => {
  function objects() {
    const source = new Subject<{ title: string; offers: { card: string }[]; score: number }>();
    const api = createApi({
      baseQuery: fakeBaseQuery<ApiError>(),
      endpoints: (build) => ({
        deal: build.query<{ title: string; offers: { card: string }[]; score: number }, string>(
          streamQuery('deal-objects', () => source),
        ),
      }),
    });
    const patches: unknown[] = [];
    const countPatches: Middleware = () => (next) => (action) => {
      if (String((action as { type?: unknown }).type).endsWith('/queryResultPatched'))
        patches.push(action);
      return next(action);
    };
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware).concat(countPatches),
    });
    return { api, store, source, patches };
  }

  it('keeps unchanged parts of a snapshot and dispatches nothing for an identical one', async () => {
    const { api, store, source, patches } = objects();
    const subscription = store.dispatch(api.endpoints.deal.initiate('x'));
    await tick();
    source.next({ title: 'KFC', offers: [{ card: 'Gold' }], score: 1 });
    await subscription;
    await tick();
    const select = () => api.endpoints.deal.select('x')(store.getState()).data;
    const first = select();

    source.next({ title: 'KFC', offers: [{ card: 'Gold' }], score: 1 });
    expect(patches).toHaveLength(0);
    expect(select()).toBe(first);

    source.next({ title: 'KFC', offers: [{ card: 'Gold' }], score: 2 });
    expect(patches).toHaveLength(1);
    expect(select()?.score).toBe(2);
    expect(select()?.offers).toBe(first?.offers);
    subscription.unsubscribe();
  });
});
