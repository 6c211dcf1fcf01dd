import { bankDisplayName, bankImagePath, sameBank, toStoredBankId } from '@deals/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useMemo } from 'react';
import { api } from '@/lib/rtk/api';
import { loadFirebase } from '@/lib/firebase';
import { queryFnsOf } from '@/lib/rtk/api-error';
import type { BankBadgeEntry } from './banks-query';

/** Bank names change about never; an hour keeps them for a whole visit at no further read. */
const BANK_NAMES_CACHE_SECONDS = 60 * 60;

/** The bank reads as queryFns, fetched with Firestore on the first (see lib/firebase). */
const bankQuery = queryFnsOf(() => Promise.all([import('./banks-query'), loadFirebase()]));

export const bankNamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Display names of the given stored bank ids (sorted, so one set of banks is one cache entry). */
    getBankNames: build.query<BankBadgeEntry[], readonly string[]>({
      // Names are cosmetic: on a failure the ids stay readable through bankDisplayName's fallback.
      queryFn: bankQuery((banks, db, bankIds) => banks.fetchBankNames(db, bankIds), 'bank names'),
      keepUnusedDataFor: BANK_NAMES_CACHE_SECONDS,
      providesTags: ['BankList'],
    }),
  }),
});

export const { useGetBankNamesQuery } = bankNamesApi;

/**
 * `nameOf(bank)` for the banks a screen shows: the bankName of each Banks document, and
 * the id spelt out while the documents load or when one is missing. Stored ids ("Hbl",
 * "DubaiIslamic") are never what a person reads.
 */
export function useBankNames(banks: readonly string[]): (bank: string) => string {
  const data = useBankEntries(banks);
  return useCallback((bank: string) => bankDisplayName(bank, data ?? []), [data]);
}

/** The cache key of a set of banks: their stored ids, once each, sorted. */
export function bankNamesArg(banks: readonly string[]): string[] {
  return [...new Set(banks.map((bank) => toStoredBankId(bank)))].sort();
}

/** The Banks documents of the given banks (one cache entry per set of banks); none when !read. */
function useBankEntries(banks: readonly string[], read = true): BankBadgeEntry[] | undefined {
  const key = bankNamesArg(banks).join('\n');
  const ids = useMemo(() => (key ? key.split('\n') : []), [key]);
  return useGetBankNamesQuery(read && ids.length > 0 ? ids : skipToken).data;
}

export interface BankBadgeInfo {
  /** The display name (never the stored id). */
  name: string;
  /** The logo URL: the Banks document's bankImage, else the per-bank logo under /demo/banks. */
  logo: string;
}

/**
 * `badgeOf(bank)`: display name and logo of each of the given banks, as useBankNames reads them.
 * With `read: false` nothing is read: the name is the id spelt out and the logo the per-bank
 * file, which is what a grid of many tiles uses to stay within its read budget.
 */
export function useBankBadges(
  banks: readonly string[],
  { read = true }: { read?: boolean } = {},
): (bank: string) => BankBadgeInfo {
  const data = useBankEntries(banks, read);
  return useCallback(
    (bank: string) => {
      const entry = data?.find((known) => sameBank(known.id, bank));
      return {
        name: bankDisplayName(bank, data ?? []),
        logo: entry?.bankImage || bankImagePath(toStoredBankId(bank)),
      };
    },
    [data],
  );
}
