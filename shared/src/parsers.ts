/** Parsers for the non-deal documents (banks, users, reviews, favourites); all total. */
import { firstProp, listOrMapEntries, num, prop, text, toDateString, toMillis } from './coerce.js';
import { safeImageUrl } from './safe-url.js';
import { DEFAULT_BANK_RATING, DEFAULT_USER_NAME, PLACEHOLDER_CARD_IMAGE } from './constants.js';
import { asBankId, bankImagePath, bankKey } from './ids.js';
import type {
  Bank,
  Card,
  FavouriteEntry,
  Review,
  ReviewStatus,
  UserCard,
  UserDoc,
  UserLocation,
} from './types.js';

/** Cards of a bank's `cards` map (id → {cardName, cardImage}) or legacy list. */
export function parseCards(raw: unknown): Card[] {
  const out: Card[] = [];
  for (const [key, v] of listOrMapEntries(raw)) {
    const name = text(v) ?? text(firstProp(v, ['cardName', 'card_name', 'name']));
    if (name === undefined) continue;
    const image = text(firstProp(v, ['cardImage', 'card_image', 'card_image_url', 'image']));
    const tier = text(prop(v, 'tier'));
    const kind = prop(v, 'kind');
    const network = text(prop(v, 'network'));
    out.push({
      id: Array.isArray(raw) ? bankKey(name) : key,
      cardName: name,
      cardImage: safeImageUrl(image, PLACEHOLDER_CARD_IMAGE),
      ...(tier !== undefined ? { tier } : {}),
      ...(kind === 'Credit' || kind === 'Debit' ? { kind } : {}),
      ...(network !== undefined ? { network } : {}),
    });
  }
  return out;
}

/** A Banks document: fallbacks for image and ratings (4.0). */
export function parseBank(raw: unknown, id: string): Bank {
  return {
    id: asBankId(id),
    bankName: text(prop(raw, 'bankName')) ?? id,
    bankImage: safeImageUrl(text(prop(raw, 'bankImage')), bankImagePath(id)),
    cardImage: safeImageUrl(text(prop(raw, 'cardImage')), PLACEHOLDER_CARD_IMAGE),
    ratings: num(prop(raw, 'ratings')) ?? DEFAULT_BANK_RATING,
    cards: parseCards(prop(raw, 'cards')),
  };
}

/** One favourite entry, or null when it has no id. */
export function parseFavouriteEntry(raw: unknown): FavouriteEntry | null {
  const dealId = text(raw) ?? text(prop(raw, 'dealId'));
  if (dealId === undefined) return null;
  const cardNames = prop(raw, 'cardNames');
  return {
    dealId,
    title: text(prop(raw, 'title')) ?? '',
    discount: text(prop(raw, 'discount')) ?? '',
    addedDate: toDateString(prop(raw, 'addedDate')) ?? '',
    cardNames: Array.isArray(cardNames) ? cardNames.flatMap((c) => text(c) ?? []) : [],
  };
}

function alertCityOf(raw: unknown): { AlertCity?: string } {
  const city = text(prop(raw, 'AlertCity'));
  return city === undefined ? {} : { AlertCity: city };
}

function languageOf(raw: unknown): { Language?: 'en' | 'ur' } {
  const language = prop(raw, 'Language');
  return language === 'en' || language === 'ur' ? { Language: language } : {};
}

/** Users/{uid}: Name defaults to User; UserLocation or location. */
export function parseUserDoc(raw: unknown, uid: string): UserDoc {
  const cards: UserCard[] = [];
  for (const [, c] of listOrMapEntries(prop(raw, 'UserCards'))) {
    const bank = text(prop(c, 'bank'));
    const cardName = text(prop(c, 'cardName'));
    if (bank !== undefined && cardName !== undefined) {
      cards.push({
        bank,
        cardName,
        cardImage: text(firstProp(c, ['cardImage', 'image'])) ?? PLACEHOLDER_CARD_IMAGE,
      });
    }
  }
  const favs = prop(raw, 'UserFavouriteDeals');
  const loc = firstProp(raw, ['UserLocation', 'location']);
  const lat = num(prop(loc, 'latitude'));
  const lng = num(prop(loc, 'longitude'));
  const location: UserLocation | null =
    lat !== undefined && lng !== undefined
      ? { latitude: lat, longitude: lng, timestamp: toMillis(prop(loc, 'timestamp')) ?? 0 }
      : null;
  return {
    UID: text(prop(raw, 'UID')) ?? uid,
    Email: text(prop(raw, 'Email')) ?? '',
    Name: text(prop(raw, 'Name')) ?? DEFAULT_USER_NAME,
    UserCards: cards,
    UserFavouriteDeals: Array.isArray(favs)
      ? favs.flatMap((f) => parseFavouriteEntry(f) ?? [])
      : [],
    UserLocation: location,
    ...alertCityOf(raw),
    ...languageOf(raw),
  };
}

const STATUSES: readonly ReviewStatus[] = ['pending', 'scored', 'failed'];

/** A Reviews document; unknown status reads as pending. */
export function parseReview(raw: unknown, id: string): Review {
  const status = prop(raw, 'status');
  const score = num(prop(raw, 'sentimentScore'));
  return {
    id,
    userId: text(prop(raw, 'userId')) ?? '',
    userName: text(prop(raw, 'userName')) ?? DEFAULT_USER_NAME,
    comment: text(prop(raw, 'comment')) ?? '',
    createdAt: toMillis(prop(raw, 'createdAt')) ?? 0,
    status: STATUSES.includes(status as ReviewStatus) ? (status as ReviewStatus) : 'pending',
    sentimentScore: score ?? null,
  };
}

/**
 * Favourites stored in local storage: a JSON array of ids or entries.
 * Corrupt values are treated as an empty list; the caller logs.
 */
export function parseStoredFavourites(json: string | null): string[] {
  if (json === null) return [];
  try {
    const v: unknown = JSON.parse(json);
    if (!Array.isArray(v)) return [];
    return v.flatMap((x) => text(x) ?? text(prop(x, 'dealId')) ?? []);
  } catch {
    return [];
  }
}
