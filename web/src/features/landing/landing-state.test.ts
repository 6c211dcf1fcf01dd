import { LANDING_STATE_TTL_MS, STORAGE_KEYS } from '@deals/shared';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTERS } from '@/components/deal-filters/deal-filters';
import {
  type LandingSnapshot,
  isFromDealDetail,
  loadLandingState,
  saveLandingState,
} from './landing-state';

const snapshot: LandingSnapshot = {
  kind: 'places',
  filters: { ...DEFAULT_FILTERS, city: 'Karachi' },
  searchTerm: 'ab',
  isSearching: true,
  pages: [{ places: [], next: null }],
  pageParams: [null],
  scrollY: 640,
};

describe('landing state', () => {
  it('drops a state saved by a build whose grid held deals, not places', () => {
    const { kind: _kind, ...old } = snapshot;
    localStorage.setItem(
      STORAGE_KEYS.landingPageState,
      JSON.stringify({ ...old, pages: [{ deals: [], next: null }], timestamp: 1_000 }),
    );
    expect(loadLandingState(2_000)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.landingPageState)).toBeNull();
  });

  it('restores a state saved under 30 minutes ago', () => {
    saveLandingState(snapshot, 1_000);
    expect(loadLandingState(1_000 + LANDING_STATE_TTL_MS - 1)).toMatchObject({
      ...snapshot,
      timestamp: 1_000,
    });
  });

  it('keeps the position Near me sorted by, and drops one that is not a position', () => {
    saveLandingState({ ...snapshot, nearPosition: { latitude: 31.52, longitude: 74.36 } }, 1_000);
    expect(loadLandingState(2_000)?.nearPosition).toEqual({ latitude: 31.52, longitude: 74.36 });
    saveLandingState(
      { ...snapshot, nearPosition: { latitude: 310, longitude: 'x' } } as never,
      1_000,
    );
    const restored = loadLandingState(2_000);
    expect(restored?.pages).toEqual(snapshot.pages);
    expect(restored?.nearPosition).toBeNull();
  });

  it('keeps the key of the place that was opened and where it stood, and drops what is neither', () => {
    saveLandingState({ ...snapshot, opened: 'Lahore_biryani-bay', openedTop: 180.5 }, 1_000);
    expect(loadLandingState(2_000)).toMatchObject({
      opened: 'Lahore_biryani-bay',
      openedTop: 180.5,
    });
    saveLandingState({ ...snapshot, opened: 42, openedTop: '180' } as never, 1_000);
    expect(loadLandingState(2_000)).toMatchObject({ opened: null, openedTop: null });
  });

  it('drops a state that is 30 minutes old', () => {
    saveLandingState(snapshot, 1_000);
    expect(loadLandingState(1_000 + LANDING_STATE_TTL_MS)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.landingPageState)).toBeNull();
  });

  it('treats a corrupt state as none', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(STORAGE_KEYS.landingPageState, '{not json');
    expect(loadLandingState()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.landingPageState)).toBeNull();
  });

  it('recognises the flag the deal page sends back', () => {
    expect(isFromDealDetail({ fromDealDetail: true })).toBe(true);
    expect(isFromDealDetail({ fromDealDetail: 'yes' })).toBe(false);
    expect(isFromDealDetail(null)).toBe(false);
  });
});
