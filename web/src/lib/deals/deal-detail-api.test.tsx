import { type Deal, normalizeDeal } from '@deals/shared';
import { configureStore } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import { Subject } from 'rxjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DealGrid, useOpenDeal } from '@/components/deal-card';
import { paths } from '@/config/paths';
import { api } from '@/lib/rtk/api';
import { resetStreamQueries } from '@/lib/rtk/stream-query';
import { renderWithProviders } from '@/testing/render';
import { dealDetailApi, seedDealDetail, useDealDetailQuery } from './deal-detail-api';

interface FakeSnapshot {
  exists: () => boolean;
  data: () => Record<string, unknown>;
}

// Unit level: rxfire's listener is a subject the test answers through (or never answers).
const fake = vi.hoisted((): { listens: number; snapshots: unknown } => ({
  listens: 0,
  snapshots: null,
}));
vi.mock('@/lib/firebase', () => ({ loadFirebase: () => Promise.resolve({ db: {} }) }));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => path.join('/'),
  // The deal card's bank badge looks its bank up; no bank document here.
  getDoc: () => Promise.resolve({ exists: () => false }),
}));
vi.mock('rxfire/firestore', () => ({
  fromRef: () => {
    fake.listens += 1;
    return fake.snapshots;
  },
}));

const ids = { bankId: 'Hbl', cityId: 'Lahore', dealId: 'kfc-gulberg-001' };
const raw = { title: 'KFC', discount: '25% off', description: 'Crispy on Mondays' };
const gridDeal: Deal = normalizeDeal(raw, ids);

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

let snapshots: Subject<FakeSnapshot>;
beforeEach(() => {
  resetStreamQueries();
  snapshots = new Subject<FakeSnapshot>();
  fake.snapshots = snapshots;
  fake.listens = 0;
});

describe('seedDealDetail', () => {
  it("puts the grid's deal under the deal page's cache key", async () => {
    const store = makeStore();
    store.dispatch(seedDealDetail(gridDeal));
    const entry = dealDetailApi.endpoints.dealDetail.select(ids)(store.getState());
    expect(entry.isSuccess).toBe(true);
    expect(entry.data).toEqual(gridDeal);
    // The seeded entry starts its listener (once the SDK is imported), within this test.
    await vi.waitFor(() => expect(fake.listens).toBe(1));
  });

  it('keeps listening, so the server copy replaces the seeded one', async () => {
    const store = makeStore();
    store.dispatch(seedDealDetail(gridDeal));
    const subscription = store.dispatch(dealDetailApi.endpoints.dealDetail.initiate(ids));
    // The listener opens once the Firestore SDK is imported, which the first read does.
    await vi.waitFor(() => expect(fake.listens).toBe(1));
    snapshots.next({ exists: () => true, data: () => ({ ...raw, title: 'KFC Gulberg' }) });
    await tick();
    expect(dealDetailApi.endpoints.dealDetail.select(ids)(store.getState()).data?.title).toBe(
      'KFC Gulberg',
    );
    subscription.unsubscribe();
  });

  it('leaves an entry that already exists alone: a live entry is newer than any grid', async () => {
    const store = makeStore();
    const subscription = store.dispatch(dealDetailApi.endpoints.dealDetail.initiate(ids));
    await vi.waitFor(() => expect(fake.listens).toBe(1));
    snapshots.next({ exists: () => true, data: () => ({ ...raw, title: 'KFC (renamed)' }) });
    await subscription;
    store.dispatch(seedDealDetail(gridDeal));
    expect(dealDetailApi.endpoints.dealDetail.select(ids)(store.getState()).data?.title).toBe(
      'KFC (renamed)',
    );
    subscription.unsubscribe();
  });
});

describe('opening a deal from a grid', () => {
  function Grid() {
    const open = useOpenDeal();
    return <DealGrid items={[gridDeal]} label="Deals" onOpen={(d) => open(d, { member: true })} />;
  }

  it('renders the deal on the first paint, while Firestore has not answered', async () => {
    const paints: string[] = [];
    function DealTitle() {
      const { data, isLoading } = useDealDetailQuery(ids);
      paints.push(isLoading ? 'loading' : (data?.title ?? 'none'));
      return isLoading ? <p>Loading deal details</p> : <h1>{data?.title}</h1>;
    }
    const { user } = renderWithProviders(<Grid />, {
      routes: [{ path: paths.deal.path, element: <DealTitle /> }],
    });
    await user.click(screen.getByRole('button', { name: 'KFC' }));
    expect(await screen.findByRole('heading', { name: 'KFC' })).toBeInTheDocument();
    expect(paints[0]).toBe('KFC');
    expect(paints).not.toContain('loading');
  });
});
