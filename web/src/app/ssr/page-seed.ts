/**
 * A server-rendered page's seed (see @deals/shared page-seed) into the store, under the cache
 * entries the page reads: on the server before rendering, in the browser before hydrating.
 */
import { type PageSeed, toStoredBankId } from '@deals/shared';
import { bankNamesApi } from '@/lib/banks/bank-names-api';
import { dealDetailApi } from '@/lib/deals/deal-detail-api';
import { placesApi, placesGrid } from '@/lib/places/places-api';
import type { ApiDispatch } from '@/lib/rtk/api';

/**
 * Puts a seed into the store under the cache entries the page reads: the landing's grid, the
 * place, or the deal and its bank's name. Resolves once every entry is written.
 */
export async function applyPageSeed(dispatch: ApiDispatch, seed: PageSeed): Promise<void> {
  switch (seed.kind) {
    case 'landing':
      await placesGrid.seed(dispatch, seed.args, {
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
      return;
    case 'deal':
      dispatch(
        dealDetailApi.util.upsertQueryEntries([
          { endpointName: 'dealDetail', arg: seed.params, value: seed.deal },
        ]),
      );
      if (seed.deal) {
        dispatch(
          bankNamesApi.util.upsertQueryEntries([
            {
              endpointName: 'getBankNames',
              arg: [toStoredBankId(seed.deal.bankId)],
              value: [...seed.banks],
            },
          ]),
        );
      }
      return;
  }
}
