/**
 * What a card saves on a bill, and whether a deal applies on a given day: the percentage, the cap
 * per transaction, the minimum bill, the valid weekdays and the validity dates. Days are ISO
 * dates (YYYY-MM-DD) as people in Pakistan live them (Pakistan Standard Time, UTC+5, no DST).
 */
import { groupedInteger } from './text.js';
import type { Deal } from './types.js';

/** Weekday abbreviations in the order deals list them. */
export const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAY_NAMES)[number];

/** The largest bill the "best card" tool prices, in PKR (one crore). */
export const MAX_BILL_PKR = 10_000_000;

/** What someone typed as a bill: nothing yet, an amount in rupees, or text that is not one. */
export type BillInput =
  | { readonly kind: 'empty' }
  | { readonly kind: 'amount'; readonly pkr: number }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'tooLarge' };

/** A currency word before or after the amount: "Rs 5,000", "PKR 5000", "5000 روپے". */
const CURRENCY = /^(?:rs\.?|pkr|₨|روپے)\s*|\s*(?:rs\.?|pkr|₨|روپے)$/giu;

/**
 * A bill as people type it: Latin, Arabic-Indic or Urdu (Extended Arabic-Indic) digits; commas
 * between digit groups, in thousands ("50,000") or lakhs ("1,50,000"); a decimal part with "." or
 * "٫"; spaces and a currency word around it. Anything else (a sign, an exponent, "5k", a
 * second point) is refused rather than guessed at, and so is zero.
 */
export function parseBill(text: string): BillInput {
  const latin = text
    .replace(/[\u0660-\u0669]/gu, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/gu, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/gu, '.')
    .replace(/\u066c/gu, ',')
    .trim()
    .replace(CURRENCY, '')
    .trim();
  if (latin === '') return { kind: 'empty' };
  if (!/^\d+(?:,\d+)*(?:\.\d*)?$/u.test(latin)) return { kind: 'invalid' };
  const pkr = Number(latin.replace(/,/gu, ''));
  if (!(pkr > 0)) return { kind: 'invalid' };
  return pkr > MAX_BILL_PKR ? { kind: 'tooLarge' } : { kind: 'amount', pkr };
}

/** The bill the home page's "Best for me today" sort prices every deal at, in PKR. */
export const TYPICAL_BILL_PKR = 5_000;

/** The terms of a deal that decide what it saves. */
export interface DealTerms {
  readonly discountPercent: number | null;
  readonly capPkr: number | null;
  readonly minBillPkr: number | null;
  /** Empty means every day. */
  readonly validDays: readonly string[];
  readonly validFrom: string | null;
  readonly validTill: string | null;
}

/** Why a deal does not apply to a bill on a day. */
export type NotApplying =
  | { readonly kind: 'expired'; readonly date: string }
  | { readonly kind: 'notYet'; readonly date: string }
  | { readonly kind: 'day'; readonly days: readonly string[] }
  | { readonly kind: 'minBill'; readonly minBillPkr: number }
  | { readonly kind: 'noPercent' };

/** The rupees a deal saves on a bill, or why it does not apply. */
export type Saving =
  | { readonly applies: true; readonly savedPkr: number; readonly capped: boolean }
  | { readonly applies: false; readonly savedPkr: 0; readonly reason: NotApplying };

/** The weekday of an ISO date. */
export function weekdayOf(isoDate: string): Weekday {
  const sundayFirst = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return WEEKDAY_NAMES[(sundayFirst + 6) % 7] ?? 'Mon';
}

/** Where a deal stands on a day, ignoring the bill. */
export type Freshness =
  | { readonly state: 'expired'; readonly date: string }
  | { readonly state: 'notYet'; readonly date: string }
  | { readonly state: 'today' }
  | { readonly state: 'notToday'; readonly days: readonly string[] };

/** Whether a deal is live on `day`: not expired, started, and valid on that weekday. */
export function freshnessOn(terms: DealTerms, day: string): Freshness {
  if (terms.validTill !== null && day > terms.validTill)
    return { state: 'expired', date: terms.validTill };
  if (terms.validFrom !== null && day < terms.validFrom)
    return { state: 'notYet', date: terms.validFrom };
  if (terms.validDays.length > 0 && !terms.validDays.includes(weekdayOf(day)))
    return { state: 'notToday', days: terms.validDays };
  return { state: 'today' };
}

/** True when the deal's validity has ended before `day` (it leaves every list). */
export function isExpired(terms: Pick<DealTerms, 'validTill'>, day: string): boolean {
  return terms.validTill !== null && day > terms.validTill;
}

/**
 * What `terms` save on a bill of `billPkr` on `day`: the percentage of the bill, at most the cap,
 * never more than the bill, in whole rupees; or why it does not apply.
 */
export function savingFor(terms: DealTerms, billPkr: number, day: string): Saving {
  const fresh = freshnessOn(terms, day);
  if (fresh.state === 'expired')
    return { applies: false, savedPkr: 0, reason: { kind: 'expired', date: fresh.date } };
  if (fresh.state === 'notYet')
    return { applies: false, savedPkr: 0, reason: { kind: 'notYet', date: fresh.date } };
  if (fresh.state === 'notToday')
    return { applies: false, savedPkr: 0, reason: { kind: 'day', days: fresh.days } };
  if (terms.minBillPkr !== null && billPkr < terms.minBillPkr)
    return {
      applies: false,
      savedPkr: 0,
      reason: { kind: 'minBill', minBillPkr: terms.minBillPkr },
    };
  const percent = terms.discountPercent;
  if (percent === null || !(percent > 0))
    return { applies: false, savedPkr: 0, reason: { kind: 'noPercent' } };
  const bill = Number.isFinite(billPkr) && billPkr > 0 ? billPkr : 0;
  const raw = Math.floor((bill * Math.min(percent, 100)) / 100);
  const cap = terms.capPkr;
  if (cap !== null && raw > cap) return { applies: true, savedPkr: Math.floor(cap), capped: true };
  return { applies: true, savedPkr: raw, capped: false };
}

/** The terms of a normalised deal. */
export function dealTerms(deal: Deal): DealTerms {
  return {
    discountPercent: deal.discountPercent,
    capPkr: deal.capPkr,
    minBillPkr: deal.minBillPkr,
    validDays: deal.validDays,
    validFrom: deal.validFrom,
    validTill: deal.validTill,
  };
}

/**
 * The terms for one card of a deal: the end date of the offers that name it is the more specific
 * one (a card whose offer has ended no longer gets the deal even while another offer runs on).
 */
export function cardTerms(deal: Deal, cardName: string): DealTerms {
  const base = dealTerms(deal);
  const ends = deal.offers
    .filter((offer) => offer.cardTypes.some((card) => card.cardName === cardName))
    .map((offer) => offer.validTill);
  if (ends.length === 0 || ends.some((end) => end === null)) return base;
  const latest = (ends as string[]).reduce((a, b) => (a > b ? a : b));
  return { ...base, validTill: latest };
}

/** One card's result for a bill. */
export interface CardSaving {
  readonly cardName: string;
  readonly bankId: string;
  readonly dealId: string;
  readonly cityId: string;
  readonly own: boolean;
  readonly saving: Saving;
  /** Members who said at the till that this card was refused for the deal lately (0: none). */
  readonly refusedReports: number;
}

/**
 * Every card of every given deal, ranked for a bill on a day: those that apply by rupees saved
 * (own cards first on a tie), then those that do not. A card members recently reported refused at
 * the till (`refusedReports`, e.g. till-checks.ts refusedReportsOf) ranks after every applying card
 * nobody reported. A card named by several deals keeps its best result.
 */
export function rankCardsForBill(
  deals: readonly Deal[],
  billPkr: number,
  day: string,
  ownCards: ReadonlySet<string> = new Set(),
  refusedReports: (deal: Deal, cardName: string) => number = () => 0,
): CardSaving[] {
  const best = new Map<string, CardSaving>();
  for (const deal of deals) {
    for (const cardName of deal.cardNames) {
      const next: CardSaving = {
        cardName,
        bankId: deal.bankId,
        dealId: deal.dealId,
        cityId: deal.cityId,
        own: ownCards.has(cardName.toLowerCase()),
        saving: savingFor(cardTerms(deal, cardName), billPkr, day),
        refusedReports: refusedReports(deal, cardName),
      };
      const key = `${deal.bankId}\u0000${cardName}`;
      const previous = best.get(key);
      if (previous && compareCards(previous, next) <= 0) continue;
      best.set(key, next);
    }
  }
  return [...best.values()].sort(
    (a, b) =>
      compareCards(a, b) || Number(b.own) - Number(a.own) || byCodeUnits(a.cardName, b.cardName),
  );
}

/**
 * The last tie-break, by name: the same order on the server and in every browser, as a hydrated
 * page needs, and no `localeCompare`, whose first use loads the locale's collation data (about
 * 80 ms of the deal page's start-up on a slow phone).
 */
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Negative when `a` ranks first: applying, then not reported refused, then rupees saved. */
function compareCards(a: CardSaving, b: CardSaving): number {
  if (a.saving.applies !== b.saving.applies) return a.saving.applies ? -1 : 1;
  const refused = Number(a.refusedReports > 0) - Number(b.refusedReports > 0);
  return (a.saving.applies ? refused : 0) || compareSavings(a.saving, b.saving);
}

/** Negative when `a` is the better result. */
function compareSavings(a: Saving, b: Saving): number {
  if (a.applies !== b.applies) return a.applies ? -1 : 1;
  return b.savedPkr - a.savedPkr;
}

/**
 * What a member's cards save on a typical bill at a deal today, for sorting: the best saving of
 * any card of theirs the deal names (0 when none applies).
 */
export function bestOwnSaving(
  deal: Deal,
  ownCards: ReadonlySet<string>,
  day: string,
  billPkr: number = TYPICAL_BILL_PKR,
): Saving {
  let best: Saving | null = null;
  const names = deal.cardNames.filter((name) => ownCards.has(name.toLowerCase()));
  for (const name of names.length > 0 ? names : deal.cardNames) {
    const saving = savingFor(cardTerms(deal, name), billPkr, day);
    if (best === null || compareSavings(saving, best) < 0) best = saving;
  }
  return best ?? savingFor(dealTerms(deal), billPkr, day);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "12 Nov 2026" for an ISO date ("12 Nov" without the year). */
export function formatDay(isoDate: string, withYear = true): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const name = MONTHS[(month ?? 1) - 1] ?? '';
  return withYear ? `${day ?? ''} ${name} ${year ?? ''}` : `${day ?? ''} ${name}`;
}

/** "PKR 3,000". */
export function formatPkr(amount: number): string {
  return `PKR ${groupedInteger(Math.round(amount))}`;
}

/**
 * How a list of weekdays reads: three or more consecutive days as a range (first to last), any
 * other set as the days in week order; null when none is a weekday. The words are the caller's.
 */
export type DayGroups =
  | { readonly kind: 'range'; readonly first: Weekday; readonly last: Weekday }
  | { readonly kind: 'list'; readonly days: readonly Weekday[] };

export function dayGroups(days: readonly string[]): DayGroups | null {
  const indexes = days
    .map((d) => WEEKDAY_NAMES.indexOf(d as Weekday))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b);
  const first = indexes[0];
  const last = indexes.at(-1);
  if (first === undefined || last === undefined) return null;
  const named = indexes.map((i) => WEEKDAY_NAMES[i] as Weekday);
  if (indexes.length > 2 && last - first === indexes.length - 1)
    return { kind: 'range', first: named[0] as Weekday, last: named.at(-1) as Weekday };
  return { kind: 'list', days: named };
}

/** "Fri-Sun" for consecutive days, else "Mon, Wed". */
export function formatDays(days: readonly string[]): string {
  const groups = dayGroups(days);
  if (groups === null) return '';
  return groups.kind === 'range' ? `${groups.first}-${groups.last}` : groups.days.join(', ');
}

/** The reason a card does not apply, as a person reads it ("minimum bill PKR 3,000"). */
export function reasonText(reason: NotApplying): string {
  switch (reason.kind) {
    case 'expired':
      return `expired ${formatDay(reason.date, false)}`;
    case 'notYet':
      return `starts ${formatDay(reason.date, false)}`;
    case 'day':
      return `${formatDays(reason.days)} only`;
    case 'minBill':
      return `minimum bill ${formatPkr(reason.minBillPkr)}`;
    case 'noPercent':
      return 'no fixed percentage; see the terms';
  }
}

/** The freshness line of a deal page ("Valid today", "Expired on 12 Nov 2026"). */
export function freshnessText(fresh: Freshness): string {
  switch (fresh.state) {
    case 'expired':
      return `Expired on ${formatDay(fresh.date)}`;
    case 'notYet':
      return `Starts on ${formatDay(fresh.date)}`;
    case 'today':
      return 'Valid today';
    case 'notToday':
      return `Not valid today (${formatDays(fresh.days)} only)`;
  }
}

/**
 * "Best for me today": deals ordered by what the member's cards save on a typical bill, those
 * that apply today first; ties keep their given (trending) order.
 */
export function sortByOwnSaving(
  deals: readonly Deal[],
  ownCards: ReadonlySet<string>,
  day: string,
  billPkr: number = TYPICAL_BILL_PKR,
): Deal[] {
  return deals
    .map((deal, index) => ({ deal, index, saving: bestOwnSaving(deal, ownCards, day, billPkr) }))
    .sort((a, b) => compareSavings(a.saving, b.saving) || a.index - b.index)
    .map((entry) => entry.deal);
}
