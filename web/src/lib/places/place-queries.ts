/**
 * Firestore reads of Places (one document per place per city, kept by functions from the deals
 * there). The landing grid reads one bounded query per page: the city's active places, most
 * trending first, optionally one category, with a serialisable cursor (score + document id).
 * A search (3+ characters) is one bounded query on the places' `keywords` tokens; the answer is
 * then narrowed to the places whose title matches every word of the term.
 */
import {
  type LatLng,
  NEAR_PAGE_SIZE,
  PLACE_BRANCHES_COLLECTION,
  PLACES_COLLECTION,
  PLACE_GRID,
  PLACE_PAGE_SIZE,
  type PlaceCursor,
  type PlaceDoc,
  type PlaceListArgs,
  matchesSearch,
  nearbyBranches,
  nextPlaceCursor,
  normalizePlace,
  placeDocId,
  placeListFilters,
  searchKeyOf,
} from '@deals/shared';
import {
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  collection,
  doc,
  documentId,
  endAt,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  startAt,
  where,
} from 'firebase/firestore';
import { OfflineResultError } from '@/lib/deals/deal-queries';

/** Results of one place search: more than a page, still one bounded query. */
export const PLACE_SEARCH_LIMIT = 40;

export type { PlaceCursor };

export interface PlacePage {
  places: PlaceDoc[];
  /** Null when this page was the last. */
  next: PlaceCursor | null;
  /** True when the SDK answered from its cache because it could not reach the server. */
  fromCache?: boolean;
}

/** The grid's arguments: a city and maybe a category (see shared/src/place-grid.ts). */
export type PlaceGridArgs = PlaceListArgs;

export interface PlaceSearchArgs extends PlaceGridArgs {
  term: string;
}

/** The documents of an answer that can be trusted to say what exists (see OfflineResultError). */
function trustedDocs(snapshot: QuerySnapshot): QueryDocumentSnapshot[] {
  if (snapshot.metadata.fromCache && snapshot.docs.length === 0) throw new OfflineResultError();
  return snapshot.docs;
}

const toPlace = (snapshot: QueryDocumentSnapshot): PlaceDoc => normalizePlace(snapshot.data());

/** The filters every place list starts with: one city, current places, maybe one category. */
const cityPlaces = (args: PlaceGridArgs): QueryConstraint[] =>
  placeListFilters(args).map(([field, value]) => where(field, '==', value));

/** One page of a city's places, most trending first (the landing grid). */
export async function fetchPlacesPage(
  db: Firestore,
  args: PlaceGridArgs,
  cursor: PlaceCursor | null,
  pageSize = PLACE_PAGE_SIZE,
): Promise<PlacePage> {
  const snapshot = await getDocs(
    query(
      collection(db, PLACE_GRID.collection),
      ...cityPlaces(args),
      orderBy(PLACE_GRID.scoreField, PLACE_GRID.direction),
      orderBy(documentId(), PLACE_GRID.direction),
      ...(cursor ? [startAfter(cursor.score, cursor.id)] : []),
      limit(pageSize),
    ),
  );
  const docs = trustedDocs(snapshot);
  const last = docs.at(-1);
  return {
    places: docs.map(toPlace),
    next: nextPlaceCursor(
      last && { id: last.id, score: last.get(PLACE_GRID.scoreField) },
      docs.length,
      pageSize,
    ),
    ...(snapshot.metadata.fromCache ? { fromCache: true } : {}),
  };
}

/** Places of the city whose title matches the term: one `keywords` query, then the exact rule. */
export async function searchPlaces(
  db: Firestore,
  { term, ...args }: PlaceSearchArgs,
): Promise<PlaceDoc[]> {
  const key = searchKeyOf(term);
  if (key === null) return [];
  const snapshot = await getDocs(
    query(
      collection(db, PLACES_COLLECTION),
      ...cityPlaces(args),
      where('keywords', 'array-contains', key),
      orderBy('trendingScore', 'desc'),
      limit(PLACE_SEARCH_LIMIT),
    ),
  );
  return trustedDocs(snapshot)
    .map(toPlace)
    .filter((place) => matchesSearch(place.title, term));
}

export interface PlaceRef {
  cityId: string;
  placeKey: string;
}

/** One place, or null when it has no current offers (its document is deleted then). */
export async function fetchPlace(
  db: Firestore,
  { cityId, placeKey }: PlaceRef,
): Promise<PlaceDoc | null> {
  const snapshot = await getDoc(doc(db, PLACES_COLLECTION, placeDocId(cityId, placeKey)));
  if (!snapshot.exists()) return null;
  return normalizePlace(snapshot.data(), { cityId, placeKey });
}

export interface NearPlacesArgs {
  cityId: string;
  /** The user's position, rounded by the caller (about 10 m) so small moves reuse the cache. */
  latitude: number;
  longitude: number;
}

/** A place with the distance from the user to its nearest branch. */
export interface NearPlace {
  place: PlaceDoc;
  distanceKm: number;
}

/**
 * The city's places nearest the user, nearest first, with the distance to their nearest branch.
 * Bounded whatever the data size: the PlaceBranches range queries of nearbyBranches (at most
 * NEAR_BRANCH_READ_BUDGET reads), then one document read per place found (at most
 * NEAR_PAGE_SIZE). A place deleted between the two reads is left out.
 */
export async function fetchNearPlaces(
  db: Firestore,
  { cityId, latitude, longitude }: NearPlacesArgs,
): Promise<NearPlace[]> {
  const center: LatLng = { latitude, longitude };
  const found = await nearbyBranches(center, async ([lo, hi], n) => {
    const snapshot = await getDocs(
      query(
        collection(db, PLACE_BRANCHES_COLLECTION),
        where('city_id', '==', cityId),
        orderBy('geohash'),
        startAt(lo),
        endAt(hi),
        limit(n),
      ),
    );
    return snapshot.docs.map((d) => d.data());
  });
  const places = await Promise.all(
    found.places.slice(0, NEAR_PAGE_SIZE).map(async ({ placeId, distanceKm }) => {
      const snapshot = await getDoc(doc(db, PLACES_COLLECTION, placeId));
      return snapshot.exists()
        ? { place: normalizePlace(snapshot.data(), { cityId }), distanceKm }
        : null;
    }),
  );
  return places.filter((p): p is NearPlace => p !== null);
}
