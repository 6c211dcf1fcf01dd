/**
 * The data a server-rendered page carries: the `ssr` function reads it with the Admin SDK and
 * renders the page from it, the HTML holds it as JSON, and the browser puts it into its store
 * before hydrating, so the first client render matches the server's markup and nothing the HTML
 * already shows is read again.
 */
import type { Category } from './constants.js';
import type { PlaceDoc } from './places.js';
import type { Deal, Review } from './types.js';

/** The id of the script element that carries the seed in a server-rendered page. */
export const PAGE_SEED_ELEMENT_ID = 'page-seed';

/** A bank's display name and logo, as the deal page's badge shows them. */
export interface SeedBank {
  readonly id: string;
  readonly bankName: string;
  readonly bankImage: string;
}

export type PageSeed =
  /** The landing's first page of places: one city, every category, most trending first. */
  | {
      readonly kind: 'landing';
      readonly args: { readonly cityId: string; readonly category: Category | null };
      readonly places: readonly PlaceDoc[];
      /** Where the next page starts (the last place's score and id), null after the last. */
      readonly next: { readonly score: number; readonly id: string } | null;
    }
  /** One place, null when it has no current offers, with its banks' names and logos when known. */
  | {
      readonly kind: 'place';
      readonly ref: { readonly cityId: string; readonly placeKey: string };
      readonly place: PlaceDoc | null;
      readonly banks: readonly SeedBank[];
    }
  /**
   * One deal, null when it does not exist, with its bank's name and logo when known, and its
   * newest scored reviews (absent when the server could not read them, or from a page cached
   * before seeds carried them: the page then reads them itself).
   */
  | {
      readonly kind: 'deal';
      readonly params: {
        readonly bankId: string;
        readonly dealId: string;
        readonly cityId: string;
      };
      readonly deal: Deal | null;
      readonly banks: readonly SeedBank[];
      readonly reviews?: readonly Review[];
    };

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A normalised document as the server wrote it: an object whose fields the page reads first have
 * their types. The seed comes from our own server in the same response, so this guards against an
 * old or broken page, not against every field.
 */
function shaped(
  value: unknown,
  strings: readonly string[],
  arrays: readonly string[],
): Record<string, unknown> | null {
  const doc = record(value);
  if (!doc) return null;
  const ok =
    strings.every((key) => typeof doc[key] === 'string') &&
    arrays.every((key) => Array.isArray(doc[key]));
  return ok ? doc : null;
}

/** The banks of a seed: those that are objects, with their texts; none when it is not a list. */
const seedBanks = (value: unknown): SeedBank[] =>
  (Array.isArray(value) ? value.map(record) : [])
    .filter((b) => b !== null)
    .map((b) => ({ id: text(b.id), bankName: text(b.bankName), bankImage: text(b.bankImage) }));

const place = (value: unknown): PlaceDoc | null =>
  shaped(
    value,
    ['cityId', 'placeKey', 'title', 'imageUrl'],
    ['banks', 'bankIds'],
  ) as PlaceDoc | null;
const deal = (value: unknown): Deal | null =>
  shaped(
    value,
    ['id', 'bankId', 'dealId', 'cityId', 'title', 'discount'],
    ['offers', 'branches', 'cardNames'],
  ) as Deal | null;

/** A seeded review: the fields the list shows with their types, or null. */
function review(value: unknown): Review | null {
  const doc = shaped(value, ['id', 'userId', 'userName', 'comment', 'status'], []);
  if (!doc || typeof doc.createdAt !== 'number') return null;
  const score = doc.sentimentScore;
  return typeof score === 'number' || score === null ? (doc as unknown as Review) : null;
}

/** A seed's reviews: all of them when each is well formed, else none (the page reads them). */
function seedReviews(value: unknown): Review[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const reviews = value.map(review);
  return reviews.every((r) => r !== null) ? reviews : undefined;
}

/**
 * The seed in a page's HTML, checked: anything malformed (an old or broken page) gives null, and
 * the page then starts as a plain client render that reads from Firestore.
 */
export function parsePageSeed(json: string | null | undefined): PageSeed | null {
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? '');
  } catch {
    return null;
  }
  const seed = record(raw);
  if (!seed) return null;
  if (seed.kind === 'landing') {
    const args = record(seed.args);
    const next = record(seed.next);
    const places = Array.isArray(seed.places) ? seed.places.map(place) : null;
    if (!args || !places || places.some((p) => p === null)) return null;
    return {
      kind: 'landing',
      args: { cityId: text(args.cityId), category: null },
      places: places.filter((p) => p !== null),
      next:
        next && typeof next.score === 'number' ? { score: next.score, id: text(next.id) } : null,
    };
  }
  if (seed.kind === 'place') {
    const ref = record(seed.ref);
    const found = place(seed.place);
    if (!ref || (seed.place !== null && !found)) return null;
    return {
      kind: 'place',
      ref: { cityId: text(ref.cityId), placeKey: text(ref.placeKey) },
      place: found,
      banks: seedBanks(seed.banks),
    };
  }
  if (seed.kind === 'deal') {
    const params = record(seed.params);
    const found = deal(seed.deal);
    if (!params || (seed.deal !== null && !found)) return null;
    const reviews = found ? seedReviews(seed.reviews) : undefined;
    return {
      kind: 'deal',
      params: {
        bankId: text(params.bankId),
        dealId: text(params.dealId),
        cityId: text(params.cityId),
      },
      deal: found,
      banks: seedBanks(seed.banks),
      ...(reviews && { reviews }),
    };
  }
  return null;
}

/** The seed as the text of a `<script type="application/json">`: nothing in it can close the tag. */
export function serializePageSeed(seed: PageSeed): string {
  return JSON.stringify(seed)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
