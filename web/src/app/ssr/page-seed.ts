/**
 * A server-rendered page's seed (see @deals/shared page-seed) into the store, under the cache
 * entries the page reads: on the server before rendering, in the browser before hydrating.
 */
import { type PageSeed, type SeedBank, sameBank } from '@deals/shared';
import { bankNamesApi, bankNamesArg } from '@/lib/banks/bank-names-api';
import { dealDetailApi } from '@/lib/deals/deal-detail-api';
import { placesApi, placesGrid } from '@/lib/places/places-api';
import type { ApiDispatch } from '@/lib/rtk/api';

/**
 * The bank-name entries a page reads, from the banks its seed carries: one for the whole set (a
 * place's logos and offer list) and one for each bank alone (each offer's badge, a deal's).
 */
function bankNameEntries(bankIds: readonly string[], banks: readonly SeedBank[]) {
  const all = bankNamesArg(bankIds);
  const sets = all.length > 1 ? [all, ...all.map((id) => [id])] : [all];
  return sets
    .filter((arg) => arg.length > 0)
    .map((arg) => ({
      endpointName: 'getBankNames' as const,
      arg,
      value: banks.filter((bank) => arg.some((id) => sameBank(id, bank.id))),
    }));
}

/**
 * Freezes the seed, as the store would: Immer skips a frozen tree where it would otherwise walk
 * every object of it twice (finalising, then freezing) inside the update that takes it in, which
 * was most of the landing's 24 places' cost on a slow phone. One plain walk here instead.
 */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/**
 * Puts a seed into the store under the cache entries the page reads: the landing's grid, the
 * place and its banks' names, or the deal, its bank's name and its reviews. Resolves once every
 * entry is written. `between` runs after the seed is frozen and between two writes: the browser
 * ends the task there (on a slow phone the store's first write, which also sets up its cache, was
 * a long task with the second, and freezing the landing's places with the first).
 */
export async function applyPageSeed(
  dispatch: ApiDispatch,
  seed: PageSeed,
  between: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  deepFreeze(seed);
  // The walk over the landing's two dozen places in a task of its own, apart from the first write.
  await between();
  switch (seed.kind) {
    case 'landing':
      placesGrid.seed(dispatch, seed.args, {
        pages: [{ places: [...seed.places], next: seed.next }],
        pageParams: [null],
      });
      return;
    case 'place':
      dispatch(
        placesApi.util.upsertQueryEntries([
          { endpointName: 'getPlace', arg: seed.ref, value: seed.place },
        ]),
      );
      // A page cached before its seed carried banks has none: its badges read them as before.
      if (seed.place && seed.banks.length > 0) {
        await between();
        dispatch(
          bankNamesApi.util.upsertQueryEntries(bankNameEntries(seed.place.bankIds, seed.banks)),
        );
      }
      return;
    case 'deal':
      dispatch(
        dealDetailApi.util.upsertQueryEntries([
          { endpointName: 'dealDetail', arg: seed.params, value: seed.deal },
        ]),
      );
      if (seed.deal) {
        await between();
        dispatch(
          bankNamesApi.util.upsertQueryEntries(bankNameEntries([seed.deal.bankId], seed.banks)),
        );
      }
      // A guest's list (uid null: a page is hydrated only where no one is signed in).
      if (seed.reviews) {
        await between();
        // The deal route's own module, which its page loads anyway: not in every page's entry.
        const { dealApi } = await import('@/features/deal/api/deal-api');
        dispatch(
          dealApi.util.upsertQueryEntries([
            {
              endpointName: 'dealReviews',
              arg: { deal: seed.params, uid: null },
              value: seed.reviews.map((review) => ({ ...review, error: null })),
            },
          ]),
        );
      }
      return;
  }
}
