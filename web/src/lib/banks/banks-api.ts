/**
 * The Banks collection for the screens that list every bank (card setup, statistics, admin), one
 * bank's cards, read afresh when card setup opens it, and an admin's write of a whole bank.
 */
import { type Bank, CARD_FETCH_TIMEOUT_MS, type Card, type DatasetBank } from '@deals/shared';
import { api } from '@/lib/rtk/api';
import { loadFirebase } from '@/lib/firebase';
import { callsOf, queryResult, toApiError } from '@/lib/rtk/api-error';
import { TimeoutError, withTimeout } from '@/lib/with-timeout';
import { messages } from '@/locales/en/messages';

/** The bank reads with Firestore, fetched on the first read (see lib/firebase). */
const bankReads = () => Promise.all([import('./banks-query'), loadFirebase()]);

export const banksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every bank with its cards, sorted by display name. */
    getBanks: build.query<Bank[], undefined>({
      queryFn: () =>
        queryResult(async () => {
          const [{ fetchBanks }, { db }] = await bankReads();
          return fetchBanks(db);
        }, 'banks'),
      providesTags: ['BankList'],
    }),
    /** One bank's cards; given up after 5 s so the picker can offer Retry. */
    getBankCards: build.query<Card[], string>({
      async queryFn(bankId) {
        try {
          const cards = await withTimeout(
            bankReads().then(([{ fetchBankCards }, { db }]) => fetchBankCards(db, bankId)),
            CARD_FETCH_TIMEOUT_MS,
            () => new TimeoutError(messages.loading.cardsTooSlow),
          );
          return { data: cards };
        } catch (error) {
          console.error(`Failed to load cards of ${bankId}`, error);
          return { error: toApiError(error) };
        }
      },
      providesTags: (_result, _error, bankId) => [{ type: 'BankCards', id: bankId }],
    }),
  }),
});

export const { useGetBanksQuery, useGetBankCardsQuery } = banksApi;

/** Writes a bank from an admin's import (the rules let only admins write banks). */
export const saveBank = callsOf(bankReads)((banks, db, bank: DatasetBank) =>
  banks.writeBank(db, bank),
);
