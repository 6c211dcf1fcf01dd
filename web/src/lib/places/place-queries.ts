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
  placeBranchEntity,
  placeEntity,
  PLACE_GRID,
  PLACE_PAGE_SIZE,
  type PlaceCursor,
  type PlaceDoc,
  type PlaceListArgs,
  nearbyBranches,
  nextPlaceCursor,
  normalizePlace,
  placeDocId,
  placeListFilters,
} from '@deals/shared';
import {
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  collection,
  doc,
  endAt,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAt,
  where,
} from 'firebase/firestore';
import { fetchListPage, searchByKeywords } from '@/lib/firebase/list-queries';

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
  const { docs, ...cached } = await fetchListPage(
    collection(db, PLACE_GRID.entity.path()),
    cityPlaces(args),
    PLACE_GRID,
    cursor && [cursor.score, cursor.id],
    pageSize,
  );
  const last = docs.at(-1);
  return {
    places: docs.map(toPlace),
    next: nextPlaceCursor(
      last && { id: last.id, score: last.get(PLACE_GRID.scoreField) },
      docs.length,
      pageSize,
    ),
    ...cached,
  };
}

/** Places of the city whose title matches the term (see searchByKeywords). */
export function searchPlaces(
  db: Firestore,
  { term, ...args }: PlaceSearchArgs,
): Promise<PlaceDoc[]> {
  return searchByKeywords(
    collection(db, placeEntity.path()),
    term,
    (keyword) => [...cityPlaces(args), keyword],
    toPlace,
    PLACE_SEARCH_LIMIT,
  );
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
  const snapshot = await getDoc(
    doc(db, placeEntity.docPath({ placeId: placeDocId(cityId, placeKey) })),
  );
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
        collection(db, placeBranchEntity.path()),
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
      const snapshot = await getDoc(doc(db, placeEntity.docPath({ placeId })));
      return snapshot.exists()
        ? { place: normalizePlace(snapshot.data(), { cityId }), distanceKm }
        : null;
    }),
  );
  return places.filter((p): p is NearPlace => p !== null);
}
