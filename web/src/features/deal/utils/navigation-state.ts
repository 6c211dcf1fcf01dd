/**
 * Reading the navigation state a deal card passes. The
 * page treats it as a hint for the first paint only: the deal document is the truth, and the state
 * may be missing (reload, deep link) or come from an older build, so every field is checked.
 */
import type { DealNavigationState } from '@/components/deal-card';

export function readDealNavigationState(state: unknown): Partial<DealNavigationState> {
  if (typeof state !== 'object' || state === null) return {};
  const raw = state as Record<string, unknown>;
  const out: Partial<DealNavigationState> = {};
  for (const key of [
    'dealId',
    'bankId',
    'categoryId',
    'cityId',
    'discount',
    'title',
    'iconUrl',
    'imageUrl',
    'cardName',
    'description',
  ] as const) {
    const value = raw[key];
    if (typeof value === 'string') out[key] = value;
  }
  if (typeof raw.rating === 'number' && Number.isFinite(raw.rating)) out.rating = raw.rating;
  if (typeof raw.isFavorite === 'boolean') out.isFavorite = raw.isFavorite;
  return out;
}

/** State for the branches page: the restaurant name and its branch count. */
export interface BranchesNavigationState {
  restaurantName: string;
  branchCount: number;
}
