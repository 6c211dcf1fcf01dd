/**
 * The one RTK Query api. It has no endpoints of its own: each feature adds its endpoints with
 * `api.injectEndpoints` inside its `api/` folder, so a route's data code loads with the route.
 * Firestore is read through `queryFn`s (there is no REST API), hence `fakeBaseQuery`.
 */
import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { useDispatch, useStore } from 'react-redux';
import type { ApiError } from './api-error';

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiError>(),
  // Cache tags name what a cache entry holds; collection names come from @deals/shared's entities.
  tagTypes: [
    'User',
    'BankList',
    'BankCards',
    'DealList',
    'Deal',
    'ReviewList',
    'AnalyticsDoc',
    'BrandIndex',
  ],
  endpoints: () => ({}),
});

/** The part of the store the api owns: what its selectors read. */
export interface ApiState {
  [api.reducerPath]: ReturnType<typeof api.reducer>;
}

/** A dispatch that runs the api's thunks (upsertQueryData and the like). */
export type ApiDispatch = ThunkDispatch<ApiState, unknown, UnknownAction>;

/** The store as components below app/ may see it: the api's state and its thunks. */
export const useApiDispatch = useDispatch.withTypes<ApiDispatch>();
export const useApiStore = useStore.withTypes<Store<ApiState> & { dispatch: ApiDispatch }>();
