/**
 * The read behind placeDeals. Needs the Firestore SDK: place-deals-api imports it on demand, so
 * the place and deal pages show (and hydrate) before the SDK has arrived.
 */
import { type Deal, foldText, normalizeDeal, dealEntity } from '@deals/shared';
import { type Firestore, collectionGroup, getDocs, limit, query, where } from 'firebase/firestore';

/** Every deal in `cityId` whose title folds to `title`'s, whichever bank offers it. */
export async function fetchPlaceDeals(
  db: Firestore,
  { cityId, title }: { cityId: string; title: string },
  max: number,
): Promise<Deal[]> {
  const snapshot = await getDocs(
    query(
      collectionGroup(db, dealEntity.collectionId),
      where('city_id', '==', cityId),
      where('titleLower', '==', foldText(title)),
      limit(max),
    ),
  );
  return snapshot.docs.map((d) =>
    normalizeDeal(d.data(), {
      bankId: d.ref.parent.parent?.parent.parent?.id ?? '',
      cityId,
      dealId: d.id,
    }),
  );
}
