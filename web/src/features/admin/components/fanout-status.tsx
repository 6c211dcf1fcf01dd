import {
  type PlaceDoc,
  derivedFieldsEqual,
  deriveDealFields,
  pakistanDate,
  placeDealState,
  placeSummaryOf,
} from '@deals/shared';
import type { TFunction } from '@/lib/i18n/translator';
import { useTranslation } from '@/lib/i18n/react';
import { i18n } from '@/lib/i18n/i18n';
import { useNames } from '@/lib/i18n/names';
import { useMessage } from '@/lib/i18n/use-message';
import { useBankNames } from '@/lib/banks/bank-names-api';
import { useWatchAnalyticsDocumentQuery } from '@/lib/analytics/analytics-api';
import { useWatchDealDocumentQuery } from '@/lib/deals/deal-editing-api';
import { useWatchPlaceQuery } from '@/lib/places/place-live-api';

type AdminT = TFunction<'admin'>;

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

/** "3 banks, up to 35% off" as the place tile says it; the best deal's own words when it names no percentage. */
const placeFigures = (place: PlaceDoc, t: AdminT): string =>
  t('fanOut.place.figures', {
    banks: t('fanOut.place.banks', { count: place.bankCount || place.bankIds.length }),
    offer:
      place.bestDiscountPercent !== null && place.bestDiscountPercent > 0
        ? t('fanOut.place.upTo', { percent: String(place.bestDiscountPercent) })
        : place.bestDiscount,
  });

/**
 * What the place of the written deal shows, live. The functions keep Places from the listed deals
 * (a place lists each current deal under the place key of its title and is deleted when none is
 * left), so after the deal's own fan-out: a current deal must be listed with its title and
 * discount; an expired or deleted one, or one renamed away (`role: 'before'`), must be gone from
 * the place. `deal` is the stored deal (null once deleted), `place` the stored place (null when
 * there is none; undefined while loading). `city` is the city's display name (its id unless
 * given), `t` the admin texts of the language to say it in (the current one unless given).
 */
export function placeLine(
  {
    pending,
    role,
    dealDone,
    deal,
    place,
    city = pending.cityId,
  }: {
    pending: PendingFanOut;
    role: 'now' | 'before';
    dealDone: boolean;
    deal: Record<string, unknown> | null | undefined;
    place: PlaceDoc | null | undefined;
    city?: string;
  },
  t: AdminT = i18n.getFixedT(null, 'admin'),
): FanOutLine {
  const { bankId, cityId, dealId } = pending;
  const title = role === 'now' ? pending.title : (pending.before?.title ?? pending.title);
  const name = t('fanOut.place.name', { place: place?.title ?? title, city });
  if (!dealDone || place === undefined)
    return { state: 'waiting', text: t('fanOut.place.waiting', { name }) };
  const gone = pending.action === 'expired' || pending.action === 'deleted' || role === 'before';
  const current = !gone && deal !== null && deal !== undefined && deal['active'] !== false;
  const now = placeDealState(place, { bankId, dealId });
  if (current) {
    const want = placeSummaryOf({ bankId, cityId, dealId, deal }).summary;
    return now.state === 'lists' && now.title === want.title && now.discount === want.discount
      ? {
          state: 'done',
          text: t('fanOut.place.updated', { name, figures: placeFigures(now.place, t) }),
        }
      : { state: 'waiting', text: t('fanOut.place.waitingList', { name }) };
  }
  if (now.state === 'lists')
    return { state: 'waiting', text: t('fanOut.place.waitingDrop', { name }) };
  const notCurrent = !gone ? t('fanOut.place.notCurrent') : '';
  if (now.state === 'missing')
    return {
      state: 'done',
      text: t(role === 'now' ? 'fanOut.place.removed' : 'fanOut.place.previousRemoved', {
        notCurrent,
        name,
      }),
    };
  return {
    state: 'done',
    text: t(
      role === 'now' ? 'fanOut.place.updatedWithout' : 'fanOut.place.previousUpdatedWithout',
      {
        notCurrent,
        name,
        figures: placeFigures(now.place, t),
      },
    ),
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
  const { t } = useTranslation('admin');
  const names = useNames();
  const message = useMessage();
  const city = names.city(pending.cityId);
  const key = role === 'now' ? pending.placeKey : (pending.before?.placeKey ?? pending.placeKey);
  const place = useWatchPlaceQuery({ cityId: pending.cityId, placeKey: key });
  const line = placeLine(
    { pending, role, dealDone, deal, place: place.isSuccess ? place.data : undefined, city },
    t,
  );
  return (
    <li data-state={line.state}>
      {place.isError
        ? t('fanOut.placeFollowError', { key, city, message: message(place.error.message ?? '') })
        : line.text}
    </li>
  );
}

/**
 * Live confirmation of the fan-out after an admin write: the deal's derived fields (written by
 * onDealWritten), its place (and the place it left when renamed) and the bank's Analytics for the
 * city, as listeners see them change.
 */
export function FanOutStatus({ pending }: { pending: PendingFanOut }) {
  const { t } = useTranslation('admin');
  const names = useNames();
  const message = useMessage();
  const fmt = (a: AnalyticsCounts) =>
    t('fanOut.counts', {
      deals: String(a.deals),
      offers: String(a.offers),
      branches: String(a.branches),
    });
  const bankName = useBankNames([pending.bankId]);
  const where = { bank: bankName(pending.bankId), city: names.city(pending.cityId) };
  const ids = { bankId: pending.bankId, cityId: pending.cityId, dealId: pending.dealId };
  const deal = useWatchDealDocumentQuery(ids);
  const analytics = useWatchAnalyticsDocumentQuery({
    bankId: pending.bankId,
    cityId: pending.cityId,
  });
  const done = dealFannedOut(pending, deal.isSuccess ? deal.data : undefined);
  const after = analytics.isSuccess ? analyticsCounts(analytics.data) : null;
  const before = pending.analyticsBefore;
  const change =
    after !== null && before !== null && JSON.stringify(after) !== JSON.stringify(before)
      ? { before, after }
      : null;
  const stored = deal.data ?? null;
  const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  return (
    <section className="admin-fanout" aria-labelledby="fanout-title" aria-live="polite">
      <h3 id="fanout-title">
        {t('fanOut.heading', {
          dealId: pending.dealId,
          action: t(`fanOut.action.${pending.action}`),
        })}
      </h3>
      <ul className="admin-fanout__list">
        <li data-state={done ? 'done' : 'waiting'}>
          {pending.action === 'deleted'
            ? done
              ? t('fanOut.dealRemoved')
              : t('fanOut.waitingRemoval')
            : done && stored
              ? t('fanOut.derived', {
                  category: names.category(String(stored['category_id'])),
                  cards: String(count(stored['cardNames'])),
                  offers: String(stored['offerCount']),
                  branches: String(stored['branchCount']),
                  state: stored['active'] === true ? t('fanOut.active') : t('fanOut.notActive'),
                })
              : t('fanOut.waitingDerived')}
        </li>
        <li data-state={change ? 'done' : done ? 'unchanged' : 'waiting'}>
          {change
            ? t('fanOut.analyticsUpdated', {
                ...where,
                before: fmt(change.before),
                after: fmt(change.after),
              })
            : !done
              ? t('fanOut.waitingAnalytics', where)
              : before === null
                ? t('fanOut.analyticsNow', {
                    ...where,
                    counts: after ? fmt(after) : t('fanOut.none'),
                  })
                : after
                  ? t('fanOut.analyticsUnchangedCounts', { ...where, counts: fmt(after) })
                  : t('fanOut.analyticsUnchanged', where)}
        </li>
        <PlaceStatus pending={pending} role="now" dealDone={done} deal={stored} />
        {pending.before && pending.before.placeKey !== pending.placeKey ? (
          <PlaceStatus pending={pending} role="before" dealDone={done} deal={stored} />
        ) : null}
      </ul>
      {deal.isError || analytics.isError ? (
        <p className="form-message form-message--error" role="alert">
          {t('fanOut.followError', {
            message: message(deal.error?.message ?? analytics.error?.message ?? ''),
          })}
        </p>
      ) : null}
    </section>
  );
}
