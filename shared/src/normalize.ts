/**
 * Normalising raw deal documents: legacy field names and shapes, defaults, canonical
 * categories and the derived fields functions store on each deal.
 */
import { canonicalCategory } from './categories.js';
import {
  count,
  firstProp,
  isRecord,
  listOrMapEntries,
  num,
  prop,
  stringList,
  text,
  toDateString,
  toMillis,
} from './coerce.js';
import { safeImageUrl } from './safe-url.js';
import {
  DEAL_DEFAULTS,
  DEFAULT_SENTIMENT_SCORE,
  MAX_STARS,
  PLACEHOLDER_DEAL_IMAGE,
} from './constants.js';
import { asBankId, asCityId, asDealId, compositeDealId, offerId, type DealPathIds } from './ids.js';
import { dedupeBranches } from './geo.js';
import { substringTokens } from './search.js';
import { discountPercentOf, foldText } from './text.js';
import { readTill } from './till-checks.js';
import type { Branch, Deal, DerivedDealFields, Offer, OfferCard } from './types.js';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** A coordinate within range, else 0. */
function coordinate(v: unknown, limit: number): number {
  const n = num(v);
  return n !== undefined && Math.abs(n) <= limit ? n : DEAL_DEFAULTS.coordinate;
}

/** One branch from a record or a bare address string. */
export function normalizeBranch(raw: unknown): Branch {
  if (typeof raw === 'string' || typeof raw === 'number') {
    const t = text(raw) ?? '';
    return { name: t || DEAL_DEFAULTS.branchName, fullAddress: t, latitude: 0, longitude: 0 };
  }
  const coords = firstProp(raw, ['coordinates', 'location', 'geo']);
  return {
    name:
      text(firstProp(raw, ['name', 'branch_name', 'branchName', 'title'])) ??
      DEAL_DEFAULTS.branchName,
    fullAddress: text(firstProp(raw, ['full_address', 'fullAddress', 'address'])) ?? '',
    latitude: coordinate(
      firstProp(raw, ['latitude', 'lat']) ?? firstProp(coords, ['latitude', 'lat', '_latitude']),
      90,
    ),
    longitude: coordinate(
      firstProp(raw, ['longitude', 'lng', 'lon']) ??
        firstProp(coords, ['longitude', 'lng', '_longitude']),
      180,
    ),
  };
}

/** Branches of a deal: deal_branches or branches, list or map. */
export function normalizeBranches(raw: unknown): Branch[] {
  for (const key of ['deal_branches', 'branches']) {
    const entries = listOrMapEntries(prop(raw, key));
    const list = entries
      .filter(([, b]) => isRecord(b) || text(b) !== undefined)
      .map(([, b]) => normalizeBranch(b));
    if (list.length > 0) return list;
  }
  return [];
}

/** One card_type entry: cardName or card_name, and cardImage, card_image_url or card_image. */
function normalizeOfferCard(raw: unknown): OfferCard | null {
  const name = text(raw) ?? text(firstProp(raw, ['cardName', 'card_name', 'name']));
  if (name === undefined) return null;
  const image = text(firstProp(raw, ['cardImage', 'card_image_url', 'card_image', 'image']));
  return { cardName: name, cardImage: safeImageUrl(image, '') };
}

/** The card entries of an offer in any of their shapes (list, map, single entry). */
function offerCards(raw: unknown): OfferCard[] {
  const source = firstProp(raw, ['card_type', 'card_types', 'cardTypes']);
  const items: unknown[] =
    isRecord(source) && text(firstProp(source, ['cardName', 'card_name'])) !== undefined
      ? [source]
      : typeof source === 'string'
        ? [source]
        : listOrMapEntries(source).map(([, v]) => v);
  const seen = new Set<string>();
  const out: OfferCard[] = [];
  for (const item of items) {
    const card = normalizeOfferCard(item);
    if (card && !seen.has(card.cardName)) {
      seen.add(card.cardName);
      out.push(card);
    }
  }
  return out;
}

/** Offers of a deal, list or map, with ids `offers-{key}-{index}-card-{n}`. */
export function normalizeOffers(raw: unknown): Offer[] {
  const out: Offer[] = [];
  listOrMapEntries(prop(raw, 'offers')).forEach(([key, item], index) => {
    if (!isRecord(item)) return;
    const cardTypes = offerCards(item);
    out.push({
      id: offerId(key, index, cardTypes.length),
      title: text(firstProp(item, ['title', 'offer_title', 'name'])) ?? '',
      validTill: toDateString(firstProp(item, ['valid_till', 'validTill'])),
      offerBranches: stringList(firstProp(item, ['offer_branches', 'offerBranches'])),
      branchLocations: stringList(firstProp(item, ['branch_locations', 'branchLocations'])),
      cardTypes,
    });
  });
  return out;
}

/** Distinct card names across offers, else the deal-level cardName/card_name. */
function collectCardNames(offers: readonly Offer[], dealCard: string | undefined): string[] {
  const names = new Set<string>();
  for (const o of offers) for (const c of o.cardTypes) names.add(c.cardName);
  if (names.size === 0 && dealCard !== undefined) names.add(dealCard);
  return [...names];
}

/** Weekday list from a list or "Mon, Tue" text; "All days"/"Everyday" and unknown words mean every day ([]). */
function normalizeDays(v: unknown): string[] {
  const out = new Set<string>();
  for (const s of stringList(v)) {
    const d = WEEKDAYS.find((w) => s.toLowerCase().startsWith(w.toLowerCase()));
    if (d) out.add(d);
  }
  return WEEKDAYS.filter((d) => out.has(d));
}

/** Average of legacy comments' sentiment scores (missing score = 5), or null. */
function commentsAverage(comments: unknown): number | null {
  if (!Array.isArray(comments) || comments.length === 0) return null;
  let sum = 0;
  for (const c of comments) sum += num(prop(c, 'sentimentScore')) ?? DEFAULT_SENTIMENT_SCORE;
  const avg = sum / comments.length;
  return Number.isFinite(avg) ? avg : null;
}

const clampRating = (r: number): number => Math.min(MAX_STARS, Math.max(0, r));

/**
 * Normalises any raw deal document into a {@link Deal}; never throws. Path ids win over fields
 * inside the document. Without reviews the rating is null, not 4.5.
 */
export function normalizeDeal(raw: unknown, ids: DealPathIds): Deal {
  const offers = normalizeOffers(raw);
  const dealCard = text(firstProp(raw, ['cardName', 'card_name']));
  const cardNames = collectCardNames(offers, dealCard);
  const discount = text(prop(raw, 'discount')) ?? DEAL_DEFAULTS.discount;
  const imageUrl = safeImageUrl(
    text(firstProp(raw, ['image_url', 'imageUrl'])),
    PLACEHOLDER_DEAL_IMAGE,
  );

  const comments = prop(raw, 'comments');
  const storedCount = num(prop(raw, 'reviewCount'));
  const reviewCount =
    storedCount !== undefined ? count(storedCount) : Array.isArray(comments) ? comments.length : 0;
  const avg = num(prop(raw, 'avgSentiment')) ?? commentsAverage(comments) ?? undefined;
  const rating =
    reviewCount === 0 && storedCount !== undefined
      ? null
      : avg === undefined
        ? null
        : clampRating(avg);

  const validTill =
    toDateString(firstProp(raw, ['valid_till', 'validTill'])) ??
    offers.find((o) => o.validTill)?.validTill ??
    null;

  return {
    id: compositeDealId(ids),
    dealId: asDealId(String(ids.dealId)),
    bankId: asBankId(String(ids.bankId)),
    cityId: asCityId(String(ids.cityId)),
    categoryId: canonicalCategory(firstProp(raw, ['category_id', 'category', 'categoryId'])),
    title: text(prop(raw, 'title')) ?? DEAL_DEFAULTS.title,
    description: text(prop(raw, 'description')) ?? '',
    discount,
    discountPercent: discountPercentOf(discount),
    iconUrl: safeImageUrl(text(firstProp(raw, ['icon_url', 'iconUrl'])), imageUrl),
    imageUrl,
    cardName: dealCard ?? cardNames[0] ?? '',
    cardNames,
    branches: normalizeBranches(raw),
    offers,
    termsAndConditions:
      text(firstProp(raw, ['terms_and_conditions', 'termsAndConditions', 'terms'])) ?? '',
    rating,
    reviewCount,
    trendingScore: num(prop(raw, 'trendingScore')) ?? 0,
    validFrom: toDateString(firstProp(raw, ['valid_from', 'validFrom'])),
    validTill,
    validDays: normalizeDays(firstProp(raw, ['valid_days', 'validDays'])),
    capPkr: positiveOrNull(firstProp(raw, ['max_discount_pkr', 'cap_pkr', 'capPkr'])),
    minBillPkr: positiveOrNull(firstProp(raw, ['min_bill_pkr', 'minBillPkr', 'min_bill'])),
    verifiedOn: toDateString(firstProp(raw, ['verified_on', 'verifiedOn'])),
    updatedAt: toMillis(prop(raw, 'updatedAt')) ?? null,
    ...(prop(raw, 'till') === undefined ? {} : { till: readTill(prop(raw, 'till')) }),
  };
}

/** The fields every index derived from deals (brands, places) keeps of each deal it lists. */
export type DealSummaryFields = Pick<
  Deal,
  'title' | 'discount' | 'discountPercent' | 'categoryId' | 'cardNames' | 'imageUrl'
> & { readonly bankId: string; readonly dealId: string };

/** The {@link DealSummaryFields} of a normalised deal at its path. */
export function dealSummaryFields(ids: DealPathIds, d: Deal): DealSummaryFields {
  return {
    bankId: ids.bankId,
    dealId: ids.dealId,
    title: d.title,
    discount: d.discount,
    discountPercent: d.discountPercent,
    categoryId: d.categoryId,
    cardNames: d.cardNames,
    imageUrl: d.imageUrl,
  };
}

function positiveOrNull(v: unknown): number | null {
  const n = num(v);
  return n !== undefined && n > 0 ? n : null;
}

/**
 * The derived fields functions store on a deal: canonical category_id, bank_id and
 * city_id (path ids when given), titleLower, keywords, discountPercent, cardNames, offerCount,
 * branchCount (branches after de-duplication by address), validUntil and active (false once
 * `today`, an ISO date in Pakistan, is past validUntil; writers always pass it, and without it a
 * deal counts as active). Never throws.
 */
export function deriveDealFields(
  raw: unknown,
  ids?: { bankId?: string; cityId?: string; today?: string },
): DerivedDealFields {
  const bankId = ids?.bankId ?? text(prop(raw, 'bank_id')) ?? '';
  const cityId = ids?.cityId ?? text(prop(raw, 'city_id')) ?? '';
  const deal = normalizeDeal(raw, { bankId, cityId, dealId: '' });
  return {
    bank_id: bankId,
    city_id: cityId,
    category_id: deal.categoryId,
    titleLower: foldText(deal.title),
    keywords: substringTokens(deal.title),
    discountPercent: deal.discountPercent,
    cardNames: deal.cardNames,
    offerCount: deal.offers.length,
    branchCount: dedupeBranches(deal.branches).length,
    validUntil: deal.validTill,
    active: ids?.today === undefined || deal.validTill === null || ids.today <= deal.validTill,
  };
}

/**
 * Whether a stored deal belongs in lists, counts and the brand index: every deal but one whose
 * derived `active` says it has expired (documents written before the field existed count).
 */
export function isListed(raw: unknown): boolean {
  return prop(raw, 'active') !== false;
}

/** Names of the derived fields, for picking them out of a stored document. */
export const DERIVED_FIELD_NAMES = [
  'bank_id',
  'city_id',
  'category_id',
  'titleLower',
  'keywords',
  'discountPercent',
  'cardNames',
  'offerCount',
  'branchCount',
  'validUntil',
  'active',
] as const satisfies readonly (keyof DerivedDealFields)[];

/**
 * Whether a stored document already carries exactly these derived fields; triggers use it to stop
 * after their own write (STYLE.md: repeat-safe triggers). Accepts a raw document on either side.
 */
export function derivedFieldsEqual(a: unknown, b: unknown): boolean {
  return DERIVED_FIELD_NAMES.every((k) => sameValue(prop(a, k), prop(b, k)));
}

function sameValue(x: unknown, y: unknown): boolean {
  if (Array.isArray(x) && Array.isArray(y)) {
    return x.length === y.length && x.every((v, i) => sameValue(v, y[i]));
  }
  return x === y;
}
