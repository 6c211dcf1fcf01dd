/**
 * Firestore queries behind the deal grids. Every list is one bounded query on the derived fields
 * functions write: equality filters, `trendingScore desc`,
 * a limit, and a serialisable cursor (score + document path) for the next page, so the Redux
 * cache never holds a snapshot. The composite indexes are in firestore.indexes.json.
 */
import { type Category, type Deal, isAllCards, normalizeDeal, dealEntity } from '@deals/shared';
import {
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  collection,
  collectionGroup,
  where,
} from 'firebase/firestore';
import { type ListOrder, fetchListPage, searchByKeywords } from '@/lib/firebase/list-queries';

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

/** Every deal list's order: most trending first, then by document id. */
const TRENDING: ListOrder = { scoreField: 'trendingScore', direction: 'desc' };

/** One page of deals after `after` (a cursor's score and the document's name in `source`). */
async function fetchDealPage(
  source: Query,
  filters: QueryConstraint[],
  after: readonly [score: number, name: string] | null,
  pageSize: number,
): Promise<DealPage> {
  const { docs, ...cached } = await fetchListPage(source, filters, TRENDING, after, pageSize);
  const last = docs.at(-1);
  return {
    deals: docs.map(toDeal),
    next: docs.length === pageSize && last ? cursorOf(last) : null,
    ...cached,
  };
}

const byCategory = (category: Category | null): QueryConstraint[] =>
  category ? [where('category_id', '==', category)] : [];

/** Expired deals leave every list: the fan-out and the nightly expireDeals keep `active`. */
const onlyActive = (): QueryConstraint => where('active', '==', true);

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
export function fetchCardDealsPage(
  db: Firestore,
  { bankId, cityId, cardName, category }: CardDealsArgs,
  cursor: DealCursor | null,
  pageSize = DEAL_PAGE_SIZE,
): Promise<DealPage> {
  return fetchDealPage(
    collection(db, dealEntity.path({ bankId, cityId })),
    [
      onlyActive(),
      ...(isAllCards(cardName) ? [] : [where('cardNames', 'array-contains', cardName)]),
      ...byCategory(category),
    ],
    // A collection (not group) cursor names the document by its id alone.
    cursor && [cursor.score, cursor.path.split('/').pop() ?? ''],
    pageSize,
  );
}

export interface SearchArgs {
  cityId: string;
  term: string;
  category: Category | null;
  /** Restricts the search to one bank's deals (home); all banks when absent (landing). */
  bankId?: string;
}

/**
 * Deals whose title matches the term (see searchByKeywords): the city's across banks, or one
 * bank's.
 */
export function searchDeals(
  db: Firestore,
  { cityId, term, category, bankId }: SearchArgs,
): Promise<Deal[]> {
  return searchByKeywords(
    bankId
      ? collection(db, dealEntity.path({ bankId, cityId }))
      : collectionGroup(db, dealEntity.collectionId),
    term,
    (keyword) => [
      ...(bankId ? [] : [where('city_id', '==', cityId)]),
      onlyActive(),
      keyword,
      ...byCategory(category),
    ],
    toDeal,
    SEARCH_RESULT_LIMIT,
  );
}
