/**
 * Firestore queries behind the deal grids. Every list is one bounded query on the derived fields
 * functions write: equality filters, `trendingScore desc`,
 * a limit, and a serialisable cursor (score + document path) for the next page, so the Redux
 * cache never holds a snapshot. The composite indexes are in firestore.indexes.json.
 */
import {
  type Category,
  type Deal,
  isAllCards,
  matchesSearch,
  normalizeDeal,
  searchKeyOf,
} from '@deals/shared';
import {
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  collection,
  collectionGroup,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
} from 'firebase/firestore';
import { messages } from '@/locales/en/messages';

/**
 * Deals per landing/home page. The landing's first page may cost at most 30 document
 * reads; 24 also fills 1-, 2-, 3- and 4-column grids evenly.
 */
export const DEAL_PAGE_SIZE = 24;
/** Results of one cross-bank search (3+ characters): two pages' worth, still one bounded query. */
export const SEARCH_RESULT_LIMIT = 40;

/** Where the next page starts: the last deal's score and full document path. */
export interface DealCursor {
  score: number;
  path: string;
}

export interface DealPage {
  deals: Deal[];
  /** Null when this page was the last. */
  next: DealCursor | null;
  /**
   * True when the SDK answered from its cache because it could not reach the server: the page
   * may be missing deals, so the grid fetches it again when the connection returns.
   */
  fromCache?: boolean;
}

/**
 * Thrown for a query the SDK answered from its cache, offline, with no documents. Offline, the
 * web SDK resolves `getDocs` from whatever it happens to hold; an empty answer there says nothing
 * about the data, so it must read as "not loaded" (an error with Retry), never "No deals found".
 */
export class OfflineResultError extends Error {
  readonly code = 'unavailable';
  constructor() {
    super(messages.loading.dealsOffline);
    this.name = 'OfflineResultError';
  }
}

/** The documents of a query answer that can be trusted to say what exists. */
function trustedDocs(snapshot: QuerySnapshot): QueryDocumentSnapshot[] {
  if (snapshot.metadata.fromCache && snapshot.docs.length === 0) throw new OfflineResultError();
  return snapshot.docs;
}

/** A deal document read from Banks/{bank}/Cities/{city}/Deals/{deal}, normalised at the boundary. */
export function toDeal(snapshot: QueryDocumentSnapshot): Deal {
  const segments = snapshot.ref.path.split('/');
  // Banks/{bankId}/Cities/{cityId}/Deals/{dealId}
  const bankId = segments[1] ?? '';
  const cityId = segments[3] ?? '';
  return normalizeDeal(snapshot.data(), { bankId, cityId, dealId: snapshot.id });
}

function cursorOf(snapshot: QueryDocumentSnapshot): DealCursor {
  const score: unknown = snapshot.get('trendingScore');
  return { score: typeof score === 'number' ? score : 0, path: snapshot.ref.path };
}

function toPage(snapshot: QuerySnapshot, pageSize: number): DealPage {
  const docs = trustedDocs(snapshot);
  const last = docs[docs.length - 1];
  return {
    deals: docs.map(toDeal),
    next: docs.length === pageSize && last ? cursorOf(last) : null,
    ...(snapshot.metadata.fromCache ? { fromCache: true } : {}),
  };
}

const byCategory = (category: Category | null): QueryConstraint[] =>
  category ? [where('category_id', '==', category)] : [];

/** Expired deals leave every list: the fan-out and the nightly expireDeals keep `active`. */
const onlyActive = (): QueryConstraint => where('active', '==', true);

export interface TrendingArgs {
  cityId: string;
  category: Category | null;
}

/** One page of a city's deals across all banks, most trending first (the landing grid). */
export async function fetchTrendingPage(
  db: Firestore,
  { cityId, category }: TrendingArgs,
  cursor: DealCursor | null,
  pageSize = DEAL_PAGE_SIZE,
): Promise<DealPage> {
  const constraints: QueryConstraint[] = [
    onlyActive(),
    where('city_id', '==', cityId),
    ...byCategory(category),
    orderBy('trendingScore', 'desc'),
    orderBy(documentId(), 'desc'),
    // Collection-group cursors name the document by its full path.
    ...(cursor ? [startAfter(cursor.score, cursor.path)] : []),
    limit(pageSize),
  ];
  const snapshot = await getDocs(query(collectionGroup(db, 'Deals'), ...constraints));
  return toPage(snapshot, pageSize);
}

export interface CardDealsArgs {
  bankId: string;
  cityId: string;
  /** The card whose deals are listed; All Cards lists the bank's. */
  cardName: string;
  category: Category | null;
}

/**
 * One page of the deals a card unlocks in a city (the member's home grid), or of all the bank's
 * deals in the city for All Cards.
 */
export async function fetchCardDealsPage(
  db: Firestore,
  { bankId, cityId, cardName, category }: CardDealsArgs,
  cursor: DealCursor | null,
  pageSize = DEAL_PAGE_SIZE,
): Promise<DealPage> {
  const constraints: QueryConstraint[] = [
    onlyActive(),
    ...(isAllCards(cardName) ? [] : [where('cardNames', 'array-contains', cardName)]),
    ...byCategory(category),
    orderBy('trendingScore', 'desc'),
    orderBy(documentId(), 'desc'),
    // A collection (not group) cursor names the document by its id alone.
    ...(cursor ? [startAfter(cursor.score, cursor.path.split('/').pop() ?? '')] : []),
    limit(pageSize),
  ];
  const deals = collection(db, 'Banks', bankId, 'Cities', cityId, 'Deals');
  const snapshot = await getDocs(query(deals, ...constraints));
  return toPage(snapshot, pageSize);
}

export interface SearchArgs {
  cityId: string;
  term: string;
  category: Category | null;
  /** Restricts the search to one bank's deals (home); all banks when absent (landing). */
  bankId?: string;
}

/**
 * Deals whose title matches the term: every word of 3+ characters inside a word of the title
 * (case and accents aside, so "yani" finds Biryani Bay and "cafe" finds Café), shorter words
 * starting one. One `array-contains` query on the deals' `keywords` tokens with the term's
 * longest word, bounded, then the exact rule on what came back.
 */
export async function searchDeals(
  db: Firestore,
  { cityId, term, category, bankId }: SearchArgs,
): Promise<Deal[]> {
  const token = searchKeyOf(term);
  if (token === null) return [];
  const constraints: QueryConstraint[] = [
    onlyActive(),
    where('keywords', 'array-contains', token),
    ...byCategory(category),
    orderBy('trendingScore', 'desc'),
    limit(SEARCH_RESULT_LIMIT),
  ];
  const source = bankId
    ? query(collection(db, 'Banks', bankId, 'Cities', cityId, 'Deals'), ...constraints)
    : query(collectionGroup(db, 'Deals'), where('city_id', '==', cityId), ...constraints);
  const snapshot = await getDocs(source);
  return trustedDocs(snapshot)
    .map(toDeal)
    .filter((deal) => matchesSearch(deal.title, term));
}
