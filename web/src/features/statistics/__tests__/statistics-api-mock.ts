import { vi } from 'vitest';
import { hbl, hblLahore, mcb, mcbLahore } from './fixtures';

/** What a mocked query hook returns. */
export interface Q {
  data?: unknown;
  error?: { message: string };
  isFetching?: boolean;
  refetch?: () => void;
}

/**
 * The statistics page's reads and its favourite toggle as a test sets them, and the hooks that
 * return them. The tests load this in `vi.hoisted` and hand the hooks to `vi.mock`. A query the
 * page skips (skipToken, a symbol) returns nothing; the card-deals query records its arguments.
 */
export function mockStatisticsApi() {
  const api = {
    banks: {} as Q,
    analytics: {} as Q,
    deals: {} as Q,
    userDoc: {} as Q,
    counts: {} as Q,
    dealArgs: [] as unknown[],
    toggle: vi.fn(),
  };
  const hooks = {
    banks: { useGetBanksQuery: () => api.banks },
    userDoc: { useGetUserDocQuery: () => api.userDoc },
    favourites: { useToggleFavouriteMutation: () => [api.toggle] },
    statistics: {
      useStatisticsAnalyticsQuery: (arg: unknown) => (typeof arg === 'symbol' ? {} : api.analytics),
      useStatisticsCardDealsQuery: (arg: unknown) => {
        if (typeof arg === 'symbol') return {};
        api.dealArgs.push(arg);
        return api.deals;
      },
      useStatisticsCardCountsQuery: (arg: unknown) => (typeof arg === 'symbol' ? {} : api.counts),
    },
  };
  return { api, hooks };
}

export type StatisticsApi = ReturnType<typeof mockStatisticsApi>['api'];

/**
 * The reads every statistics test starts from: HBL and MCB with their Lahore analytics, a member
 * holding HBL Gold Credit Card with no favourites, and the given deals and per-category counts of
 * that card.
 */
export function setStatisticsApi(
  api: StatisticsApi,
  { deals, counts }: { deals: Q; counts: { category: string; count: number }[] },
) {
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
