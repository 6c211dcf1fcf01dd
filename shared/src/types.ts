/**
 * Domain types. Raw types describe documents as Firestore may hold them (loose, legacy shapes);
 * the others are what the app works with after parsing. All are plain serialisable data:
 * timestamps are epoch milliseconds or ISO date strings, never SDK objects.
 */
import type { Category } from './constants.js';
import type { BankId, CityId, DealId } from './ids.js';
import type { TillAggregate } from './till-summary.js';

export type { Category } from './constants.js';
export type { BankId, CityId, DealId, FavouriteId } from './ids.js';

/** A raw deal document as stored: any shape, read through {@link normalizeDeal}. */
export type RawDeal = Record<string, unknown>;

/** A branch of a deal; coordinates are 0 when unknown. */
export interface Branch {
  readonly name: string;
  readonly fullAddress: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** A card named by an offer (an entry of its card_type list). */
export interface OfferCard {
  readonly cardName: string;
  readonly cardImage: string;
}

/** An offer of a deal. */
export interface Offer {
  /** `offers-{key}-{index}-card-{n}`. */
  readonly id: string;
  readonly title: string;
  /** ISO date, or null when not given. */
  readonly validTill: string | null;
  readonly offerBranches: readonly string[];
  readonly branchLocations: readonly string[];
  readonly cardTypes: readonly OfferCard[];
}

/** The normalised deal the app renders. */
export interface Deal {
  /** `${bankId}-${cityId}-${dealId}`. */
  readonly id: string;
  readonly dealId: DealId;
  readonly bankId: BankId;
  readonly cityId: CityId;
  readonly categoryId: Category;
  readonly title: string;
  readonly description: string;
  readonly discount: string;
  /** First number of the discount text, null when it has none. */
  readonly discountPercent: number | null;
  readonly iconUrl: string;
  readonly imageUrl: string;
  /** The deal-level card name, else the first offer card, else ''. */
  readonly cardName: string;
  /** Distinct card names across offers (the deal-level name when offers name none). */
  readonly cardNames: readonly string[];
  readonly branches: readonly Branch[];
  readonly offers: readonly Offer[];
  readonly termsAndConditions: string;
  /** Average sentiment of scored reviews; null when there are none. */
  readonly rating: number | null;
  readonly reviewCount: number;
  readonly trendingScore: number;
  readonly validFrom: string | null;
  readonly validTill: string | null;
  /** Weekdays the deal is valid on (Mon..Sun); empty means every day. */
  readonly validDays: readonly string[];
  /** Maximum discount per transaction in PKR, null when uncapped or unknown. */
  readonly capPkr: number | null;
  /** Minimum bill in PKR, null when none. */
  readonly minBillPkr: number | null;
  /** ISO date the deal was last verified. */
  readonly verifiedOn: string | null;
  /** Epoch ms of the last admin write, null when unknown. */
  readonly updatedAt: number | null;
  /** Members' "did it work at the till?" counts (till-checks.ts); absent until someone answers. */
  readonly till?: TillAggregate;
}

/** Fields derived from a raw deal and stored on it by functions. */
export interface DerivedDealFields {
  readonly bank_id: string;
  readonly city_id: string;
  readonly category_id: Category;
  readonly titleLower: string;
  /**
   * Search tokens of the title (search.ts substringTokens): every 3-20 character part of each
   * folded word, and each word's 1-2 character prefixes.
   */
  readonly keywords: readonly string[];
  readonly discountPercent: number | null;
  readonly cardNames: readonly string[];
  readonly offerCount: number;
  readonly branchCount: number;
  /** The last day the deal applies (ISO date), null when open-ended; range-queried for expiry. */
  readonly validUntil: string | null;
  /** False once the deal has expired: every list, count and index leaves it out. */
  readonly active: boolean;
}

/** A card of a bank as held in Banks/{id}.cards. */
export interface Card {
  readonly id: string;
  readonly cardName: string;
  readonly cardImage: string;
  /** Tier label when the bank document gives one (Classic, Gold, Platinum, Signature ...). */
  readonly tier?: string;
  /** Credit or Debit when the bank document gives it. */
  readonly kind?: 'Credit' | 'Debit';
  /** Card network when given (Visa, Mastercard, UnionPay, PayPak). */
  readonly network?: string;
}

/** A bank document. */
export interface Bank {
  readonly id: BankId;
  readonly bankName: string;
  readonly bankImage: string;
  readonly cardImage: string;
  readonly ratings: number;
  readonly cards: readonly Card[];
}

/** The statistics page's derived card row. */
export interface CardRow {
  readonly cardID: string;
  readonly cardName: string;
  readonly cardImage: string;
  readonly cardCategory: CardCategory;
  readonly cardType: 'Debit' | 'Credit';
  readonly dealCount: number;
  readonly bank: string;
  readonly originalCardName: string;
  readonly displayName: string;
}

/** Card tiers recognised in card names, or Standard. */
export type CardCategory =
  | 'Standard'
  | 'Gold'
  | 'Platinum'
  | 'World'
  | 'Elite'
  | 'Green'
  | 'Titanium'
  | 'Konnect'
  | 'Premium'
  | 'Sapphire';

/** A card a user holds. */
export interface UserCard {
  readonly bank: string;
  readonly cardName: string;
  readonly cardImage: string;
}

/** An entry of Users/{uid}.UserFavouriteDeals; dealId holds the favourite id. */
export interface FavouriteEntry {
  readonly dealId: string;
  readonly title: string;
  readonly discount: string;
  /** ISO timestamp. */
  readonly addedDate: string;
  readonly cardNames: readonly string[];
}

/** A saved user location. */
export interface UserLocation {
  readonly latitude: number;
  readonly longitude: number;
  /** Epoch ms. */
  readonly timestamp: number;
}

/** Users/{uid}. */
export interface UserDoc {
  readonly UID: string;
  readonly Email: string;
  readonly Name: string;
  readonly UserCards: readonly UserCard[];
  readonly UserFavouriteDeals: readonly FavouriteEntry[];
  readonly UserLocation: UserLocation | null;
  /** The city whose new deals on the member's cards they are told about (unset: Lahore). */
  readonly AlertCity?: string;
  /** The interface language the member chose, carried to every device they sign in on. */
  readonly Language?: 'en' | 'ur';
}

/** Life cycle of a review document. */
export type ReviewStatus = 'pending' | 'scored' | 'failed';

/** Banks/{b}/Cities/{c}/Deals/{d}/Reviews/{id}. */
export interface Review {
  readonly id: string;
  readonly userId: string;
  readonly userName: string;
  readonly comment: string;
  /** Epoch ms. */
  readonly createdAt: number;
  readonly status: ReviewStatus;
  /** Sentiment score (0–5) once scored. */
  readonly sentimentScore: number | null;
}

/** Banks/{b}/Analytics/{city}, plus the auxiliary counter map that keeps it incremental. */
export interface AnalyticsDoc {
  readonly deals_by_category: Readonly<Record<string, number>>;
  readonly deals_by_card_type: Readonly<Record<string, number>>;
  readonly total_deals_scraped: number;
  readonly offers_count: number;
  readonly branches_count: number;
  readonly unique_locations_count: number;
  /**
   * Location key → number of deals having a branch there. unique_locations_count is the number of
   * keys; without these counts a deleted deal could not tell whether its locations are still used.
   */
  readonly _locationCounts: Readonly<Record<string, number>>;
}
/** Alias of {@link AnalyticsDoc}. */
export type Analytics = AnalyticsDoc;

/** One deal in a brand's per-bank summary. */
export interface BrandDealSummary {
  readonly dealId: string;
  readonly cityId: string;
  readonly title: string;
  readonly discount: string;
  readonly discountPercent: number | null;
  readonly categoryId: Category;
  readonly cardNames: readonly string[];
  readonly imageUrl: string;
}

/** A bank's deals for a brand. */
export interface BrandBankSummary {
  readonly bankId: string;
  readonly dealCount: number;
  /** Discount text of the deal with the highest percentage. */
  readonly bestDiscount: string;
  readonly bestDiscountPercent: number | null;
  readonly deals: readonly BrandDealSummary[];
}

/** Brands/{brandKey}: the brand search index. */
export interface BrandIndexEntry {
  readonly key: string;
  readonly name: string;
  readonly nameLower: string;
  /** Tokens for an `array-contains-any` query (see brandQueryTokens). */
  readonly tokens: readonly string[];
  readonly imageUrl: string;
  readonly categoryId: Category;
  readonly bankCount: number;
  readonly dealCount: number;
  /** Keyed by bank id. */
  readonly banks: Readonly<Record<string, BrandBankSummary>>;
}
