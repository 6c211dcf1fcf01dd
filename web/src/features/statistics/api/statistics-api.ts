/**
 * The statistics page's data layer: banks, their Analytics for a city (with SPEC's fallback to
 * Lahore), the deals of one card in one category, the member's user document and the per-card
 * counts behind "your best card per category". Firestore is touched only here.
 */
import {
  type AnalyticsDoc,
  type Bank,
  type Category,
  DEFAULT_CITY,
  type Deal,
  PAGE_SIZE,
  type UserDoc,
  favouriteId,
  matchesFavourite,
  normalizeDeal,
  parseAnalytics,
  parseBank,
  parseUserDoc,
} from '@deals/shared';
import {
  arrayUnion,
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  query,
  runTransaction,
  where,
} from 'firebase/firestore';
import { fromRef } from 'rxfire/firestore';
import { map } from 'rxjs';
import { api } from '@/app/api';
import { getFirebase } from '@/lib/firebase';
import { type ApiError, toApiError } from '@/lib/rtk/api-error';
import { streamQuery } from '@/lib/rtk/stream-query';

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

export interface FavouriteToggleArg {
  uid: string;
  deal: Deal;
  /** True to add, false to remove. */
  favourite: boolean;
}

async function run<T>(work: () => Promise<T>): Promise<{ data: T } | { error: ApiError }> {
  try {
    return { data: await work() };
  } catch (error) {
    return { error: toApiError(error) };
  }
}

/** SPEC §7: Banks/{bank}/Analytics/{city}; if missing and the city is not Lahore, Lahore's. */
async function analyticsFor(
  bankId: string,
  cityId: string,
): Promise<{ analytics: AnalyticsDoc | null; city: string }> {
  const snap = await getDoc(doc(db(), 'Banks', bankId, 'Analytics', cityId));
  if (snap.exists()) return { analytics: parseAnalytics(snap.data()), city: cityId };
  if (cityId !== DEFAULT_CITY) {
    const fallback = await getDoc(doc(db(), 'Banks', bankId, 'Analytics', DEFAULT_CITY));
    if (fallback.exists())
      return { analytics: parseAnalytics(fallback.data()), city: DEFAULT_CITY };
  }
  return { analytics: null, city: cityId };
}

export const statisticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    statisticsBanks: build.query<Bank[], undefined>({
      queryFn: () =>
        run(async () => {
          const snap = await getDocs(collection(db(), 'Banks'));
          return snap.docs
            .map((d) => parseBank(d.data(), d.id))
            .sort((a, b) => a.bankName.localeCompare(b.bankName));
        }),
      providesTags: ['Banks'],
    }),
    statisticsAnalytics: build.query<
      AnalyticsByBank,
      { bankIds: readonly string[]; cityId: string }
    >({
      queryFn: ({ bankIds, cityId }) =>
        run(async () => {
          const entries = await Promise.all(
            bankIds.map(async (id) => [id, await analyticsFor(id, cityId)] as const),
          );
          return Object.fromEntries(entries);
        }),
      providesTags: ['Analytics'],
    }),
    /** SPEC §2 card view: a bounded query on the city's deals of one card in one category. */
    statisticsCardDeals: build.query<Deal[], CardDealsArg>({
      queryFn: ({ bankId, cityId, cardName, category }) =>
        run(async () => {
          const snap = await getDocs(
            query(
              collection(db(), 'Banks', bankId, 'Cities', cityId, 'Deals'),
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
    /** The member's user document, live, for their cards and favourites. */
    statisticsUserDoc: build.query<UserDoc | null, string>(
      streamQuery('statisticsUserDoc', (uid) =>
        fromRef(doc(db(), 'Users', uid)).pipe(
          map((snap) => (snap.exists() ? parseUserDoc(snap.data(), uid) : null)),
        ),
      ),
    ),
    /** Deal counts of each of the member's cards per category in a city: one count query each. */
    statisticsCardCounts: build.query<CardCount[], CardCountsArg>({
      queryFn: ({ cityId, cards, categories }) =>
        run(() =>
          Promise.all(
            cards.flatMap((card) =>
              categories.map(async (category) => {
                const snap = await getCountFromServer(
                  query(
                    collection(db(), 'Banks', card.bankId, 'Cities', cityId, 'Deals'),
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
    /**
     * Adds or removes a favourite (DESIGN divergence 7: it works here for members). Removal runs
     * in a transaction because stored entries come in several legacy shapes that arrayRemove
     * could not match exactly.
     */
    statisticsToggleFavourite: build.mutation<null, FavouriteToggleArg>({
      queryFn: ({ uid, deal, favourite }) =>
        run(async () => {
          const userRef = doc(db(), 'Users', uid);
          if (favourite) {
            await runTransaction(db(), async (tx) => {
              const snap = await tx.get(userRef);
              const entry = {
                dealId: favouriteId(deal.bankId, deal.cityId, deal.dealId),
                title: deal.title,
                discount: deal.discount,
                addedDate: new Date().toISOString(),
                cardNames: [...deal.cardNames],
              };
              if (snap.exists()) tx.update(userRef, { UserFavouriteDeals: arrayUnion(entry) });
              else tx.set(userRef, { UID: uid, UserFavouriteDeals: [entry] }, { merge: true });
            });
          } else {
            await runTransaction(db(), async (tx) => {
              const snap = await tx.get(userRef);
              if (!snap.exists()) return;
              const raw: unknown = snap.get('UserFavouriteDeals');
              const entries: unknown[] = Array.isArray(raw) ? raw : [];
              const kept = entries.filter((entry) => {
                const id =
                  typeof entry === 'string'
                    ? entry
                    : (entry as { dealId?: unknown } | null)?.dealId;
                return !(typeof id === 'string' && matchesFavourite(id, deal));
              });
              tx.update(userRef, { UserFavouriteDeals: kept });
            });
          }
          return null;
        }),
    }),
  }),
});

export const {
  useStatisticsBanksQuery,
  useStatisticsAnalyticsQuery,
  useStatisticsCardDealsQuery,
  useStatisticsUserDocQuery,
  useStatisticsCardCountsQuery,
  useStatisticsToggleFavouriteMutation,
} = statisticsApi;
