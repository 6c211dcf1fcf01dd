/**
 * Card setup's data: one bank's cards (read afresh when the bank is chosen, given up after 5 s so
 * the picker can offer Retry), and saving the user's choice into Users/{uid}.UserCards. The bank
 * list itself is lib/banks' getBanks.
 */
import {
  type Bank,
  type Card,
  CARD_FETCH_TIMEOUT_MS,
  DEFAULT_USER_NAME,
  type UserCard,
  parseCards,
} from '@deals/shared';
import { doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { api } from '@/lib/rtk/api';
import { getFirebase } from '@/lib/firebase';
import { toApiError } from '@/lib/rtk/api-error';
import { TimeoutError, withTimeout } from '@/lib/with-timeout';
import { en } from '@/locales/en';

/** A bank for the picker: its cards are read afresh (getBankCards) when the bank is chosen. */
export type BankSummary = Omit<Bank, 'cards'>;

export interface SaveCardsArgs {
  uid: string;
  email: string | null;
  name: string | null;
  cards: UserCard[];
}

export const cardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBankCards: build.query<Card[], string>({
      async queryFn(bankId) {
        try {
          const snapshot = await withTimeout(
            getDoc(doc(getFirebase().db, 'Banks', bankId)),
            CARD_FETCH_TIMEOUT_MS,
            () => new TimeoutError(en.messages.loading.cardsTooSlow),
          );
          return { data: snapshot.exists() ? parseCards(snapshot.get('cards')) : [] };
        } catch (error) {
          console.error(`Failed to load cards of ${bankId}`, error);
          return { error: toApiError(error) };
        }
      },
      providesTags: (_result, _error, bankId) => [{ type: 'BankCards', id: bankId }],
    }),

    /**
     * Replaces the user's cards, creating the user document if sign-up never did. No tag is
     * invalidated: the live user document (lib/user) sees the write through its listener.
     */
    saveUserCards: build.mutation<null, SaveCardsArgs>({
      async queryFn({ uid, email, name, cards }) {
        try {
          const ref = doc(getFirebase().db, 'Users', uid);
          const existing = await getDoc(ref);
          const userCards = cards.map((card) => ({ ...card }));
          if (existing.exists()) {
            await updateDoc(ref, { UserCards: userCards });
          } else {
            await setDoc(ref, {
              UID: uid,
              Email: email ?? '',
              Name: name?.trim() || DEFAULT_USER_NAME,
              UserCards: userCards,
              UserFavouriteDeals: [],
            });
          }
          return { data: null };
        } catch (error) {
          console.error('Saving card selections failed', error);
          return { error: toApiError(error) };
        }
      },
    }),
  }),
});

export const { useGetBankCardsQuery, useSaveUserCardsMutation } = cardsApi;
