import {
  buildBrandIndex,
  computeAnalytics,
  normalizePlace,
  placeBranchesOf,
  placesFromDeals,
  type DealRef,
  analyticsEntity,
  brandEntity,
  dealEntity,
  placeEntity,
  userEntity,
  placeBranchEntity,
} from '@deals/shared';
import { describe, expect, it } from 'vitest';
import { seededRandom, useFunctionsStack } from './functions-harness.js';

const stack = useFunctionsStack();

const BANKS = ['Hbl', 'Mcb'];
const CITIES = ['Lahore', 'Karachi'];
const TITLES = ['Pizza Hut', 'KFC', 'Gloria Jeans', 'Pizza Hut', 'Cheezious', 'Khaadi'];
const CATEGORIES = [
  'Food',
  'Lifestyle',
  'Health & Beauty',
  'Health & Fitness',
  'Entertainment',
  'food',
];
const CARDS = ['Platinum Credit', 'Gold Debit', 'Titanium', 'World Elite'];
const PLACES = [
  { name: 'Gulberg', full_address: 'Main Blvd Gulberg', latitude: 31.51, longitude: 74.35 },
  { name: 'DHA', full_address: 'Phase 5 DHA', latitude: 31.47, longitude: 74.4 },
  { name: 'Clifton', full_address: 'Block 5 Clifton', latitude: 24.81, longitude: 67.03 },
];

function randomDeal(rand: () => number) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const offers = Array.from({ length: Math.floor(rand() * 3) }, (_, i) => ({
    title: `Offer ${i}`,
    card_type: Array.from({ length: 1 + Math.floor(rand() * 2) }, () => ({
      cardName: pick(CARDS),
    })),
  }));
  const branches = Array.from({ length: Math.floor(rand() * 3) }, () => pick(PLACES));
  return {
    title: pick(TITLES),
    category_id: pick(CATEGORIES),
    discount: `${5 * (1 + Math.floor(rand() * 10))}% off`,
    offers,
    deal_branches: branches,
  };
}

/**
 * Full recomputation from every deal (Analytics, Brands, Places), compared with what the triggers
 * maintained incrementally.
 */
async function expectFanOutEqualsRecomputation() {
  const refs: DealRef[] = [];
  for (const bankId of BANKS) {
    for (const cityId of CITIES) {
      const deals = await stack.admin.collection(dealEntity.path({ bankId, cityId })).get();
      const analytics = await stack.admin.doc(analyticsEntity.docPath({ bankId, cityId })).get();
      const raws = deals.docs.map((d) => d.data());
      if (analytics.exists || raws.length > 0)
        expect(analytics.data(), `${bankId}/${cityId}`).toEqual(computeAnalytics(raws));
      for (const d of deals.docs) refs.push({ bankId, cityId, dealId: d.id, deal: d.data() });
    }
  }
  const expected = Object.fromEntries(buildBrandIndex(refs));
  const brands = await stack.admin.collection(brandEntity.path()).get();
  expect(Object.fromEntries(brands.docs.map((d) => [d.id, d.data()]))).toEqual(
    JSON.parse(JSON.stringify(expected)),
  );
  const places = await stack.admin.collection(placeEntity.path()).get();
  const recomputed = placesFromDeals(refs);
  expect(Object.fromEntries(places.docs.map((d) => [d.id, d.data()]))).toEqual(
    JSON.parse(JSON.stringify(Object.fromEntries(recomputed))),
  );
  const branches = await stack.admin.collection(placeBranchEntity.path()).get();
  expect(Object.fromEntries(branches.docs.map((d) => [d.id, d.data()]))).toEqual(
    JSON.parse(JSON.stringify(Object.fromEntries(placeBranchesOf(recomputed)))),
  );
}

/** The PlaceBranches documents of one place: [lat, lng] pairs, sorted. */
async function branchPoints(placeId: string): Promise<number[][]> {
  const snap = await stack.admin
    .collection(placeBranchEntity.path())
    .where('placeId', '==', placeId)
    .get();
  return snap.docs.map((d) => [d.get('lat') as number, d.get('lng') as number]).sort();
}

describe('onDealWritten', () => {
  it('writes derived fields once, and its own write does nothing the second time', async () => {
    const path = dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'derived-1' });
    await stack.admin.doc(path).set({
      title: 'Pizza Hut Gulberg',
      category_id: 'Health & Beauty',
      discount: 'Up to 30% off',
      offers: [{ card_type: [{ cardName: 'Platinum Credit' }] }],
    });
    await stack.settle();
    const deal = (await stack.admin.doc(path).get()).data() ?? {};
    expect(deal).toMatchObject({
      bank_id: 'Hbl',
      city_id: 'Lahore',
      category_id: 'Health',
      titleLower: 'pizza hut gulberg',
      discountPercent: 30,
      cardNames: ['Platinum Credit'],
      offerCount: 1,
    });
    expect(typeof deal.trendingScore).toBe('number');
    const runs = stack.runner
      .history()
      .filter((r) => r.document === path && r.function === 'onDealWritten');
    // The admin write and the echo of the function's one write; the echo wrote nothing.
    expect(runs).toHaveLength(2);
    await stack.admin
      .collection(brandEntity.path())
      .get()
      .then((s) => Promise.all(s.docs.map((d) => d.ref.delete())));
    await stack.admin.doc(path).delete();
    await stack.settle();
  });

  it('keeps Analytics and Brands equal to a full recomputation over random creates, edits and deletes', async () => {
    const rand = seededRandom(20261122);
    const live = new Set<string>();
    for (let round = 0; round < 12; round++) {
      const ops: Promise<unknown>[] = [];
      for (let k = 0; k < 6; k++) {
        const bankId = BANKS[Math.floor(rand() * BANKS.length)] as string;
        const cityId = CITIES[Math.floor(rand() * CITIES.length)] as string;
        const path = dealEntity.docPath({
          bankId,
          cityId,
          dealId: `r${Math.floor(rand() * 10)}`,
        });
        const roll = rand();
        if (live.has(path) && roll < 0.3) {
          live.delete(path);
          ops.push(stack.admin.doc(path).delete());
        } else if (live.has(path) && roll < 0.6) {
          ops.push(
            stack.admin.doc(path).update({
              title: TITLES[Math.floor(rand() * TITLES.length)],
              deal_branches: randomDeal(rand).deal_branches,
            }),
          );
        } else {
          live.add(path);
          ops.push(stack.admin.doc(path).set(randomDeal(rand)));
        }
      }
      await Promise.all(ops);
      if (round % 4 === 3) {
        await stack.settle();
        await expectFanOutEqualsRecomputation();
      }
    }
    await stack.settle();
    await expectFanOutEqualsRecomputation();
    // And after everything is gone: empty analytics, no brands or places left.
    await Promise.all([...live].map((p) => stack.admin.doc(p).delete()));
    await stack.settle();
    await expectFanOutEqualsRecomputation();
    expect((await stack.admin.collection(brandEntity.path()).get()).size).toBe(0);
    expect((await stack.admin.collection(placeEntity.path()).get()).size).toBe(0);
  }, 120_000);

  it('changes nothing when every deal event is delivered again', async () => {
    await stack.admin
      .doc(dealEntity.docPath({ bankId: 'Mcb', cityId: 'Lahore', dealId: 'dup-1' }))
      .set(randomDeal(seededRandom(1)));
    await stack.admin
      .doc(dealEntity.docPath({ bankId: 'Mcb', cityId: 'Lahore', dealId: 'dup-2' }))
      .set({ ...randomDeal(seededRandom(2)), title: 'KFC' });
    await stack.admin
      .doc(dealEntity.docPath({ bankId: 'Mcb', cityId: 'Lahore', dealId: 'dup-2' }))
      .update({ title: 'Khaadi' });
    await stack.admin
      .doc(dealEntity.docPath({ bankId: 'Mcb', cityId: 'Lahore', dealId: 'dup-1' }))
      .delete();
    await stack.settle();
    const snapshot = async () => ({
      analytics: (
        await stack.admin.doc(analyticsEntity.docPath({ bankId: 'Mcb', cityId: 'Lahore' })).get()
      ).data(),
      brands: (await stack.admin.collection(brandEntity.path()).get()).docs.map((d) => [
        d.id,
        d.data(),
      ]),
      places: (await stack.admin.collection(placeEntity.path()).get()).docs.map((d) => [
        d.id,
        d.data(),
      ]),
    });
    const before = await snapshot();
    const events = stack.runner
      .history()
      .filter((r) => r.function === 'onDealWritten' && r.document.includes('/dup-'));
    await Promise.all(events.map((r) => stack.runner.invoke(r.function, r.event)));
    await stack.settle();
    expect(await snapshot()).toEqual(before);
    await expectFanOutEqualsRecomputation();
  });

  it('counts favourites on the deal once per user and recomputes its trendingScore', async () => {
    const path = dealEntity.docPath({ bankId: 'Hbl', cityId: 'Karachi', dealId: 'fav-1' });
    await stack.admin.doc(path).set({ title: 'Favourite Deal', discount: '10% off', offers: [] });
    await stack.settle();
    const trendingBefore = (await stack.admin.doc(path).get()).get('trendingScore') as number;
    const entry = {
      dealId: 'Hbl-Karachi-fav-1',
      title: 'Favourite Deal',
      discount: '10% off',
      addedDate: new Date().toISOString(),
      cardNames: [],
    };
    await Promise.all(
      ['a', 'b', 'c'].map((uid) =>
        stack.admin.doc(userEntity.docPath({ uid })).set({ UID: uid, UserFavouriteDeals: [entry] }),
      ),
    );
    await stack.settle();
    let deal = (await stack.admin.doc(path).get()).data() ?? {};
    expect(deal.favouriteCount).toBe(3);
    expect(deal.trendingScore).toBeGreaterThan(trendingBefore);
    // Replayed user events and an unrelated user-field change count nothing twice.
    const events = stack.runner.history().filter((r) => r.function === 'countFavourites');
    await Promise.all(events.map((r) => stack.runner.invoke(r.function, r.event)));
    await stack.admin.doc(userEntity.docPath({ uid: 'a' })).update({ Name: 'Renamed' });
    await stack.admin.doc(userEntity.docPath({ uid: 'b' })).update({ UserFavouriteDeals: [] });
    await stack.admin.doc(userEntity.docPath({ uid: 'c' })).delete();
    await stack.settle();
    deal = (await stack.admin.doc(path).get()).data() ?? {};
    expect(deal.favouriteCount).toBe(1);
    // The place follows the deal's trending score.
    const place = normalizePlace(
      (
        await stack.admin.doc(placeEntity.docPath({ placeId: 'Karachi_favourite-deal' })).get()
      ).data(),
    );
    expect(place.trendingScore).toBe(deal.trendingScore);
    expect(place.banks[0]?.deals[0]?.trendingScore).toBe(deal.trendingScore);
  });
});

describe(placeEntity.path(), () => {
  const deal = (discount: string, cards: string[]) => ({
    title: 'Biryani Bay',
    category_id: 'Food',
    discount,
    offers: [{ card_type: cards.map((cardName) => ({ cardName })) }],
  });
  const place = placeEntity.docPath({ placeId: 'Lahore_biryani-bay' });
  const read = async () => (await stack.admin.doc(place).get()).data();

  it('a deal write creates its place, a second bank joins it, and a delete takes the bank out', async () => {
    const hbl = dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'place-1' });
    const mcb = dealEntity.docPath({ bankId: 'Mcb', cityId: 'Lahore', dealId: 'place-2' });
    await stack.admin.doc(hbl).set(deal('Up to 25% off', ['Platinum Credit', 'Gold Debit']));
    await stack.settle();
    expect(await read()).toMatchObject({
      cityId: 'Lahore',
      city_id: 'Lahore',
      placeKey: 'biryani-bay',
      title: 'Biryani Bay',
      bankIds: ['Hbl'],
      bankCount: 1,
      dealCount: 1,
      bestDiscount: 'Up to 25% off',
      bestDiscountPercent: 25,
      active: true,
    });
    expect((await read())?.keywords).toContain('yani');
    // The deal's own derived tokens find it by any part of its name too.
    expect((await stack.admin.doc(hbl).get()).get('keywords')).toContain('yani');

    await stack.admin.doc(mcb).set(deal('35% off', ['Titanium']));
    await stack.settle();
    expect(await read()).toMatchObject({
      bankIds: ['Mcb', 'Hbl'],
      bankCount: 2,
      bestDiscountPercent: 35,
      bestBankId: 'Mcb',
    });
    expect(normalizePlace(await read()).banks[1]).toMatchObject({
      bankId: 'Hbl',
      dealIds: ['place-1'],
      cardNames: ['Platinum Credit', 'Gold Debit'],
    });

    await stack.admin.doc(mcb).delete();
    await stack.settle();
    expect(await read()).toMatchObject({ bankIds: ['Hbl'], bankCount: 1, bestDiscountPercent: 25 });
    await expectFanOutEqualsRecomputation();

    await stack.admin.doc(hbl).delete();
    await stack.settle();
    expect((await stack.admin.doc(place).get()).exists).toBe(false);
  });

  it('a renamed deal moves to its new place; replayed events change nothing', async () => {
    const path = dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'place-3' });
    await stack.admin.doc(path).set(deal('20% off', ['Titanium']));
    await stack.admin.doc(path).update({ title: 'Café Aylanto' });
    await stack.settle();
    expect((await stack.admin.doc(place).get()).exists).toBe(false);
    const cafe = (
      await stack.admin.doc(placeEntity.docPath({ placeId: 'Lahore_cafe-aylanto' })).get()
    ).data();
    expect(cafe).toMatchObject({ title: 'Café Aylanto', bankIds: ['Hbl'] });
    expect(cafe?.keywords).toEqual(expect.arrayContaining(['cafe', 'aylanto']));

    const events = stack.runner
      .history()
      .filter((r) => r.function === 'onDealWritten' && r.document === path);
    await Promise.all(events.map((r) => stack.runner.invoke(r.function, r.event)));
    await stack.settle();
    expect(
      (await stack.admin.doc(placeEntity.docPath({ placeId: 'Lahore_cafe-aylanto' })).get()).data(),
    ).toEqual(cafe);
    expect((await stack.admin.doc(place).get()).exists).toBe(false);
    await stack.admin.doc(path).delete();
    await stack.settle();
    expect(
      (await stack.admin.doc(placeEntity.docPath({ placeId: 'Lahore_cafe-aylanto' })).get()).exists,
    ).toBe(false);
  });

  it('keeps the PlaceBranches geo index: created with the place, merged, moved and removed', async () => {
    const gulberg = { name: 'Gulberg', latitude: 31.5204, longitude: 74.3587 };
    const dha = { name: 'DHA', latitude: 31.4697, longitude: 74.4094 };
    const hbl = dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'geo-1' });
    const mcb = dealEntity.docPath({ bankId: 'Mcb', cityId: 'Lahore', dealId: 'geo-2' });
    const id = 'Lahore_biryani-bay';
    await stack.admin.doc(hbl).set({ ...deal('20% off', ['Titanium']), deal_branches: [gulberg] });
    await stack.settle();
    expect(await branchPoints(id)).toEqual([[31.5204, 74.3587]]);
    const [doc] = (await stack.admin.collection(placeBranchEntity.path()).get()).docs;
    expect(doc?.data()).toMatchObject({ city_id: 'Lahore', placeId: id, active: true });
    expect(doc?.id).toBe(`${id}_${doc?.get('geohash') as string}`);

    // A second bank at the same branch and a new one: one document per distinct branch.
    await stack.admin
      .doc(mcb)
      .set({ ...deal('30% off', ['Gold Debit']), deal_branches: [gulberg, dha] });
    await stack.settle();
    expect(await branchPoints(id)).toEqual([
      [31.4697, 74.4094],
      [31.5204, 74.3587],
    ]);
    await expectFanOutEqualsRecomputation();

    // Replayed events change nothing.
    const events = stack.runner
      .history()
      .filter((r) => r.function === 'onDealWritten' && (r.document === hbl || r.document === mcb));
    await Promise.all(events.map((r) => stack.runner.invoke(r.function, r.event)));
    await stack.settle();
    expect(await branchPoints(id)).toHaveLength(2);

    // The branch only Mcb had goes with Mcb's deal; the place's last deal takes the rest.
    await stack.admin.doc(mcb).delete();
    await stack.settle();
    expect(await branchPoints(id)).toEqual([[31.5204, 74.3587]]);
    await stack.admin.doc(hbl).update({ deal_branches: [dha] });
    await stack.settle();
    expect(await branchPoints(id)).toEqual([[31.4697, 74.4094]]);
    await stack.admin.doc(hbl).delete();
    await stack.settle();
    expect(await branchPoints(id)).toEqual([]);
  });
});

describe('expireDeals (scheduled)', () => {
  it('takes a deal past its last day out of the lists, Analytics and the brand index, and only it', async () => {
    const base = {
      category_id: 'Food',
      discount: '25% off',
      offers: [{ card_type: [{ cardName: 'Gold Debit' }] }],
      deal_branches: [PLACES[0]],
    };
    const stale = dealEntity.docPath({ bankId: 'Mcb', cityId: 'Karachi', dealId: 'expire-stale' });
    const live = dealEntity.docPath({ bankId: 'Mcb', cityId: 'Karachi', dealId: 'expire-live' });
    await stack.admin
      .doc(stale)
      .set({ ...base, title: 'Expiring Eatery', valid_till: '2099-01-01' });
    await stack.admin.doc(live).set({ ...base, title: 'Lasting Lounge', valid_till: '2099-12-31' });
    await stack.settle();
    expect((await stack.admin.doc(stale).get()).data()).toMatchObject({
      active: true,
      validUntil: '2099-01-01',
    });
    const before = (
      await stack.admin.doc(analyticsEntity.docPath({ bankId: 'Mcb', cityId: 'Karachi' })).get()
    ).data();
    expect(
      (await stack.admin.doc(brandEntity.docPath({ brandKey: 'expiring-eatery' })).get()).exists,
    ).toBe(true);
    expect(
      (await stack.admin.doc(placeEntity.docPath({ placeId: 'Karachi_expiring-eatery' })).get())
        .exists,
    ).toBe(true);
    expect(await branchPoints('Karachi_expiring-eatery')).toHaveLength(1);

    // The functions' clock moves to 1 June 2099: the first deal has ended, the second runs on.
    process.env.FUNCTIONS_CLOCK_OFFSET_MS = String(Date.parse('2099-06-01T12:00:00Z') - Date.now());
    try {
      await stack.runner.runScheduled('expireDeals');
      await stack.settle();
    } finally {
      delete process.env.FUNCTIONS_CLOCK_OFFSET_MS;
    }

    expect((await stack.admin.doc(stale).get()).get('active')).toBe(false);
    expect((await stack.admin.doc(live).get()).get('active')).toBe(true);
    expect(
      (await stack.admin.doc(brandEntity.docPath({ brandKey: 'expiring-eatery' })).get()).exists,
    ).toBe(false);
    expect(
      (await stack.admin.doc(brandEntity.docPath({ brandKey: 'lasting-lounge' })).get()).exists,
    ).toBe(true);
    expect(
      (await stack.admin.doc(placeEntity.docPath({ placeId: 'Karachi_expiring-eatery' })).get())
        .exists,
    ).toBe(false);
    expect(
      (await stack.admin.doc(placeEntity.docPath({ placeId: 'Karachi_lasting-lounge' })).get())
        .exists,
    ).toBe(true);
    expect(await branchPoints('Karachi_expiring-eatery')).toEqual([]);
    expect(await branchPoints('Karachi_lasting-lounge')).toHaveLength(1);
    const after = (
      await stack.admin.doc(analyticsEntity.docPath({ bankId: 'Mcb', cityId: 'Karachi' })).get()
    ).data();
    expect(after?.total_deals_scraped).toBe((before?.total_deals_scraped as number) - 1);
    await expectFanOutEqualsRecomputation();
  });
});
