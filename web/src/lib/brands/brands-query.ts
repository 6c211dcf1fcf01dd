/**
 * Reads of the brand search index Brands/{brandKey}. One search is one bounded
 * `array-contains-any` query on the entries' prefix tokens, ranked by match priority (shared/brands).
 */
import {
  type BrandIndexEntry,
  type RankedBrand,
  brandQueryTokens,
  rankBrands,
  brandEntity,
} from '@deals/shared';
import {
  type DocumentData,
  type Firestore,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  where,
} from 'firebase/firestore';

/** One brand search reads at most 20 documents. */
export const BRAND_SEARCH_LIMIT = 20;

/** A stored entry with its key; tolerant of partial documents (missing banks become none). */
export function toBrandEntry(key: string, data: DocumentData): BrandIndexEntry {
  const banks: unknown = data.banks;
  return {
    key,
    name: typeof data.name === 'string' ? data.name : key,
    nameLower: typeof data.nameLower === 'string' ? data.nameLower : '',
    tokens: Array.isArray(data.tokens) ? (data.tokens as string[]) : [],
    imageUrl: typeof data.imageUrl === 'string' ? data.imageUrl : '',
    categoryId: data.categoryId as BrandIndexEntry['categoryId'],
    bankCount: typeof data.bankCount === 'number' ? data.bankCount : 0,
    dealCount: typeof data.dealCount === 'number' ? data.dealCount : 0,
    banks: typeof banks === 'object' && banks !== null ? (banks as BrandIndexEntry['banks']) : {},
  };
}

/** Brands matching a term (2+ characters), best match first. */
export async function searchBrands(db: Firestore, term: string): Promise<RankedBrand[]> {
  const tokens = brandQueryTokens(term);
  if (tokens.length === 0) return [];
  const snapshot = await getDocs(
    query(
      collection(db, brandEntity.path()),
      where('tokens', 'array-contains-any', tokens),
      limit(BRAND_SEARCH_LIMIT),
    ),
  );
  return rankBrands(
    snapshot.docs.map((d) => toBrandEntry(d.id, d.data())),
    term,
  );
}

/** One brand by key (the brand detail page opened from a link), or null. */
export async function fetchBrand(db: Firestore, key: string): Promise<BrandIndexEntry | null> {
  const snapshot = await getDoc(doc(db, brandEntity.docPath({ brandKey: key })));
  return snapshot.exists() ? toBrandEntry(snapshot.id, snapshot.data()) : null;
}
