/**
 * Adding and removing favourites. The write is a transaction on Users/{uid} so an entry is never
 * duplicated and a removal drops every stored form of the id, whatever shape older clients wrote.
 * The live user document (user-doc-api) is patched at once (optimistic) and, if the write fails,
 * that deal's change alone is rolled back; the listener then confirms the server's truth.
 */
import { type FavouriteEntry, matchesFavourite, newUserDoc, userEntity } from '@deals/shared';
import type { Firestore } from 'firebase/firestore';
import { api } from '@/lib/rtk/api';
import { loadFirebase } from '@/lib/firebase';
import { toApiError } from '@/lib/rtk/api-error';
import { userDocApi } from '@/lib/user/user-doc-api';
import { type FavouriteSource, toFavouriteEntry, withoutDeal } from './favourite-entry';

export interface ToggleFavouriteArgs {
  uid: string;
  deal: FavouriteSource;
  /** True to add, false to remove. */
  add: boolean;
}

/** Raw entries as stored; kept raw so untouched entries are written back byte for byte. */
type StoredEntry = Record<string, unknown> & { dealId?: unknown };

function asStoredList(value: unknown): StoredEntry[] {
  return Array.isArray(value)
    ? value.filter((v): v is StoredEntry => typeof v === 'object' && v !== null)
    : [];
}

/** Writes the change; exported for unit tests with a mocked Firestore module. */
export async function writeFavourite(
  db: Firestore,
  { uid, deal, add }: ToggleFavouriteArgs,
  entry?: FavouriteEntry,
) {
  // The SDK is fetched on the first write (see lib/firebase).
  const { doc, runTransaction } = await import('firebase/firestore');
  const ref = doc(db, userEntity.docPath({ uid }));
  await runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(ref);
    const current = asStoredList(
      snapshot.exists() ? snapshot.get('UserFavouriteDeals') : undefined,
    );
    // Entries stay exactly as stored: the rules accept a write that keeps stored entries and
    // adds one at the end, so even an old entry the app would not write today must not change.
    const kept = current.filter(
      (raw) =>
        withoutDeal([{ dealId: typeof raw.dealId === 'string' ? raw.dealId : '' }], deal).length ===
        1,
    );
    const next = add ? [...kept, { ...(entry ?? toFavouriteEntry(deal)) }] : kept;
    if (snapshot.exists()) transaction.update(ref, { UserFavouriteDeals: next });
    else transaction.set(ref, newUserDoc(uid, { favourites: next }), { merge: true });
  });
}

export const favouritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    toggleFavourite: build.mutation<null, ToggleFavouriteArgs>({
      async queryFn(args) {
        try {
          await writeFavourite((await loadFirebase()).db, args);
          return { data: null };
        } catch (error) {
          console.error('Favourite update failed', error);
          return { error: toApiError(error) };
        }
      },
      async onQueryStarted({ uid, deal, add }, lifecycle) {
        const { dispatch, queryFulfilled } = lifecycle;
        // The deal's entries as they stood before this click, and where: what a failed write
        // puts back.
        const before = userDocApi.endpoints.getUserDoc.select(uid)(lifecycle.getState()).data;
        const taken = (before?.UserFavouriteDeals ?? []).flatMap((entry, index) =>
          matchesFavourite(entry, deal) ? [{ index, entry }] : [],
        );
        dispatch(
          userDocApi.util.updateQueryData('getUserDoc', uid, (draft) => {
            if (!draft) return draft;
            const kept = withoutDeal(draft.UserFavouriteDeals, deal);
            return { ...draft, UserFavouriteDeals: add ? [...kept, toFavouriteEntry(deal)] : kept };
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          // Only this deal's change is taken back, on the document as it is now: undoing the patch
          // would restore the whole document as it was at this click, wiping every toggle since.
          // A failed add drops the deal's entries; a failed remove puts back those it took out.
          dispatch(
            userDocApi.util.updateQueryData('getUserDoc', uid, (draft) => {
              if (!draft) return draft;
              const next = withoutDeal(draft.UserFavouriteDeals, deal);
              for (const { index, entry } of taken)
                next.splice(Math.min(index, next.length), 0, entry);
              return { ...draft, UserFavouriteDeals: next };
            }),
          );
        }
      },
    }),
  }),
});

export const { useToggleFavouriteMutation } = favouritesApi;
