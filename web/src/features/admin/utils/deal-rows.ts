/**
 * What the admin page reads off a stored deal: its title, the place its title files it under, and
 * the fan-out to follow after a write, with the documents' state just before it.
 */
import { placeSummaryOf } from '@deals/shared';
import type { AdminDealRow } from '../api/admin-api';
import { type PendingFanOut, analyticsCounts } from '../components/fanout-status';

/** Which deal: its bank, city and id. */
export interface DealIds {
  bankId: string;
  cityId: string;
  dealId: string;
}

/** The stored title; '' when the document has none. */
export const dealTitle = (data: Record<string, unknown>): string =>
  typeof data['title'] === 'string' ? data['title'] : '';

/** How the list names a deal: its title, or its id when it has none. */
export const rowTitle = (row: AdminDealRow): string => dealTitle(row.data) || row.dealId;

/** The place key a deal's title files it under (the Places document its writes change). */
export const placeKeyOfDeal = (ids: DealIds, deal: unknown): string =>
  placeSummaryOf({ ...ids, deal }).key;

/**
 * The fan-out of expiring or deleting a listed deal, taken before the write: the deal's updatedAt
 * and the Analytics counts as they stand (null while Analytics is still loading).
 */
export function fanOutOfRow(
  row: AdminDealRow,
  where: { bankId: string; cityId: string },
  action: 'expired' | 'deleted',
  analytics: Record<string, unknown> | null | undefined,
): PendingFanOut {
  const ids = { ...where, dealId: row.dealId };
  return {
    ...ids,
    action,
    updatedAtBefore: row.data['updatedAt'] ?? null,
    analyticsBefore: analytics !== undefined ? analyticsCounts(analytics) : null,
    title: dealTitle(row.data),
    placeKey: placeKeyOfDeal(ids, row.data),
    before: null,
  };
}
