/**
 * The Analytics entity (Banks/{bankId}/Analytics/{cityId}): the statistics page compares banks
 * with it, and the admin page watches it follow a deal write. Firestore is fetched on first use.
 */
import { loadFirebase } from '@/lib/firebase';
import { api } from '@/lib/rtk/api';
import { queryFnsOf } from '@/lib/rtk/api-error';
import { streamQuery } from '@/lib/rtk/stream-query';
import type { AnalyticsRef, BankAnalytics } from './analytics-queries';

export type { AnalyticsRef, BankAnalytics } from './analytics-queries';

/** Analytics per bank id; each says which city's document was used (Lahore after a fallback). */
export type AnalyticsByBank = Record<string, BankAnalytics>;

const analytics = () => Promise.all([import('./analytics-queries'), loadFirebase()]);
const analyticsQuery = queryFnsOf(analytics);

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Each bank's Analytics for a city, falling back to Lahore's where the city has none. */
    getAnalyticsByBank: build.query<
      AnalyticsByBank,
      { bankIds: readonly string[]; cityId: string }
    >({
      queryFn: analyticsQuery(async (queries, db, { bankIds, cityId }) => {
        const entries = await Promise.all(
          bankIds.map(
            async (bankId) =>
              [bankId, await queries.fetchAnalytics(db, { bankId, cityId })] as const,
          ),
        );
        return Object.fromEntries(entries);
      }),
      providesTags: ['AnalyticsDoc'],
    }),
    /** One bank's Analytics document for a city as stored, live (no fallback). */
    watchAnalyticsDocument: build.query<Record<string, unknown> | null, AnalyticsRef>(
      streamQuery('watchAnalyticsDocument', async (ref) => {
        const [queries, { db }] = await analytics();
        return queries.analyticsDocument$(db, ref);
      }),
    ),
  }),
});

export const { useGetAnalyticsByBankQuery, useWatchAnalyticsDocumentQuery } = analyticsApi;
