/**
 * The brand search index `Brands/{brandKey}` and the brand match priority.
 * An entry is a pure function of the set of its deals' summaries, so the incremental update
 * (remove the old summary, add the new one, rebuild) always equals a full rebuild.
 */
import { CATEGORIES, type Category } from './constants.js';
import { slugify, type DealPathIds, type DealRef } from './ids.js';
import { dealSummaryFields, isListed, normalizeDeal } from './normalize.js';
import { byCodeUnits, foldText, MAX_WORD_TOKEN, searchTokens, words } from './text.js';
import type { BrandBankSummary, BrandDealSummary, BrandIndexEntry } from './types.js';

/** A deal summary with the bank it belongs to. */
export type BankedSummary = BrandDealSummary & { readonly bankId: string };

/** Shortest prefix stored in brand tokens: brand search starts at 2 characters. */
export const BRAND_TOKEN_MIN_PREFIX = 2;

/** The Brands document id of a deal title: its slug, 'special-offer' for an empty one. */
export function brandKey(title: string): string {
  return slugify(title).slice(0, 100).replace(/-+$/, '') || 'special-offer';
}

/** The brand key and summary of one deal. */
export function brandSummaryOf(ref: DealRef): { key: string; summary: BankedSummary } {
  const d = normalizeDeal(ref.deal, ref);
  return {
    key: brandKey(d.title),
    summary: { ...dealSummaryFields(ref, d), cityId: ref.cityId },
  };
}

const byPercentDesc = (
  a: { discountPercent: number | null },
  b: { discountPercent: number | null },
): number => (b.discountPercent ?? -1) - (a.discountPercent ?? -1);

/** The most frequent value, ties broken by the given order. */
function mode<T>(values: readonly T[], tieOrder: (a: T, b: T) => number): T | undefined {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || tieOrder(a[0], b[0]))[0]?.[0];
}

/** Builds an entry from deal summaries; null when there are none (the document is deleted). */
export function brandEntryFromSummaries(
  key: string,
  summaries: readonly BankedSummary[],
): BrandIndexEntry | null {
  const sorted = [...summaries].sort(
    (a, b) =>
      byCodeUnits(a.bankId, b.bankId) ||
      byCodeUnits(a.cityId, b.cityId) ||
      byCodeUnits(a.dealId, b.dealId),
  );
  const first = sorted[0];
  if (first === undefined) return null;
  const name =
    mode(
      sorted.map((s) => s.title),
      byCodeUnits,
    ) ?? first.title;
  const categoryId: Category =
    mode(
      sorted.map((s) => s.categoryId),
      (a, b) => CATEGORIES.indexOf(a) - CATEGORIES.indexOf(b),
    ) ?? first.categoryId;
  const banks: Record<string, BrandBankSummary> = {};
  for (const bankId of [...new Set(sorted.map((s) => s.bankId))]) {
    const deals = sorted
      .filter((s) => s.bankId === bankId)
      .sort(
        (a, b) =>
          byPercentDesc(a, b) || byCodeUnits(a.cityId, b.cityId) || byCodeUnits(a.dealId, b.dealId),
      )
      .map(({ bankId: _b, ...rest }) => rest);
    const best = deals[0];
    if (best === undefined) continue;
    banks[bankId] = {
      bankId,
      dealCount: deals.length,
      bestDiscount: best.discount,
      bestDiscountPercent: best.discountPercent,
      deals,
    };
  }
  return {
    key,
    name,
    nameLower: foldText(name),
    tokens: searchTokens(name, BRAND_TOKEN_MIN_PREFIX),
    imageUrl: sorted.find((s) => s.title === name)?.imageUrl ?? first.imageUrl,
    categoryId,
    bankCount: Object.keys(banks).length,
    dealCount: sorted.length,
    banks,
  };
}

/** The entry of one brand from all its deals (deals of other brands are ignored). */
export function brandEntryFromDeals(
  key: string,
  deals: readonly DealRef[],
): BrandIndexEntry | null {
  const summaries = deals
    .filter((ref) => isListed(ref.deal))
    .map(brandSummaryOf)
    .filter((s) => s.key === key)
    .map((s) => s.summary);
  return brandEntryFromSummaries(key, summaries);
}

/** Every brand entry of a set of deals, keyed by brand key (full rebuild). */
export function buildBrandIndex(deals: readonly DealRef[]): Map<string, BrandIndexEntry> {
  const groups = new Map<string, BankedSummary[]>();
  for (const ref of deals) {
    if (!isListed(ref.deal)) continue;
    const { key, summary } = brandSummaryOf(ref);
    const list = groups.get(key) ?? [];
    list.push(summary);
    groups.set(key, list);
  }
  const out = new Map<string, BrandIndexEntry>();
  for (const [key, list] of [...groups.entries()].sort((a, b) => byCodeUnits(a[0], b[0]))) {
    const entry = brandEntryFromSummaries(key, list);
    if (entry) out.set(key, entry);
  }
  return out;
}

/** The summaries held by a stored entry (tolerates null/partial documents). */
export function summariesOf(entry: BrandIndexEntry | null | undefined): BankedSummary[] {
  // Stored documents may be partial (hand edits, older shapes): read them defensively.
  const banks = entry?.banks as Readonly<Record<string, Partial<BrandBankSummary>>> | undefined;
  if (!banks) return [];
  return Object.entries(banks).flatMap(([bankId, b]) =>
    (b.deals ?? []).map((d) => ({ ...d, bankId: b.bankId ?? bankId })),
  );
}

/**
 * The brand keys a deal write touches: the old title's and the new title's (they differ when the
 * title changed). Apply {@link applyBrandDelta} to each.
 */
export function brandKeysTouched(before: DealRef | null, after: DealRef | null): string[] {
  const keys = new Set<string>();
  if (before) keys.add(brandSummaryOf(before).key);
  if (after) keys.add(brandSummaryOf(after).key);
  return [...keys];
}

/**
 * The entry `key` after one deal write (before null on create, after null on delete; only the
 * deal's ids are needed of what was before, since the entry holds its summary). Returns null
 * when the brand has no deals left. Equals {@link brandEntryFromDeals} over the new set of deals.
 */
export function applyBrandDelta(
  current: BrandIndexEntry | null | undefined,
  key: string,
  before: DealPathIds | null,
  after: DealRef | null,
): BrandIndexEntry | null {
  const same = (s: BankedSummary, r: DealPathIds): boolean =>
    s.bankId === r.bankId && s.cityId === r.cityId && s.dealId === r.dealId;
  let summaries = summariesOf(current);
  if (before) summaries = summaries.filter((s) => !same(s, before));
  if (after) {
    summaries = summaries.filter((s) => !same(s, after));
    const next = brandSummaryOf(after);
    // An expired deal leaves the index like a deleted one.
    if (!isListed(after.deal)) return brandEntryFromSummaries(key, summaries);
    if (next.key === key) summaries.push(next.summary);
  }
  return brandEntryFromSummaries(key, summaries);
}

/**
 * Match priority of a title for a term: starts with 100; first word equals 90; contains
 * 80; a shared word (2+ characters) 70 minus 5 per position of the first shared title word; else 0.
 */
export function brandMatchPriority(title: string, term: string): number {
  const t = foldText(term);
  const name = foldText(title);
  if (t === '' || name === '') return 0;
  if (name.startsWith(t)) return 100;
  const titleWords = words(title);
  if (titleWords[0] === t) return 90;
  if (name.includes(t)) return 80;
  const termWords = new Set(words(term).filter((w) => w.length >= 2));
  const pos = titleWords.findIndex((w) => w.length >= 2 && termWords.has(w));
  return pos < 0 ? 0 : Math.max(1, 70 - 5 * pos);
}

/** A brand search result: the entry, its priority and its banks sorted by best deal. */
export interface RankedBrand {
  readonly entry: BrandIndexEntry;
  readonly priority: number;
  readonly banks: readonly BrandBankSummary[];
}

/** Matching entries sorted by priority (then name), banks by their best discount. */
export function rankBrands(entries: readonly BrandIndexEntry[], term: string): RankedBrand[] {
  return entries
    .map((entry) => {
      const titles = [entry.name, ...summariesOf(entry).map((s) => s.title)];
      const priority = Math.max(...titles.map((t) => brandMatchPriority(t, term)));
      const banks = Object.values(entry.banks).sort(
        (a, b) =>
          byPercentDesc(
            { discountPercent: a.bestDiscountPercent },
            { discountPercent: b.bestDiscountPercent },
          ) ||
          b.dealCount - a.dealCount ||
          byCodeUnits(a.bankId, b.bankId),
      );
      return { entry, priority, banks };
    })
    .filter((r) => r.priority > 0)
    .sort((a, b) => b.priority - a.priority || byCodeUnits(a.entry.nameLower, b.entry.nameLower));
}

/**
 * Tokens to query `Brands` with (`tokens array-contains-any`, at most 10): each word of the term
 * with 2+ characters, clipped to 20. Rank the results with {@link rankBrands}.
 */
export function brandQueryTokens(term: string): string[] {
  const out = new Set<string>();
  for (const w of words(term))
    if (w.length >= BRAND_TOKEN_MIN_PREFIX) out.add(w.slice(0, MAX_WORD_TOKEN));
  return [...out].slice(0, 10);
}
