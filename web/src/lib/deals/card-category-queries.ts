/**
 * A card's deals in one category of a city, and how many there are: the statistics page's card
 * view and "your best card per category". Each is one bounded query on the derived fields
 * functions write (`active`, `cardNames`, `category_id`). Needs the Firestore SDK: fetched on
 * first use by ./card-category-api (see lib/firebase).
 */
import { type Category, type Deal, PAGE_SIZE, dealEntity, normalizeDeal } from '@deals/shared';
import {
  type Firestore,
  collection,
  getCountFromServer,
  getDocs,
  limit,
  query,
  where,
} from 'firebase/firestore';

/** One card of a bank, in one category of a city. */
export interface CardCategoryArg {
  bankId: string;
  cityId: string;
  cardName: string;
  category: Category;
}

const cardCategoryQuery = (
  db: Firestore,
  { bankId, cityId, cardName, category }: CardCategoryArg,
) =>
  query(
    collection(db, dealEntity.path({ bankId, cityId })),
    where('active', '==', true),
    where('cardNames', 'array-contains', cardName),
    where('category_id', '==', category),
  );

/** Up to a page of the card's current deals in the category, by title. */
export async function fetchCardCategoryDeals(db: Firestore, arg: CardCategoryArg): Promise<Deal[]> {
  const snap = await getDocs(query(cardCategoryQuery(db, arg), limit(PAGE_SIZE)));
  const { bankId, cityId } = arg;
  return snap.docs
    .map((d) => normalizeDeal(d.data(), { bankId, cityId, dealId: d.id }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** How many current deals the card has in the category (an aggregation: one read per 1,000). */
export async function countCardCategoryDeals(db: Firestore, arg: CardCategoryArg): Promise<number> {
  const snap = await getCountFromServer(cardCategoryQuery(db, arg));
  return snap.data().count;
}
