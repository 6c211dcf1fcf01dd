/**
 * The Firestore reads the grids' lists share (lib/deals, lib/places): one page of a ranked list
 * after a serialisable cursor, one keyword search, and the check that an answer can be trusted
 * to say what exists. Needs the Firestore SDK: only modules loaded on demand import it (see
 * ./index).
 */
import { matchesSearch, searchKeyOf } from '@deals/shared';
import {
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
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

/** How a ranked list is ordered: by a score field, then by document id, both the same way. */
export interface ListOrder {
  readonly scoreField: string;
  readonly direction: 'asc' | 'desc';
}

/** One page of a ranked list as read. */
export interface ListPage {
  docs: QueryDocumentSnapshot[];
  /**
   * Set when the SDK answered from its cache because it could not reach the server: the page
   * may be missing documents, so the grid reads it again when the connection returns.
   */
  fromCache?: true;
}

/**
 * One page of `source` narrowed by `filters`, in `order`, of at most `pageSize` documents, after
 * `after`: the last score and document name of the page before (the document's id in a
 * collection, its full path in a collection group); null for the first page.
 */
export async function fetchListPage(
  source: Query,
  filters: readonly QueryConstraint[],
  order: ListOrder,
  after: readonly [score: number, name: string] | null,
  pageSize: number,
): Promise<ListPage> {
  const snapshot = await getDocs(
    query(
      source,
      ...filters,
      orderBy(order.scoreField, order.direction),
      orderBy(documentId(), order.direction),
      ...(after ? [startAfter(...after)] : []),
      limit(pageSize),
    ),
  );
  const docs = trustedDocs(snapshot);
  return snapshot.metadata.fromCache ? { docs, fromCache: true } : { docs };
}

/**
 * The documents of `source` whose title matches `term`: every word of 3+ characters inside a word
 * of the title (case and accents aside, so "yani" finds Biryani Bay and "cafe" finds Café),
 * shorter words starting one. One bounded query, most trending first, on the documents'
 * `keywords` tokens with the term's longest word (`filters` puts that filter among the list's
 * own), then the exact rule on what came back; none for a term of under 3 characters (searchKeyOf).
 */
export async function searchByKeywords<Item extends { title: string }>(
  source: Query,
  term: string,
  filters: (keyword: QueryConstraint) => QueryConstraint[],
  toItem: (snapshot: QueryDocumentSnapshot) => Item,
  max: number,
): Promise<Item[]> {
  const key = searchKeyOf(term);
  if (key === null) return [];
  const snapshot = await getDocs(
    query(
      source,
      ...filters(where('keywords', 'array-contains', key)),
      orderBy('trendingScore', 'desc'),
      limit(max),
    ),
  );
  return trustedDocs(snapshot)
    .map(toItem)
    .filter((item) => matchesSearch(item.title, term));
}
