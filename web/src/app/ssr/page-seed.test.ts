import { normalizeDeal, normalizePlace } from '@deals/shared';
import { describe, expect, it } from 'vitest';
import { setupStore } from '@/app/store';
import { dealApi } from '@/features/deal/api/deal-api';
import { bankNamesApi } from '@/lib/banks/bank-names-api';
import { holdLiveUpdates } from '@/lib/boot/live-after-start';
import { placesApi } from '@/lib/places/places-api';
import { applyPageSeed } from './page-seed';

const place = normalizePlace(
  {
    title: 'Cafe',
    banks: [
      { bankId: 'Ubl', deals: [{ dealId: 'u1', title: 'Cafe', discount: '10% off' }] },
      { bankId: 'Hbl', deals: [{ dealId: 'h1', title: 'Cafe', discount: '20% off' }] },
    ],
  },
  { cityId: 'Lahore', placeKey: 'cafe' },
);
const hbl = { id: 'Hbl', bankName: 'HBL', bankImage: '/demo/banks/hbl.svg' };
const ubl = { id: 'Ubl', bankName: 'UBL', bankImage: '/demo/banks/ubl.svg' };

describe('applyPageSeed', () => {
  it("gives a place page its banks' names for the whole set and each bank alone, so none is read", async () => {
    const store = setupStore();
    const ref = { cityId: 'Lahore', placeKey: 'cafe' };
    await applyPageSeed(store.dispatch, { kind: 'place', ref, place, banks: [hbl, ubl] });
    const names = (arg: string[]) =>
      bankNamesApi.endpoints.getBankNames.select(arg)(store.getState()).data;
    expect(place.bankIds).toEqual(['Ubl', 'Hbl']);
    expect(names(['Hbl', 'Ubl'])).toEqual([hbl, ubl]);
    expect(names(['Hbl'])).toEqual([hbl]);
    expect(names(['Ubl'])).toEqual([ubl]);
  });

  it('leaves the names to be read for a place page cached before seeds carried banks', async () => {
    const store = setupStore();
    const ref = { cityId: 'Lahore', placeKey: 'cafe' };
    await applyPageSeed(store.dispatch, { kind: 'place', ref, place, banks: [] });
    expect(
      bankNamesApi.endpoints.getBankNames.select(['Hbl', 'Ubl'])(store.getState()).data,
    ).toBeUndefined();
  });

  it('ends the task where asked: before the first write, then with the place in and its banks not yet', async () => {
    const store = setupStore();
    const ref = { cityId: 'Lahore', placeKey: 'cafe' };
    const seen: [boolean, boolean][] = [];
    await applyPageSeed(store.dispatch, { kind: 'place', ref, place, banks: [hbl, ubl] }, () => {
      seen.push([
        placesApi.endpoints.getPlace.select(ref)(store.getState()).data !== undefined,
        bankNamesApi.endpoints.getBankNames.select(['Hbl'])(store.getState()).data !== undefined,
      ]);
      return Promise.resolve();
    });
    expect(seen).toEqual([
      [false, false],
      [true, false],
    ]);
  });

  it("gives a guest's deal page its reviews, so the list shows before any listener starts", async () => {
    // Held, as on a hydrated page: the entry's listener (Firestore) must not start in this test.
    holdLiveUpdates();
    const store = setupStore();
    const params = { bankId: 'Hbl', dealId: 'h1', cityId: 'Lahore' };
    const deal = normalizeDeal({ title: 'Cafe', discount: '20% off' }, params);
    const review = {
      id: 'r1',
      userId: '',
      userName: 'Sana',
      comment: 'Good',
      createdAt: 1_790_000_000_000,
      status: 'scored' as const,
      sentimentScore: 4,
    };
    const reviews = (deal: typeof params) =>
      dealApi.endpoints.dealReviews.select({ deal, uid: null })(store.getState()).data;
    await applyPageSeed(store.dispatch, {
      kind: 'deal',
      params,
      deal,
      banks: [],
      reviews: [review],
    });
    // The page asks with the route's parameters, in the route's order.
    expect(reviews({ cityId: 'Lahore', dealId: 'h1', bankId: 'Hbl' })).toEqual([
      { ...review, error: null },
    ]);
    const other = { ...params, dealId: 'h2' };
    await applyPageSeed(store.dispatch, { kind: 'deal', params: other, deal, banks: [] });
    expect(reviews(other)).toBeUndefined();
    store.dispatch(dealApi.util.resetApiState());
  });

  it("writes the landing's first page as one store update, not as a request", async () => {
    const store = setupStore();
    const args = { cityId: 'Lahore', category: null };
    const next = { score: 3, id: 'Lahore_cafe' };
    const read = () => placesApi.endpoints.getPlaces.select(args)(store.getState());
    // A request's thunk would pass through pending; one update goes straight to the page.
    const statuses: string[] = [];
    const unsubscribe = store.subscribe(() => statuses.push(read().status));
    await applyPageSeed(store.dispatch, { kind: 'landing', args, places: [place], next });
    unsubscribe();
    expect(statuses).not.toContain('pending');
    const entry = read();
    expect(entry.status).toBe('fulfilled');
    expect(entry.data).toEqual({ pages: [{ places: [place], next }], pageParams: [null] });
  });
});
