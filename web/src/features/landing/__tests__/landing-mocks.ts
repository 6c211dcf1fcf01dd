import { vi } from 'vitest';

/**
 * The landing page's data modules as its tests set them. A test mocks each module with this one:
 * `vi.mock('@/lib/places/place-queries', () => import('./landing-mocks'))`, and sets `queries`.
 */
export const queries = {
  fetchPlacesPage: vi.fn(),
  searchPlaces: vi.fn(),
  fetchPlace: vi.fn(),
  fetchNearPlaces: vi.fn(),
};

// @/lib/places/place-queries
export const { fetchPlacesPage, searchPlaces, fetchPlace, fetchNearPlaces } = queries;
export const PLACE_SEARCH_LIMIT = 40;

// @/lib/banks/banks-query
export const fetchBankNames = vi.fn().mockResolvedValue([
  { id: 'Hbl', bankName: 'HBL', bankImage: '/demo/banks/hbl.svg' },
  { id: 'Mcb', bankName: 'MCB', bankImage: '/demo/banks/mcb.svg' },
]);

// @/lib/firebase and @/lib/brands/brands-query: no SDK, no brands.
export const loadFirebase = () => Promise.resolve({ db: {} });
export const searchBrands = vi.fn().mockResolvedValue([]);
export const fetchBrand = vi.fn();
