import {
  type PlaceDoc,
  derivedFieldsEqual,
  deriveDealFields,
  pakistanDate,
  placeDealState,
  placeSummaryOf,
} from '@deals/shared';
import { banksText, bestOfferText } from '@/components/place-tile/place-tile';
import { useWatchAnalyticsQuery, useWatchDealQuery, useWatchPlaceQuery } from '../api/admin-api';

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
  /** The deal's title after the write (its stored title for expire and delete). */
  title: string;
  /** The place key of that title: the Places document the write changes. */
  placeKey: string;
  /** An edit that renamed the deal to another place: the place it left; null otherwise. */
  before: { title: string; placeKey: string } | null;
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

/** One line of the confirmation: still waiting for the functions, or done with what they did. */
export interface FanOutLine {
  state: 'waiting' | 'done';
  text: string;
}

const placeFigures = (place: PlaceDoc): string =>
  `${banksText(place.bankCount || place.bankIds.length)}, ${bestOfferText(place)}`;

/**
 * What the place of the written deal shows, live. The functions keep Places from the listed deals
 * (a place lists each current deal under the place key of its title and is deleted when none is
 * left), so after the deal's own fan-out: a current deal must be listed with its title and
 * discount; an expired or deleted one, or one renamed away (`role: 'before'`), must be gone from
 * the place. `deal` is the stored deal (null once deleted), `place` the stored place (null when
 * there is none; undefined while loading).
 */
export function placeLine({
  pending,
  role,
  dealDone,
  deal,
  place,
}: {
  pending: PendingFanOut;
  role: 'now' | 'before';
  dealDone: boolean;
  deal: Record<string, unknown> | null | undefined;
  place: PlaceDoc | null | undefined;
}): FanOutLine {
  const { bankId, cityId, dealId } = pending;
  const title = role === 'now' ? pending.title : (pending.before?.title ?? pending.title);
  const name = `${place?.title ?? title} in ${cityId}`;
  const which = role === 'now' ? 'Place' : 'Previous place';
  if (!dealDone || place === undefined)
    return { state: 'waiting', text: `… Waiting for the place ${name}` };
  const gone = pending.action === 'expired' || pending.action === 'deleted' || role === 'before';
  const current = !gone && deal !== null && deal !== undefined && deal['active'] !== false;
  const now = placeDealState(place, { bankId, dealId });
  if (current) {
    const want = placeSummaryOf({ bankId, cityId, dealId, deal }).summary;
    return now.state === 'lists' && now.title === want.title && now.discount === want.discount
      ? { state: 'done', text: `✓ Place updated: ${name}, ${placeFigures(now.place)}` }
      : { state: 'waiting', text: `… Waiting for the place ${name} to list this deal` };
  }
  if (now.state === 'lists')
    return { state: 'waiting', text: `… Waiting for the place ${name} to drop this deal` };
  const notCurrent = !gone ? 'No place lists this deal: it is not current. ' : '';
  return now.state === 'missing'
    ? { state: 'done', text: `✓ ${notCurrent}${which} removed: ${name} has no current deal left` }
    : {
        state: 'done',
        text: `✓ ${notCurrent}${which} updated: ${name}, ${placeFigures(now.place)}, without this deal`,
      };
}

/** The place line, following the place document live. */
function PlaceStatus({
  pending,
  role,
  dealDone,
  deal,
}: {
  pending: PendingFanOut;
  role: 'now' | 'before';
  dealDone: boolean;
  deal: Record<string, unknown> | null | undefined;
}) {
  const key = role === 'now' ? pending.placeKey : (pending.before?.placeKey ?? pending.placeKey);
  const place = useWatchPlaceQuery({ cityId: pending.cityId, placeKey: key });
  const line = placeLine({
    pending,
    role,
    dealDone,
    deal,
    place: place.isSuccess ? place.data : undefined,
  });
  return (
    <li data-state={line.state}>
      {place.isError
        ? `Could not follow the place ${key} in ${pending.cityId}: ${place.error.message}`
        : line.text}
    </li>
  );
}

const fmt = (a: AnalyticsCounts) => `${a.deals} deals, ${a.offers} offers, ${a.branches} branches`;

/**
 * Live confirmation of the fan-out after an admin write: the deal's derived fields (written by
 * onDealWritten), its place (and the place it left when renamed) and the bank's Analytics for the
 * city, as listeners see them change.
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
        <PlaceStatus pending={pending} role="now" dealDone={done} deal={stored} />
        {pending.before && pending.before.placeKey !== pending.placeKey ? (
          <PlaceStatus pending={pending} role="before" dealDone={done} deal={stored} />
        ) : null}
      </ul>
      {deal.isError || analytics.isError ? (
        <p className="form-message form-message--error" role="alert">
          Could not follow the fan-out live: {deal.error?.message ?? analytics.error?.message}
        </p>
      ) : null}
    </section>
  );
}
