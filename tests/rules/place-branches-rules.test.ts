/**
 * Rules for PlaceBranches (the "near me" geo index): everyone reads them, no client writes them,
 * admins included (functions and admin tools use the Admin SDK). The near-me range query runs as
 * the web runs it, so the committed composite index is proven too.
 */
import { assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  endAt,
  getDocs,
  limit,
  orderBy,
  query,
  startAt,
  where,
} from 'firebase/firestore';
import { nearbyBranches, placeBranchesOf, placesFromDeals, placeBranchEntity } from '@deals/shared';
import { describe, expect, it } from 'vitest';
import { publicReadMatrix, useRulesFixture, writeDocs } from './support.js';

const deal = (title: string, lat: number, lng: number) => ({
  title,
  discount: '20% off',
  deal_branches: [{ name: title, latitude: lat, longitude: lng }],
});
const BRANCHES = placeBranchesOf(
  placesFromDeals([
    { bankId: 'Hbl', cityId: 'Lahore', dealId: 'd1', deal: deal('Biryani Bay', 31.521, 74.359) },
    { bankId: 'Mcb', cityId: 'Lahore', dealId: 'd2', deal: deal('Chai Chowk', 31.53, 74.36) },
    { bankId: 'Hbl', cityId: 'Karachi', dealId: 'd3', deal: deal('Biryani Bay', 24.86, 67.0) },
  ]),
);
const [FIRST_ID] = [...BRANCHES.keys()];

const a = useRulesFixture('demo-rules-place-branches', (f) =>
  writeDocs(f, placeBranchEntity.path(), BRANCHES),
).actors;

describe('PlaceBranches rules', () => {
  it('lets a guest run the near-me range queries of a city', async () => {
    const found = await nearbyBranches({ latitude: 31.5204, longitude: 74.3587 }, async (r, n) =>
      (
        await assertSucceeds(
          getDocs(
            query(
              collection(a.guest, placeBranchEntity.path()),
              where('city_id', '==', 'Lahore'),
              orderBy('geohash'),
              startAt(r[0]),
              endAt(r[1]),
              limit(n),
            ),
          ),
        )
      ).docs.map((d) => d.data()),
    );
    expect(found.places.map((p) => p.placeId)).toEqual(['Lahore_biryani-bay', 'Lahore_chai-chowk']);
  });

  // Everyone reads a branch and lists them; no client writes one, not even a well-formed one.
  publicReadMatrix(
    a,
    placeBranchEntity.path(),
    {
      doc: placeBranchEntity.docPath({ branchId: String(FIRST_ID) }),
      coll: placeBranchEntity.path(),
      fresh: placeBranchEntity.docPath({ branchId: 'Lahore_new_x' }),
      create: {
        city_id: 'Lahore',
        placeId: 'Lahore_new',
        geohash: 'ttsgk447ek',
        lat: 31.52,
        lng: 74.35,
        active: true,
      },
      update: { lat: 0 },
    },
    [],
  );
});
