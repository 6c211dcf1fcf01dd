import { vi } from 'vitest';
import { answeringOnce, snapshot } from '@/testing/fake-doc-listener';

/**
 * The home page's data modules as its tests set them. A test mocks each module with this one:
 * `vi.mock('@/lib/deals/deal-queries', () => import('./home-mocks'))`, and sets `mocks`.
 */
export const mocks = {
  userDoc: null as Record<string, unknown> | null,
  /** The SDK's offline answer: from its cache, where the document is not (yet) known. */
  userDocFromCache: false,
  fetchCardDealsPage: vi.fn(),
  searchDeals: vi.fn(),
};

// @/lib/firebase and firebase/firestore: no SDK.
export const loadFirebase = () => Promise.resolve({ db: {} });
export const doc = () => ({});
export const runTransaction = vi.fn();

/** rxfire: the user document's listener answers once with `mocks`. */
export const { fromRef } = answeringOnce(() =>
  snapshot(mocks.userDocFromCache ? null : mocks.userDoc, mocks.userDocFromCache),
);

// @/lib/deals/deal-queries
export const { fetchCardDealsPage, searchDeals } = mocks;
export const DEAL_PAGE_SIZE = 24;

// @/lib/banks/banks-query and @/lib/brands/brands-query
export const fetchBankNames = vi.fn().mockResolvedValue([{ id: 'Hbl', bankName: 'HBL' }]);
export const searchBrands = vi.fn().mockResolvedValue([]);
export const fetchBrand = vi.fn();
