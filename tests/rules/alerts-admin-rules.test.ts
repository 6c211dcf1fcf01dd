/**
 * Rules for the admin page's audit log, members' notifications, place follows and alert city:
 * each legitimate action succeeds beside the attacks that must fail.
 */
import {
  adminAuditEntity,
  cardAlertIndexEntity,
  dealEntity,
  notificationDayEntity,
  notificationEntity,
  placeFollowEntity,
  userEntity,
} from '@deals/shared';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { seed, useRulesFixture } from './support.js';

const a = useRulesFixture('demo-rules-alerts', async (f) => {
  await seed(f);
  const b = writeBatch(f.owner);
  b.set(doc(f.owner, adminAuditEntity.docPath({ entryId: 'e1' })), {
    uid: 'ops',
    at: Timestamp.now(),
    action: 'create',
    path: dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'kfc-20' }),
  });
  b.set(
    doc(
      f.owner,
      notificationEntity.docPath({ uid: 'alice', notificationId: 'card-new-Hbl-Lahore-kfc-20' }),
    ),
    {
      kind: 'card-new',
      title: 'New deal',
      body: '20% off',
      read: false,
      createdAt: Timestamp.now(),
    },
  );
  b.set(doc(f.owner, cardAlertIndexEntity.docPath({ uid: 'alice' })), {
    city: 'Lahore',
    cardKeys: ['hbl|gold'],
  });
  b.set(doc(f.owner, placeFollowEntity.docPath({ followId: 'bob_Lahore_kfc' })), {
    uid: 'bob',
    placeId: 'Lahore_kfc',
    cityId: 'Lahore',
    name: 'KFC',
    createdAt: Timestamp.now(),
  });
  await b.commit();
}).actors;

const ALICE_NOTE = notificationEntity.docPath({
  uid: 'alice',
  notificationId: 'card-new-Hbl-Lahore-kfc-20',
});
const follow = (uid: string, placeId = 'Lahore_kfc') => ({
  uid,
  placeId,
  cityId: 'Lahore',
  name: 'KFC',
  createdAt: serverTimestamp(),
});

describe('the admin audit log', () => {
  it('lets an admin list the newest entries', async () => {
    await assertSucceeds(
      getDocs(query(collection(a.admin, adminAuditEntity.path()), orderBy('at', 'desc'))),
    );
  });
  it('refuses members and guests', async () => {
    await assertFails(getDocs(collection(a.alice, adminAuditEntity.path())));
    await assertFails(getDoc(doc(a.guest, adminAuditEntity.docPath({ entryId: 'e1' }))));
  });
  it('refuses every client write, admins included, so entries cannot be forged or erased', async () => {
    await assertFails(
      setDoc(doc(a.admin, adminAuditEntity.docPath({ entryId: 'forged' })), {
        uid: 'someone-else',
        at: serverTimestamp(),
      }),
    );
    await assertFails(addDoc(collection(a.admin, adminAuditEntity.path()), { uid: 'ops' }));
    await assertFails(
      updateDoc(doc(a.admin, adminAuditEntity.docPath({ entryId: 'e1' })), { uid: 'x' }),
    );
    await assertFails(deleteDoc(doc(a.admin, adminAuditEntity.docPath({ entryId: 'e1' }))));
  });
  it('lets an admin write a deal, which the functions then record', async () => {
    await assertSucceeds(
      setDoc(
        doc(a.admin, dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'new-deal' })),
        { title: 'New' },
      ),
    );
    await assertFails(
      setDoc(
        doc(a.alice, dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'new-deal-2' })),
        { title: 'New' },
      ),
    );
  });
});

describe('notifications', () => {
  it('lets the owner list their notifications and the unread ones', async () => {
    await assertSucceeds(
      getDocs(
        query(
          collection(a.alice, notificationEntity.path({ uid: 'alice' })),
          orderBy('createdAt', 'desc'),
        ),
      ),
    );
    await assertSucceeds(
      getDocs(
        query(
          collection(a.alice, notificationEntity.path({ uid: 'alice' })),
          where('read', '==', false),
        ),
      ),
    );
  });
  it('lets the owner mark one read, with the server time', async () => {
    await assertSucceeds(
      updateDoc(doc(a.alice, ALICE_NOTE), { read: true, readAt: serverTimestamp() }),
    );
  });
  it('refuses another member reading or marking them', async () => {
    await assertFails(getDocs(collection(a.bob, notificationEntity.path({ uid: 'alice' }))));
    await assertFails(getDoc(doc(a.bob, ALICE_NOTE)));
    await assertFails(updateDoc(doc(a.bob, ALICE_NOTE), { read: true }));
    await assertFails(getDoc(doc(a.guest, ALICE_NOTE)));
  });
  it('refuses the owner creating, rewriting, un-reading or deleting one', async () => {
    await assertFails(
      setDoc(doc(a.alice, notificationEntity.docPath({ uid: 'alice', notificationId: 'mine' })), {
        title: 'fake',
        read: false,
      }),
    );
    await assertFails(updateDoc(doc(a.alice, ALICE_NOTE), { title: 'changed' }));
    await assertFails(updateDoc(doc(a.alice, ALICE_NOTE), { read: false }));
    await assertFails(
      updateDoc(doc(a.alice, ALICE_NOTE), { read: true, readAt: Timestamp.fromMillis(0) }),
    );
    await assertFails(deleteDoc(doc(a.alice, ALICE_NOTE)));
  });
  it('keeps the per-day counters and the card index closed to clients', async () => {
    await assertFails(
      getDoc(doc(a.alice, notificationDayEntity.docPath({ uid: 'alice', day: '2026-01-01' }))),
    );
    await assertFails(
      setDoc(doc(a.alice, notificationDayEntity.docPath({ uid: 'alice', day: '2026-01-01' })), {
        count: 0,
      }),
    );
    await assertFails(getDoc(doc(a.alice, cardAlertIndexEntity.docPath({ uid: 'alice' }))));
    await assertFails(
      setDoc(doc(a.alice, cardAlertIndexEntity.docPath({ uid: 'alice' })), {
        city: 'Lahore',
        cardKeys: [],
      }),
    );
  });
});

describe('following a place', () => {
  it('lets a verified member follow, list their follows and unfollow', async () => {
    await assertSucceeds(
      setDoc(
        doc(a.alice, placeFollowEntity.docPath({ followId: 'alice_Lahore_kfc' })),
        follow('alice'),
      ),
    );
    await assertSucceeds(
      getDocs(query(collection(a.alice, placeFollowEntity.path()), where('uid', '==', 'alice'))),
    );
    await assertSucceeds(
      getDoc(doc(a.alice, placeFollowEntity.docPath({ followId: 'alice_Lahore_kfc' }))),
    );
    await assertSucceeds(
      deleteDoc(doc(a.alice, placeFollowEntity.docPath({ followId: 'alice_Lahore_kfc' }))),
    );
  });
  it('lets a member learn they do not follow a place yet, and nobody else learn it', async () => {
    await assertSucceeds(
      getDoc(doc(a.alice, placeFollowEntity.docPath({ followId: 'alice_Lahore_pizza' }))),
    );
    await assertFails(
      getDoc(doc(a.bob, placeFollowEntity.docPath({ followId: 'alice_Lahore_pizza' }))),
    );
    await assertFails(getDoc(doc(a.alice, placeFollowEntity.docPath({ followId: 'alic' }))));
    await assertFails(
      getDoc(doc(a.guest, placeFollowEntity.docPath({ followId: 'alice_Lahore_pizza' }))),
    );
  });

  it('refuses following for someone else, under another id, or with extra fields', async () => {
    await assertFails(
      setDoc(
        doc(a.alice, placeFollowEntity.docPath({ followId: 'bob_Lahore_pizza' })),
        follow('bob', 'Lahore_pizza'),
      ),
    );
    await assertFails(
      setDoc(doc(a.alice, placeFollowEntity.docPath({ followId: 'anything' })), follow('alice')),
    );
    await assertFails(
      setDoc(doc(a.alice, placeFollowEntity.docPath({ followId: 'alice_Lahore_kfc' })), {
        ...follow('alice'),
        extra: 1,
      }),
    );
    await assertFails(
      setDoc(doc(a.alice, placeFollowEntity.docPath({ followId: 'alice_Lahore_kfc' })), {
        ...follow('alice'),
        createdAt: Timestamp.fromMillis(0),
      }),
    );
  });
  it('refuses unverified members and guests', async () => {
    await assertFails(
      setDoc(
        doc(a.carol, placeFollowEntity.docPath({ followId: 'carol_Lahore_kfc' })),
        follow('carol'),
      ),
    );
    await assertFails(
      setDoc(doc(a.guest, placeFollowEntity.docPath({ followId: 'x_Lahore_kfc' })), follow('x')),
    );
  });
  it('hides other members’ follows and refuses removing them', async () => {
    await assertFails(
      getDoc(doc(a.alice, placeFollowEntity.docPath({ followId: 'bob_Lahore_kfc' }))),
    );
    await assertFails(
      getDocs(
        query(collection(a.alice, placeFollowEntity.path()), where('placeId', '==', 'Lahore_kfc')),
      ),
    );
    await assertFails(
      deleteDoc(doc(a.alice, placeFollowEntity.docPath({ followId: 'bob_Lahore_kfc' }))),
    );
  });
});

describe('the alert city', () => {
  it('lets a member set their alert city', async () => {
    await assertSucceeds(
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { AlertCity: 'Karachi' }),
    );
  });
  it('refuses a city that is not an id', async () => {
    await assertFails(
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { AlertCity: '../../x' }),
    );
    await assertFails(
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { AlertCity: 42 }),
    );
    await assertFails(
      updateDoc(doc(a.bob, userEntity.docPath({ uid: 'alice' })), { AlertCity: 'Karachi' }),
    );
  });
});
