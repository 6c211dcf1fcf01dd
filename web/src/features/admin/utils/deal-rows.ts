/**
 * What the admin page reads off a deal: its title, the place its title files it under, and the
 * fan-out to follow after a write, with the documents' state just before it.
 */
import { placeSummaryOf } from '@deals/shared';
import type { DealDocumentRow } from '@/lib/deals/deal-editing-api';
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
export const rowTitle = (row: DealDocumentRow): string => dealTitle(row.data) || row.dealId;

/** The place key a deal's title files it under (the Places document its writes change). */
export const placeKeyOfDeal = (ids: DealIds, deal: unknown): string =>
  placeSummaryOf({ ...ids, deal }).key;

/** The state just before a write, which the fan-out's confirmation compares with. */
export interface BeforeWrite {
  /** The stored deal's updatedAt; null for a new deal. */
  updatedAt: unknown;
  /** The Analytics document of the deal's bank and city; undefined when not known (loading, or
   * the page lists another bank or city). */
  analytics: Record<string, unknown> | null | undefined;
  /** An edit: the stored deal, whose place the write may leave. */
  stored?: Record<string, unknown>;
}

/** The fan-out to follow after writing `data` as the deal `ids` (its stored data for expire and delete). */
export function fanOutOf(
  ids: DealIds,
  action: PendingFanOut['action'],
  data: Record<string, unknown>,
  before: BeforeWrite,
): PendingFanOut {
  return {
    ...ids,
    action,
    updatedAtBefore: before.updatedAt ?? null,
    analyticsBefore: before.analytics !== undefined ? analyticsCounts(before.analytics) : null,
    title: dealTitle(data),
    placeKey: placeKeyOfDeal(ids, data),
    before: before.stored
      ? { title: dealTitle(before.stored), placeKey: placeKeyOfDeal(ids, before.stored) }
      : null,
  };
}
