/**
 * Real examples for the brand search placeholder: the brands offered by the most banks, read from
 * the brand index, so the suggestion always names brands that are in the data (the demo's or
 * production's) rather than guesses.
 */
import { api } from '@/lib/rtk/api';
import { loadFirebase } from '@/lib/firebase';
import { toApiError } from '@/lib/rtk/api-error';
import { brandSearch } from '@/locales/en/brandSearch';

/** How many brands the placeholder names: two still fit a phone-wide field (two reads, once per visit). */
export const SUGGESTED_BRAND_COUNT = 2;

/** Shown until the examples arrive, or if they cannot be read: names no brand at all. */
export const GENERIC_BRAND_PLACEHOLDER = brandSearch.panel.placeholder;

/** Examples change only when deals do; an hour keeps them for the visit. */
const POPULAR_BRANDS_CACHE_SECONDS = 60 * 60;

export const popularBrandsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPopularBrandNames: build.query<string[], number>({
      async queryFn(count) {
        try {
          const [{ fetchPopularBrandNames }, { db }] = await Promise.all([
            import('./popular-brands-query'),
            loadFirebase(),
          ]);
          return { data: await fetchPopularBrandNames(db, count) };
        } catch (error) {
          // Cosmetic: the generic placeholder stays, so a warning is enough.
          console.warn('Brand examples for the search placeholder could not be read', error);
          return { error: toApiError(error) };
        }
      },
      keepUnusedDataFor: POPULAR_BRANDS_CACHE_SECONDS,
      providesTags: ['BrandIndex'],
    }),
  }),
});
