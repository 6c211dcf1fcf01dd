/**
 * Card setup's write: the user's choice into Users/{uid}.UserCards. The banks and each bank's
 * cards are read through lib/banks (getBanks, getBankCards).
 */
import { type Bank, DEFAULT_USER_NAME, type UserCard } from '@deals/shared';
import { doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { api } from '@/lib/rtk/api';
import { loadFirebase } from '@/lib/firebase';
import { toApiError } from '@/lib/rtk/api-error';

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
    /**
     * Replaces the user's cards, creating the user document if sign-up never did. No tag is
     * invalidated: the live user document (lib/user) sees the write through its listener.
     */
    saveUserCards: build.mutation<null, SaveCardsArgs>({
      async queryFn({ uid, email, name, cards }) {
        try {
          const ref = doc((await loadFirebase()).db, 'Users', uid);
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

export const { useSaveUserCardsMutation } = cardsApi;
