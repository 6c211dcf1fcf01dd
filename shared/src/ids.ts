/**
 * Identifiers: branded id types and the id rules (deal and offer ids, deal-id validation, stored
 * bank ids and the file names of their logos; a favourite's ids: favourite-ids.ts).
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

/** Offer id `offers-{key}-{index}-card-{n}`; n is the offer's card count. */
export function offerId(key: string | number, index: number, cardCount: number): string {
  return `offers-${String(key)}-${index}-card-${cardCount}`;
}

/** Firestore's limit on a document id, in UTF-8 bytes. */
export const MAX_DOC_ID_BYTES = 1500;

/** The length of `s` in UTF-8 bytes (a lone surrogate counts as the 3 bytes of its replacement). */
export function utf8ByteLength(s: string): number {
  let bytes = 0;
  for (const char of s) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * True when Firestore accepts `id` as a document id: not empty, at most 1,500 bytes, no `/`, not
 * `.` or `..`, and not a reserved `__…__` id. Reading a document under any other id fails with
 * INVALID_ARGUMENT, so a page asked for one can answer "not found" without reading.
 */
export function isFirestoreDocId(id: string): boolean {
  return (
    id !== '' &&
    id !== '.' &&
    id !== '..' &&
    !id.includes('/') &&
    !/^__.*__$/s.test(id) &&
    utf8ByteLength(id) <= MAX_DOC_ID_BYTES
  );
}

/** True when an id split on `-` has at least 5 parts; otherwise "Invalid deal ID format". */
export function isValidDealId(id: unknown): id is string {
  return typeof id === 'string' && id.split('-').length >= MIN_DEAL_ID_PARTS;
}

/** Folds a bank name for comparison: lower case, letters and digits only. */
export function bankKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The banks we know: stored id, the name the bank writes itself, then other spellings people use.
 * The stored ids are HBL→Hbl, MCB→Mcb and Bank Al Falah→BankAlFalah; the others are the ids of
 * the demo banks. Every spelling (id, name, alias, folded by bankKey) resolves to the same id, and
 * a screen that has not read the Banks documents shows the name, so one bank reads the same on
 * every screen ("JS Bank", never "Js Bank").
 */
const KNOWN_BANKS: readonly (readonly [id: string, name: string, ...aliases: string[]])[] = [
  ['Hbl', 'HBL', 'Habib Bank Limited'],
  ['Mcb', 'MCB', 'MCB Bank'],
  ['BankAlFalah', 'Bank Alfalah', 'Alfalah'],
  ['Meezan', 'Meezan Bank'],
  ['Ubl', 'UBL', 'United Bank Limited'],
  ['StandardChartered', 'Standard Chartered', 'Standard Chartered Pakistan', 'SCB'],
  ['Allied', 'Allied Bank', 'ABL'],
  ['BankAlHabib', 'Bank Al Habib'],
  ['Faysal', 'Faysal Bank'],
  ['Askari', 'Askari Bank'],
  ['JsBank', 'JS Bank', 'JS'],
  ['HabibMetro', 'Habib Metro', 'Habib Metropolitan Bank', 'Habib Metro Bank'],
  ['Soneri', 'Soneri Bank', 'Soner Bank'],
  ['BankIslami', 'BankIslami'],
  ['DubaiIslamic', 'Dubai Islamic Bank', 'DIB'],
  ['BankOfPunjab', 'Bank of Punjab', 'BOP', 'The Bank of Punjab'],
];

/** Every folded spelling of a known bank → its stored id. */
const STORED_BANK_IDS = new Map(
  KNOWN_BANKS.flatMap(([id, ...names]) => [id, ...names].map((n) => [bankKey(n), id] as const)),
);
/** A known bank's stored id → the name it writes itself. */
const KNOWN_BANK_NAMES = new Map(KNOWN_BANKS.map(([id, name]) => [id, name] as const));

/** Maps a bank name or alias to its stored id (HBL→Hbl, MCB→Mcb, Bank Al Falah→BankAlFalah); unknown names pass through. */
export function toStoredBankId(name: string): BankId {
  const trimmed = name.trim();
  const key = bankKey(trimmed);
  // A Map, so a name such as "constructor" is no alias.
  return asBankId(STORED_BANK_IDS.get(key) ?? trimmed);
}

/** A bank as the Banks documents name it: its stored id and its display name. */
export interface BankNameEntry {
  readonly id: string;
  readonly bankName: string;
}

/**
 * The name to show for a bank id or alias: the Banks document's bankName (e.g. Hbl→HBL), else how
 * a known bank writes its name (DubaiIslamic→Dubai Islamic Bank), else the id spelt out
 * ("NewBank" → "New Bank", "Xyz" → "XYZ") rather than shown raw.
 */
export function bankDisplayName(bank: string, banks: readonly BankNameEntry[] = []): string {
  const known = banks.find((entry) => sameBank(entry.id, bank));
  if (known?.bankName.trim()) return known.bankName.trim();
  const named = KNOWN_BANK_NAMES.get(toStoredBankId(bank));
  if (named) return named;
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

/** The per-bank logo path used when a bank document has no bankImage (the demo's WebP logo). */
export function bankImagePath(bankId: string): string {
  return `/demo/banks/${bankSlug(bankId)}.webp`;
}

/** File-name slug of a bank id: "BankAlFalah" → "bank-al-falah", "Hbl" → "hbl". */
export function bankSlug(bankId: string): string {
  return bankId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A URL- and Firestore-id-safe slug: lower case words joined by dashes. */
export function slugify(text: string): string {
  return plainLower(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
