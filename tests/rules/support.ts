/**
 * Shared fixtures for the rules suite: an in-process Firestore emulator enforcing the product's
 * firestore.rules, a rules-unit-testing environment pointed at it, and the seeded documents.
 */
import {
  analyticsEntity,
  bankEntity,
  brandEntity,
  cityEntity,
  contactMessageEntity,
  dealEntity,
  reviewEntity,
  userEntity,
} from '@deals/shared';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, it } from 'vitest';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { connectWebFirestore, putRules, type WebFirestore } from '../support/web-firestore.js';
import { loadIndexesFile } from '../../emulator/src/firestore/indexes.js';
import {
  startFirestoreEmulator,
  type FirestoreEmulator,
} from '../../emulator/src/firestore/server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The product's rules, exactly as deployed. */
export const PRODUCT_RULES = readFileSync(path.join(root, 'firestore.rules'), 'utf8');

/** Allows everything; used to prove the attack table consists of otherwise valid operations. */
export const OPEN_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read, write: if true;
    }
  }
}`;

/** Replaces the fixture's ruleset through the emulator endpoint, as rules-unit-testing and firebase-tools do. */
export function putFixtureRules(f: RulesFixture, rules: string): Promise<void> {
  return putRules(f.emulator.port, f.projectId, rules);
}

export const DEAL = dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'kfc-20' });
export const REVIEWS = `${DEAL}/${reviewEntity.collectionId}`;

/** The people the suite plays. */
export interface Actors {
  guest: Firestore;
  alice: Firestore;
  bob: Firestore;
  /** Signed in, e-mail not verified yet. */
  carol: Firestore;
  admin: Firestore;
}

export interface RulesFixture {
  emulator: FirestoreEmulator;
  env: RulesTestEnvironment;
  actors: Actors;
  /** Bypasses rules (`Bearer owner`), kept open so seeding does not reconnect every test. */
  owner: Firestore;
  ownerClient: WebFirestore;
  projectId: string;
}

/** Starts an emulator on a free port and a test environment that loads the product rules through the REST endpoint. */
export async function startRulesFixture(projectId: string): Promise<RulesFixture> {
  // The committed indexes are enforced, so the app's queries here also prove they are indexed.
  const emulator = await startFirestoreEmulator({
    host: '127.0.0.1',
    port: 0,
    indexes: loadIndexesFile(
      fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url)),
    ),
  });
  const env = await initializeTestEnvironment({
    projectId,
    firestore: { host: '127.0.0.1', port: emulator.port, rules: PRODUCT_RULES },
  });
  const db = (ctx: RulesTestContext): Firestore => ctx.firestore() as unknown as Firestore;
  const actors: Actors = {
    guest: db(env.unauthenticatedContext()),
    alice: db(
      env.authenticatedContext('alice', {
        email: 'alice@example.com',
        email_verified: true,
        name: 'Alice',
      }),
    ),
    bob: db(env.authenticatedContext('bob', { email: 'bob@example.com', email_verified: true })),
    carol: db(
      env.authenticatedContext('carol', { email: 'carol@example.com', email_verified: false }),
    ),
    admin: db(
      env.authenticatedContext('ops', {
        email: 'ops@example.com',
        email_verified: true,
        admin: true,
      }),
    ),
  };
  const ownerClient = connectWebFirestore(
    { projectId, apiKey: 'fake-api-key' },
    `owner-${projectId}`,
    emulator.port,
    'owner',
  );
  return { emulator, env, actors, owner: ownerClient.db, ownerClient, projectId };
}

export async function stopRulesFixture(f: RulesFixture | undefined): Promise<void> {
  if (!f) return;
  await f.ownerClient.close();
  await f.env.cleanup();
  await f.emulator.stop();
}

/** A test file's fixture and actors; both are filled in by the file's beforeAll. */
export interface RulesSuite {
  /** Undefined until beforeAll has run (or when starting failed). */
  fixture: RulesFixture | undefined;
  /** The fixture's actors; empty until beforeAll has run. */
  readonly actors: Actors;
}

/**
 * Registers a rules test file's hooks: one fixture for the whole file, stopped after it, and
 * `prepare` before each test (with the rules off: the documents the tests read).
 */
export function useRulesFixture(
  projectId: string,
  prepare: (f: RulesFixture) => Promise<void>,
): RulesSuite {
  const suite: RulesSuite = { fixture: undefined, actors: {} as Actors };
  beforeAll(async () => {
    suite.fixture = await startRulesFixture(projectId);
    Object.assign(suite.actors, suite.fixture.actors);
  });
  afterAll(async () => {
    await stopRulesFixture(suite.fixture);
  });
  beforeEach(async () => {
    if (suite.fixture) await prepare(suite.fixture);
  });
  return suite;
}

/** Writes documents into one collection by id, rules off. */
export async function writeDocs(
  f: RulesFixture,
  collectionPath: string,
  docs: Iterable<readonly [string, object]>,
): Promise<void> {
  const b = writeBatch(f.owner);
  for (const [id, data] of docs) b.set(doc(f.owner, collectionPath, id), { ...data });
  await b.commit();
}

/** A user document as sign-up writes it. */
export function userDoc(uid: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    UID: uid,
    Email: `${uid}@example.com`,
    Name: uid.charAt(0).toUpperCase() + uid.slice(1),
    UserCards: [],
    UserFavouriteDeals: [],
    ...extra,
  };
}

const created = Timestamp.fromMillis(Date.UTC(2026, 0, 1));

/** Clears the database and writes the catalogue, two users and three reviews, rules off. */
export async function seed(f: RulesFixture): Promise<void> {
  await f.env.clearFirestore();
  {
    const db = f.owner;
    const b = writeBatch(db);
    b.set(doc(db, bankEntity.docPath({ bankId: 'Hbl' })), {
      bankName: 'HBL',
      bankImage: '/banks/hbl.png',
      ratings: 4.2,
      cards: { 'hbl-gold': { cardName: 'HBL Gold Credit Card', cardImage: '/cards/hbl-gold.png' } },
    });
    b.set(doc(db, cityEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore' })), { name: 'Lahore' });
    b.set(doc(db, analyticsEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore' })), {
      deals_by_category: { Food: 1 },
      total_deals_scraped: 1,
      offers_count: 1,
      branches_count: 2,
      unique_locations_count: 2,
    });
    b.set(doc(db, DEAL), {
      title: 'KFC',
      titleLower: 'kfc',
      keywords: ['k', 'kf', 'kfc'],
      discount: 'Up to 20% off',
      category_id: 'Food',
      bank_id: 'Hbl',
      city_id: 'Lahore',
      active: true,
      cardNames: ['HBL Gold Credit Card'],
      trendingScore: 5,
      avgSentiment: 4.5,
      reviewCount: 1,
      ratingSum: 4.5,
    });
    b.set(doc(db, dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'pizza-10' })), {
      title: 'Pizza',
      category_id: 'Food',
      bank_id: 'Hbl',
      city_id: 'Lahore',
      active: true,
      cardNames: ['HBL Gold Credit Card'],
      keywords: ['p', 'pi', 'piz', 'pizz', 'pizza'],
      trendingScore: 3,
    });
    b.set(doc(db, brandEntity.docPath({ brandKey: 'kfc' })), {
      name: 'KFC',
      tokens: ['kfc'],
      banks: { Hbl: 1 },
    });
    b.set(doc(db, userEntity.docPath({ uid: 'alice' })), userDoc('alice'));
    b.set(doc(db, userEntity.docPath({ uid: 'bob' })), userDoc('bob'));
    b.set(doc(db, `${REVIEWS}/scored-by-bob`), {
      userId: 'bob',
      userName: 'Bob',
      comment: 'Great deal',
      createdAt: created,
      status: 'scored',
      sentimentScore: 4.5,
    });
    b.set(doc(db, `${REVIEWS}/pending-by-alice`), {
      userId: 'alice',
      userName: 'Alice',
      comment: 'Nice',
      createdAt: created,
      status: 'pending',
    });
    b.set(doc(db, `${REVIEWS}/failed-by-bob`), {
      userId: 'bob',
      userName: 'Bob',
      comment: 'Meh',
      createdAt: created,
      status: 'failed',
    });
    b.set(doc(db, contactMessageEntity.docPath({ messageId: 'm1' })), {
      name: 'Someone',
      email: 's@example.com',
      message: 'Hello there, team',
      createdAt: created,
    });
    await b.commit();
  }
}

/** Resolves with the first snapshot of a listener, rejects with its error. */
export function firstSnapshot(target: DocumentReference | Query): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const stop = (
      onSnapshot as (
        t: DocumentReference | Query,
        next: (s: unknown) => void,
        error: (e: Error) => void,
      ) => () => void
    )(
      target,
      (snap) => {
        stop();
        resolve(snap);
      },
      (err) => {
        reject(err);
      },
    );
  });
}

/** The roles an access matrix checks, from a guest to an admin. */
export const MATRIX_ROLES = ['guest', 'alice', 'carol', 'admin'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

/** Where an access matrix reads and writes one collection. */
export interface MatrixPaths {
  /** A seeded document: read, then updated and deleted. */
  doc: string;
  /** Its collection: listed. */
  coll: string;
  /** A document that does not exist yet: created. */
  fresh: string;
  /** What the create writes; one field when not given. */
  create?: Record<string, unknown>;
  /** What the update changes; one field when not given. */
  update?: Record<string, unknown>;
}

/**
 * Registers the access matrix of a collection everyone reads: for each role, that it can get a
 * document and list the collection, and that its create, update and delete all succeed when it is
 * one of `writers` and all fail otherwise.
 */
export function publicReadMatrix(
  actors: Actors,
  name: string,
  p: MatrixPaths,
  writers: readonly MatrixRole[],
): void {
  for (const role of MATRIX_ROLES) {
    const writes = writers.includes(role);
    it(`${name}: ${role} can get and list`, async () => {
      await assertSucceeds(getDoc(doc(actors[role], p.doc)));
      await assertSucceeds(getDocs(collection(actors[role], p.coll)));
    });
    it(`${name}: ${role} ${writes ? 'can' : 'cannot'} create, update and delete`, async () => {
      const check = writes ? assertSucceeds : assertFails;
      await check(setDoc(doc(actors[role], p.fresh), p.create ?? { x: 1 }));
      await check(updateDoc(doc(actors[role], p.doc), p.update ?? { x: 2 }));
      await check(deleteDoc(doc(actors[role], p.doc)));
    });
  }
}

/** A string of n characters. */
export const chars = (n: number, c = 'a'): string => c.repeat(n);
