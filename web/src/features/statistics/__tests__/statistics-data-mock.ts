import { vi } from 'vitest';
import { hbl, hblLahore, mcb, mcbLahore } from './fixtures';

/** What a mocked query hook returns. */
export interface Q {
  data?: unknown;
  error?: { message: string; code?: string };
  isFetching?: boolean;
  refetch?: () => void;
}

/**
 * The statistics page's reads and its favourite toggle as a test sets them (`api`), and the hooks
 * that return them. A test mocks each data module with this one:
 * `vi.mock('@/lib/analytics/analytics-api', () => import('./statistics-data-mock'))`. A query the page
 * skips (skipToken, a symbol) returns nothing; the card-deals query records its arguments.
 */
export const api = {
  banks: {} as Q,
  analytics: {} as Q,
  deals: {} as Q,
  userDoc: {} as Q,
  counts: {} as Q,
  dealArgs: [] as unknown[],
  toggle: vi.fn(),
};

export const useGetBanksQuery = () => api.banks;
export const useGetUserDocQuery = () => api.userDoc;
export const useToggleFavouriteMutation = () => [api.toggle];
export const useGetAnalyticsByBankQuery = (arg: unknown) =>
  typeof arg === 'symbol' ? {} : api.analytics;
export const useGetCardCategoryDealsQuery = (arg: unknown) => {
  if (typeof arg === 'symbol') return {};
  api.dealArgs.push(arg);
  return api.deals;
};
export const useGetCardCategoryCountsQuery = (arg: unknown) =>
  typeof arg === 'symbol' ? {} : api.counts;

/**
 * The reads every statistics test starts from: HBL and MCB with their Lahore analytics, a member
 * holding HBL Gold Credit Card with no favourites, and the given deals and per-category counts of
 * that card.
 */
export function setStatisticsApi({
  deals,
  counts,
}: {
  deals: Q;
  counts: { category: string; count: number }[];
}) {
  api.banks = { data: [hbl, mcb] };
  api.analytics = {
    data: {
      Hbl: { analytics: hblLahore, city: 'Lahore' },
      Mcb: { analytics: mcbLahore, city: 'Lahore' },
    },
  };
  api.deals = deals;
  api.userDoc = {
    data: {
      UserCards: [{ bank: 'HBL', cardName: 'HBL Gold Credit Card', cardImage: '' }],
      UserFavouriteDeals: [],
    },
  };
  api.counts = {
    data: counts.map(({ category, count }) => ({
      bankId: 'Hbl',
      bankName: 'HBL',
      cardName: 'HBL Gold Credit Card',
      category,
      count,
    })),
  };
  api.dealArgs = [];
  api.toggle.mockReset().mockReturnValue({ unwrap: () => Promise.resolve(null) });
}
