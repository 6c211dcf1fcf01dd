import type { BrandIndexEntry } from '@deals/shared';
import { api } from '@/app/api';
import { fetchBrand } from '@/lib/brands/brands-query';
import { getFirebase } from '@/lib/firebase';
import { toApiError } from '@/lib/rtk/api-error';

export const brandSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One Brands document, for /brand-detail opened from a link rather than from a search. */
    getBrand: build.query<BrandIndexEntry | null, string>({
      async queryFn(key) {
        try {
          return { data: await fetchBrand(getFirebase().db, key) };
        } catch (error) {
          return { error: toApiError(error) };
        }
      },
      providesTags: (_result, _error, key) => [{ type: 'Brands', id: key }],
    }),
  }),
});

export const { useGetBrandQuery } = brandSearchApi;
