/**
 * The one RTK Query api. It has no endpoints of its own: each feature adds its endpoints with
 * `api.injectEndpoints` inside its `api/` folder, so a route's data code loads with the route.
 * Firestore is read through `queryFn`s (there is no REST API), hence `fakeBaseQuery`.
 */
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './api-error';

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiError>(),
  tagTypes: ['User', 'Banks', 'BankCards', 'Deals', 'Deal', 'Reviews', 'Analytics', 'Brands'],
  endpoints: () => ({}),
});
