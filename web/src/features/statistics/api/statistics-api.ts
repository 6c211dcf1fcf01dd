/**
 * The statistics page's own reads: the banks' Analytics for a city (falling back to Lahore's when
 * the city has none), the deals of one card in one category and the per-card counts behind "your
 * best card per category". The bank list, the member's user document and favourites come from
 * lib/ like everywhere else.
 */
import {
  type AnalyticsDoc,
  type Category,
  DEFAULT_CITY,
  type Deal,
  PAGE_SIZE,
  normalizeDeal,
  parseAnalytics,
  analyticsEntity,
  dealEntity,
} from '@deals/shared';
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  query,
  where,
} from 'firebase/firestore';
import { api } from '@/lib/rtk/api';
// A lazily loaded route's module, which imports the SDK anyway: it may take Firestore at once.
import { getFirebase } from '@/lib/firebase/firestore';
import { queryResult } from '@/lib/rtk/api-error';

const db = () => getFirebase().db;

/** Analytics per bank id; `city` says which city's document was used (Lahore after a fallback). */
export type AnalyticsByBank = Record<string, { analytics: AnalyticsDoc | null; city: string }>;

export interface CardDealsArg {
  bankId: string;
  cityId: string;
  cardName: string;
  category: Category;
}

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

/** Banks/{bank}/Analytics/{city}; if missing and the city is not Lahore, Lahore's. */
async function analyticsFor(
  bankId: string,
  cityId: string,
): Promise<{ analytics: AnalyticsDoc | null; city: string }> {
  const snap = await getDoc(doc(db(), analyticsEntity.docPath({ bankId, cityId })));
  if (snap.exists()) return { analytics: parseAnalytics(snap.data()), city: cityId };
  if (cityId !== DEFAULT_CITY) {
    const fallback = await getDoc(
      doc(db(), analyticsEntity.docPath({ bankId, cityId: DEFAULT_CITY })),
    );
    if (fallback.exists())
      return { analytics: parseAnalytics(fallback.data()), city: DEFAULT_CITY };
  }
  return { analytics: null, city: cityId };
}

export const statisticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    statisticsAnalytics: build.query<
      AnalyticsByBank,
      { bankIds: readonly string[]; cityId: string }
    >({
      queryFn: ({ bankIds, cityId }) =>
        queryResult(async () => {
          const entries = await Promise.all(
            bankIds.map(async (id) => [id, await analyticsFor(id, cityId)] as const),
          );
          return Object.fromEntries(entries);
        }),
      providesTags: ['AnalyticsDoc'],
    }),
    /** The card view: a bounded query on the city's deals of one card in one category. */
    statisticsCardDeals: build.query<Deal[], CardDealsArg>({
      queryFn: ({ bankId, cityId, cardName, category }) =>
        queryResult(async () => {
          const snap = await getDocs(
            query(
              collection(db(), dealEntity.path({ bankId, cityId })),
              where('active', '==', true),
              where('cardNames', 'array-contains', cardName),
              where('category_id', '==', category),
              limit(PAGE_SIZE),
            ),
          );
          return snap.docs
            .map((d) => normalizeDeal(d.data(), { bankId, cityId, dealId: d.id }))
            .sort((a, b) => a.title.localeCompare(b.title));
        }),
    }),
    /** Deal counts of each of the member's cards per category in a city: one count query each. */
    statisticsCardCounts: build.query<CardCount[], CardCountsArg>({
      queryFn: ({ cityId, cards, categories }) =>
        queryResult(() =>
          Promise.all(
            cards.flatMap((card) =>
              categories.map(async (category) => {
                const snap = await getCountFromServer(
                  query(
                    collection(db(), dealEntity.path({ bankId: card.bankId, cityId })),
                    where('active', '==', true),
                    where('cardNames', 'array-contains', card.cardName),
                    where('category_id', '==', category),
                  ),
                );
                return { ...card, category, count: snap.data().count };
              }),
            ),
          ),
        ),
    }),
  }),
});

export const {
  useStatisticsAnalyticsQuery,
  useStatisticsCardDealsQuery,
  useStatisticsCardCountsQuery,
} = statisticsApi;
