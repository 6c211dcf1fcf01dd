/**
 * The admin page's writes and the alert functions on the local stack: a deal an admin creates
 * through the web SDK fans out (derived fields, Analytics, its place) and is recorded in the audit log under the admin's uid; followers
 * of its place and holders of its cards get exactly one notification each, even when the trigger
 * runs twice; a member's notifications per day are bounded; favourites ending in three days are
 * announced once by the scheduled function.
 */
import {
  alertPlaceId,
  EXPIRY_REMINDER_DAYS,
  addDaysIso,
  NOTIFICATIONS_PER_DAY,
  pakistanDate,
  adminAuditEntity,
  analyticsEntity,
  bankEntity,
  cardAlertIndexEntity,
  cityEntity,
  dealEntity,
  notificationDayEntity,
  notificationEntity,
  placeEntity,
  placeFollowEntity,
  userEntity,
} from '@deals/shared';
import { deleteDoc, doc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { connectWebFirestore, type WebFirestore } from '../support/web-firestore.js';
import { PROJECT, useFunctionsStack } from './functions-harness.js';

let adminClient: WebFirestore | undefined;
let adminWeb: Firestore;

const stack = useFunctionsStack({}, async () => {
  // A signed-in admin, as the admin page's client is: the emulator reads the principal from the token.
  adminClient = connectWebFirestore(
    { projectId: PROJECT, apiKey: 'fake-api-key' },
    `admin-web-${Date.now()}`,
    stack.firestorePort,
    { sub: 'ops-admin', user_id: 'ops-admin', admin: true, email_verified: true },
  );
  adminWeb = adminClient.db;
  await stack.admin.doc(bankEntity.docPath({ bankId: 'Hbl' })).set({
    bankName: 'HBL',
    cards: { gold: { cardName: 'HBL Gold Credit Card', cardImage: '' } },
  });
  await stack.admin
    .doc(cityEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore' }))
    .set({ name: 'Lahore' });
});
// Registered after the stack's hooks, so it runs before the stack stops.
afterAll(async () => {
  await adminClient?.close();
});

const dealPath = (id: string) =>
  dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: id });
const deal = (title: string, discount: string, card = 'HBL Gold Credit Card') => ({
  title,
  discount,
  category_id: 'Food',
  offers: [{ title: 'Dine-in', card_type: [{ cardName: card }] }],
  deal_branches: [
    { name: `${title} Gulberg`, full_address: 'Main Blvd', latitude: 31.5, longitude: 74.3 },
  ],
});

async function notifications(uid: string) {
  const snap = await stack.admin.collection(notificationEntity.path({ uid })).get();
  return snap.docs.map((d) => ({
    id: d.id,
    ...(d.data() as { kind: string; dealId: string; read: boolean }),
  }));
}

/** Members (their user documents) holding one HBL card, alerted in Lahore. */
async function holdCard(uids: readonly string[], cardName: string) {
  await Promise.all(
    uids.map((uid) =>
      stack.admin
        .doc(userEntity.docPath({ uid }))
        .set({ UID: uid, UserCards: [{ bank: 'Hbl', cardName, cardImage: '' }] }),
    ),
  );
}

/** Adds a deal as the admin page does once the functions are idle; each member's notification ids after. */
async function addDealThenNotified(id: string, data: object, uids: readonly string[]) {
  await stack.settle();
  await setDoc(doc(adminWeb, dealPath(id)), data);
  await stack.settle();
  const told = await Promise.all(uids.map((uid) => notifications(uid)));
  return told.map((notes) => notes.map((n) => n.id));
}

async function auditFor(path: string) {
  const snap = await stack.admin
    .collection(adminAuditEntity.path())
    .where('path', '==', path)
    .get();
  return snap.docs
    .map(
      (d) =>
        d.data() as { uid: string; action: string; fields: string[]; at: { toMillis(): number } },
    )
    .sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

describe('an admin-created deal', () => {
  it('fans out and is recorded under the admin’s uid for create, update, expire and delete', async () => {
    const path = dealPath('audit-cafe');
    await setDoc(doc(adminWeb, path), deal('Audit Cafe', '15% off'));
    await stack.settle();
    const stored = (await stack.admin.doc(path).get()).data() ?? {};
    expect(stored['active']).toBe(true);
    expect(stored['cardNames']).toEqual(['HBL Gold Credit Card']);
    const analytics =
      (
        await stack.admin.doc(analyticsEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore' })).get()
      ).data() ?? {};
    expect(analytics['total_deals_scraped']).toBeGreaterThanOrEqual(1);
    // Its place lists it, and follows an edit.
    const place = () =>
      stack.admin.doc(placeEntity.docPath({ placeId: alertPlaceId('Lahore', 'Audit Cafe') })).get();
    expect((await place()).data()).toMatchObject({ bankIds: ['Hbl'], bestDiscount: '15% off' });

    await updateDoc(doc(adminWeb, path), { discount: '25% off' });
    await stack.settle();
    expect((await place()).get('bestDiscount')).toBe('25% off');
    await updateDoc(doc(adminWeb, path), { valid_till: addDaysIso(pakistanDate(Date.now()), -1) });
    await stack.settle();
    // Expired, it was the place's only deal: the place is removed.
    expect((await place()).exists).toBe(false);
    await deleteDoc(doc(adminWeb, path));
    await stack.settle();

    const entries = await auditFor(path);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'expire', 'delete']);
    expect(new Set(entries.map((e) => e.uid))).toEqual(new Set(['ops-admin']));
    expect(entries[1]?.fields).toEqual(['discount']);
  });

  it('records nothing for server writes (the fan-out, the admin CLI)', async () => {
    const path = dealPath('server-written');
    await stack.admin.doc(path).set(deal('Server Written', '10% off'));
    await stack.settle();
    expect((await stack.admin.doc(path).get()).get('active')).toBe(true);
    expect(await auditFor(path)).toEqual([]);
  });
});

describe('alerts', () => {
  it('tells a place’s follower and a card holder once each, even when the trigger runs twice', async () => {
    await stack.admin
      .doc(userEntity.docPath({ uid: 'follower' }))
      .set({ UID: 'follower', UserCards: [] });
    await stack.admin
      .doc(
        placeFollowEntity.docPath({ followId: `follower_${alertPlaceId('Lahore', 'Zinger Hub')}` }),
      )
      .set({
        uid: 'follower',
        placeId: alertPlaceId('Lahore', 'Zinger Hub'),
        cityId: 'Lahore',
        name: 'Zinger Hub',
        createdAt: new Date(),
      });
    await stack.admin.doc(userEntity.docPath({ uid: 'holder' })).set({
      UID: 'holder',
      UserCards: [{ bank: 'HBL', cardName: 'HBL Gold Credit Card', cardImage: '' }],
    });
    await stack.admin.doc(userEntity.docPath({ uid: 'elsewhere' })).set({
      UID: 'elsewhere',
      AlertCity: 'Karachi',
      UserCards: [{ bank: 'Hbl', cardName: 'HBL Gold Credit Card', cardImage: '' }],
    });
    await stack.settle();
    expect(
      (await stack.admin.doc(cardAlertIndexEntity.docPath({ uid: 'holder' })).get()).data(),
    ).toEqual({
      city: 'Lahore',
      cardKeys: ['hbl|hbl gold credit card'],
    });

    await setDoc(doc(adminWeb, dealPath('zinger-hub')), deal('Zinger Hub', '20% off'));
    await stack.settle();
    // Deliver every alert event of that deal a second time, as a platform retry would.
    const runs = stack.runner
      .history()
      .filter((r) => r.function === 'notifyDealAlerts' && r.document === dealPath('zinger-hub'));
    expect(runs.length).toBeGreaterThan(0);
    for (const r of runs) await stack.runner.invoke('notifyDealAlerts', r.event);
    await stack.settle();

    expect((await notifications('follower')).map((n) => n.id)).toEqual([
      'place-new-Hbl-Lahore-zinger-hub',
    ]);
    const held = await notifications('holder');
    expect(held.map((n) => [n.id, n.kind, n.read])).toEqual([
      ['card-new-Hbl-Lahore-zinger-hub', 'card-new', false],
    ]);
    expect(await notifications('elsewhere')).toEqual([]);

    // A better percentage tells the follower again; an edit that is not better tells nobody.
    await updateDoc(doc(adminWeb, dealPath('zinger-hub')), { discount: '30% off' });
    await stack.settle();
    await updateDoc(doc(adminWeb, dealPath('zinger-hub')), { description: 'Now with fries' });
    await stack.settle();
    expect((await notifications('follower')).map((n) => n.id).sort()).toEqual([
      'place-better-Hbl-Lahore-zinger-hub-30',
      'place-new-Hbl-Lahore-zinger-hub',
    ]);
    expect(await notifications('holder')).toHaveLength(1);
  });

  it('tells each of 40 card holders once, delivering to several at a time', async () => {
    const holders = Array.from({ length: 40 }, (_, i) => `crowd-${i}`);
    await holdCard(holders, 'HBL Crowd Card');
    const told = await addDealThenNotified(
      'crowd-pleaser',
      deal('Crowd Pleaser', '15% off', 'HBL Crowd Card'),
      holders,
    );
    expect(told).toEqual(holders.map(() => ['card-new-Hbl-Lahore-crowd-pleaser']));
  });

  it('reads recipients a page at a time and still tells each member once, followers by the place', async () => {
    // Pages of 7 (500 in production): 12 followers are two pages, 30 card holders five.
    process.env.ALERT_PAGE_SIZE = '7';
    try {
      const members = Array.from({ length: 30 }, (_, i) => `paged-${String(i).padStart(2, '0')}`);
      const followers = members.slice(0, 12);
      const placeId = alertPlaceId('Lahore', 'Paged Grill');
      await holdCard(members, 'HBL Paged Card');
      await Promise.all(
        followers.map((uid) =>
          stack.admin.doc(placeFollowEntity.docPath({ followId: `${uid}_${placeId}` })).set({
            uid,
            placeId,
            cityId: 'Lahore',
            name: 'Paged Grill',
            createdAt: new Date(),
          }),
        ),
      );
      const told = await addDealThenNotified(
        'paged-grill',
        deal('Paged Grill', '20% off', 'HBL Paged Card'),
        members,
      );
      expect(told).toEqual(
        members.map((uid) =>
          followers.includes(uid)
            ? ['place-new-Hbl-Lahore-paged-grill']
            : ['card-new-Hbl-Lahore-paged-grill'],
        ),
      );
    } finally {
      delete process.env.ALERT_PAGE_SIZE;
    }
  });

  it(`delivers at most ${NOTIFICATIONS_PER_DAY} notifications per member per day`, async () => {
    await stack.admin.doc(userEntity.docPath({ uid: 'busy' })).set({
      UID: 'busy',
      UserCards: [{ bank: 'Hbl', cardName: 'HBL Busy Card', cardImage: '' }],
    });
    await stack.settle();
    for (let i = 0; i < NOTIFICATIONS_PER_DAY + 3; i++)
      await setDoc(
        doc(adminWeb, dealPath(`busy-${i}`)),
        deal(`Busy Place ${i}`, '10% off', 'HBL Busy Card'),
      );
    await stack.settle();
    expect(await notifications('busy')).toHaveLength(NOTIFICATIONS_PER_DAY);
    const day = await stack.admin
      .doc(notificationDayEntity.docPath({ uid: 'busy', day: pakistanDate(Date.now()) }))
      .get();
    expect(day.data()).toEqual({ count: NOTIFICATIONS_PER_DAY, dropped: 3 });
  });

  it(`reminds a member ${EXPIRY_REMINDER_DAYS} days before a favourite ends, once`, async () => {
    const lastDay = addDaysIso(pakistanDate(Date.now()), EXPIRY_REMINDER_DAYS);
    await stack.admin
      .doc(dealPath('ending-soon'))
      .set({ ...deal('Ending Soon', '40% off', 'HBL Rare Card'), valid_till: lastDay });
    await stack.admin.doc(dealPath('ending-later')).set({
      ...deal('Ending Later', '40% off', 'HBL Rare Card'),
      valid_till: addDaysIso(lastDay, 1),
    });
    const entry = (id: string) => ({
      dealId: `Hbl-Lahore-${id}`,
      title: id,
      discount: '40% off',
      addedDate: '2026-01-01',
      cardNames: [],
    });
    await stack.admin.doc(userEntity.docPath({ uid: 'fan' })).set({
      UID: 'fan',
      UserCards: [],
      UserFavouriteDeals: [entry('ending-soon'), entry('ending-later')],
    });
    await stack.settle();
    await stack.runner.runScheduled('remindExpiringFavourites');
    await stack.runner.runScheduled('remindExpiringFavourites');
    await stack.settle();
    const notes = await notifications('fan');
    expect(notes.map((n) => [n.id, n.kind, n.dealId])).toEqual([
      [`expiring-Hbl-Lahore-ending-soon-${lastDay}`, 'favourite-expiring', 'ending-soon'],
    ]);
  });
});
