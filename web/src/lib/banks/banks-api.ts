/** The whole Banks collection, for the screens that list every bank (card setup, statistics). */
import type { Bank } from '@deals/shared';
import { api } from '@/lib/rtk/api';
import { getFirebase } from '@/lib/firebase';
import { toApiError } from '@/lib/rtk/api-error';
import { fetchBanks } from './banks-query';

export const banksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every bank with its cards, sorted by display name. */
    getBanks: build.query<Bank[], undefined>({
      async queryFn() {
        try {
          return { data: await fetchBanks(getFirebase().db) };
        } catch (error) {
          console.error('Failed to fetch banks', error);
          return { error: toApiError(error) };
        }
      },
      providesTags: ['Banks'],
    }),
  }),
});

export const { useGetBanksQuery } = banksApi;
