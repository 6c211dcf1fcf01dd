import { type Deal, normalizeDeal } from '@deals/shared';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNearDeals } from '../components/home-page';

const deal = (dealId: string, branches: { latitude: number; longitude: number }[]): Deal =>
  normalizeDeal(
    { title: dealId, discount: '10% off', deal_branches: branches },
    { bankId: 'Hbl', cityId: 'Lahore', dealId },
  );

const here = { latitude: 31.5204, longitude: 74.3587 };

describe('home near me (useNearDeals)', () => {
  it('orders the loaded deals by their nearest branch, deals without a located branch last', () => {
    const loaded = [
      deal('nowhere', []),
      deal('far', [{ latitude: 31.6, longitude: 74.3587 }]),
      deal('close', [
        { latitude: 31.7, longitude: 74.3 },
        { latitude: 31.5234, longitude: 74.3587 },
      ]),
    ];
    const { result } = renderHook(() => useNearDeals({ city: 'Lahore', position: here }, loaded));
    expect(result.current.items.map((n) => n.item.title)).toEqual(['close', 'far', 'nowhere']);
    expect(result.current.items[0]?.distanceKm).toBeCloseTo(0.334, 2);
    expect(result.current.items[2]?.distanceKm).toBeNull();
    expect(result.current.isLoading).toBe(false);
  });

  it('gives nothing while near me is off', () => {
    const { result } = renderHook(() => useNearDeals(null, [deal('a', [])]));
    expect(result.current.items).toEqual([]);
  });
});
