import { type FavouriteEntry, MESSAGES } from '@deals/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useMessage } from '@/lib/i18n/use-message';
import { useToast } from '@/lib/toast';
import { messages } from '@/locales/en/messages';
import { writeFailureSentence } from '@/lib/firebase/write-errors';
import { type AuthState, isVerified } from '@/lib/session/auth-slice';
import { useGetUserDocQuery } from '@/lib/user/user-doc-api';
import { type DealIds, type FavouriteSource, isFavouriteDeal } from './favourite-entry';
import { useToggleFavouriteMutation } from './favourites-api';

/** What a guest sees when trying to save a favourite. */
export const GUEST_FAVOURITE_ALERT = MESSAGES.signInToFavourite;
/** Shown when a favourite could not be saved and was rolled back. */
export const FAVOURITE_FAILED_MESSAGE = messages.favourites.failed;

/**
 * The toast for a failed toggle: a sentence per cause. A refusal by the rules
 * or a conflict gets what to do about it; a connection problem (or anything unexpected) gets
 * FAVOURITE_FAILED_MESSAGE. The SDK's message (rule lines) is never shown.
 */
export function favouriteFailureMessage(error: unknown): string {
  const code =
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string'
      ? (error as { code: string }).code
      : undefined;
  if (code === undefined || code === 'unavailable' || code === 'deadline-exceeded')
    return FAVOURITE_FAILED_MESSAGE;
  return writeFailureSentence(code, 'favourite') ?? FAVOURITE_FAILED_MESSAGE;
}

/** The member's uid: null for guests and for accounts that have not verified their e-mail. */
const selectMemberUid = (state: { auth: AuthState }): string | null => {
  const user = state.auth.user;
  return user && isVerified(user) ? user.uid : null;
};

export interface FavouritesApi {
  /** The member's uid, null for guests (and for unverified accounts). */
  uid: string | null;
  favourites: readonly FavouriteEntry[];
  /** True while the user document has not arrived yet. */
  isLoading: boolean;
  isFavourite: (deal: DealIds) => boolean;
  /** Flips the deal's state; guests get the sign-up alert (as a toast) instead. */
  toggle: (deal: FavouriteSource) => void;
  /** Removes a stored entry by its favourite id (the modal's Remove button). */
  removeEntry: (entry: FavouriteEntry) => void;
}

/** Favourites of the signed-in member, live from Users/{uid}, with an optimistic toggle. */
export function useFavourites(): FavouritesApi {
  const uid = useSelector(selectMemberUid);
  const { data, isLoading } = useGetUserDocQuery(uid ?? skipToken);
  const [toggleFavourite] = useToggleFavouriteMutation();
  const showToast = useToast();
  // The toasts are English sentences of the messages namespace, shown in the current language.
  const message = useMessage();
  const favourites = useMemo(() => data?.UserFavouriteDeals ?? [], [data]);

  const isFavourite = useCallback(
    (deal: DealIds) => isFavouriteDeal(favourites, deal),
    [favourites],
  );

  const run = useCallback(
    (deal: FavouriteSource, add: boolean) => {
      if (!uid) {
        // The guest alert, as the app's toast: a native alert would block the page and is not
        // styled or announced like every other notice here.
        showToast(message(GUEST_FAVOURITE_ALERT));
        return;
      }
      toggleFavourite({ uid, deal, add })
        .unwrap()
        .catch((error: unknown) => showToast(message(favouriteFailureMessage(error)), 'error'));
    },
    [uid, toggleFavourite, showToast, message],
  );

  const toggle = useCallback(
    (deal: FavouriteSource) => run(deal, !isFavouriteDeal(favourites, deal)),
    [run, favourites],
  );

  const removeEntry = useCallback(
    (entry: FavouriteEntry) => {
      // An entry's own id names it exactly, whatever form an older client stored it in.
      run(
        {
          bankId: '',
          cityId: '',
          dealId: entry.dealId,
          title: entry.title,
          discount: entry.discount,
          cardNames: entry.cardNames,
        },
        false,
      );
    },
    [run],
  );

  return {
    uid,
    favourites,
    isLoading: uid !== null && isLoading,
    isFavourite,
    toggle,
    removeEntry,
  };
}
