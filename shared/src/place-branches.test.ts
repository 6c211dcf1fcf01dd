import fc from 'fast-check';
import { geohashForLocation, type GeohashRange } from 'geofire-common';
import { describe, expect, it } from 'vitest';
import {
  branchHitOf,
  nearbyBranches,
  nearestPlaces,
  NEAR_BRANCH_READ_BUDGET,
  NEAR_PAGE_SIZE,
  placeBranchChanges,
  placeBranchDocs,
  placesFromDeals,
  sortByNearestPoint,
  type PlaceBranchDoc,
} from './index.js';

const gulberg = { latitude: 31.5204, longitude: 74.3587 };

describe('nearestPlaces', () => {
  it('keeps the nearest branch per place and orders places by it', () => {
    const hits = [
      { placeId: 'Lahore_far', lat: 31.6, lng: 74.3587 },
      { placeId: 'Lahore_two', lat: 31.53, lng: 74.3587 },
      { placeId: 'Lahore_two', lat: 31.521, lng: 74.3587 },
      { placeId: 'Lahore_one', lat: 31.525, lng: 74.3587 },
    ];
    const near = nearestPlaces(gulberg, hits, 10);
    expect(near.map((p) => p.placeId)).toEqual(['Lahore_two', 'Lahore_one', 'Lahore_far']);
    expect(near[0]?.distanceKm).toBeCloseTo(0.067, 2);
    expect(nearestPlaces(gulberg, hits, 10, 5).map((p) => p.placeId)).toEqual([
      'Lahore_two',
      'Lahore_one',
    ]);
    expect(nearestPlaces(gulberg, hits, 1)).toHaveLength(1);
  });

  it('skips malformed branch documents', () => {
    expect(branchHitOf({ placeId: 'x', lat: 0, lng: 0 })).toBeNull();
    expect(branchHitOf({ placeId: '', lat: 31, lng: 74 })).toBeNull();
    expect(branchHitOf({ placeId: 'x', lat: '31', lng: 74 })).toBeNull();
    expect(branchHitOf(null)).toBeNull();
    expect(branchHitOf({ placeId: 'x', lat: 31, lng: 74 })).toEqual({
      placeId: 'x',
      lat: 31,
      lng: 74,
    });
  });
});

/** A geohash-ordered in-memory collection answering range queries as Firestore would. */
function memoryIndex(docs: readonly PlaceBranchDoc[]) {
  const sorted = [...docs].sort((a, b) => (a.geohash < b.geohash ? -1 : 1));
  let reads = 0;
  const query = (range: GeohashRange, limit: number) => {
    const found = sorted
      .filter((d) => d.geohash >= range[0] && d.geohash <= range[1])
      .slice(0, limit);
    reads += Math.max(1, found.length);
    return Promise.resolve(found);
  };
  return { query, reads: () => reads };
}

const branchDoc = (placeId: string, lat: number, lng: number): PlaceBranchDoc => ({
  city_id: 'Lahore',
  placeId,
  geohash: geohashForLocation([lat, lng]),
  lat,
  lng,
  active: true,
});

describe('sortByNearestPoint', () => {
  it('orders items by their nearest point, those without coordinates last in their order', () => {
    const deals = [
      { id: 'none', branches: [{ latitude: 0, longitude: 0 }] },
      { id: 'far', branches: [{ latitude: 31.6, longitude: 74.3587 }] },
      {
        id: 'two',
        branches: [
          { latitude: 31.7, longitude: 74.3587 },
          { latitude: 31.521, longitude: 74.3587 },
        ],
      },
      { id: 'empty', branches: [] },
    ];
    const sorted = sortByNearestPoint(gulberg, deals, (d) => d.branches);
    expect(sorted.map((s) => s.item.id)).toEqual(['two', 'far', 'none', 'empty']);
    expect(sorted[0]?.distanceKm).toBeCloseTo(0.067, 2);
    expect(sorted[2]?.distanceKm).toBeNull();
  });
});

describe('nearbyBranches', () => {
  it('finds the nearest places of a sparse city, widening the radius', async () => {
    const index = memoryIndex([
      branchDoc('Lahore_a', 31.53, 74.3587),
      branchDoc('Lahore_b', 31.5204, 74.36),
      branchDoc('Lahore_c', 31.45, 74.3),
    ]);
    const r = await nearbyBranches(gulberg, index.query);
    expect(r.places.map((p) => p.placeId)).toEqual(['Lahore_b', 'Lahore_a', 'Lahore_c']);
    expect(r.reads).toBe(index.reads());
    expect(r.reads).toBeLessThanOrEqual(NEAR_BRANCH_READ_BUDGET);
  });

  it('never reads more than the budget, however dense the area', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 400 }),
            fc.double({ min: 31.3, max: 31.7, noNaN: true }),
            fc.double({ min: 74.1, max: 74.6, noNaN: true }),
          ),
          { maxLength: 600 },
        ),
        async (points) => {
          const index = memoryIndex(points.map(([p, lat, lng]) => branchDoc(`L_${p}`, lat, lng)));
          const r = await nearbyBranches(gulberg, index.query);
          expect(index.reads()).toBeLessThanOrEqual(NEAR_BRANCH_READ_BUDGET);
          expect(r.reads).toBe(index.reads());
          expect(r.places.length).toBeLessThanOrEqual(NEAR_PAGE_SIZE);
          const d = r.places.map((p) => p.distanceKm);
          expect(d).toEqual([...d].sort((a, b) => a - b));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('finds the branch the user stands at in a dense neighbourhood, by shrinking the circle', async () => {
    const docs = Array.from({ length: 400 }, (_, i) =>
      branchDoc(`Lahore_p${i}`, 31.51 + (i % 20) * 0.001, 74.35 + Math.floor(i / 20) * 0.001),
    );
    const here = docs[187] as PlaceBranchDoc;
    const index = memoryIndex(docs);
    const r = await nearbyBranches({ latitude: here.lat, longitude: here.lng }, index.query);
    expect(r.places[0]).toEqual({ placeId: here.placeId, distanceKm: 0 });
    expect(r.completeRadiusM).toBeGreaterThan(0);
    expect(index.reads()).toBeLessThanOrEqual(NEAR_BRANCH_READ_BUDGET);
  });
});

describe('placeBranchDocs', () => {
  const place = (branches: { latitude: number; longitude: number }[][]) =>
    placesFromDeals(
      branches.map((b, i) => ({
        bankId: 'Hbl',
        cityId: 'Lahore',
        dealId: `d${i}`,
        deal: { title: 'Chai Chowk', discount: '10% off', deal_branches: b },
      })),
    ).get('Lahore_chai-chowk') ?? null;

  it('has one document per distinct branch, skipping unknown coordinates', () => {
    const p = place([
      [
        { latitude: 31.52, longitude: 74.35 },
        { latitude: 0, longitude: 0 },
      ],
      [{ latitude: 31.52, longitude: 74.35 }],
      [{ latitude: 31.47, longitude: 74.4 }],
    ]);
    const docs = placeBranchDocs('Lahore_chai-chowk', p);
    expect([...docs.values()].map((d) => [d.lat, d.lng])).toEqual(
      expect.arrayContaining([
        [31.52, 74.35],
        [31.47, 74.4],
      ]),
    );
    expect(docs.size).toBe(2);
    for (const [id, d] of docs) {
      expect(id).toBe(`Lahore_chai-chowk_${d.geohash}`);
      expect(d).toMatchObject({ city_id: 'Lahore', placeId: 'Lahore_chai-chowk', active: true });
    }
  });

  it('changes write only new branches and remove gone ones; a deleted place removes all', () => {
    const before = place([[{ latitude: 31.52, longitude: 74.35 }]]);
    const after = place([[{ latitude: 31.47, longitude: 74.4 }]]);
    const id = 'Lahore_chai-chowk';
    const c = placeBranchChanges(id, before, after);
    expect(c.set.map(([, d]) => d.lat)).toEqual([31.47]);
    expect(c.remove).toEqual([...placeBranchDocs(id, before).keys()]);
    expect(placeBranchChanges(id, after, after)).toEqual({ set: [], remove: [] });
    expect(placeBranchChanges(id, after, null).remove).toHaveLength(1);
  });
});
