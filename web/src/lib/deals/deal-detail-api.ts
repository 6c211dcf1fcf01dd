/**
 * One deal document, live: the deal page and the branches page read it, and every grid that opens
 * a deal seeds its cache entry with the deal it already holds, so the page paints at once and the
 * listener then brings whatever changed since the grid was read.
 */
import type { Deal } from '@deals/shared';
import type { DealRouteParams } from '@/config/paths';
import { loadFirebase } from '@/lib/firebase';
import { type ApiDispatch, type ApiState, api } from '@/lib/rtk/api';
import { streamQuery } from '@/lib/rtk/stream-query';

/** The deal's listener, with Firestore, fetched on the first read. */
const dealListener = () => Promise.all([import('./deal-live'), loadFirebase()]);

export const dealDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The deal document, live; null when it does not exist (Deal not found). */
    dealDetail: build.query<Deal | null, DealRouteParams>(
      streamQuery('dealDetail', async (params) => {
        const [{ deal$ }, { db }] = await dealListener();
        return deal$(db, params);
      }),
    ),
  }),
});

export const { useDealDetailQuery } = dealDetailApi;

/** The cache key of a deal's entry: the deal page's route parameters. */
export const dealDetailArgs = (deal: Deal): DealRouteParams => ({
  bankId: deal.bankId,
  dealId: deal.dealId,
  cityId: deal.cityId,
});

/**
 * Puts a deal a grid already read into the deal page's cache entry, unless the entry exists: a
 * live entry is newer than any grid. The grid's deal is the same parse of the same document, so
 * the page renders it at once; the entry's listener starts with it and replaces it with the
 * server's copy when that differs.
 */
export function seedDealDetail(deal: Deal) {
  return (dispatch: ApiDispatch, getState: () => ApiState): void => {
    const args = dealDetailArgs(deal);
    const entry = dealDetailApi.endpoints.dealDetail.select(args)(getState());
    if (!entry.isUninitialized) return;
    // upsertQueryEntries writes the entry synchronously (upsertQueryData would wait a tick), so
    // the page's first render after the navigation already finds it.
    dispatch(
      dealDetailApi.util.upsertQueryEntries([
        { endpointName: 'dealDetail', arg: args, value: deal },
      ]),
    );
  };
}
