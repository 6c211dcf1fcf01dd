/** The whole Banks collection, for the screens that list every bank (card setup, statistics). */
import type { Bank } from '@deals/shared';
import { api } from '@/lib/rtk/api';
import { getFirebase } from '@/lib/firebase';
import { queryResult } from '@/lib/rtk/api-error';
import { fetchBanks } from './banks-query';

export const banksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every bank with its cards, sorted by display name. */
    getBanks: build.query<Bank[], undefined>({
      queryFn: () => queryResult(() => fetchBanks(getFirebase().db), 'banks'),
      providesTags: ['Banks'],
    }),
  }),
});

export const { useGetBanksQuery } = banksApi;
