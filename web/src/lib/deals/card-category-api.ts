/**
 * The deals of one card per category in a city, for the statistics page: the card view's list and
 * the counts behind "your best card per category". Firestore is fetched on first use.
 */
import type { Category, Deal } from '@deals/shared';
import { loadFirebase } from '@/lib/firebase';
import { api } from '@/lib/rtk/api';
import { queryFnsOf } from '@/lib/rtk/api-error';
import type { CardCategoryArg } from './card-category-queries';

export type { CardCategoryArg } from './card-category-queries';

export interface CardCountsArg {
  cityId: string;
  cards: readonly { bankId: string; bankName: string; cardName: string }[];
  categories: readonly Category[];
}

export interface CardCount {
  bankId: string;
  bankName: string;
  cardName: string;
  category: Category;
  count: number;
}

const cardCategoryQuery = queryFnsOf(() =>
  Promise.all([import('./card-category-queries'), loadFirebase()]),
);

export const cardCategoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A card's current deals in one category of a city (up to a page), by title. */
    getCardCategoryDeals: build.query<Deal[], CardCategoryArg>({
      queryFn: cardCategoryQuery((queries, db, arg) => queries.fetchCardCategoryDeals(db, arg)),
    }),
    /** How many deals each card has in each category of a city: one count query each. */
    getCardCategoryCounts: build.query<CardCount[], CardCountsArg>({
      queryFn: cardCategoryQuery((queries, db, { cityId, cards, categories }) =>
        Promise.all(
          cards.flatMap((card) =>
            categories.map(async (category) => ({
              ...card,
              category,
              count: await queries.countCardCategoryDeals(db, {
                bankId: card.bankId,
                cityId,
                cardName: card.cardName,
                category,
              }),
            })),
          ),
        ),
      ),
    }),
  }),
});

export const { useGetCardCategoryDealsQuery, useGetCardCategoryCountsQuery } = cardCategoryApi;
