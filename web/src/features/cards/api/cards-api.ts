/**
 * Card setup's write: the user's choice into Users/{uid}.UserCards. The banks and each bank's
 * cards are read through lib/banks (getBanks, getBankCards).
 */
import type { Bank, UserCard } from '@deals/shared';
import { api } from '@/lib/rtk/api';
import { toApiError } from '@/lib/rtk/api-error';
import { startUserCardsWrite } from '@/lib/user/user-doc-writes';
import { TimeoutError, withTimeout } from '@/lib/with-timeout';

/** A bank for the picker: its cards are read afresh (getBankCards) when the bank is chosen. */
export type BankSummary = Omit<Bank, 'cards'>;

/** How long the save waits for the server to take the write before it is left to the SDK. */
export const CARD_SAVE_TIMEOUT_MS = 10_000;

/**
 * What became of a save: `saved`, the server took it; `queued`, the server did not answer in
 * time (offline, or a slow connection), and the write waits on this device to be sent.
 */
export type CardSaveOutcome = 'saved' | 'queued';

export interface SaveCardsArgs {
  uid: string;
  email: string | null;
  name: string | null;
  cards: UserCard[];
}

export const cardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Replaces the user's cards, creating the user document if sign-up never did. No tag is
     * invalidated: the live user document (lib/user) sees the write through its listener.
     */
    saveUserCards: build.mutation<CardSaveOutcome, SaveCardsArgs>({
      async queryFn({ uid, email, name, cards }) {
        try {
          const { sent } = await startUserCardsWrite(uid, { email, name }, cards);
          // A write settles only when the server acknowledges it, so offline it never does. The
          // SDK has already applied it to its persistent cache (the live user document shows the
          // new cards) and sends it when the connection returns; waiting longer than this only
          // keeps the member on a spinning button, so past it the save counts as queued. Should
          // the server later refuse it, the SDK drops it and the listener shows the cards stored.
          try {
            await withTimeout(sent, CARD_SAVE_TIMEOUT_MS);
          } catch (error) {
            if (error instanceof TimeoutError) return { data: 'queued' };
            throw error;
          }
          return { data: 'saved' };
        } catch (error) {
          console.error('Saving card selections failed', error);
          return { error: toApiError(error) };
        }
      },
    }),
  }),
});

export const { useSaveUserCardsMutation } = cardsApi;
