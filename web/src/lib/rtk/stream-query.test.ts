import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { Subject, finalize } from 'rxjs';
import { describe, expect, it } from 'vitest';
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
    source.error(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    await subscription;
    expect(api.endpoints.counter.select('b')(store.getState()).error).toEqual({
      message: 'Missing or insufficient permissions.',
      code: 'permission-denied',
    });
  });
});
