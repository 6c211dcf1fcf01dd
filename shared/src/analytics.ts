/**
 * Analytics of a bank in a city, computed from its deals, and the incremental update the
 * deal trigger applies. Incremental always equals full recomputation (property-tested), which
 * needs one auxiliary map: `_locationCounts`, how many deals use each location.
 */
import { canonical } from './canonical.js';
import { CATEGORIES } from './constants.js';
import { branchKey, dedupeBranches } from './geo.js';
import { isListed, normalizeDeal } from './normalize.js';
import type { AnalyticsDoc } from './types.js';

/** Longest map key we store; Firestore allows 1,500 bytes per field name. */
const MAX_KEY = 200;

/** A Firestore-safe map key: trimmed, bounded, never empty, never the reserved `__x__` form. */
export function safeMapKey(key: string): string {
  const k = key.trim().slice(0, MAX_KEY) || '(unnamed)';
  return /^__.*__$/.test(k) ? `_${k}` : k;
}

/**
 * What one listed deal adds to its bank-city analytics. The deal ledger records it, so removing a
 * deal's old contribution needs no copy of the old deal.
 */
export interface AnalyticsContribution {
  readonly category: string;
  readonly cards: readonly string[];
  readonly offers: number;
  readonly branches: number;
  readonly locations: readonly string[];
}
type Contribution = AnalyticsContribution;

/** The contribution of a deal to its analytics; null when it is not listed (it counts nothing). */
export function analyticsContributionOf(deal: unknown): AnalyticsContribution | null {
  return isListed(deal) ? contribution(deal) : null;
}

function contribution(raw: unknown): Contribution {
  const deal = normalizeDeal(raw, { bankId: '', cityId: '', dealId: '' });
  const branches = dedupeBranches(deal.branches);
  return {
    category: deal.categoryId,
    cards: [...new Set(deal.cardNames.map(safeMapKey))],
    offers: deal.offers.length,
    branches: branches.length,
    locations: [...new Set(branches.map((b) => safeMapKey(branchKey(b))))],
  };
}

/** Analytics of no deals: every canonical category present with 0 so charts have all four series. */
export function emptyAnalytics(): AnalyticsDoc {
  return {
    deals_by_category: Object.fromEntries(CATEGORIES.map((c) => [c, 0])),
    deals_by_card_type: {},
    total_deals_scraped: 0,
    offers_count: 0,
    branches_count: 0,
    unique_locations_count: 0,
    _locationCounts: {},
  };
}

type Mutable = {
  deals_by_category: Record<string, number>;
  deals_by_card_type: Record<string, number>;
  total_deals_scraped: number;
  offers_count: number;
  branches_count: number;
  unique_locations_count: number;
  _locationCounts: Record<string, number>;
};

/** Adds `by` to a counter; returns +1 when a key appeared, -1 when one went, else 0. */
function bump(map: Record<string, number>, key: string, by: number, keepZero: boolean): number {
  const had = Object.prototype.hasOwnProperty.call(map, key);
  const next = (had ? (map[key] ?? 0) : 0) + by;
  if (next <= 0 && !keepZero) {
    Reflect.deleteProperty(map, key);
    return had ? -1 : 0;
  }
  map[key] = Math.max(0, next);
  return had ? 0 : 1;
}

function apply(doc: Mutable, c: Contribution, sign: 1 | -1): void {
  bump(doc.deals_by_category, c.category, sign, true);
  for (const card of c.cards) bump(doc.deals_by_card_type, card, sign, false);
  // Counted as keys come and go: Object.keys on every deal made a full recomputation quadratic.
  for (const loc of c.locations)
    doc.unique_locations_count += bump(doc._locationCounts, loc, sign, false);
  doc.total_deals_scraped = Math.max(0, doc.total_deals_scraped + sign);
  doc.offers_count = Math.max(0, doc.offers_count + sign * c.offers);
  doc.branches_count = Math.max(0, doc.branches_count + sign * c.branches);
}

/** Copies a stored (possibly partial or legacy) analytics document into a mutable one. */
function toMutable(current: unknown): Mutable {
  const base = emptyAnalytics();
  const obj = (typeof current === 'object' && current !== null ? current : {}) as Record<
    string,
    unknown
  >;
  const counts = (v: unknown): Record<string, number> => {
    const out: Record<string, number> = {};
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
      for (const [k, n] of Object.entries(v))
        if (typeof n === 'number' && Number.isFinite(n) && n > 0) out[k] = n;
    }
    return out;
  };
  const n = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);
  const locations = counts(obj['_locationCounts']);
  return {
    deals_by_category: { ...base.deals_by_category, ...counts(obj['deals_by_category']) },
    deals_by_card_type: counts(obj['deals_by_card_type']),
    total_deals_scraped: n(obj['total_deals_scraped']),
    offers_count: n(obj['offers_count']),
    branches_count: n(obj['branches_count']),
    // Always the number of location keys, whatever the stored count says.
    unique_locations_count: Object.keys(locations).length,
    _locationCounts: locations,
  };
}

/** Full recomputation of one bank-city's analytics from its raw deals. */
export function computeAnalytics(deals: readonly unknown[]): AnalyticsDoc {
  const doc = toMutable(null);
  for (const d of deals) if (isListed(d)) apply(doc, contribution(d), 1);
  return doc;
}

/**
 * The analytics after one deal write: `before` is the deal before (null on create), `after` the
 * deal after (null on delete). Equals {@link computeAnalytics} of the new set of deals, provided
 * `current` was produced by these functions (it needs `_locationCounts`).
 */
export function applyAnalyticsDelta(
  current: unknown,
  before: unknown,
  after: unknown,
): AnalyticsDoc {
  const of = (d: unknown) => (d === null || d === undefined ? null : analyticsContributionOf(d));
  return applyContributionDelta(current, of(before), of(after));
}

/**
 * {@link applyAnalyticsDelta} from the deal's contributions (null: the deal counted nothing),
 * as the deal ledger records them.
 */
export function applyContributionDelta(
  current: unknown,
  before: AnalyticsContribution | null,
  after: AnalyticsContribution | null,
): AnalyticsDoc {
  const doc = toMutable(current);
  if (before) apply(doc, before, -1);
  if (after) apply(doc, after, 1);
  return doc;
}

/** True when two contributions (null: counts nothing) are the same, whatever their key order. */
export function contributionsEqual(
  a: AnalyticsContribution | null,
  b: AnalyticsContribution | null,
): boolean {
  return canonical(a) === canonical(b);
}

/** True when a delta changes nothing (e.g. only the rating changed), so the trigger can skip the write. */
export function analyticsContributionEqual(before: unknown, after: unknown): boolean {
  return contributionsEqual(analyticsContributionOf(before), analyticsContributionOf(after));
}

/** Reads a stored analytics document for display, tolerating missing fields. */
export function parseAnalytics(raw: unknown): AnalyticsDoc {
  return toMutable(raw);
}
