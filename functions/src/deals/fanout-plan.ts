import {
  adminContent,
  canonical,
  countedContentOf,
  countedContentOfLedger,
  deriveDealFields,
  legacyCountedContent,
  millisOf,
  reviewAggregate,
  trendingInputs,
  derivedFieldsEqual,
  isListed,
  listedPlaceSummaryOf,
  pakistanDate,
  placeKeysTouched,
  placeSummaryOf,
  trendingScore,
  countedPlaceOf,
  countedPlaceOfLedger,
  type CountedContent,
  type CountedPlace,
  type DerivedDealFields,
  type KeyedPlaceSummary,
  type TrendingInput,
} from '@deals/shared';

type Data = Record<string, unknown>;

/**
 * The admin-owned content of a deal as it will stand after this function's derived-field write:
 * the raw fields minus function-owned ones, with the derived fields laid over. Comparing this to
 * what was last counted tells a real edit from the echo of our own write.
 */
export function dealContent(raw: Data, derived: DerivedDealFields): Data {
  return { ...adminContent(raw), ...derived };
}

/** The derived fields of a raw deal at its path, judged on the day `now` falls on in Pakistan. */
export function derivedFor(
  raw: Data,
  bankId: string,
  cityId: string,
  now: number,
): DerivedDealFields {
  return deriveDealFields(raw, { bankId, cityId, today: pakistanDate(now) });
}

/** The trending key for these inputs (`now` stands in for a missing updatedAt only). */
export function trendingFor(inputs: Omit<TrendingInput, 'now'>, now: number): number {
  return trendingScore({ ...inputs, now });
}

/** Everything one deal event must write, given the deal now and what the ledger says was counted. */
export interface DealSyncPlan {
  /** Admin content now (null when the deal is gone). */
  readonly content: Data | null;
  /** What the ledger records of the content last counted, and of the content now. */
  readonly counted: CountedContent | null;
  readonly next: CountedContent | null;
  /** Analytics and Brands need the delta counted → next. */
  readonly contentChanged: boolean;
  /** Fields to update on the deal (derived fields, updatedAt, trendingScore); empty when none. */
  readonly dealUpdate: Data;
  /** The ledger's next value; null to delete it; undefined to leave it. */
  readonly ledgerWrite: Data | null | undefined;
}

/**
 * Decides a deal event from the deal as it is and its ledger. Derived fields are written when they
 * differ; updatedAt moves on an admin edit unless the admin wrote updatedAt; trendingScore is
 * recomputed only when its inputs change (the key does not age, so there is nothing else to
 * refresh).
 */
export function planDealSync(
  raw: Data | null,
  ledger: Data | null,
  bankId: string,
  cityId: string,
  now: number,
  recounted?: Recounted,
): DealSyncPlan {
  const counted = countedContentOfLedger(ledger);
  if (!raw) {
    return {
      content: null,
      counted,
      next: null,
      contentChanged: counted !== null,
      dealUpdate: {},
      ledgerWrite: ledger ? null : undefined,
    };
  }
  const derived = derivedFor(raw, bankId, cityId, now);
  const content = dealContent(raw, derived);
  const next = countedContentOf(content);
  const contentChanged = next.contentDigest !== counted?.contentDigest;
  const counters = missingCounters(raw, recounted);
  const dealUpdate: Data = { ...counters };
  if (!derivedFieldsEqual(raw, derived)) Object.assign(dealUpdate, derived);
  const adminSetUpdatedAt = ledger
    ? canonical(raw.updatedAt ?? null) !== canonical(ledger.updatedAt ?? null)
    : raw.updatedAt !== undefined;
  let updatedAt = millisOf(raw.updatedAt);
  if (contentChanged && !adminSetUpdatedAt) {
    updatedAt = now;
    dealUpdate.updatedAt = now;
  }
  const inputs = trendingInputs({ ...raw, ...counters }, updatedAt);
  const trendingStale =
    canonical(inputs) !== canonical(ledger?.trendingInputs ?? null) ||
    typeof raw.trendingScore !== 'number';
  if (trendingStale) {
    const score = trendingFor(inputs, now);
    if (raw.trendingScore !== score) dealUpdate.trendingScore = score;
  }
  const ledgerStale =
    contentChanged || trendingStale || dealUpdate.updatedAt !== undefined || adminSetUpdatedAt;
  return {
    content,
    counted,
    next,
    contentChanged,
    dealUpdate,
    ledgerWrite: ledgerStale
      ? {
          ...next,
          updatedAt: dealUpdate.updatedAt ?? raw.updatedAt ?? null,
          trendingInputs: inputs,
        }
      : undefined,
  };
}

/** Counters rebuilt from the review and favourite ledgers, for a deal document that lacks them. */
export interface Recounted {
  readonly reviewCount: number;
  readonly ratingSum: number;
  readonly favouriteCount: number;
}

/** Whether a stored deal lacks a counter that reviews or favourites maintain incrementally. */
export function lacksCounters(raw: Data | null): boolean {
  return (
    raw !== null &&
    (typeof raw.reviewCount !== 'number' ||
      typeof raw.ratingSum !== 'number' ||
      typeof raw.favouriteCount !== 'number')
  );
}

/**
 * The counters to restore: a new deal gets zeros, and a deal an admin overwrote with set() (which
 * drops function-owned fields) gets them back from the ledgers. Counters that are present are
 * left alone: the review and favourite transactions own them.
 */
function missingCounters(raw: Data, recounted: Recounted | undefined): Data {
  if (!recounted) return {};
  const out: Data = {};
  if (typeof raw.reviewCount !== 'number' || typeof raw.ratingSum !== 'number') {
    out.reviewCount = recounted.reviewCount;
    out.ratingSum = recounted.ratingSum;
    out.avgSentiment = reviewAggregate(recounted.reviewCount, recounted.ratingSum).avgSentiment;
  }
  if (typeof raw.favouriteCount !== 'number') out.favouriteCount = recounted.favouriteCount;
  return out;
}

/** True when the plan writes nothing at all (the usual case for the echo of our own write). */
export function isSettled(plan: DealSyncPlan): boolean {
  return (
    !plan.contentChanged &&
    Object.keys(plan.dealUpdate).length === 0 &&
    plan.ledgerWrite === undefined
  );
}

/** Path ids of a deal document. */
export interface DealIds {
  readonly bankId: string;
  readonly cityId: string;
  readonly dealId: string;
}

/** What one deal event does to Places: what was last counted, the summary now, the keys. */
export interface PlaceSync {
  readonly counted: CountedPlace | null;
  readonly next: KeyedPlaceSummary | null;
  readonly changed: boolean;
  /** Place keys to update (sorted, so transactions lock them in one order); empty when unchanged. */
  readonly keys: readonly string[];
}

/** A deal sync plan with its place part; its ledgerWrite also records the place summary. */
export type FanoutPlan = DealSyncPlan & { readonly place: PlaceSync };

/**
 * What the ledger says was counted in a place. Ledgers written before Places existed have no
 * `place` field: it is then derived from their counted content (removing the deal from its place
 * needs only the key and the deal's ids; the place document holds the summary itself).
 */
function countedPlace(ledger: Data | null, ids: DealIds): CountedPlace | null {
  if (ledger && Object.prototype.hasOwnProperty.call(ledger, 'place'))
    return countedPlaceOfLedger(ledger.place) ?? null;
  const countedContent = legacyCountedContent(ledger);
  if (countedContent === null || !isListed(countedContent)) return null;
  return countedPlaceOf(placeSummaryOf({ ...ids, deal: countedContent }));
}

/**
 * {@link planDealSync} plus Places. A deal's place summary includes its rating, reviews and
 * trending score, which are not admin content, so it is tracked on its own: the ledger's `place`
 * holds the key and digest of the summary last counted, and the place documents change whenever the summary of the deal
 * as it will stand (stored fields plus this plan's update) differs from it. Only a listed deal has
 * a summary. Repeat-safe: once the ledger holds the summary, the same event plans nothing.
 */
export function planFanout(
  raw: Data | null,
  ledger: Data | null,
  ids: DealIds,
  now: number,
  recounted?: Recounted,
): FanoutPlan {
  const plan = planDealSync(raw, ledger, ids.bankId, ids.cityId, now, recounted);
  const counted = countedPlace(ledger, ids);
  const next = raw ? listedPlaceSummaryOf({ ...ids, deal: { ...raw, ...plan.dealUpdate } }) : null;
  const nextCounted = countedPlaceOf(next);
  const hasPlaceField = ledger !== null && Object.prototype.hasOwnProperty.call(ledger, 'place');
  // A ledger from before Places records its place once, even when nothing else changed.
  const changed =
    canonical(counted) !== canonical(nextCounted) ||
    (raw !== null && ledger !== null && !hasPlaceField);
  const place: PlaceSync = {
    counted,
    next,
    changed,
    keys: changed ? placeKeysTouched(counted, next) : [],
  };
  let ledgerWrite = plan.ledgerWrite;
  if (ledgerWrite !== null && raw !== null && (changed || ledgerWrite !== undefined))
    ledgerWrite = { ...(ledgerWrite ?? ledger ?? {}), place: nextCounted };
  // A ledger from before digests is rewritten in the new shape, without its copy of the content.
  if (ledgerWrite && legacyCountedContent(ledgerWrite) !== null) {
    const { content: _copy, ...rest } = ledgerWrite;
    ledgerWrite = { ...rest, ...plan.next };
  }
  return { ...plan, ledgerWrite, place };
}
