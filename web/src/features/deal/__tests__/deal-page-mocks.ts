import { vi } from 'vitest';

/**
 * The deal and branches pages' reads as their tests set them: the deal itself (`dealQuery.current`),
 * no reviews, no member document and no other deal at the place. A test mocks each data module
 * with this one: `vi.mock('../api/deal-api', () => import('./deal-page-mocks'))`.
 */
export const dealQuery = {
  current: {} as { data?: unknown; isLoading?: boolean; error?: { message: string } },
};

export const useDealDetailQuery = () => dealQuery.current;
export const useDealReviewsQuery = () => ({ data: [], isLoading: false });
export const usePostReviewMutation = () => [vi.fn()];
export const useEditReviewMutation = () => [vi.fn()];
export const useDeleteReviewMutation = () => [vi.fn()];
export const useGetUserDocQuery = () => ({ data: undefined, isLoading: false });
export const usePlaceDealsQuery = () => ({ data: [] });

/** A browser without the Permissions API: the distance to branches waits for a tap. */
export function withoutPermissionsApi() {
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: undefined });
}
