/** The brand index read behind the search placeholder's examples (see popular-brands.ts). */
import { brandEntity } from '@deals/shared';
import { type Firestore, collection, getDocs, limit, orderBy, query } from 'firebase/firestore';

/** Names of the `count` brands available at the most banks, most first. */
export async function fetchPopularBrandNames(db: Firestore, count: number): Promise<string[]> {
  const snapshot = await getDocs(
    query(collection(db, brandEntity.path()), orderBy('bankCount', 'desc'), limit(count)),
  );
  return snapshot.docs.flatMap((d) => {
    const name: unknown = d.get('name');
    return typeof name === 'string' && name.trim() ? [name.trim()] : [];
  });
}
