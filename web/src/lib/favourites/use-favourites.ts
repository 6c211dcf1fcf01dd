import type { FavouriteEntry } from '@deals/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/store';
import { useToast } from '@/components/toast';
import { writeFailureSentence } from '@/lib/firebase/write-errors';
import { useGetUserDocQuery } from '@/lib/user/user-doc-api';
import { type DealIds, type FavouriteSource, isFavouriteDeal } from './favourite-entry';
import { useToggleFavouriteMutation } from './favourites-api';

/** SPEC §6: what a guest sees when trying to save a favourite. */
export const GUEST_FAVOURITE_ALERT = 'Please sign up or log in to save favorites!';
/** Shown when a favourite could not be saved and was rolled back. */
export const FAVOURITE_FAILED_MESSAGE = 'Could not update your favorites. Check your connection and try again.';

/**
 * The toast for a failed toggle: SPEC-free, so our own sentence per cause. A refusal by the rules
 * or a conflict gets what to do about it; a connection problem (or anything unexpected) gets
 * FAVOURITE_FAILED_MESSAGE. The SDK's message (rule lines) is never shown.
 */
export function favouriteFailureMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
      ? (error as { code: string }).code
      : undefined;
  if (code === undefined || code === 'unavailable' || code === 'deadline-exceeded')
    return FAVOURITE_FAILED_MESSAGE;
  return writeFailureSentence(code, 'favourite') ?? FAVOURITE_FAILED_MESSAGE;
}

// Read straight from the auth slice's state so lib/ does not import app/session.
const selectMemberUid = (state: RootState): string | null => {
  const user = state.auth.user;
  if (!user) return null;
  const verified = user.emailVerified || user.providerIds.some((id) => id !== 'password');
  return verified ? user.uid : null;
};

export interface FavouritesApi {
  /** The member's uid, null for guests (and for unverified accounts). */
  uid: string | null;
  favourites: readonly FavouriteEntry[];
  /** True while the user document has not arrived yet. */
  isLoading: boolean;
  isFavourite: (deal: DealIds) => boolean;
  /** Flips the deal's state; guests get SPEC's alert (as a toast) instead. */
  toggle: (deal: FavouriteSource) => void;
  /** Removes a stored entry by its favourite id (the modal's Remove button). */
  removeEntry: (entry: FavouriteEntry) => void;
}

/** Favourites of the signed-in member, live from Users/{uid}, with an optimistic toggle. */
export function useFavourites(): FavouritesApi {
  const uid = useAppSelector(selectMemberUid);
  const { data, isLoading } = useGetUserDocQuery(uid ?? skipToken);
  const [toggleFavourite] = useToggleFavouriteMutation();
  const showToast = useToast();
  const favourites = useMemo(() => data?.UserFavouriteDeals ?? [], [data]);

  const isFavourite = useCallback(
    (deal: DealIds) => isFavouriteDeal(favourites, deal),
    [favourites],
  );

  const run = useCallback(
    (deal: FavouriteSource, add: boolean) => {
      if (!uid) {
        // SPEC §6's alert, as the app's toast: a native alert would block the page and is not
        // styled or announced like every other notice here.
        showToast(GUEST_FAVOURITE_ALERT);
        return;
      }
      toggleFavourite({ uid, deal, add })
        .unwrap()
        .catch((error: unknown) => showToast(favouriteFailureMessage(error), 'error'));
    },
    [uid, toggleFavourite, showToast],
  );

  const toggle = useCallback((deal: FavouriteSource) => run(deal, !isFavouriteDeal(favourites, deal)), [run, favourites]);

  const removeEntry = useCallback(
    (entry: FavouriteEntry) => {
      // An entry's own id names it exactly, whatever form an older client stored it in.
      run({ bankId: '', cityId: '', dealId: entry.dealId, title: entry.title, discount: entry.discount, cardNames: entry.cardNames }, false);
    },
    [run],
  );

  return { uid, favourites, isLoading: uid !== null && isLoading, isFavourite, toggle, removeEntry };
}
