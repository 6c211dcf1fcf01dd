import { describe, expect, it } from 'vitest';
import { dedupeBranches, haversineKm, sortBranchesByDistance, type Branch } from './index.js';

const branch = (name: string, latitude: number, longitude: number, fullAddress = name): Branch => ({
  name,
  fullAddress,
  latitude,
  longitude,
});

describe('geo', () => {
  it('computes great-circle distances with a 6371 km radius', () => {
    // Lahore to Islamabad is about 270 km as the crow flies.
    const d = haversineKm(
      { latitude: 31.5204, longitude: 74.3587 },
      { latitude: 33.6844, longitude: 73.0479 },
    );
    expect(d).toBeGreaterThan(260);
    expect(d).toBeLessThan(280);
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(
      (6371 * Math.PI) / 180,
      6,
    );
  });

  it('sorts nearest first with coordinate-less branches last', () => {
    const origin = { latitude: 31.51, longitude: 74.34 };
    const sorted = sortBranchesByDistance(
      [
        branch('none', 0, 0),
        branch('far', 31.6, 74.4),
        branch('near', 31.511, 74.341),
        branch('none2', 0, 0),
      ],
      origin,
    );
    expect(sorted.map((b) => b.name)).toEqual(['near', 'far', 'none', 'none2']);
    expect(sorted[3]?.distanceKm).toBeNull();
    expect(sorted[0]?.distanceKm).toBeLessThan(1);
  });

  it('keeps the order and gives no distances without a location', () => {
    const sorted = sortBranchesByDistance([branch('a', 31.6, 74.4), branch('b', 31.5, 74.3)], null);
    expect(sorted.map((b) => [b.name, b.distanceKm])).toEqual([
      ['a', null],
      ['b', null],
    ]);
  });

  it('de-duplicates branches by address, case and spacing ignored', () => {
    const out = dedupeBranches([
      branch('A', 1, 1, 'Shop 1, MM Alam Road'),
      branch('B', 2, 2, 'shop 1,  mm alam road'),
      branch('C', 3, 3, 'Shop 2'),
    ]);
    expect(out.map((b) => b.name)).toEqual(['A', 'C']);
  });
});
