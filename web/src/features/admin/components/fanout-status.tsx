import { derivedFieldsEqual, deriveDealFields, pakistanDate } from '@deals/shared';
import { useWatchAnalyticsQuery, useWatchDealQuery } from '../api/admin-api';

/** What the page wrote and what the documents looked like just before. */
export interface PendingFanOut {
  bankId: string;
  cityId: string;
  dealId: string;
  action: 'created' | 'saved' | 'expired' | 'deleted';
  /** The deal's updatedAt before the write (null for a new deal). */
  updatedAtBefore: unknown;
  /** Analytics counts before the write. */
  analyticsBefore: AnalyticsCounts | null;
}

/** The Analytics figures the page shows. */
export interface AnalyticsCounts {
  deals: number;
  offers: number;
  branches: number;
}

/** The counts of an Analytics document (zeros when missing). */
export function analyticsCounts(doc: Record<string, unknown> | null | undefined): AnalyticsCounts {
  const n = (k: string) => {
    const v = doc?.[k];
    return typeof v === 'number' ? v : 0;
  };
  return {
    deals: n('total_deals_scraped'),
    offers: n('offers_count'),
    branches: n('branches_count'),
  };
}

/**
 * Whether the functions have processed a write of this deal: for a deleted deal, that it is gone;
 * otherwise that its stored derived fields are those of its content and its updatedAt moved on.
 */
export function dealFannedOut(
  pending: PendingFanOut,
  deal: Record<string, unknown> | null | undefined,
): boolean {
  if (deal === undefined) return false;
  if (pending.action === 'deleted') return deal === null;
  if (deal === null) return false;
  const derived = deriveDealFields(deal, {
    bankId: pending.bankId,
    cityId: pending.cityId,
    today: pakistanDate(Date.now()),
  });
  return (
    derivedFieldsEqual(deal, derived) &&
    typeof deal['trendingScore'] === 'number' &&
    deal['updatedAt'] !== pending.updatedAtBefore
  );
}

const fmt = (a: AnalyticsCounts) => `${a.deals} deals, ${a.offers} offers, ${a.branches} branches`;

/**
 * Live confirmation of the fan-out after an admin write: the deal's derived fields (written by
 * onDealWritten) and the bank's Analytics for the city, as listeners see them change.
 */
export function FanOutStatus({ pending }: { pending: PendingFanOut }) {
  const ids = { bankId: pending.bankId, cityId: pending.cityId, dealId: pending.dealId };
  const deal = useWatchDealQuery(ids);
  const analytics = useWatchAnalyticsQuery({ bankId: pending.bankId, cityId: pending.cityId });
  const done = dealFannedOut(pending, deal.isSuccess ? deal.data : undefined);
  const after = analytics.isSuccess ? analyticsCounts(analytics.data) : null;
  const before = pending.analyticsBefore;
  const change =
    after !== null && before !== null && JSON.stringify(after) !== JSON.stringify(before)
      ? { before, after }
      : null;
  const stored = deal.data ?? null;
  return (
    <section className="admin-fanout" aria-labelledby="fanout-title" aria-live="polite">
      <h3 id="fanout-title">
        Deal {pending.dealId} {pending.action}
      </h3>
      <ul className="admin-fanout__list">
        <li data-state={done ? 'done' : 'waiting'}>
          {done ? '✓ ' : '… '}
          {pending.action === 'deleted'
            ? done
              ? 'Deal removed'
              : 'Waiting for the deal to be removed'
            : done && stored
              ? `Derived fields written: ${String(stored['category_id'])}, ${
                  Array.isArray(stored['cardNames']) ? stored['cardNames'].length : 0
                } card(s), ${String(stored['offerCount'])} offer(s), ${String(
                  stored['branchCount'],
                )} branch(es), ${stored['active'] === true ? 'active' : 'not active (expired)'}`
              : 'Waiting for the functions to derive the deal’s fields'}
        </li>
        <li data-state={change ? 'done' : done ? 'unchanged' : 'waiting'}>
          {change
            ? `✓ Analytics ${pending.bankId} · ${pending.cityId} updated: ${fmt(change.before)} → ${fmt(change.after)}`
            : !done
              ? `… Waiting for Analytics ${pending.bankId} · ${pending.cityId}`
              : before === null
                ? `✓ Analytics ${pending.bankId} · ${pending.cityId} now: ${after ? fmt(after) : 'none'}`
                : `Analytics ${pending.bankId} · ${pending.cityId} unchanged${after ? ` (${fmt(after)})` : ''}: this change does not alter its counts`}
        </li>
      </ul>
      {deal.isError || analytics.isError ? (
        <p className="form-message form-message--error" role="alert">
          Could not follow the fan-out live: {deal.error?.message ?? analytics.error?.message}
        </p>
      ) : null}
    </section>
  );
}
