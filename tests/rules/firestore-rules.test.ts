/**
 * The product's firestore.rules, enforced by our emulator and driven through the web SDK the app
 * uses (gRPC in Node), in the style of @firebase/rules-unit-testing: every legitimate app action
 * succeeds, and every attack fails with PERMISSION_DENIED.
 */
import {
  analyticsEntity,
  bankEntity,
  brandEntity,
  cityEntity,
  contactMessageEntity,
  dealEntity,
  rateLimitEntity,
  reviewEntity,
  userEntity,
} from '@deals/shared';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  addDoc,
  arrayRemove,
  arrayUnion,
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  getDoc,
  getDocs,
  increment,
  limit,
  or,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEAL,
  OPEN_RULES,
  PRODUCT_RULES,
  REVIEWS,
  chars,
  firstSnapshot,
  publicReadMatrix,
  putFixtureRules,
  seed,
  useRulesFixture,
  userDoc,
} from './support.js';

const suite = useRulesFixture('demo-rules-product', seed);
const a = suite.actors;

const newReview = (uid: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  userId: uid,
  userName: 'Alice',
  comment: 'Loved the zinger, quick service.',
  createdAt: serverTimestamp(),
  status: 'pending',
  ...extra,
});

/** The landing grid's and the search's base: Lahore's active deals of every bank, as a guest. */
const lahoreDeals = (...constraints: QueryConstraint[]) =>
  query(
    collectionGroup(a.guest, dealEntity.collectionId),
    where('active', '==', true),
    where('city_id', '==', 'Lahore'),
    ...constraints,
  );

/** A review of the seeded deal, as `db` sees it. */
const review = (db: Firestore, id: string) => doc(db, REVIEWS, id);

/** The deal page's public reviews: the scored ones, newest first. */
const scoredReviews = (db: Firestore) =>
  query(
    collection(db, REVIEWS),
    where('status', '==', 'scored'),
    orderBy('createdAt', 'desc'),
    limit(20),
  );

/** Alice's one review of the seeded deal: its id is her uid. */
const MY_REVIEW = `${REVIEWS}/alice`;

/** A favourite entry exactly as the app writes it (toFavouriteEntry). */
const favourite = (dealId: string, extra: Record<string, unknown> = {}) => ({
  dealId,
  title: 'KFC',
  discount: 'Up to 20% off',
  addedDate: '2026-01-01T10:00:00.000Z',
  cardNames: ['HBL Gold Credit Card'],
  ...extra,
});

/** A verified member with no user document (their name is the default, User). */
const dave = (): Firestore =>
  suite.fixture?.env
    .authenticatedContext('dave', { email: 'dave@example.com', email_verified: true })
    .firestore() as unknown as Firestore;

const owner = (): Firestore => suite.fixture?.owner as Firestore;

const contact = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  message: 'Please add more Karachi deals.',
  createdAt: serverTimestamp(),
  ...extra,
});

describe('the app’s own reads', () => {
  it('lets a guest list every bank (card setup, statistics)', async () => {
    const snap = await assertSucceeds(getDocs(collection(a.guest, bankEntity.path())));
    expect(snap.size).toBe(1);
  });
  it('lets a guest read one bank for its cards map', async () => {
    const snap = await assertSucceeds(getDoc(doc(a.guest, bankEntity.docPath({ bankId: 'Hbl' }))));
    expect(snap.get('cards')).toHaveProperty('hbl-gold');
  });
  it('lets a guest check that a city exists', async () => {
    await assertSucceeds(
      getDoc(doc(a.guest, cityEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore' }))),
    );
    await assertSucceeds(
      getDoc(doc(a.guest, cityEntity.docPath({ bankId: 'Hbl', cityId: 'Quetta' }))),
    );
  });
  it('lets a guest read a deal document', async () => {
    await assertSucceeds(getDoc(doc(a.guest, DEAL)));
  });
  it('lets a guest read Analytics, including the Lahore fallback for a missing city', async () => {
    await assertSucceeds(
      getDoc(doc(a.guest, analyticsEntity.docPath({ bankId: 'Hbl', cityId: 'Karachi' }))),
    );
    await assertSucceeds(
      getDoc(doc(a.guest, analyticsEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore' }))),
    );
    await assertSucceeds(getDocs(collection(a.guest, analyticsEntity.path({ bankId: 'Hbl' }))));
  });
  it('runs the landing grid: a collection-group page of a city’s deals by trending score', async () => {
    const q = lahoreDeals(
      where('category_id', '==', 'Food'),
      orderBy('trendingScore', 'desc'),
      orderBy(documentId(), 'desc'),
      limit(50),
    );
    const page = await assertSucceeds(getDocs(q));
    expect(page.size).toBe(2);
    const last = page.docs[0];
    await assertSucceeds(
      getDocs(
        lahoreDeals(
          orderBy('trendingScore', 'desc'),
          orderBy(documentId(), 'desc'),
          startAfter(last?.get('trendingScore'), last?.ref.path),
          limit(50),
        ),
      ),
    );
  });
  it('runs the member home grid: a card’s deals in one city, paged', async () => {
    const deals = collection(a.alice, dealEntity.path({ bankId: 'Hbl', cityId: 'Lahore' }));
    await assertSucceeds(
      getDocs(
        query(
          deals,
          where('active', '==', true),
          where('cardNames', 'array-contains', 'HBL Gold Credit Card'),
          orderBy('trendingScore', 'desc'),
          orderBy(documentId(), 'desc'),
          limit(50),
        ),
      ),
    );
    await assertSucceeds(getDocs(query(deals, orderBy('title'), limit(50))));
  });
  it('runs the deal search on the keywords index', async () => {
    await assertSucceeds(
      getDocs(
        lahoreDeals(
          where('keywords', 'array-contains', 'kfc'),
          orderBy('trendingScore', 'desc'),
          limit(20),
        ),
      ),
    );
  });
  it('runs the brand search and opens a brand', async () => {
    await assertSucceeds(
      getDocs(
        query(
          collection(a.guest, brandEntity.path()),
          where('tokens', 'array-contains-any', ['kfc']),
          limit(20),
        ),
      ),
    );
    await assertSucceeds(getDoc(doc(a.guest, brandEntity.docPath({ brandKey: 'kfc' }))));
  });
  it('shows everyone the scored reviews of a deal, newest first', async () => {
    const snap = await assertSucceeds(getDocs(scoredReviews(a.guest)));
    expect(snap.docs.map((d) => d.id)).toEqual(['scored-by-bob']);
    await assertSucceeds(getDoc(review(a.guest, 'scored-by-bob')));
  });
  it('shows the author their own pending and failed reviews', async () => {
    await assertSucceeds(
      getDocs(
        query(
          collection(a.alice, REVIEWS),
          where('userId', '==', 'alice'),
          orderBy('createdAt', 'desc'),
          limit(20),
        ),
      ),
    );
    await assertSucceeds(getDoc(review(a.alice, 'pending-by-alice')));
    await assertSucceeds(getDoc(review(a.bob, 'failed-by-bob')));
    await assertSucceeds(
      getDocs(
        query(collectionGroup(a.alice, reviewEntity.collectionId), where('userId', '==', 'alice')),
      ),
    );
  });
  it('lets a member see scored reviews and their own in one OR query, live', async () => {
    const q = query(
      collection(a.alice, REVIEWS),
      or(where('status', '==', 'scored'), where('userId', '==', 'alice')),
      orderBy('createdAt', 'desc'),
      limit(20),
    );
    const snap = await assertSucceeds(getDocs(q));
    expect(snap.docs.map((d) => d.id).sort()).toEqual(['pending-by-alice', 'scored-by-bob']);
    await assertSucceeds(firstSnapshot(q));
  });
  it('lets a guest listen to the scored reviews of a deal', async () => {
    await assertSucceeds(firstSnapshot(scoredReviews(a.guest)));
  });
  it('lets a member read and listen to their own user document', async () => {
    await assertSucceeds(getDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' }))));
    await assertSucceeds(firstSnapshot(doc(a.alice, userEntity.docPath({ uid: 'alice' }))));
  });
  it('lets a member read their document even before it exists (sign-in check)', async () => {
    await assertSucceeds(getDoc(doc(a.carol, userEntity.docPath({ uid: 'carol' }))));
  });
});

describe('the app’s own writes', () => {
  it('creates the user document at e-mail sign-up, before verification', async () => {
    await assertSucceeds(
      setDoc(doc(a.carol, userEntity.docPath({ uid: 'carol' })), userDoc('carol')),
    );
  });
  it('creates the user document with cards on first card setup, before verification', async () => {
    await assertSucceeds(
      setDoc(
        doc(a.carol, userEntity.docPath({ uid: 'carol' })),
        userDoc('carol', {
          UserCards: [{ bank: 'Hbl', cardName: 'HBL Gold Credit Card', cardImage: '/x.png' }],
        }),
      ),
    );
  });
  it('creates a minimal document from the favourites transaction', async () => {
    await deleteDoc(doc(owner(), userEntity.docPath({ uid: 'alice' })));
    await assertSucceeds(
      setDoc(
        doc(a.alice, userEntity.docPath({ uid: 'alice' })),
        { UID: 'alice', UserFavouriteDeals: [favourite('Hbl-Lahore-kfc-20')] },
        { merge: true },
      ),
    );
  });
  it('lets an account that has not verified yet change its cards, name and language', async () => {
    await assertSucceeds(
      setDoc(doc(a.carol, userEntity.docPath({ uid: 'carol' })), userDoc('carol')),
    );
    await assertSucceeds(
      updateDoc(doc(a.carol, userEntity.docPath({ uid: 'carol' })), {
        UserCards: [{ bank: 'Hbl', cardName: 'HBL Gold Credit Card', cardImage: '/x.png' }],
      }),
    );
    await assertSucceeds(
      updateDoc(doc(a.carol, userEntity.docPath({ uid: 'carol' })), { Name: 'Carol C.' }),
    );
    await assertSucceeds(
      updateDoc(doc(a.carol, userEntity.docPath({ uid: 'carol' })), { UserFavouriteDeals: [] }),
    );
  });
  it('updates the saved cards', async () => {
    await assertSucceeds(
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserCards: [{ bank: 'Hbl', cardName: 'HBL Gold Credit Card', cardImage: '/x.png' }],
      }),
    );
  });
  it('adds and removes a favourite', async () => {
    const entry = favourite('Hbl-Lahore-kfc-20');
    await assertSucceeds(
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserFavouriteDeals: arrayUnion(entry),
      }),
    );
    await assertSucceeds(
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserFavouriteDeals: arrayRemove(entry),
      }),
    );
  });
  it('toggles a favourite in a transaction, as the favourites API does', async () => {
    await assertSucceeds(
      runTransaction(a.alice, async (tx) => {
        const ref = doc(a.alice, userEntity.docPath({ uid: 'alice' }));
        const snap = await tx.get(ref);
        tx.update(ref, {
          UserFavouriteDeals: [
            ...((snap.get('UserFavouriteDeals') as unknown[] | undefined) ?? []),
            favourite('Hbl-Lahore-pizza-10'),
          ],
        });
      }),
    );
  });
  it('saves the location and renames the user', async () => {
    await assertSucceeds(
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserLocation: { latitude: 31.52, longitude: 74.35, timestamp: Timestamp.now() },
      }),
    );
    // The app stores the geolocation time as epoch milliseconds (shared UserLocation).
    await assertSucceeds(
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserLocation: { latitude: -33.9, longitude: -151.2, timestamp: Date.now() },
      }),
    );
    await assertSucceeds(
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserLocation: { latitude: 0, longitude: 180, timestamp: 1767323045123.5 },
      }),
    );
    await assertSucceeds(
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { Name: 'Alice A.' }),
    );
    await assertSucceeds(
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserLocation: deleteField(),
      }),
    );
  });
  it('keeps the interface language a member picks, English or Urdu only', async () => {
    await assertSucceeds(
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { Language: 'ur' }),
    );
    await assertSucceeds(
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { Language: 'en' }),
    );
    await assertSucceeds(
      setDoc(
        doc(a.carol, userEntity.docPath({ uid: 'carol' })),
        userDoc('carol', { Language: 'ur' }),
      ),
    );
    await assertFails(
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { Language: 'fr' }),
    );
    await assertFails(
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { Language: ['ur'] }),
    );
    await assertFails(
      updateDoc(doc(a.bob, userEntity.docPath({ uid: 'alice' })), { Language: 'ur' }),
    );
  });
  it('deletes the user document with the account', async () => {
    await assertSucceeds(deleteDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' }))));
  });
  it('keeps entries stored before and removes one from the middle of the list', async () => {
    const ref = doc(a.alice, userEntity.docPath({ uid: 'alice' }));
    const first = favourite('Hbl-Lahore-kfc-20');
    const second = favourite('Hbl-Lahore-pizza-10', { title: 'Pizza', cardNames: [] });
    const third = favourite('Hbl-Lahore-x-1', { title: 'X' });
    await assertSucceeds(updateDoc(ref, { UserFavouriteDeals: [first] }));
    await assertSucceeds(updateDoc(ref, { UserFavouriteDeals: [first, second] }));
    await assertSucceeds(updateDoc(ref, { UserFavouriteDeals: [first, second, third] }));
    await assertSucceeds(updateDoc(ref, { UserFavouriteDeals: [first, third] }));
    await assertSucceeds(updateDoc(ref, { UserFavouriteDeals: [] }));
  });
  it('posts a review as a verified member under their uid, with the server time', async () => {
    await assertSucceeds(setDoc(doc(a.alice, MY_REVIEW), newReview('alice')));
  });
  it('posts a review in Urdu, or of 2000 characters with emoji (counted as characters)', async () => {
    await assertSucceeds(
      setDoc(doc(a.alice, MY_REVIEW), newReview('alice', { comment: 'بہت مزیدار، ضرور جائیں' })),
    );
    await deleteDoc(doc(owner(), MY_REVIEW));
    await assertSucceeds(
      setDoc(
        doc(a.alice, MY_REVIEW),
        newReview('alice', { comment: `Tasty ${'😀'.repeat(1994)}` }),
      ),
    );
  });
  it('posts as User when the member has no profile, or a profile without a name', async () => {
    await assertSucceeds(
      setDoc(doc(dave(), `${REVIEWS}/dave`), newReview('dave', { userName: 'User' })),
    );
    await setDoc(doc(owner(), userEntity.docPath({ uid: 'dave' })), { UID: 'dave', UserCards: [] });
    await deleteDoc(doc(owner(), `${REVIEWS}/dave`));
    await assertSucceeds(
      setDoc(doc(dave(), `${REVIEWS}/dave`), newReview('dave', { userName: 'User' })),
    );
  });
  it('signs with the trimmed profile name, and as User when the name has no letter or digit', async () => {
    await setDoc(
      doc(owner(), userEntity.docPath({ uid: 'alice' })),
      userDoc('alice', { Name: ' Ayesha K. ' }),
    );
    await assertSucceeds(
      setDoc(doc(a.alice, MY_REVIEW), newReview('alice', { userName: 'Ayesha K.' })),
    );
    await setDoc(doc(owner(), userEntity.docPath({ uid: 'bob' })), userDoc('bob', { Name: '!!!' }));
    await assertSucceeds(setDoc(review(a.bob, 'bob'), newReview('bob', { userName: 'User' })));
  });
  it('posting again edits the member’s one review, which goes back to pending', async () => {
    await assertSucceeds(setDoc(doc(a.alice, MY_REVIEW), newReview('alice')));
    await assertSucceeds(
      updateDoc(doc(a.alice, MY_REVIEW), {
        comment: 'Second thoughts: even better',
        status: 'pending',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(deleteDoc(doc(a.alice, MY_REVIEW)));
    await assertSucceeds(setDoc(doc(a.alice, MY_REVIEW), newReview('alice')));
  });
  it('lets the author edit a comment, which sends it back to pending', async () => {
    await assertSucceeds(
      updateDoc(review(a.alice, 'pending-by-alice'), {
        comment: 'Nice, edited',
        status: 'pending',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(
      updateDoc(review(a.bob, 'failed-by-bob'), {
        comment: 'Retrying',
        status: 'pending',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(
      updateDoc(review(a.bob, 'scored-by-bob'), {
        comment: 'Even better now',
        status: 'pending',
      }),
    );
  });
  it('lets the author delete their review', async () => {
    await assertSucceeds(deleteDoc(review(a.alice, 'pending-by-alice')));
  });
  it('renames the user to a name with letters from any script', async () => {
    await assertSucceeds(
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { Name: 'عائشہ خان' }),
    );
  });
});

describe('admins (custom claim admin == true) maintain the catalogue', () => {
  it('writes banks, cities, deals, analytics and brands', async () => {
    const db = a.admin;
    await assertSucceeds(
      setDoc(doc(db, bankEntity.docPath({ bankId: 'Mcb' })), { bankName: 'MCB', cards: {} }),
    );
    await assertSucceeds(
      setDoc(doc(db, cityEntity.docPath({ bankId: 'Mcb', cityId: 'Karachi' })), {
        name: 'Karachi',
      }),
    );
    await assertSucceeds(
      setDoc(doc(db, dealEntity.docPath({ bankId: 'Mcb', cityId: 'Karachi', dealId: 'd1' })), {
        title: 'Burger',
        category_id: 'Food',
      }),
    );
    await assertSucceeds(updateDoc(doc(db, DEAL), { avgSentiment: 4.9 }));
    await assertSucceeds(
      setDoc(doc(db, analyticsEntity.docPath({ bankId: 'Mcb', cityId: 'Karachi' })), {
        total_deals_scraped: 1,
      }),
    );
    await assertSucceeds(
      setDoc(doc(db, brandEntity.docPath({ brandKey: 'burger' })), {
        name: 'Burger',
        tokens: ['burger'],
      }),
    );
    await assertSucceeds(
      deleteDoc(
        doc(db, dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'pizza-10' })),
      ),
    );
  });
});

/** Every catalogue collection, every operation, every role. */
describe('catalogue matrix', () => {
  const paths = {
    Banks: {
      doc: bankEntity.docPath({ bankId: 'Hbl' }),
      coll: bankEntity.path(),
      fresh: bankEntity.docPath({ bankId: 'New' }),
    },
    Cities: {
      doc: cityEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore' }),
      coll: cityEntity.path({ bankId: 'Hbl' }),
      fresh: cityEntity.docPath({ bankId: 'Hbl', cityId: 'Multan' }),
    },
    Deals: {
      doc: DEAL,
      coll: dealEntity.path({ bankId: 'Hbl', cityId: 'Lahore' }),
      fresh: dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'new' }),
    },
    Analytics: {
      doc: analyticsEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore' }),
      coll: analyticsEntity.path({ bankId: 'Hbl' }),
      fresh: analyticsEntity.docPath({ bankId: 'Hbl', cityId: 'Multan' }),
    },
    Brands: {
      doc: brandEntity.docPath({ brandKey: 'kfc' }),
      coll: brandEntity.path(),
      fresh: brandEntity.docPath({ brandKey: 'new' }),
    },
  };
  for (const [name, p] of Object.entries(paths)) publicReadMatrix(a, name, p, ['admin']);
});

type Attack = readonly [string, () => Promise<unknown>];

/** An attack that changes a seeded review: by default Alice's own pending one, as Alice. */
const editReview =
  (change: Record<string, unknown>, by: 'alice' | 'bob' = 'alice', id = 'pending-by-alice') =>
  () =>
    updateDoc(review(a[by], id), change);

const attacks: Attack[] = [
  // Users: another person's document, and listing.
  [
    'a guest reads a user document',
    () => getDoc(doc(a.guest, userEntity.docPath({ uid: 'alice' }))),
  ],
  [
    'bob reads alice’s user document',
    () => getDoc(doc(a.bob, userEntity.docPath({ uid: 'alice' }))),
  ],
  [
    'bob listens to alice’s user document',
    () => firstSnapshot(doc(a.bob, userEntity.docPath({ uid: 'alice' }))),
  ],
  [
    'bob overwrites alice’s user document',
    () => setDoc(doc(a.bob, userEntity.docPath({ uid: 'alice' })), userDoc('alice')),
  ],
  [
    'bob updates alice’s favourites',
    () => updateDoc(doc(a.bob, userEntity.docPath({ uid: 'alice' })), { UserFavouriteDeals: [] }),
  ],
  [
    'bob deletes alice’s user document',
    () => deleteDoc(doc(a.bob, userEntity.docPath({ uid: 'alice' }))),
  ],
  [
    'bob creates a user document for someone else',
    () => setDoc(doc(a.bob, userEntity.docPath({ uid: 'mallory' })), userDoc('mallory')),
  ],
  [
    'a guest creates a user document',
    () => setDoc(doc(a.guest, userEntity.docPath({ uid: 'ghost' })), userDoc('ghost')),
  ],
  ['a member lists the Users collection', () => getDocs(collection(a.alice, userEntity.path()))],
  [
    'a member lists Users filtered to their own uid',
    () => getDocs(query(collection(a.alice, userEntity.path()), where('UID', '==', 'alice'))),
  ],
  ['a guest lists Users', () => getDocs(query(collection(a.guest, userEntity.path()), limit(1)))],
  [
    'a member listens to the whole Users collection',
    () => firstSnapshot(collection(a.alice, userEntity.path())),
  ],
  ['an admin lists Users from the client', () => getDocs(collection(a.admin, userEntity.path()))],
  // Users: forged or malformed content.
  [
    'creating one’s document with another UID',
    () =>
      setDoc(
        doc(a.carol, userEntity.docPath({ uid: 'carol' })),
        userDoc('carol', { UID: 'alice' }),
      ),
  ],
  [
    'creating one’s document with a forged e-mail',
    () =>
      setDoc(
        doc(a.carol, userEntity.docPath({ uid: 'carol' })),
        userDoc('carol', { Email: 'ceo@bank.pk' }),
      ),
  ],
  [
    'creating one’s document with a role field',
    () =>
      setDoc(
        doc(a.carol, userEntity.docPath({ uid: 'carol' })),
        userDoc('carol', { role: 'admin' }),
      ),
  ],
  [
    'granting oneself admin in the user document',
    () =>
      setDoc(doc(a.carol, userEntity.docPath({ uid: 'carol' })), userDoc('carol', { admin: true })),
  ],
  [
    'creating without the UID',
    () =>
      setDoc(doc(a.carol, userEntity.docPath({ uid: 'carol' })), {
        Email: 'carol@example.com',
        Name: 'Carol',
      }),
  ],
  [
    'a 101-character name',
    () =>
      setDoc(
        doc(a.carol, userEntity.docPath({ uid: 'carol' })),
        userDoc('carol', { Name: chars(101) }),
      ),
  ],
  [
    'a name that is a number',
    () =>
      setDoc(doc(a.carol, userEntity.docPath({ uid: 'carol' })), userDoc('carol', { Name: 42 })),
  ],
  [
    'an account that has not verified creates its document with a favourite',
    () =>
      setDoc(
        doc(a.carol, userEntity.docPath({ uid: 'carol' })),
        { UID: 'carol', UserFavouriteDeals: [favourite('Hbl-Lahore-kfc-20')] },
        { merge: true },
      ),
  ],
  [
    'an account that has not verified adds a favourite',
    async () => {
      await setDoc(doc(a.carol, userEntity.docPath({ uid: 'carol' })), userDoc('carol'));
      await updateDoc(doc(a.carol, userEntity.docPath({ uid: 'carol' })), {
        UserFavouriteDeals: arrayUnion(favourite('Hbl-Lahore-kfc-20')),
      });
    },
  ],
  [
    'UserCards as a string',
    () =>
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { UserCards: 'all of them' }),
  ],
  [
    '101 saved cards',
    () =>
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserCards: Array.from({ length: 101 }, (_, i) => ({ cardName: `c${i}` })),
      }),
  ],
  [
    '501 favourites',
    () =>
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserFavouriteDeals: Array.from({ length: 501 }, (_, i) => ({ dealId: `d${i}` })),
      }),
  ],
  [
    'favourites as a map',
    () =>
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserFavouriteDeals: { a: 1 },
      }),
  ],
  [
    'a latitude of 200',
    () =>
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserLocation: { latitude: 200, longitude: 74 },
      }),
  ],
  [
    'a location that is a string',
    () => updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { UserLocation: 'Lahore' }),
  ],
  [
    'changing one’s UID',
    () => updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { UID: 'bob' }),
  ],
  [
    'changing one’s e-mail field',
    () =>
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { Email: 'other@example.com' }),
  ],
  [
    'adding a role on update',
    () => updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { role: 'admin' }),
  ],
  [
    'adding admin: true on update',
    () => updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { admin: true }),
  ],
  [
    'renaming to 101 characters',
    () => updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { Name: chars(101) }),
  ],
  [
    'removing the saved cards field',
    () =>
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { UserCards: deleteField() }),
  ],
  // Reviews: creation.
  [
    'an unverified member posts a review',
    () => setDoc(review(a.carol, 'carol'), newReview('carol')),
  ],
  ['a guest posts a review', () => setDoc(review(a.guest, 'ghost'), newReview('ghost'))],
  [
    'posting a review as someone else (forged userId)',
    () => setDoc(doc(a.alice, MY_REVIEW), newReview('bob')),
  ],
  [
    'posting a review with a sentiment score',
    () => setDoc(doc(a.alice, MY_REVIEW), newReview('alice', { sentimentScore: 5 })),
  ],
  [
    'posting a review already scored',
    () => setDoc(doc(a.alice, MY_REVIEW), newReview('alice', { status: 'scored' })),
  ],
  [
    'posting a review with avgSentiment',
    () => setDoc(doc(a.alice, MY_REVIEW), newReview('alice', { avgSentiment: 5 })),
  ],
  [
    'posting an empty comment',
    () => setDoc(doc(a.alice, MY_REVIEW), newReview('alice', { comment: '' })),
  ],
  [
    'posting a whitespace-only comment',
    () => setDoc(doc(a.alice, MY_REVIEW), newReview('alice', { comment: ' \n\t  ' })),
  ],
  [
    'posting a 2001-character comment',
    () => setDoc(doc(a.alice, MY_REVIEW), newReview('alice', { comment: chars(2001) })),
  ],
  [
    'posting a comment that is a number',
    () => setDoc(doc(a.alice, MY_REVIEW), newReview('alice', { comment: 5 })),
  ],
  [
    'posting with a client-chosen createdAt',
    () =>
      addDoc(
        collection(a.alice, REVIEWS),
        newReview('alice', { createdAt: Timestamp.fromMillis(Date.UTC(2030, 0, 1)) }),
      ),
  ],
  [
    'posting a 101-character userName',
    () => setDoc(doc(a.alice, MY_REVIEW), newReview('alice', { userName: chars(101) })),
  ],
  [
    'posting a userName that is a map',
    () => setDoc(doc(a.alice, MY_REVIEW), newReview('alice', { userName: { first: 'A' } })),
  ],
  [
    'posting without a status',
    () => addDoc(collection(a.alice, REVIEWS), (({ status: _s, ...r }) => r)(newReview('alice'))),
  ],
  [
    'posting a review outside a deal',
    () =>
      addDoc(
        collection(a.alice, `${bankEntity.collectionId}/Hbl/${reviewEntity.collectionId}`),
        newReview('alice'),
      ),
  ],
  // Reviews: changes after the fact.
  ['setting a score on one’s own review', editReview({ sentimentScore: 5 })],
  ['marking one’s own review scored', editReview({ status: 'scored' })],
  ['handing one’s review to another user', editReview({ userId: 'bob' })],
  ['backdating one’s review', editReview({ createdAt: Timestamp.fromMillis(0) })],
  ['editing to an empty comment', editReview({ comment: '   ' })],
  [
    'editing a scored review but keeping it scored',
    editReview({ comment: 'Changed my mind' }, 'bob', 'scored-by-bob'),
  ],
  [
    'a forged updatedAt on edit',
    editReview({ comment: 'x y', updatedAt: Timestamp.fromMillis(0) }),
  ],
  ['bob edits alice’s review', editReview({ comment: 'hacked', status: 'pending' }, 'bob')],
  ['bob deletes alice’s review', () => deleteDoc(review(a.bob, 'pending-by-alice'))],
  [
    'an admin deletes a review from the client',
    () => deleteDoc(review(a.admin, 'pending-by-alice')),
  ],
  // Reviews: reading what is not public.
  ['a guest reads a pending review', () => getDoc(review(a.guest, 'pending-by-alice'))],
  ['bob reads alice’s pending review', () => getDoc(review(a.bob, 'pending-by-alice'))],
  [
    'a guest lists reviews without a status filter',
    () => getDocs(query(collection(a.guest, REVIEWS), orderBy('createdAt', 'desc'), limit(20))),
  ],
  [
    'bob lists pending reviews',
    () => getDocs(query(collection(a.bob, REVIEWS), where('status', '==', 'pending'))),
  ],
  [
    'bob lists alice’s reviews',
    () => getDocs(query(collection(a.bob, REVIEWS), where('userId', '==', 'alice'))),
  ],
  [
    'a guest lists all reviews with a collection-group query',
    () => getDocs(collectionGroup(a.guest, reviewEntity.collectionId)),
  ],
  [
    'an OR query whose second branch is someone else’s reviews',
    () =>
      getDocs(
        query(
          collection(a.bob, REVIEWS),
          or(where('status', '==', 'scored'), where('userId', '==', 'alice')),
        ),
      ),
  ],
  [
    'listing reviews with status != failed',
    () => getDocs(query(collection(a.guest, REVIEWS), where('status', '!=', 'failed'))),
  ],
  [
    'listing reviews with status in [scored, pending]',
    () => getDocs(query(collection(a.bob, REVIEWS), where('status', 'in', ['scored', 'pending']))),
  ],
  // Reviews: the attacks of issue 19.
  [
    'ballot stuffing: a second review by the same member under a random id',
    () => addDoc(collection(a.alice, REVIEWS), newReview('alice')),
  ],
  [
    'a review stored under another member’s uid',
    () => setDoc(review(a.alice, 'bob'), newReview('alice')),
  ],
  [
    'a review under another member’s uid with their userId',
    () => setDoc(review(a.alice, 'bob'), newReview('bob', { userName: 'Bob' })),
  ],
  [
    're-creating one’s scored review with set() to reset its date',
    async () => {
      await setDoc(doc(owner(), MY_REVIEW), {
        ...newReview('alice'),
        createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
        status: 'scored',
        sentimentScore: 5,
      });
      return setDoc(doc(a.alice, MY_REVIEW), newReview('alice'));
    },
  ],
  [
    'a review of a deal that does not exist',
    () =>
      setDoc(
        doc(
          a.alice,
          reviewEntity.docPath({ bankId: 'x', cityId: 'y', dealId: 'z', reviewId: 'alice' }),
        ),
        newReview('alice'),
      ),
  ],
  [
    'a review of a made-up deal in a real bank and city',
    () =>
      setDoc(
        doc(
          a.alice,
          reviewEntity.docPath({
            bankId: 'Hbl',
            cityId: 'Lahore',
            dealId: 'made-up',
            reviewId: 'alice',
          }),
        ),
        newReview('alice'),
      ),
  ],
  [
    'a comment of zero-width spaces',
    () =>
      setDoc(doc(a.alice, MY_REVIEW), newReview('alice', { comment: '\u200b\u200b\u200b\u200b' })),
  ],
  [
    'a comment of punctuation only',
    () => setDoc(doc(a.alice, MY_REVIEW), newReview('alice', { comment: '... !!! ???' })),
  ],
  [
    'a comment of 2001 emoji',
    () => setDoc(doc(a.alice, MY_REVIEW), newReview('alice', { comment: '😀'.repeat(2001) })),
  ],
  [
    'editing one’s comment to zero-width spaces',
    editReview({ comment: '\u200b\u200b', status: 'pending' }),
  ],
  [
    'posting under another member’s display name',
    () => setDoc(doc(a.alice, MY_REVIEW), newReview('alice', { userName: 'Bob' })),
  ],
  [
    'posting under a name other than User when there is no profile',
    () => setDoc(doc(dave(), `${REVIEWS}/dave`), newReview('dave', { userName: 'Alice' })),
  ],
  [
    'posting with a whitespace userName',
    () => setDoc(doc(a.alice, MY_REVIEW), newReview('alice', { userName: '   ' })),
  ],
  // Users: names and favourites that are not what the app writes.
  [
    'a whitespace-only name at sign-up',
    () =>
      setDoc(
        doc(a.carol, userEntity.docPath({ uid: 'carol' })),
        userDoc('carol', { Name: '  \n ' }),
      ),
  ],
  [
    'renaming to zero-width spaces',
    () => updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { Name: '\u200b\u200b' }),
  ],
  [
    '500 arbitrary favourites at once',
    () =>
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserFavouriteDeals: Array.from({ length: 500 }, (_, i) => ({ junk: chars(100), i })),
      }),
  ],
  [
    'two new favourites in one write, the first malformed',
    () =>
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserFavouriteDeals: [{ junk: true }, favourite('Hbl-Lahore-kfc-20')],
      }),
  ],
  [
    'a favourite with an extra field',
    () =>
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserFavouriteDeals: arrayUnion(favourite('d-1', { admin: true })),
      }),
  ],
  [
    'a favourite without its title',
    () =>
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserFavouriteDeals: arrayUnion((({ title: _t, ...e }) => e)(favourite('d-1'))),
      }),
  ],
  [
    'a favourite with a 301-character title',
    () =>
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserFavouriteDeals: arrayUnion(favourite('d-1', { title: chars(301) })),
      }),
  ],
  [
    'a favourite with an empty deal id',
    () =>
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserFavouriteDeals: arrayUnion(favourite('')),
      }),
  ],
  [
    'a favourite whose card names are a string',
    () =>
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserFavouriteDeals: arrayUnion(favourite('d-1', { cardNames: 'all' })),
      }),
  ],
  [
    'a favourite with 51 card names',
    () =>
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserFavouriteDeals: arrayUnion(
          favourite('d-1', { cardNames: Array.from({ length: 51 }, (_, i) => `card ${i}`) }),
        ),
      }),
  ],
  [
    'a favourite that is a bare string',
    () =>
      updateDoc(doc(a.alice, userEntity.docPath({ uid: 'alice' })), {
        UserFavouriteDeals: arrayUnion('d-1'),
      }),
  ],
  [
    'a malformed favourite in the document created by the favourites transaction',
    () =>
      setDoc(
        doc(a.carol, userEntity.docPath({ uid: 'carol' })),
        { UID: 'carol', UserFavouriteDeals: [{ dealId: 'x' }] },
        { merge: true },
      ),
  ],
  // Derived data and catalogue.
  [
    'a member writes avgSentiment on a deal',
    () => updateDoc(doc(a.alice, DEAL), { avgSentiment: 5 }),
  ],
  [
    'a member bumps reviewCount',
    () => updateDoc(doc(a.alice, DEAL), { reviewCount: increment(100) }),
  ],
  [
    'a member creates a deal',
    () =>
      setDoc(
        doc(a.alice, dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'fake' })),
        {
          title: 'Free food',
          discount: '100% off',
        },
      ),
  ],
  ['a member deletes a deal', () => deleteDoc(doc(a.alice, DEAL))],
  [
    'a member writes Analytics',
    () =>
      setDoc(doc(a.alice, analyticsEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore' })), {
        total_deals_scraped: 9999,
      }),
  ],
  [
    'a member writes a Brands entry',
    () =>
      setDoc(doc(a.alice, brandEntity.docPath({ brandKey: 'kfc' })), {
        name: 'KFC',
        tokens: ['kfc', 'free'],
      }),
  ],
  [
    'a member edits a bank’s cards map',
    () =>
      updateDoc(doc(a.alice, bankEntity.docPath({ bankId: 'Hbl' })), {
        'cards.fake': { cardName: 'Fake' },
      }),
  ],
  [
    'a member adds a city',
    () =>
      setDoc(doc(a.alice, cityEntity.docPath({ bankId: 'Hbl', cityId: 'Gotham' })), {
        name: 'Gotham',
      }),
  ],
  ['a guest writes a deal', () => setDoc(doc(a.guest, DEAL), { title: 'x' })],
  [
    'an admin claim spelled as the string "true"',
    async () => {
      const db = suite.fixture?.env
        .authenticatedContext('fake-admin', { admin: 'true', email_verified: true })
        .firestore() as unknown as Firestore;
      return updateDoc(doc(db, DEAL), { avgSentiment: 1 });
    },
  ],
  [
    'writing to a roles collection to grant oneself admin',
    () => setDoc(doc(a.alice, 'admins/alice'), { admin: true }),
  ],
  [
    'writing under a deal outside Reviews',
    () => setDoc(doc(a.alice, `${DEAL}/Scores/x`), { value: 5 }),
  ],
  ['writing to an unknown top-level collection', () => setDoc(doc(a.alice, 'Secrets/x'), { a: 1 })],
  [
    'a batch mixing a legitimate write with an attack',
    () => {
      const b = writeBatch(a.alice);
      b.update(doc(a.alice, userEntity.docPath({ uid: 'alice' })), { Name: 'Fine' });
      b.update(doc(a.alice, DEAL), { avgSentiment: 5 });
      return b.commit();
    },
  ],
  // Contact messages: only the contact function writes them now.
  [
    'a guest stores a valid contact message directly',
    () => addDoc(collection(a.guest, contactMessageEntity.path()), contact()),
  ],
  [
    'a member stores a valid contact message directly',
    () => addDoc(collection(a.alice, contactMessageEntity.path()), contact()),
  ],
  [
    'a contact name with digits after a newline',
    () =>
      addDoc(
        collection(a.guest, contactMessageEntity.path()),
        contact({ name: 'Ali\n0300 1234567' }),
      ),
  ],
  [
    'a contact message of 12 spaces',
    () =>
      addDoc(
        collection(a.guest, contactMessageEntity.path()),
        contact({ message: ' '.repeat(12) }),
      ),
  ],
  [
    'reading the rate-limit counters',
    () => getDoc(doc(a.alice, rateLimitEntity.docPath({ key: 'ip-127.0.0.1' }))),
  ],
  [
    'resetting one’s own rate-limit counter',
    () => setDoc(doc(a.alice, rateLimitEntity.docPath({ key: 'user-alice' })), { count: 0 }),
  ],
  [
    'reading a contact message',
    () => getDoc(doc(a.alice, contactMessageEntity.docPath({ messageId: 'm1' }))),
  ],
  [
    'listing contact messages as an admin',
    () => getDocs(collection(a.admin, contactMessageEntity.path())),
  ],
  [
    'updating a contact message',
    () =>
      updateDoc(doc(a.alice, contactMessageEntity.docPath({ messageId: 'm1' })), {
        message: 'changed message text',
      }),
  ],
  [
    'deleting a contact message',
    () => deleteDoc(doc(a.guest, contactMessageEntity.docPath({ messageId: 'm1' }))),
  ],
  [
    'a contact name with digits',
    () => addDoc(collection(a.guest, contactMessageEntity.path()), contact({ name: 'R2D2' })),
  ],
  [
    'a one-letter contact name',
    () => addDoc(collection(a.guest, contactMessageEntity.path()), contact({ name: 'A' })),
  ],
  [
    'a contact e-mail without a domain',
    () => addDoc(collection(a.guest, contactMessageEntity.path()), contact({ email: 'ayesha@' })),
  ],
  [
    'a 9-character contact message',
    () => addDoc(collection(a.guest, contactMessageEntity.path()), contact({ message: chars(9) })),
  ],
  [
    'a 5001-character contact message',
    () =>
      addDoc(collection(a.guest, contactMessageEntity.path()), contact({ message: chars(5001) })),
  ],
  [
    'a contact message with extra fields',
    () => addDoc(collection(a.guest, contactMessageEntity.path()), contact({ status: 'answered' })),
  ],
  [
    'a contact message with a client createdAt',
    () =>
      addDoc(
        collection(a.guest, contactMessageEntity.path()),
        contact({ createdAt: Timestamp.now() }),
      ),
  ],
];

describe('attacks', () => {
  it('has at least 40 attack attempts', () => {
    expect(attacks.length).toBeGreaterThanOrEqual(40);
  });
  it.each(attacks)('denies: %s', async (_name, attack) => {
    await assertFails(attack());
  });
});

/**
 * Guards the attack table itself: under rules that allow everything, every attack must go
 * through. So each attack above fails because of firestore.rules, not because it is malformed.
 */
describe('attacks are real operations when rules allow everything', () => {
  beforeAll(async () => {
    if (suite.fixture) await putFixtureRules(suite.fixture, OPEN_RULES);
  });
  afterAll(async () => {
    if (suite.fixture) await putFixtureRules(suite.fixture, PRODUCT_RULES);
  });
  it.each(attacks)('goes through without the product rules: %s', async (_name, attack) => {
    await assertSucceeds(attack());
  });
});

describe('denial messages', () => {
  it('names the rule location that denied', async () => {
    const err: unknown = await assertFails(updateDoc(doc(a.alice, DEAL), { avgSentiment: 5 }));
    expect((err as { message: string }).message).toMatch(/for 'update' @ L\d+/);
  });
  it('says when no allow statement matched', async () => {
    const err: unknown = await assertFails(setDoc(doc(a.alice, 'Secrets/x'), { a: 1 }));
    expect((err as { message: string }).message).toMatch(/No matching allow statements/);
  });
});
