import { fileURLToPath } from 'node:url';
import {
  buildBrandIndex,
  computeAnalytics,
  normalizeDeal,
  parseImportFile,
  placeBranchesOf,
  placesFromDeals,
  trendingScore,
  type DealRef,
  type BrandIndexEntry,
  analyticsEntity,
  bankEntity,
  brandEntity,
  cityEntity,
  dealEntity,
  placeEntity,
  reviewEntity,
  placeBranchEntity,
  dealLedgerEntity,
} from '@deals/shared';
import { generateDemoDataset } from '@deals/shared/demo';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dedupeReviews,
  importDataset,
  rebuildAggregates,
  rescoreAll,
  rescoreFailed,
} from '../../emulator/src/admin/index.js';
import { scoreComment } from '../../shared/src/sentiment/score.js';
import { loadIndexesFile } from '../../emulator/src/firestore/indexes.js';
import {
  startFirestoreEmulator,
  type FirestoreEmulator,
} from '../../emulator/src/firestore/server.js';
import { startFunctionsStack, type FunctionsStack } from './functions-harness.js';

const BANK = {
  id: 'Hbl',
  bankName: 'HBL',
  bankImage: '/demo/banks/hbl.svg',
  cardImage: '/demo/cards/hbl-gold-credit-card.svg',
  cards: [
    {
      id: 'hbl-gold-credit-card',
      cardName: 'HBL Gold Credit Card',
      cardImage: '/g.svg',
      tier: 'Gold',
      kind: 'Credit',
    },
    {
      id: 'hbl-platinum-credit-card',
      cardName: 'HBL Platinum Credit Card',
      cardImage: '/p.svg',
      tier: 'Platinum',
      kind: 'Credit',
    },
  ],
};
const MCB = {
  ...BANK,
  id: 'Mcb',
  bankName: 'MCB',
  cards: [{ id: 'mcb-gold', cardName: 'MCB Gold Credit Card', cardImage: '/m.svg' }],
};

const deal = (dealId: string, cityId: string, data: Record<string, unknown>, bankId = 'Hbl') => ({
  bankId,
  cityId,
  dealId,
  data,
});

/** Good records in legacy shapes, and bad ones that must be reported without stopping the rest. */
const DATASET = {
  version: 1,
  banks: [BANK, MCB],
  cities: ['Lahore', 'Karachi'],
  deals: [
    deal('food-saffron-table-0001', 'Lahore', {
      title: 'Saffron Table',
      discount: 'Up to 25% off',
      category_id: 'Restaurants',
      offers: {
        offer1: {
          title: 'Dine-in',
          card_type: [{ card_name: 'HBL Gold Credit Card', card_image: '/g.svg' }],
        },
      },
      branches: {
        b1: {
          name: 'Gulberg',
          full_address: 'MM Alam Road, Lahore',
          latitude: 31.51,
          longitude: 74.35,
        },
      },
      comments: [
        { userName: 'Ayesha', sentimentScore: 1, date: '2026-09-01', comment: 'Cold food' },
        { userName: 'Ayesha', sentimentScore: 4.5, date: '2026-10-01', comment: 'Lovely food' },
        { userName: 'Bilal', date: '2026-10-02', comment: 'Great service' },
      ],
    }),
    deal('food-saffron-table-0002', 'Karachi', {
      title: 'Saffron Table',
      discount: '40% off on total bill',
      cardName: 'HBL Platinum Credit Card',
      deal_branches: [
        {
          name: 'Clifton',
          full_address: 'Block 5, Clifton, Karachi',
          latitude: 24.81,
          longitude: 67.03,
        },
      ],
    }),
    deal(
      'health-glow-0003',
      'Lahore',
      { title: 'Glow Aesthetics', discount: '20% off', category_id: 'Health & Beauty' },
      'Mcb',
    ),
    deal('bad-offers-0004', 'Lahore', { title: 'Broken', offers: 7 }),
    deal('ghost-0005', 'Lahore', { title: 'Ghost' }, 'GhostBank'),
    deal('', 'Lahore', { title: 'No id' }),
  ],
};

/** What Analytics, Brands and Places must hold after everything settled: a full recomputation. */
async function expectAggregatesMatchDeals(db: Firestore, banks: string[], cities: string[]) {
  const refs: DealRef[] = [];
  for (const bankId of banks) {
    for (const cityId of cities) {
      const deals = await db.collection(dealEntity.path({ bankId, cityId })).get();
      const analytics = await db.doc(analyticsEntity.docPath({ bankId, cityId })).get();
      const raws = deals.docs.map((d) => d.data());
      if (analytics.exists || raws.length > 0)
        expect(analytics.data(), `${bankId}/${cityId}`).toEqual(computeAnalytics(raws));
      for (const d of deals.docs) refs.push({ bankId, cityId, dealId: d.id, deal: d.data() });
    }
  }
  const brands = await db.collection(brandEntity.path()).get();
  expect(Object.fromEntries(brands.docs.map((d) => [d.id, d.data()]))).toEqual(
    JSON.parse(JSON.stringify(Object.fromEntries(buildBrandIndex(refs)))),
  );
  const places = await db.collection(placeEntity.path()).get();
  const recomputed = placesFromDeals(refs);
  expect(Object.fromEntries(places.docs.map((d) => [d.id, d.data()]))).toEqual(
    JSON.parse(JSON.stringify(Object.fromEntries(recomputed))),
  );
  const branches = await db.collection(placeBranchEntity.path()).get();
  expect(Object.fromEntries(branches.docs.map((d) => [d.id, d.data()]))).toEqual(
    JSON.parse(JSON.stringify(Object.fromEntries(placeBranchesOf(recomputed)))),
  );
}

describe('admin import against the Firestore emulator', () => {
  let emulator: FirestoreEmulator | undefined;
  let app: App;
  let db: Firestore;

  beforeAll(async () => {
    // The committed indexes are enforced: the admin tools' queries must be served by them.
    const started = await startFirestoreEmulator({
      port: 0,
      indexes: loadIndexesFile(
        fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url)),
      ),
      log: () => {},
    });
    emulator = started;
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${started.port}`;
    app = initializeApp({ projectId: 'demo-deals' }, `admin-import-${Date.now()}`);
    db = getFirestore(app);
  });
  afterAll(async () => {
    await deleteApp(app).catch(() => {});
    await emulator?.stop();
    delete process.env.FIRESTORE_EMULATOR_HOST;
  });

  it('writes the good records and reports each bad one by index with its reason', async () => {
    const rejected: [string, string][] = [];
    const report = await importDataset(db, DATASET, {
      onReject: (where, reason) => rejected.push([where, reason]),
    });
    expect(rejected).toEqual([
      ['deals[3]', 'data.offers: expected a list or a map'],
      ['deals[4]', 'unknown bank GhostBank'],
      ['deals[5]', 'dealId: must not be empty'],
    ]);
    expect(report).toMatchObject({
      banks: 2,
      cards: 3,
      deals: 3,
      dealsByCity: { Lahore: 2, Karachi: 1 },
      reviews: 2,
    });
  });

  it('stores banks with their cards map and the cities they have deals in', async () => {
    const bank = (await db.doc(bankEntity.docPath({ bankId: 'Hbl' })).get()).data() as
      { cards: Record<string, unknown> } | undefined;
    expect(bank).toMatchObject({ bankName: 'HBL', bankImage: '/demo/banks/hbl.svg' });
    expect(bank?.cards['hbl-gold-credit-card']).toMatchObject({
      cardName: 'HBL Gold Credit Card',
      cardImage: '/g.svg',
    });
    expect(
      (await db.doc(cityEntity.docPath({ bankId: 'Hbl', cityId: 'Karachi' })).get()).exists,
    ).toBe(true);
    expect(
      (await db.doc(cityEntity.docPath({ bankId: 'Mcb', cityId: 'Karachi' })).get()).exists,
    ).toBe(false);
  });

  it('stores deals with their derived fields and canonical category', async () => {
    const d =
      (
        await db
          .doc(
            dealEntity.docPath({
              bankId: 'Hbl',
              cityId: 'Lahore',
              dealId: 'food-saffron-table-0001',
            }),
          )
          .get()
      ).data() ?? {};
    expect(d).toMatchObject({
      bank_id: 'Hbl',
      city_id: 'Lahore',
      category_id: 'Food',
      titleLower: 'saffron table',
      discountPercent: 25,
      cardNames: ['HBL Gold Credit Card'],
      offerCount: 1,
      branchCount: 1,
    });
    expect(d.keywords).toContain('saf');
    expect(d.comments).toBeUndefined();
    expect(
      normalizeDeal(d, { bankId: 'Hbl', cityId: 'Lahore', dealId: 'food-saffron-table-0001' })
        .branches[0]?.name,
    ).toBe('Gulberg');
  });

  it('turns comments into scored reviews and sets the deal’s aggregate (missing score counts 5)', async () => {
    const path = dealEntity.docPath({
      bankId: 'Hbl',
      cityId: 'Lahore',
      dealId: 'food-saffron-table-0001',
    });
    const reviews = await db
      .collection(`${path}/${reviewEntity.collectionId}`)
      .orderBy('createdAt')
      .get();
    // One review per author per deal: Ayesha's older comment is dropped, her newest kept.
    expect(reviews.docs.map((r) => ({ id: r.id, ...r.data() }))).toMatchObject([
      {
        id: 'imported-ayesha',
        userId: 'imported-ayesha',
        userName: 'Ayesha',
        comment: 'Lovely food',
        status: 'scored',
        sentimentScore: 4.5,
      },
      { id: 'imported-bilal', userName: 'Bilal', comment: 'Great service', sentimentScore: 5 },
    ]);
    expect((await db.doc(path).get()).data()).toMatchObject({
      reviewCount: 2,
      ratingSum: 9.5,
      avgSentiment: 4.75,
    });
    const plain = (
      await db
        .doc(
          dealEntity.docPath({
            bankId: 'Hbl',
            cityId: 'Karachi',
            dealId: 'food-saffron-table-0002',
          }),
        )
        .get()
    ).data();
    expect(plain).toMatchObject({ reviewCount: 0, avgSentiment: null });
  });

  it('writes Analytics per bank and city and the Brands index equal to a full recomputation', async () => {
    await expectAggregatesMatchDeals(db, ['Hbl', 'Mcb'], ['Lahore', 'Karachi']);
    const brand = (
      await db.doc(brandEntity.docPath({ brandKey: 'saffron-table' })).get()
    ).data() as BrandIndexEntry | undefined;
    expect(brand).toMatchObject({ name: 'Saffron Table', bankCount: 1, dealCount: 2 });
    expect(brand?.banks['Hbl']?.bestDiscount).toBe('40% off on total bill');
  });

  it('rebuild-analytics repairs damaged aggregates and drops stale brands and places', async () => {
    await db
      .doc(analyticsEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore' }))
      .set({ total_deals_scraped: 99 });
    await db.doc(brandEntity.docPath({ brandKey: 'stale-brand' })).set({ name: 'Stale' });
    await db.doc(placeEntity.docPath({ placeId: 'Lahore_stale-place' })).set({ title: 'Stale' });
    await db
      .doc(placeBranchEntity.docPath({ branchId: 'Lahore_stale-place_ttsgk447ek' }))
      .set({ lat: 1 });
    await db
      .doc(placeEntity.docPath({ placeId: 'Lahore_saffron-table' }))
      .update({ bankIds: [], bestDiscountPercent: 99 });
    const report = await rebuildAggregates(db);
    expect(report).toMatchObject({
      deals: 3,
      brands: 2,
      brandsDeleted: 1,
      places: 3,
      placesDeleted: 1,
    });
    await expectAggregatesMatchDeals(db, ['Hbl', 'Mcb'], ['Lahore', 'Karachi']);
  });

  it('rebuild-analytics recomputes trending keys left by an earlier formula, deals and places', async () => {
    const path = dealEntity.docPath({
      bankId: 'Hbl',
      cityId: 'Lahore',
      dealId: 'food-saffron-table-0001',
    });
    const before = (await db.doc(path).get()).data() ?? {};
    const key = before['trendingScore'] as number;
    // A key of the old, aging formula: a few units where today's keys are over a thousand.
    await db.doc(path).update({ trendingScore: 2.5 });
    const report = await rebuildAggregates(db);
    expect(report.derivedUpdated).toBe(1);
    const deal = (await db.doc(path).get()).data() ?? {};
    expect(deal['trendingScore']).toBe(key);
    expect(key).toBe(
      trendingScore({
        reviewCount: Number(deal['reviewCount']),
        avgSentiment: typeof deal['avgSentiment'] === 'number' ? deal['avgSentiment'] : null,
        favouriteCount: Number(deal['favouriteCount'] ?? 0),
        updatedAt: Number(deal['updatedAt']),
        now: 0,
      }),
    );
    await expectAggregatesMatchDeals(db, ['Hbl', 'Mcb'], ['Lahore', 'Karachi']);
    // Run again, nothing has moved: the key does not age, so nothing is rewritten.
    expect((await rebuildAggregates(db)).derivedUpdated).toBe(0);
  });

  it('rescore-failed puts failed reviews back to pending', async () => {
    const review = db.doc(
      reviewEntity.docPath({
        bankId: 'Hbl',
        cityId: 'Lahore',
        dealId: 'food-saffron-table-0001',
        reviewId: 'imported-ayesha',
      }),
    );
    await review.update({ status: 'failed', failureReason: 'service down' });
    expect(await rescoreFailed(db)).toBe(1);
    const after = (await review.get()).data();
    expect(after?.status).toBe('pending');
    expect(after?.failureReason).toBeUndefined();
  });

  it('refuses the CSV rows the deal form refuses (200% off, Multan, not-a-date) and writes none of them', async () => {
    const csv = [
      'bankId,cityId,title,discount,category_id,valid_till,cards',
      'Hbl,Lahore,Csv Good Grill,20% off,Food,2027-01-31,HBL Gold Credit Card',
      'Hbl,Lahore,Csv Mega Sale,200% off,Food,2027-01-31,HBL Gold Credit Card',
      'Hbl,Multan,Csv Far Cafe,20% off,Food,2027-01-31,HBL Gold Credit Card',
      'Hbl,Lahore,Csv Forever Deal,20% off,Food,not-a-date,HBL Gold Credit Card',
    ].join('\n');
    // As `npm run admin -- import deals.csv` reads and writes it.
    const parsed = parseImportFile('deals.csv', csv);
    expect(parsed.rejected).toEqual([]);
    const rejected: [string, string][] = [];
    const report = await importDataset(db, parsed.dataset, {
      knownBankIds: ['Hbl'],
      onReject: (where, reason) => rejected.push([where, reason]),
    });
    expect(rejected).toEqual([
      ['line 3', 'data.discount: A percentage off must be more than 0 and at most 100'],
      ['line 4', 'cityId: City must be one of Lahore, Karachi, Islamabad'],
      ['line 5', 'data.valid_till: Valid till must be a date (YYYY-MM-DD)'],
    ]);
    expect(report.deals).toBe(1);
    const stored = await db
      .doc(dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'csv-good-grill' }))
      .get();
    expect(stored.data()).toMatchObject({ discount: '20% off', validUntil: '2027-01-31' });
    for (const path of [
      dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'csv-mega-sale' }),
      dealEntity.docPath({ bankId: 'Hbl', cityId: 'Multan', dealId: 'csv-far-cafe' }),
      dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'csv-forever-deal' }),
    ])
      expect((await db.doc(path).get()).exists, path).toBe(false);
    expect(
      (await db.doc(cityEntity.docPath({ bankId: 'Hbl', cityId: 'Multan' })).get()).exists,
    ).toBe(false);
  });

  it('loads the whole demo dataset: 16+ banks, 1,200+ deals in three cities', async () => {
    const demo = generateDemoDataset();
    const rejected: string[] = [];
    const report = await importDataset(db, demo, { onReject: (where) => rejected.push(where) });
    expect(report.banks).toBeGreaterThanOrEqual(16);
    expect(report.deals).toBeGreaterThanOrEqual(1200);
    expect(Object.keys(report.dealsByCity).sort()).toEqual(['Islamabad', 'Karachi', 'Lahore']);
    expect(rejected).toHaveLength(demo.malformedCount);
    const count = await db
      .collection(dealEntity.path({ bankId: 'Mcb', cityId: 'Lahore' }))
      .count()
      .get();
    expect(count.data().count).toBe(
      demo.deals.filter((d) => d.bankId === 'Mcb' && d.cityId === 'Lahore').length,
    );
  }, 120_000);
});

describe('admin import while the functions run', () => {
  let stack: FunctionsStack | undefined;
  const admin = (): Firestore => {
    if (!stack) throw new Error('functions stack not started');
    return stack.admin;
  };

  beforeAll(async () => {
    stack = await startFunctionsStack();
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('is not counted a second time by the triggers', async () => {
    const importedAt = Date.parse('2026-11-20T08:00:00Z');
    await importDataset(admin(), DATASET, { now: importedAt });
    await stack?.settle();
    await expectAggregatesMatchDeals(admin(), ['Hbl', 'Mcb'], ['Lahore', 'Karachi']);
    // Had a trigger taken the imported content for an edit (its digest differing from the
    // importer's), it would have moved updatedAt to the time it ran.
    const deals = await admin().collectionGroup(dealEntity.collectionId).get();
    expect(deals.size).toBeGreaterThan(0);
    for (const deal of deals.docs) expect(deal.get('updatedAt')).toBe(importedAt);
    const ledgers = await admin().collectionGroup(dealLedgerEntity.collectionId).get();
    expect(ledgers.size).toBe(deals.size);
    for (const ledger of ledgers.docs) expect(ledger.get('content')).toBeUndefined();
    const d = (
      await admin()
        .doc(
          dealEntity.docPath({
            bankId: 'Hbl',
            cityId: 'Lahore',
            dealId: 'food-saffron-table-0001',
          }),
        )
        .get()
    ).data();
    expect(d).toMatchObject({ reviewCount: 2, ratingSum: 9.5 });
  }, 60_000);

  it('keeps aggregates exact when an imported deal is edited and deleted later', async () => {
    await admin()
      .doc(
        dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'food-saffron-table-0001' }),
      )
      .update({ category_id: 'Lifestyle', title: 'Saffron House' });
    await admin()
      .doc(
        dealEntity.docPath({ bankId: 'Hbl', cityId: 'Karachi', dealId: 'food-saffron-table-0002' }),
      )
      .delete();
    await stack?.settle();
    await expectAggregatesMatchDeals(admin(), ['Hbl', 'Mcb'], ['Lahore', 'Karachi']);
    expect(
      (
        await admin()
          .doc(brandEntity.docPath({ brandKey: 'saffron-table' }))
          .get()
      ).exists,
    ).toBe(false);
  }, 60_000);

  it('dedupe-reviews leaves one review per member per deal, under their uid, counted once', async () => {
    const deal = dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'dedupe-me' });
    await admin().doc(deal).set({ title: 'Dedupe Cafe', discount: '10% off', category_id: 'Food' });
    // Stored before the rule: ballot stuffing by u1 under random ids, one review by u2.
    const review = (userId: string, comment: string, at: number) => ({
      userId,
      userName: userId,
      comment,
      createdAt: Timestamp.fromMillis(at),
      status: 'pending',
    });
    for (const [id, userId, comment, at] of [
      ['a1', 'u1', 'zabardast deal', 1_000],
      ['a2', 'u1', 'lajawab biryani', 2_000],
      ['a3', 'u1', 'bakwas service, bohat ganda', 3_000],
      ['u2', 'u2', 'mazedar pizza', 1_500],
    ] as const)
      await admin()
        .doc(`${deal}/${reviewEntity.collectionId}/${id}`)
        .set(review(userId, comment, at));
    await stack?.settle();
    expect((await admin().doc(deal).get()).get('reviewCount')).toBe(4);

    expect(await dedupeReviews(admin())).toMatchObject({ moved: 1, deleted: 2 });
    await stack?.settle();
    const left = await admin().collection(`${deal}/${reviewEntity.collectionId}`).get();
    expect(left.docs.map((d) => [d.id, d.get('comment') as string]).sort()).toEqual([
      ['u1', 'bakwas service, bohat ganda'],
      ['u2', 'mazedar pizza'],
    ]);
    const scores = left.docs.map((d) => d.get('sentimentScore') as number);
    const after = (await admin().doc(deal).get()).data();
    expect(after).toMatchObject({ reviewCount: 2 });
    expect(after?.ratingSum).toBeCloseTo(scores[0]! + scores[1]!, 9);
    // Running it again changes nothing.
    expect(await dedupeReviews(admin())).toMatchObject({ moved: 0, deleted: 0 });
  }, 60_000);

  it('rescore-all scores every review again with the model, in pages, and moves ratings once', async () => {
    const deal = dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'rescore-me' });
    await admin()
      .doc(deal)
      .set({ title: 'Rescore Cafe', discount: '15% off', category_id: 'Food' });
    // Scored by an older scorer: stored already scored, counted as they are.
    const old = [
      ['r1', 'Would not go back', 4.8],
      ['r2', 'Service was very prompt', 3],
      ['r3', 'khana bohat mazedar tha', 1.2],
    ] as const;
    for (const [id, comment, score] of old)
      await admin()
        .doc(`${deal}/${reviewEntity.collectionId}/${id}`)
        .set({
          userId: id,
          userName: id,
          comment,
          createdAt: Timestamp.fromMillis(1_000),
          status: 'scored',
          sentimentScore: score,
        });
    await stack?.settle();
    expect((await admin().doc(deal).get()).data()).toMatchObject({ reviewCount: 3, ratingSum: 9 });
    const reviewsBefore = (await admin().collectionGroup(reviewEntity.collectionId).get()).size;

    // Pages of two: every review is read once, whatever the page boundaries.
    const report = await rescoreAll(admin(), 2);
    expect(report.reviews).toBe(reviewsBefore);
    expect(report.pages).toBe(Math.ceil(reviewsBefore / 2));
    expect(report.queued).toBe(reviewsBefore);
    await stack?.settle();

    const expected = old.map(([, comment]) => scoreComment(comment).score);
    expect(expected[0]).toBeLessThan(3);
    expect(expected[1]).toBeGreaterThan(3);
    expect(expected[2]).toBeGreaterThan(3);
    const stored = await admin()
      .collection(`${deal}/${reviewEntity.collectionId}`)
      .orderBy('userId')
      .get();
    expect(stored.docs.map((d): unknown[] => [d.get('status'), d.get('sentimentScore')])).toEqual(
      expected.map((score) => ['scored', score]),
    );
    const rated = (await admin().doc(deal).get()).data();
    const sum = expected.reduce((a, b) => a + b, 0);
    expect(rated).toMatchObject({ reviewCount: 3 });
    expect(rated?.ratingSum).toBeCloseTo(sum, 9);
    expect(rated?.avgSentiment).toBeCloseTo(sum / 3, 9);
    await expectAggregatesMatchDeals(admin(), ['Hbl', 'Mcb'], ['Lahore', 'Karachi']);

    // Repeat-safe: a second run scores the same and moves no rating.
    await rescoreAll(admin());
    await stack?.settle();
    const again = (await admin().doc(deal).get()).data();
    expect(again).toMatchObject({ reviewCount: 3 });
    expect(again?.ratingSum).toBeCloseTo(sum, 9);
  }, 120_000);
});
