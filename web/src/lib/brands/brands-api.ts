/**
 * The brand index (Brands/{brandKey}) through RTK Query: searches by term and single brands by
 * key. A search answered once is served from the cache when the same term comes again.
 */
import type { BrandIndexEntry, RankedBrand } from '@deals/shared';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '@/lib/rtk/api';
import { loadFirebase } from '@/lib/firebase';
import { queryFnsOf } from '@/lib/rtk/api-error';

/** The brand index reads as queryFns, fetched with Firestore on the first (see lib/firebase). */
const brandQuery = queryFnsOf(() => Promise.all([import('./brands-query'), loadFirebase()]));

export const brandsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Brands matching a term, best match first (the term is searched as typed; see brands-query). */
    searchBrands: build.query<RankedBrand[], string>({
      queryFn: brandQuery((brands, db, term) => brands.searchBrands(db, term)),
      providesTags: ['BrandIndex'],
    }),
    /** One Brands document, for /brand-detail opened from a link rather than from a search. */
    getBrand: build.query<BrandIndexEntry | null, string>({
      queryFn: brandQuery((brands, db, key) => brands.fetchBrand(db, key)),
      providesTags: (_result, _error, key) => [{ type: 'BrandIndex', id: key }],
    }),
  }),
});

export const { useGetBrandQuery } = brandsApi;

/**
 * `search(term)` for the brand search pipeline, which owns debouncing and cancelling: a promise of
 * the ranked brands that rejects with the ApiError when the index cannot be read.
 */
export function useSearchBrands(): (term: string) => Promise<RankedBrand[]> {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  return useCallback(
    (term: string) =>
      dispatch(brandsApi.endpoints.searchBrands.initiate(term, { subscribe: false })).unwrap(),
    [dispatch],
  );
}
