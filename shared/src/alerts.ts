/**
 * Deal alerts: which deal changes a member hears about, and the notification each becomes.
 * Functions decide with these pure rules; ids are deterministic so one event never makes two
 * notifications, however often a trigger runs.
 */
import { prop, text } from './coerce.js';
import { DEFAULT_CITY } from './constants.js';
import { toStoredBankId } from './ids.js';
import { deriveDealFields, normalizeDeal } from './normalize.js';
import { placeDocId, placeKey } from './places.js';

/** Notifications a member receives per day (Pakistan date) at most; later ones that day are dropped. */
export const NOTIFICATIONS_PER_DAY = 10;

/** A favourite is announced this many days before its last valid day. */
export const EXPIRY_REMINDER_DAYS = 3;

/** The kinds of in-app notification. */
export type NotificationKind =
  | 'place-new'
  | 'place-better'
  | 'card-new'
  | 'favourite-expiring'
  /** To admins: members report that a deal did not work at the till (till-checks.ts). */
  | 'deal-reported';

/** What a notification says and what it is about: the functions write it, the app reads it. */
export interface NotificationContent {
  readonly kind: NotificationKind;
  /** The sentences in English, for anything that shows them as stored. */
  readonly title: string;
  readonly body: string;
  /** What the sentences are made of, so the app can say them in the reader's language; null in
   *  notifications written before these were kept. */
  readonly details: NotificationDetails | null;
  readonly bankId: string;
  readonly cityId: string;
  readonly dealId: string;
  /** The followed place it is about, '' when none. */
  readonly placeId: string;
}

/** The deal's words a notification's sentences are built from. */
export interface NotificationDetails {
  /** The deal's title, as the bank writes it. */
  readonly deal: string;
  readonly discount: string;
  /** The bank's display name. */
  readonly bank: string;
  /** A favourite's last valid day (ISO date), '' when it has none or for other kinds. */
  readonly until: string;
}

/** Users/{uid}/Notifications/{id} as the app reads it. */
export interface AppNotification extends NotificationContent {
  readonly id: string;
  /** Epoch ms. */
  readonly createdAt: number;
  readonly read: boolean;
}

/** The Places document id of a deal's place (places.ts: its city and the place key of its title). */
export function alertPlaceId(cityId: string, title: string): string {
  return placeDocId(cityId, placeKey(title));
}

/** The key a member's card and a deal's card share: stored bank id and card name, folded. */
export function cardAlertKey(bank: string, cardName: string): string {
  return `${toStoredBankId(bank).toLowerCase()}|${cardName.trim().toLowerCase()}`;
}

/** The card keys of a raw Users document's UserCards (malformed entries skipped). */
export function userCardAlertKeys(rawUser: unknown): string[] {
  const cards = prop(rawUser, 'UserCards');
  if (!Array.isArray(cards)) return [];
  const keys = new Set<string>();
  for (const c of cards) {
    const bank = text(prop(c, 'bank'));
    const name = text(prop(c, 'cardName'));
    if (bank !== undefined && name !== undefined) keys.add(cardAlertKey(bank, name));
  }
  return [...keys].sort();
}

/** The member's alert city (Users/{uid}.AlertCity), Lahore when unset. */
export function userAlertCity(rawUser: unknown): string {
  return text(prop(rawUser, 'AlertCity')) ?? DEFAULT_CITY;
}

/** What a deal write means for alerts. */
export interface DealAlertPlan {
  /** 'new': a deal appeared (or came back) at its place; 'better': a higher percentage. */
  readonly place: 'new' | 'better' | null;
  /** A new deal: members holding one of its cards in its city hear of it. */
  readonly cards: boolean;
  readonly placeId: string;
  readonly title: string;
  readonly discount: string;
  readonly discountPercent: number | null;
  /** Card keys of the deal (its bank and each card name). */
  readonly cardKeys: readonly string[];
}

/**
 * Compares a deal before and after a write on `today` (Pakistan date). A deal is new when it is
 * active now and was missing or expired before; better when it stays active and its discount
 * percentage rose. Anything else (text edits, review counts, the fan-out's own writes) is silent.
 */
export function planDealAlerts(
  before: unknown,
  after: unknown,
  ids: { bankId: string; cityId: string; dealId: string },
  today: string,
): DealAlertPlan | null {
  if (after === null || after === undefined) return null;
  const now = deriveDealFields(after, { ...ids, today });
  if (!now.active) return null;
  const was =
    before === null || before === undefined ? null : deriveDealFields(before, { ...ids, today });
  const deal = normalizeDeal(after, ids);
  const base = {
    placeId: alertPlaceId(ids.cityId, deal.title),
    title: deal.title,
    discount: deal.discount,
    discountPercent: now.discountPercent,
    cardKeys: deal.cardNames.map((n) => cardAlertKey(ids.bankId, n)),
  };
  if (was === null || !was.active) return { ...base, place: 'new', cards: true };
  const better =
    now.discountPercent !== null &&
    (was.discountPercent === null || now.discountPercent > was.discountPercent);
  return better ? { ...base, place: 'better', cards: false } : null;
}

/** Deterministic notification ids: the same event always names the same document. */
export const notificationId = {
  place: (kind: 'new' | 'better', ids: DealIds, percent: number | null): string =>
    kind === 'new'
      ? `place-new-${ids.bankId}-${ids.cityId}-${ids.dealId}`
      : `place-better-${ids.bankId}-${ids.cityId}-${ids.dealId}-${percent ?? 0}`,
  card: (ids: DealIds): string => `card-new-${ids.bankId}-${ids.cityId}-${ids.dealId}`,
  expiring: (ids: DealIds, validUntil: string): string =>
    `expiring-${ids.bankId}-${ids.cityId}-${ids.dealId}-${validUntil}`,
  /** One per deal per Pakistan day the deal becomes reported not working. */
  reported: (ids: DealIds, day: string): string =>
    `reported-${ids.bankId}-${ids.cityId}-${ids.dealId}-${day}`,
};

interface DealIds {
  readonly bankId: string;
  readonly cityId: string;
  readonly dealId: string;
}

/** The ISO date `days` after an ISO date. */
export function addDaysIso(isoDate: string, days: number): string {
  const t = Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Parses a stored notification; unknown shapes read with defaults, never throws. */
export function parseNotification(raw: unknown, id: string): AppNotification {
  const kind = prop(raw, 'kind');
  const created = prop(raw, 'createdAt');
  const createdAt =
    typeof created === 'number'
      ? created
      : typeof created === 'object' &&
          created !== null &&
          typeof (created as { toMillis?: unknown }).toMillis === 'function'
        ? (created as { toMillis(): number }).toMillis()
        : 0;
  return {
    id,
    kind:
      kind === 'place-new' ||
      kind === 'place-better' ||
      kind === 'card-new' ||
      kind === 'favourite-expiring' ||
      kind === 'deal-reported'
        ? kind
        : 'card-new',
    title: text(prop(raw, 'title')) ?? 'Deal update',
    body: text(prop(raw, 'body')) ?? '',
    details: parseDetails(prop(raw, 'details')),
    bankId: text(prop(raw, 'bankId')) ?? '',
    cityId: text(prop(raw, 'cityId')) ?? '',
    dealId: text(prop(raw, 'dealId')) ?? '',
    placeId: text(prop(raw, 'placeId')) ?? '',
    createdAt,
    read: prop(raw, 'read') === true,
  };
}

/** Stored details, or null when any of the deal's words is missing (older notifications). */
function parseDetails(raw: unknown): NotificationDetails | null {
  const deal = text(prop(raw, 'deal'));
  const discount = text(prop(raw, 'discount'));
  const bank = text(prop(raw, 'bank'));
  if (deal === undefined || discount === undefined || bank === undefined) return null;
  return { deal, discount, bank, until: text(prop(raw, 'until')) ?? '' };
}

/**
 * A notification's title and body in English (the app says them in the reader's language from
 * `details`; the web's notifications texts hold the same sentences), and the details.
 */
export function notificationText(
  kind: NotificationKind,
  deal: { title: string; discount: string; validUntil?: string | null },
  bankName: string,
): { title: string; body: string; details: NotificationDetails } {
  const details: NotificationDetails = {
    deal: deal.title,
    discount: deal.discount,
    bank: bankName,
    until: kind === 'favourite-expiring' ? (deal.validUntil ?? '') : '',
  };
  return { ...englishText(kind, deal, bankName), details };
}

function englishText(
  kind: NotificationKind,
  deal: { title: string; discount: string; validUntil?: string | null },
  bankName: string,
): { title: string; body: string } {
  switch (kind) {
    case 'place-new':
      return {
        title: `New deal at ${deal.title}`,
        body: `${deal.discount} with ${bankName} cards.`,
      };
    case 'place-better':
      return {
        title: `Better deal at ${deal.title}`,
        body: `Now ${deal.discount} with ${bankName} cards.`,
      };
    case 'card-new':
      return {
        title: `New deal for your ${bankName} card: ${deal.title}`,
        body: deal.discount,
      };
    case 'favourite-expiring':
      return {
        title: `${deal.title} ends soon`,
        body: `Your favourite deal (${deal.discount}) ends on ${deal.validUntil ?? 'its last day'}.`,
      };
    case 'deal-reported':
      return {
        title: `Reported not working: ${deal.title}`,
        body: `Members say this ${bankName} deal (${deal.discount}) did not work at the till. See the admin page's queue.`,
      };
  }
}
