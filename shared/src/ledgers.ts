/**
 * The bookkeeping a deal's triggers keep beside it, and what counts as a deal's admin content.
 * functions/ writes these documents as it counts; the emulator's importer writes them together
 * with imported deals, so that running triggers recognise imported data as already counted
 * instead of counting it twice. Both read the shapes from here, and the ledgers' paths from
 * their descriptors (entities/catalogue.ts).
 */
import { analyticsContributionOf, type AnalyticsContribution } from './analytics.js';
import { brandKey } from './brands.js';
import { digestOf } from './canonical.js';
import { normalizeDeal } from './normalize.js';
import type { KeyedPlaceSummary } from './places.js';
import type { TrendingInput } from './trending.js';

/** Deal fields only functions write besides the derived ones: review aggregate, favourites, ranking, edit time, till answers (till-checks.ts; an admin's dismissal sets its mark to false). */
export const FUNCTION_OWNED_FIELDS = [
  'reviewCount',
  'ratingSum',
  'avgSentiment',
  'favouriteCount',
  'trendingScore',
  'updatedAt',
  'till',
] as const;

type Data = Record<string, unknown>;

/** A deal's fields without the function-owned ones: what an admin wrote (derived fields included). */
export function adminContent(deal: Data): Data {
  const out: Data = {};
  for (const [k, v] of Object.entries(deal))
    if (!(FUNCTION_OWNED_FIELDS as readonly string[]).includes(k)) out[k] = v;
  return out;
}

/** Epoch ms of a stored updatedAt (number, ISO string or Timestamp), null when absent or unreadable. */
export function millisOf(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string') {
    const t = Date.parse(v);
    return Number.isNaN(t) ? null : t;
  }
  if (
    v !== null &&
    typeof v === 'object' &&
    typeof (v as { toMillis?: unknown }).toMillis === 'function'
  )
    return (v as { toMillis(): number }).toMillis();
  return null;
}

/** The inputs of a deal's trending score (updatedAt as epoch ms), as the deal ledger records them. */
export function trendingInputs(deal: Data, updatedAtMs: number | null): Omit<TrendingInput, 'now'> {
  const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  const avg = deal.avgSentiment;
  return {
    reviewCount: num(deal.reviewCount),
    avgSentiment: typeof avg === 'number' && Number.isFinite(avg) ? avg : null,
    favouriteCount: num(deal.favouriteCount),
    updatedAt: updatedAtMs,
  };
}

/**
 * What a deal ledger records of the admin content it counted: a digest to tell an edit from an
 * echo, and exactly what taking the deal back out needs (its Analytics contribution and its
 * Brands entry). Not a copy of the content: with 100,000 deals a copy doubled what the deals hold.
 */
export interface CountedContent {
  readonly contentDigest: string;
  /** The deal's Analytics contribution; null when it was not listed. */
  readonly analytics: AnalyticsContribution | null;
  /** The Brands entry of its title (it has a summary there only while listed). */
  readonly brandKey: string;
}

/** What the ledger records of this admin content. */
export function countedContentOf(content: Data): CountedContent {
  return {
    contentDigest: digestOf(content),
    analytics: analyticsContributionOf(content),
    brandKey: brandKey(normalizeDeal(content, { bankId: '', cityId: '', dealId: '' }).title),
  };
}

function readContribution(v: unknown): AnalyticsContribution | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Data;
  const strings = (x: unknown): string[] =>
    Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : [];
  const count = (x: unknown): number =>
    typeof x === 'number' && Number.isFinite(x) && x > 0 ? Math.floor(x) : 0;
  return {
    category: typeof o.category === 'string' ? o.category : '',
    cards: strings(o.cards),
    offers: count(o.offers),
    branches: count(o.branches),
    locations: strings(o.locations),
  };
}

/**
 * What a stored ledger says was counted; null when nothing was (no ledger, or one that lost its
 * record). Ledgers written before digests kept the whole content under `content`: their record is
 * derived from it, so old data keeps working and moves to the new shape on its next write.
 */
export function countedContentOfLedger(ledger: Data | null): CountedContent | null {
  if (!ledger) return null;
  if (typeof ledger.contentDigest === 'string' && typeof ledger.brandKey === 'string')
    return {
      contentDigest: ledger.contentDigest,
      analytics: readContribution(ledger.analytics),
      brandKey: ledger.brandKey,
    };
  const legacy = ledger.content;
  return typeof legacy === 'object' && legacy !== null ? countedContentOf(legacy as Data) : null;
}

/** The legacy ledger's counted content (before digests), for the place summary it implies. */
export function legacyCountedContent(ledger: Data | null): Data | null {
  const legacy = ledger?.content;
  return typeof legacy === 'object' && legacy !== null ? (legacy as Data) : null;
}

/**
 * What a deal ledger records of the summary counted in its place: the place's key and a digest
 * of the summary. Taking the deal out of the place needs only its ids (the place document holds
 * the summary itself); the digest tells whether the summary changed.
 */
export interface CountedPlace {
  readonly key: string;
  readonly summaryDigest: string;
}

/** What the ledger records of a place summary (null: the deal is in no place). */
export function countedPlaceOf(summary: KeyedPlaceSummary | null): CountedPlace | null {
  return summary ? { key: summary.key, summaryDigest: digestOf(summary.summary) } : null;
}

/**
 * The ledger's `place` field read back: the new shape, or a whole summary as ledgers kept before
 * digests (digested here). Undefined when it holds neither, so the caller can tell "counted in no
 * place" (null) from "never recorded".
 */
export function countedPlaceOfLedger(place: unknown): CountedPlace | null | undefined {
  if (place === null) return null;
  if (typeof place !== 'object') return undefined;
  const p = place as Data;
  if (typeof p.key !== 'string') return undefined;
  if (typeof p.summaryDigest === 'string') return { key: p.key, summaryDigest: p.summaryDigest };
  if (typeof p.summary === 'object' && p.summary !== null)
    return { key: p.key, summaryDigest: digestOf(p.summary) };
  return undefined;
}
