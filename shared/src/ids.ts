/**
 * Identifiers: branded id types and the id rules (favourite ids, offer ids,
 * deal-id validation, favourite matching across legacy forms, stored bank ids).
 */
import { MIN_DEAL_ID_PARTS } from './constants.js';
import { plainLower } from './text.js';

declare const brand: unique symbol;
/** A nominal string type, so a BankId is not passed where a DealId is expected. */
export type Brand<T, B extends string> = T & { readonly [brand]: B };

/** A stored bank id: the Banks document id (e.g. Hbl, BankAlFalah). */
export type BankId = Brand<string, 'BankId'>;
/** A city id: the Cities document id (Lahore, Karachi, Islamabad). */
export type CityId = Brand<string, 'CityId'>;
/** A deal id: the Deals document id, unique within a bank and city. */
export type DealId = Brand<string, 'DealId'>;
/** A favourite id `{bankId}-{cityId}-{offerId}`. */
export type FavouriteId = Brand<string, 'FavouriteId'>;

/** Brands a string as a BankId (no checks: for ids read from documents and routes). */
export const asBankId = (s: string): BankId => s as BankId;
/** Brands a string as a CityId. */
export const asCityId = (s: string): CityId => s as CityId;
/** Brands a string as a DealId. */
export const asDealId = (s: string): DealId => s as DealId;

/** Path ids of a deal document. */
export interface DealPathIds {
  readonly bankId: BankId | string;
  readonly cityId: CityId | string;
  readonly dealId: DealId | string;
}

/** A stored deal document with its path ids, as the indexes derived from deals read it. */
export interface DealRef extends DealPathIds {
  /** The raw stored document. */
  readonly deal: unknown;
}

/** The composite id of a normalised deal: `${bank}-${city}-${deal}`. */
export function compositeDealId(ids: DealPathIds): string {
  return `${ids.bankId}-${ids.cityId}-${ids.dealId}`;
}

/** Favourite id `{bankId}-{cityId}-{offerId}`; our app passes the deal id as the last part. */
export function favouriteId(bankId: string, cityId: string, offerOrDealId: string): FavouriteId {
  return `${bankId}-${cityId}-${offerOrDealId}` as FavouriteId;
}

/** Offer id `offers-{key}-{index}-card-{n}`; n is the offer's card count. */
export function offerId(key: string | number, index: number, cardCount: number): string {
  return `offers-${String(key)}-${index}-card-${cardCount}`;
}

/** True when an id split on `-` has at least 5 parts; otherwise "Invalid deal ID format". */
export function isValidDealId(id: unknown): id is string {
  return typeof id === 'string' && id.split('-').length >= MIN_DEAL_ID_PARTS;
}

/**
 * Splits a favourite id into bank, city and the rest. Bank and city ids never contain dashes, so
 * the first two parts are them and everything after is the deal (or offer) part. Null when the id
 * has fewer than 5 parts (such ids are logged as an invalid format and not opened).
 */
export function parseFavouriteId(
  id: string,
): { bankId: BankId; cityId: CityId; dealPart: string } | null {
  if (!isValidDealId(id)) return null;
  const [bank, city, ...rest] = id.split('-');
  if (!bank || !city) return null;
  return { bankId: asBankId(bank), cityId: asCityId(city), dealPart: rest.join('-') };
}

/**
 * Whether a stored favourite identifier refers to this deal, trying every form stored over time:
 * `deal-{bank}-{deal}`, the deal id, the composite `{bank}-{city}-{deal}` and `{bank}-{deal}`.
 * Bank parts compare case-insensitively through {@link sameBank}.
 */
export function matchesFavourite(
  favourite: string | { readonly dealId: string },
  deal: DealPathIds,
): boolean {
  const fav = typeof favourite === 'string' ? favourite : favourite.dealId;
  if (!fav) return false;
  const { bankId, cityId, dealId } = deal;
  if (fav === dealId) return true;
  const candidates = [
    `deal-${bankId}-${dealId}`,
    `${bankId}-${cityId}-${dealId}`,
    `${bankId}-${dealId}`,
  ];
  if (candidates.includes(fav)) return true;
  // Same forms with the bank spelled differently (e.g. HBL vs Hbl).
  const lower = fav.toLowerCase();
  const forms: [string, string][] = [
    ['deal-', `-${dealId}`],
    ['', `-${cityId}-${dealId}`],
    ['', `-${dealId}`],
  ];
  for (const [prefix, suffix] of forms) {
    if (lower.startsWith(prefix) && fav.endsWith(suffix)) {
      const bankPart = fav.slice(prefix.length, fav.length - suffix.length);
      if (bankPart && !bankPart.includes('-') && sameBank(bankPart, bankId)) return true;
    }
  }
  return false;
}

/** Folds a bank name for comparison: lower case, letters and digits only. */
export function bankKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Display names and aliases to stored bank ids. The stored ids are HBL→Hbl, MCB→Mcb and
 * Bank Al Falah→BankAlFalah; the others are the ids of the demo banks, added so every
 * spelling users type resolves to the same document.
 */
const STORED_BANK_IDS: Readonly<Record<string, string>> = {
  hbl: 'Hbl',
  habibbanklimited: 'Hbl',
  mcb: 'Mcb',
  mcbbank: 'Mcb',
  bankalfalah: 'BankAlFalah',
  alfalah: 'BankAlFalah',
  meezan: 'Meezan',
  meezanbank: 'Meezan',
  ubl: 'Ubl',
  unitedbanklimited: 'Ubl',
  standardchartered: 'StandardChartered',
  standardcharteredpakistan: 'StandardChartered',
  scb: 'StandardChartered',
  allied: 'Allied',
  alliedbank: 'Allied',
  abl: 'Allied',
  bankalhabib: 'BankAlHabib',
  faysal: 'Faysal',
  faysalbank: 'Faysal',
  askari: 'Askari',
  askaribank: 'Askari',
  jsbank: 'JsBank',
  js: 'JsBank',
  habibmetro: 'HabibMetro',
  habibmetropolitanbank: 'HabibMetro',
  habibmetrobank: 'HabibMetro',
  soneri: 'Soneri',
  sonerbank: 'Soneri',
  soneribank: 'Soneri',
  bankislami: 'BankIslami',
  dubaiislamic: 'DubaiIslamic',
  dubaiislamicbank: 'DubaiIslamic',
  dib: 'DubaiIslamic',
  bankofpunjab: 'BankOfPunjab',
  bop: 'BankOfPunjab',
  thebankofpunjab: 'BankOfPunjab',
};

/** Maps a bank name or alias to its stored id (HBL→Hbl, MCB→Mcb, Bank Al Falah→BankAlFalah); unknown names pass through. */
export function toStoredBankId(name: string): BankId {
  const trimmed = name.trim();
  const key = bankKey(trimmed);
  // Own keys only: a name such as "constructor" is no alias.
  return asBankId(
    Object.hasOwn(STORED_BANK_IDS, key) ? (STORED_BANK_IDS[key] ?? trimmed) : trimmed,
  );
}

/** A bank as the Banks documents name it: its stored id and its display name. */
export interface BankNameEntry {
  readonly id: string;
  readonly bankName: string;
}

/**
 * The name to show for a bank id or alias (the Banks document's bankName, e.g. Hbl→HBL,
 * DubaiIslamic→Dubai Islamic Bank). Before the documents are known, or for a bank without one,
 * the id is spelt out ("DubaiIslamic" → "Dubai Islamic", "Hbl" → "HBL") rather than shown raw.
 */
export function bankDisplayName(bank: string, banks: readonly BankNameEntry[] = []): string {
  const known = banks.find((entry) => sameBank(entry.id, bank));
  if (known?.bankName.trim()) return known.bankName.trim();
  const trimmed = bank.trim();
  // Ids that already read as names ("Bank Alfalah", "HBL") are left as they are.
  if (/\s/.test(trimmed) || trimmed === trimmed.toUpperCase()) return trimmed;
  // Short ids are acronyms (Hbl, Mcb, Ubl); longer ones are PascalCase words.
  if (/^[A-Za-z]{2,3}$/.test(trimmed)) return trimmed.toUpperCase();
  return trimmed.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** Case-insensitive bank match that also understands aliases (names matched case-insensitively). */
export function sameBank(a: string, b: string): boolean {
  return toStoredBankId(a).toLowerCase() === toStoredBankId(b).toLowerCase();
}

/** A URL- and Firestore-id-safe slug: lower case words joined by dashes. */
export function slugify(text: string): string {
  return plainLower(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
