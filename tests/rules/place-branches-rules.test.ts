/**
 * Rules for PlaceBranches (the "near me" geo index): everyone reads them, no client writes them,
 * admins included (functions and admin tools use the Admin SDK). The near-me range query runs as
 * the web runs it, so the committed composite index is proven too.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  endAt,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  startAt,
  where,
} from 'firebase/firestore';
import {
  nearbyBranches,
  placeBranchesOf,
  placesFromDeals,
  PLACE_BRANCHES_COLLECTION,
} from '@deals/shared';
import { describe, expect, it } from 'vitest';
import { useRulesFixture, writeDocs } from './support.js';

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
  writeDocs(f, PLACE_BRANCHES_COLLECTION, BRANCHES),
).actors;

describe('PlaceBranches rules', () => {
  it('lets a guest read a branch and run the near-me range queries of a city', async () => {
    await assertSucceeds(getDoc(doc(a.guest, PLACE_BRANCHES_COLLECTION, FIRST_ID as string)));
    const found = await nearbyBranches({ latitude: 31.5204, longitude: 74.3587 }, async (r, n) =>
      (
        await assertSucceeds(
          getDocs(
            query(
              collection(a.guest, PLACE_BRANCHES_COLLECTION),
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

  for (const role of ['guest', 'alice', 'carol', 'admin'] as const) {
    it(`refuses writes from ${role}`, async () => {
      const id = FIRST_ID as string;
      await assertFails(
        setDoc(doc(a[role], PLACE_BRANCHES_COLLECTION, 'Lahore_new_x'), {
          city_id: 'Lahore',
          placeId: 'Lahore_new',
          geohash: 'ttsgk447ek',
          lat: 31.52,
          lng: 74.35,
          active: true,
        }),
      );
      await assertFails(setDoc(doc(a[role], PLACE_BRANCHES_COLLECTION, id), { lat: 0 }));
      await assertFails(deleteDoc(doc(a[role], PLACE_BRANCHES_COLLECTION, id)));
    });
  }
});
