/**
 * The documents a public page shows, read with the Admin SDK, as the seed the page is rendered
 * from. The reads are the browser's own first reads of those pages (web/src/lib/places and
 * web/src/lib/deals): the landing's first page of places, one place, or one deal with its bank.
 */
import {
  DEFAULT_CITY,
  bankEntity,
  dealEntity,
  gridPlace,
  placeEntity,
  parseReview,
  PLACE_GRID,
  reviewEntity,
  PLACE_PAGE_SIZE,
  type PageSeed,
  REVIEWS_PAGE_SIZE,
  type Review,
  type SeedBank,
  normalizeDeal,
  nextPlaceCursor,
  normalizePlace,
  parseBank,
  placeListFilters,
  placeDocId,
  toStoredBankId,
} from '@deals/shared';
import { logger } from 'firebase-functions';
import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { canRead, type PageRequest } from './page-request.js';

/** The landing's first page: the place grid's query (shared/src/place-grid.ts) for the default city. */
async function landingSeed(db: Firestore): Promise<PageSeed> {
  const args = { cityId: DEFAULT_CITY, category: null };
  const filtered = placeListFilters(args).reduce<Query>(
    (query, [field, value]) => query.where(field, '==', value),
    db.collection(PLACE_GRID.entity.path()),
  );
  const snapshot = await filtered
    .orderBy(PLACE_GRID.scoreField, PLACE_GRID.direction)
    .orderBy(FieldPath.documentId(), PLACE_GRID.direction)
    .limit(PLACE_PAGE_SIZE)
    .get();
  const last = snapshot.docs.at(-1);
  return {
    kind: 'landing',
    args,
    places: snapshot.docs.map((doc) => gridPlace(normalizePlace(doc.data()))),
    next: nextPlaceCursor(
      last && { id: last.id, score: last.get(PLACE_GRID.scoreField) },
      snapshot.size,
      PLACE_PAGE_SIZE,
    ),
  };
}

/**
 * The names and logos of the given banks (stored ids), one document read each, as the page's
 * badges read them in the browser (web/src/lib/banks); a missing bank is left out.
 */
async function readSeedBanks(db: Firestore, bankIds: readonly string[]): Promise<SeedBank[]> {
  const ids = [...new Set(bankIds.map((bankId) => toStoredBankId(bankId)))];
  const snapshots = await Promise.all(
    ids.map((bankId) => db.doc(bankEntity.docPath({ bankId })).get()),
  );
  return snapshots.flatMap((snapshot) => {
    if (!snapshot.exists) return [];
    const { id, bankName, bankImage } = parseBank(snapshot.data(), snapshot.id);
    return [{ id, bankName, bankImage }];
  });
}

/**
 * A place with its banks: the browser would otherwise read their names as the page starts, and
 * load Firestore to do it, which a guest's page otherwise never needs before it is used.
 */
async function placeSeed(db: Firestore, cityId: string, placeKey: string): Promise<PageSeed> {
  const ref = { cityId, placeKey };
  const snapshot = await db
    .doc(placeEntity.docPath({ placeId: placeDocId(cityId, placeKey) }))
    .get();
  const place = snapshot.exists ? normalizePlace(snapshot.data(), ref) : null;
  return {
    kind: 'place',
    ref,
    place,
    banks: place ? await readSeedBanks(db, place.bankIds) : [],
  };
}

type DealParams = { bankId: string; dealId: string; cityId: string };

/**
 * The deal's newest scored reviews, the browser's own query for a guest (everyone's scored
 * reviews, newest first, one page). The author's uid is left out: the list does not show it, and
 * the HTML is read by crawlers. Undefined when the read fails: the page still renders, and the
 * browser reads the reviews itself.
 */
async function readSeedReviews(db: Firestore, params: DealParams): Promise<Review[] | undefined> {
  try {
    const snapshot = await db
      .doc(dealEntity.docPath(params))
      .collection(reviewEntity.collectionId)
      .where('status', '==', 'scored')
      .orderBy('createdAt', 'desc')
      .limit(REVIEWS_PAGE_SIZE)
      .get();
    return snapshot.docs.map((doc) => ({ ...parseReview(doc.data(), doc.id), userId: '' }));
  } catch (error) {
    logger.warn('ssr: rendering a deal without its reviews', {
      error: String(error).slice(0, 500),
    });
    return undefined;
  }
}

async function dealSeed(db: Firestore, params: DealParams): Promise<PageSeed> {
  const [dealSnapshot, banks, reviews] = await Promise.all([
    db.doc(dealEntity.docPath(params)).get(),
    readSeedBanks(db, [params.bankId]),
    readSeedReviews(db, params),
  ]);
  const deal = dealSnapshot.exists ? normalizeDeal(dealSnapshot.data(), params) : null;
  return {
    kind: 'deal',
    params,
    deal,
    banks,
    ...(deal && reviews && { reviews }),
  };
}

/** The seed of a place or deal page that does not exist: rendered as the not-found page. */
export function missingSeed(page: Exclude<PageRequest, { kind: 'landing' }>): PageSeed {
  return page.kind === 'place'
    ? {
        kind: 'place',
        ref: { cityId: page.cityId, placeKey: page.placeKey },
        place: null,
        banks: [],
      }
    : {
        kind: 'deal',
        params: { bankId: page.bankId, dealId: page.dealId, cityId: page.cityId },
        deal: null,
        banks: [],
      };
}

/** Firestore's INVALID_ARGUMENT (gRPC code 3): the request names no document it could hold. */
function isInvalidArgument(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 3 || code === 'invalid-argument' || code === 'INVALID_ARGUMENT';
}

function readSeed(db: Firestore, page: PageRequest): Promise<PageSeed> {
  switch (page.kind) {
    case 'landing':
      return landingSeed(db);
    case 'place':
      return placeSeed(db, page.cityId, page.placeKey);
    case 'deal':
      return dealSeed(db, { bankId: page.bankId, dealId: page.dealId, cityId: page.cityId });
  }
}

/**
 * The seed of the requested page. A place or deal whose ids Firestore would refuse is missing
 * without a read; should Firestore still refuse one as an invalid argument, it is missing too
 * (the page does not exist), while every other failure is thrown (a real one).
 */
export async function readPageSeed(db: Firestore, page: PageRequest): Promise<PageSeed> {
  if (page.kind === 'landing') return readSeed(db, page);
  if (!canRead(page)) return missingSeed(page);
  try {
    return await readSeed(db, page);
  } catch (error) {
    if (isInvalidArgument(error)) return missingSeed(page);
    throw error;
  }
}
