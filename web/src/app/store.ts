/**
 * The store. Reducers are combined with `combineSlices`, so a feature's slice is added when its
 * route module loads (`rootReducer.inject(slice)`) instead of being listed here.
 */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@/lib/rtk/api';
import { authSlice } from '@/lib/session/auth-slice';

// Features that add slices declare them here as lazy, e.g. `.withLazyLoadedSlices<WithSlices<[typeof dealSlice]>>()`.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the extension point for lazy slices
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, authSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function setupStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
