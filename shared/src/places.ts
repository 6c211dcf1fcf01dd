/**
 * Places: one document per place (a brand within one city) summarising every bank's current deals
 * there. The landing grid shows one tile per place.
 *
 * Contract (web, functions and admin tools rely on it):
 * - Collection `Places` (top level), document id {@link placeDocId}: `${cityId}_${placeKey}`;
 *   placeKey is {@link placeKey}(deal title), the brand slug, so all deals of one brand in one
 *   city share a place. Readable by everyone, written only by functions and admin tools.
 * - Document shape {@link PlaceDoc}. It is a pure function of the set of its listed (active)
 *   deals: functions keep it up to date on every deal write (remove the deal's old summary, add
 *   the new one), which always equals a full recomputation ({@link placesFromDeals}).
 * - A place with no active deal left is deleted (never stored inactive), so a missing document
 *   means "no current offers here". Stored documents always have `active: true`.
 * - Banks are ordered best first: highest discount percentage, then best rating, then most
 *   reviews, then bank id; a bank's deals are ordered the same way. `bankIds` follows that order.
 * - Grid query (one bounded query per page, ordered by trendingScore desc then document id):
 *   `where city_id == c, where active == true, [where categoryId == k],
 *    [where bankIds array-contains b], orderBy trendingScore desc, limit n`.
 *   Search: the same with `where keywords array-contains searchKeyOf(q)` (search.ts) instead of
 *   the bankIds filter (Firestore allows one array-contains per query), then keep the results for
 *   which `matchesSearch(place.title, q)` holds.
 * - Each deal summary carries its branch positions; the PlaceBranches geo index
 *   (place-branches.ts) is a pure function of the place document and is written with it.
 * - Read documents through {@link normalizePlace}, which never throws.
 */
import { CATEGORIES, DEAL_DEFAULTS, PLACEHOLDER_DEAL_IMAGE, type Category } from './constants.js';
import { canonicalCategory } from './categories.js';
import { count, isRecord, num, prop, text } from './coerce.js';
import { safeImageUrl } from './safe-url.js';
import { brandKey } from './brands.js';
import type { DealRef } from './ids.js';
import { dealSummaryFields, isListed, normalizeDeal } from './normalize.js';
import { substringTokens } from './search.js';
import { byCodeUnits, foldText } from './text.js';
import { branchPointsOf, type BranchPoint } from './place-branches.js';
import { combinedTrendingScore } from './trending.js';
import { mergeTill, readTill } from './till-checks.js';
import type { TillAggregate } from './till-summary.js';

/** Tiles per page of the place grid: the first page costs at most this many document reads. */
export const PLACE_PAGE_SIZE = 24;

/** The place key of a deal title: the brand slug ('special-offer' for an empty title). */
export function placeKey(title: string): string {
  return brandKey(title);
}

/** The Places document id of a place in a city. City ids contain no underscore or slash. */
export function placeDocId(cityId: string, key: string): string {
  return `${cityId}_${key}`;
}

/** One deal as its place shows it. */
export interface PlaceDealSummary {
  readonly bankId: string;
  readonly dealId: string;
  readonly title: string;
  readonly discount: string;
  /** First number of the discount text, null when it has none. */
  readonly discountPercent: number | null;
  readonly cardNames: readonly string[];
  readonly categoryId: Category;
  readonly imageUrl: string;
  readonly iconUrl: string;
  /** Average review sentiment 0-5, null without reviews. */
  readonly rating: number | null;
  readonly reviewCount: number;
  readonly trendingScore: number;
  /** The deal's branch positions (place-branches.ts branchPointsOf), for the PlaceBranches index. */
  readonly branches: readonly BranchPoint[];
  /** Members' "did it work at the till?" counts on the deal (till-checks.ts); absent without answers. */
  readonly till?: TillAggregate;
}

/** One bank's offers at a place. */
export interface PlaceBankSummary {
  readonly bankId: string;
  /** The bank's deals here, best first. */
  readonly dealIds: readonly string[];
  readonly dealCount: number;
  readonly bestDealId: string;
  /** Discount text and percentage of the best deal. */
  readonly bestDiscount: string;
  readonly bestDiscountPercent: number | null;
  /** Distinct card names over the bank's deals here, the best deal's first. */
  readonly cardNames: readonly string[];
  /** Highest rating among the bank's deals here, null when none has reviews. */
  readonly bestRating: number | null;
  /** Reviews over the bank's deals here. */
  readonly reviewCount: number;
  /** The bank's deals, best first. */
  readonly deals: readonly PlaceDealSummary[];
}

/** Places/{placeDocId(cityId, placeKey)}. */
export interface PlaceDoc {
  readonly cityId: string;
  /** Same as cityId, under the name queries use for cities elsewhere (deals' derived city_id). */
  readonly city_id: string;
  readonly placeKey: string;
  /** The most frequent title among the deals (ties: alphabetical). */
  readonly title: string;
  readonly titleLower: string;
  /** The most frequent category among the deals (ties: canonical order). */
  readonly categoryId: Category;
  readonly imageUrl: string;
  readonly iconUrl: string;
  /** Best first (see the module comment). */
  readonly banks: readonly PlaceBankSummary[];
  /** Bank ids in the order of `banks`; for `array-contains` filters. */
  readonly bankIds: readonly string[];
  readonly bankCount: number;
  readonly dealCount: number;
  /** The best deal over all banks: its discount text and percentage, and its bank. */
  readonly bestDiscount: string;
  readonly bestDiscountPercent: number | null;
  readonly bestBankId: string;
  /** Highest rating of any deal here, null when none has reviews. */
  readonly bestRating: number | null;
  /** Reviews over all deals here. */
  readonly reviewCount: number;
  /** The deals' trending keys combined ({@link combinedTrendingScore}); the grid's order. */
  readonly trendingScore: number;
  /** Always true on stored documents (places without active deals are deleted). */
  readonly active: boolean;
  /** Search tokens of the titles (search.ts substringTokens), for `array-contains`. */
  readonly keywords: readonly string[];
  /**
   * The deals' till counts as one (till-checks.ts mergeTill), for the tile's "worked for N members"
   * line; marked when any deal here is reported not working. Absent without answers.
   */
  readonly till?: TillAggregate;
}

/** A place key with the summary one deal contributes to it. */
export interface KeyedPlaceSummary {
  readonly key: string;
  readonly summary: PlaceDealSummary;
}

/** The place key and summary of one deal (whether or not it is listed). */
export function placeSummaryOf(ref: DealRef): KeyedPlaceSummary {
  const d = normalizeDeal(ref.deal, ref);
  return {
    key: placeKey(d.title),
    summary: {
      ...dealSummaryFields(ref, d),
      iconUrl: d.iconUrl,
      rating: d.rating,
      reviewCount: d.reviewCount,
      trendingScore: d.trendingScore,
      branches: branchPointsOf(d.branches),
      ...(d.till === undefined ? {} : { till: d.till }),
    },
  };
}

/** The summary a deal contributes to places: null when it is not listed (expired). */
export function listedPlaceSummaryOf(ref: DealRef): KeyedPlaceSummary | null {
  return isListed(ref.deal) ? placeSummaryOf(ref) : null;
}

const desc = (a: number | null, b: number | null): number => (b ?? -1) - (a ?? -1);

/** Best deal first: discount percentage, rating, reviews, trending, then bank and deal id. */
function byBestDeal(a: PlaceDealSummary, b: PlaceDealSummary): number {
  return (
    desc(a.discountPercent, b.discountPercent) ||
    desc(a.rating, b.rating) ||
    b.reviewCount - a.reviewCount ||
    b.trendingScore - a.trendingScore ||
    byCodeUnits(a.bankId, b.bankId) ||
    byCodeUnits(a.dealId, b.dealId)
  );
}

function mode<T>(values: readonly T[], tieOrder: (a: T, b: T) => number): T | undefined {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || tieOrder(a[0], b[0]))[0]?.[0];
}

const maxRating = (xs: readonly PlaceDealSummary[]): number | null =>
  xs.reduce<number | null>(
    (m, s) => (s.rating !== null && (m === null || s.rating > m) ? s.rating : m),
    null,
  );

/**
 * The place document of `key` in `cityId` from its deals' summaries (one per deal; a later
 * duplicate of the same bank and deal replaces an earlier one). Null when there are none: the
 * document is deleted.
 */
export function placeFromSummaries(
  cityId: string,
  key: string,
  summaries: readonly PlaceDealSummary[],
): PlaceDoc | null {
  const unique = new Map<string, PlaceDealSummary>();
  for (const s of summaries) unique.set(`${s.bankId}\u0000${s.dealId}`, s);
  const byId = [...unique.values()].sort(
    (a, b) => byCodeUnits(a.bankId, b.bankId) || byCodeUnits(a.dealId, b.dealId),
  );
  const first = byId[0];
  if (first === undefined) return null;
  const title = mode(
    byId.map((s) => s.title),
    byCodeUnits,
  ) as string;
  const categoryId =
    mode(
      byId.map((s) => s.categoryId),
      (a, b) => CATEGORIES.indexOf(a) - CATEGORIES.indexOf(b),
    ) ?? first.categoryId;
  const pictured =
    byId.find((s) => s.title === title && s.imageUrl !== PLACEHOLDER_DEAL_IMAGE) ??
    byId.find((s) => s.imageUrl !== PLACEHOLDER_DEAL_IMAGE) ??
    first;

  const banks: PlaceBankSummary[] = [];
  for (const bankId of [...new Set(byId.map((s) => s.bankId))]) {
    const deals = byId.filter((s) => s.bankId === bankId).sort(byBestDeal);
    const best = deals[0] as PlaceDealSummary;
    banks.push({
      bankId,
      dealIds: deals.map((d) => d.dealId),
      dealCount: deals.length,
      bestDealId: best.dealId,
      bestDiscount: best.discount,
      bestDiscountPercent: best.discountPercent,
      cardNames: [...new Set(deals.flatMap((d) => d.cardNames))],
      bestRating: maxRating(deals),
      reviewCount: deals.reduce((n, d) => n + d.reviewCount, 0),
      deals,
    });
  }
  banks.sort(
    (a, b) =>
      desc(a.bestDiscountPercent, b.bestDiscountPercent) ||
      desc(a.bestRating, b.bestRating) ||
      b.reviewCount - a.reviewCount ||
      byCodeUnits(a.bankId, b.bankId),
  );
  const bestBank = banks[0] as PlaceBankSummary;
  const till = mergeTill(byId.map((s) => s.till));
  return {
    cityId,
    city_id: cityId,
    placeKey: key,
    title,
    titleLower: foldText(title),
    categoryId,
    imageUrl: pictured.imageUrl,
    iconUrl: pictured.iconUrl,
    banks,
    bankIds: banks.map((b) => b.bankId),
    bankCount: banks.length,
    dealCount: byId.length,
    bestDiscount: bestBank.bestDiscount,
    bestDiscountPercent: bestBank.bestDiscountPercent,
    bestBankId: bestBank.bankId,
    bestRating: maxRating(byId),
    reviewCount: byId.reduce((n, s) => n + s.reviewCount, 0),
    trendingScore: combinedTrendingScore(byId.map((s) => s.trendingScore)),
    active: true,
    keywords: substringTokens(...new Set(byId.map((s) => s.title))),
    ...(till === undefined ? {} : { till }),
  };
}

/** Every place of a set of deals (full recomputation), keyed by document id; unlisted deals skipped. */
export function placesFromDeals(deals: readonly DealRef[]): Map<string, PlaceDoc> {
  const groups = new Map<string, { cityId: string; key: string; list: PlaceDealSummary[] }>();
  for (const ref of deals) {
    const s = listedPlaceSummaryOf(ref);
    if (s === null) continue;
    const id = placeDocId(ref.cityId, s.key);
    const g = groups.get(id) ?? { cityId: ref.cityId, key: s.key, list: [] };
    g.list.push(s.summary);
    groups.set(id, g);
  }
  const out = new Map<string, PlaceDoc>();
  for (const [id, g] of [...groups.entries()].sort((a, b) => byCodeUnits(a[0], b[0]))) {
    const doc = placeFromSummaries(g.cityId, g.key, g.list);
    if (doc) out.set(id, doc);
  }
  return out;
}

/** The deal summaries a stored place holds (tolerates partial or malformed documents). */
export function placeSummariesOf(stored: unknown): PlaceDealSummary[] {
  return normalizePlace(stored).banks.flatMap((b) => b.deals);
}

/**
 * The place `key` of `cityId` after one deal write. `before` identifies the deal's summary as last
 * counted (null when none was), `after` is the deal's listed summary now (null when it was deleted
 * or is no longer listed). Returns null when the place has no deal left (delete the document).
 * Equals {@link placesFromDeals} over the new set of deals when `current` was built by these
 * functions.
 */
export function applyPlaceDelta(
  current: unknown,
  cityId: string,
  key: string,
  before: { readonly bankId: string; readonly dealId: string } | null,
  after: KeyedPlaceSummary | null,
): PlaceDoc | null {
  const same = (s: PlaceDealSummary, r: { bankId: string; dealId: string }): boolean =>
    s.bankId === r.bankId && s.dealId === r.dealId;
  let summaries = current === null || current === undefined ? [] : placeSummariesOf(current);
  if (before) summaries = summaries.filter((s) => !same(s, before));
  if (after) {
    summaries = summaries.filter((s) => !same(s, after.summary));
    if (after.key === key) summaries.push(after.summary);
  }
  return placeFromSummaries(cityId, key, summaries);
}

/** The place keys one deal write touches: the key last counted and the key now, without repeats. */
export function placeKeysTouched(
  before: { readonly key: string } | null,
  after: { readonly key: string } | null,
): string[] {
  return [...new Set([before?.key, after?.key].filter((k): k is string => k !== undefined))].sort();
}

// ---- Reading stored documents (never throws) ----

const str = (v: unknown, fallback = ''): string => text(v) ?? fallback;
const numOrNull = (v: unknown): number | null => num(v) ?? null;
const ratingOrNull = (v: unknown): number | null => {
  const n = num(v);
  return n === undefined ? null : Math.min(5, Math.max(0, n));
};
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.map((x) => text(x)).filter((x): x is string => x !== undefined) : [];
const records = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter(isRecord) : isRecord(v) ? Object.values(v).filter(isRecord) : [];

/** A stored `till` read as an aggregate (never throws); nothing when the document has none. */
const tillOf = (raw: unknown): { till?: TillAggregate } =>
  prop(raw, 'till') === undefined ? {} : { till: readTill(prop(raw, 'till')) };

function normalizePlaceDeal(raw: Record<string, unknown>, bankId: string): PlaceDealSummary {
  const imageUrl = safeImageUrl(text(prop(raw, 'imageUrl')), PLACEHOLDER_DEAL_IMAGE);
  const discount = str(prop(raw, 'discount'), DEAL_DEFAULTS.discount);
  return {
    bankId: str(prop(raw, 'bankId'), bankId),
    dealId: str(prop(raw, 'dealId')),
    title: str(prop(raw, 'title'), DEAL_DEFAULTS.title),
    discount,
    discountPercent: numOrNull(prop(raw, 'discountPercent')),
    cardNames: strings(prop(raw, 'cardNames')),
    categoryId: canonicalCategory(prop(raw, 'categoryId')),
    imageUrl,
    iconUrl: safeImageUrl(text(prop(raw, 'iconUrl')), imageUrl),
    rating: ratingOrNull(prop(raw, 'rating')),
    reviewCount: count(prop(raw, 'reviewCount')),
    trendingScore: num(prop(raw, 'trendingScore')) ?? 0,
    branches: records(prop(raw, 'branches')).flatMap((b) => {
      const lat = num(prop(b, 'lat'));
      const lng = num(prop(b, 'lng'));
      return lat === undefined || lng === undefined ? [] : [{ lat, lng }];
    }),
    ...tillOf(raw),
  };
}

function normalizePlaceBank(raw: Record<string, unknown>): PlaceBankSummary {
  const bankId = str(prop(raw, 'bankId'));
  const deals = records(prop(raw, 'deals'))
    .map((d) => normalizePlaceDeal(d, bankId))
    .filter((d) => d.dealId !== '');
  const dealIds = strings(prop(raw, 'dealIds'));
  const best = deals[0];
  return {
    bankId,
    dealIds: dealIds.length > 0 ? dealIds : deals.map((d) => d.dealId),
    dealCount: count(prop(raw, 'dealCount'), deals.length),
    bestDealId: str(prop(raw, 'bestDealId'), best?.dealId ?? dealIds[0] ?? ''),
    bestDiscount: str(prop(raw, 'bestDiscount'), best?.discount ?? DEAL_DEFAULTS.discount),
    bestDiscountPercent:
      numOrNull(prop(raw, 'bestDiscountPercent')) ?? best?.discountPercent ?? null,
    cardNames: strings(prop(raw, 'cardNames')),
    bestRating: ratingOrNull(prop(raw, 'bestRating')),
    reviewCount: count(prop(raw, 'reviewCount')),
    deals,
  };
}

/**
 * A stored place as the app uses it; never throws. Missing or malformed fields get the deal
 * defaults (title 'Special Offer', discount 'Up to 20% off', placeholder image), no banks, zero
 * counts; banks without an id are
 * dropped. `ids` (from the document path or route) fill cityId and placeKey when absent.
 */
export function normalizePlace(
  raw: unknown,
  ids?: { readonly cityId?: string; readonly placeKey?: string },
): PlaceDoc {
  const banks = records(prop(raw, 'banks'))
    .map(normalizePlaceBank)
    .filter((b) => b.bankId !== '');
  const title = str(prop(raw, 'title'), banks[0]?.deals[0]?.title ?? DEAL_DEFAULTS.title);
  const cityId = str(prop(raw, 'cityId'), str(prop(raw, 'city_id'), ids?.cityId ?? ''));
  const imageUrl = safeImageUrl(text(prop(raw, 'imageUrl')), PLACEHOLDER_DEAL_IMAGE);
  const storedBankIds = strings(prop(raw, 'bankIds'));
  const bankIds = storedBankIds.length > 0 ? storedBankIds : banks.map((b) => b.bankId);
  const best = banks[0];
  return {
    cityId,
    city_id: cityId,
    placeKey: str(prop(raw, 'placeKey'), ids?.placeKey ?? placeKey(title)),
    title,
    titleLower: foldText(title),
    categoryId: canonicalCategory(prop(raw, 'categoryId')),
    imageUrl,
    iconUrl: safeImageUrl(text(prop(raw, 'iconUrl')), imageUrl),
    banks,
    bankIds,
    bankCount: count(prop(raw, 'bankCount'), bankIds.length),
    dealCount: count(
      prop(raw, 'dealCount'),
      banks.reduce((n, b) => n + b.dealCount, 0),
    ),
    bestDiscount: str(prop(raw, 'bestDiscount'), best?.bestDiscount ?? DEAL_DEFAULTS.discount),
    bestDiscountPercent:
      numOrNull(prop(raw, 'bestDiscountPercent')) ?? best?.bestDiscountPercent ?? null,
    bestBankId: str(prop(raw, 'bestBankId'), best?.bankId ?? ''),
    bestRating: ratingOrNull(prop(raw, 'bestRating')),
    reviewCount: count(prop(raw, 'reviewCount')),
    trendingScore: num(prop(raw, 'trendingScore')) ?? 0,
    active: prop(raw, 'active') !== false,
    keywords: strings(prop(raw, 'keywords')),
    ...tillOf(raw),
  };
}

/**
 * A place as a grid of tiles carries it in a server-rendered page: without its banks' deals and
 * its search tokens, which no tile shows and the grid never filters on (the place page reads the
 * whole place). They were nine tenths of the landing's HTML: 180 KB for 24 tiles, parsed, checked,
 * frozen and stored by a phone before the page could respond.
 */
export function gridPlace(place: PlaceDoc): PlaceDoc {
  return { ...place, banks: [], keywords: [] };
}
