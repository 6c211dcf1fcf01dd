/**
 * firebase-admin on the local stack the journeys run against, the fixtures several journeys
 * share, and the reads of the demo data that tell them what a page must show. The Admin SDK
 * bypasses rules, as the functions and the admin CLI do.
 */
import { dealEntity, placeEntity, userEntity } from '@deals/shared';
import { randomUUID } from 'node:crypto';
import { initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import {
  FieldPath,
  getFirestore,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { PASSWORD, newEmail } from './member-ui.js';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.METADATA_SERVER_DETECTION ??= 'none';

/** An admin app of its own for one spec file (named so parallel files never share one). */
export function stackAdmin(label: string): { app: App; db: Firestore; auth: Auth } {
  const app = initializeApp({ projectId: 'demo-deals' }, `${label}-e2e-${randomUUID()}`);
  return { app, db: getFirestore(app), auth: getAuth(app) };
}

/** A member a journey signs in as. */
export interface MemberFixture {
  readonly email: string;
  readonly password: string;
  readonly name: string;
}

/** A member with a fresh address (see newEmail) and the journeys' password. */
export const newMember = (tag: string, name: string): MemberFixture => ({
  email: newEmail(tag),
  password: PASSWORD,
  name,
});

/** One entry of a user document's UserCards. */
export interface UserCardFixture {
  readonly bank: string;
  readonly cardName: string;
  readonly cardImage?: string;
}

/** Creates a verified account and its user document holding `cards`; returns the uid. */
export async function createMember(
  admin: { db: Firestore; auth: Auth },
  member: MemberFixture,
  cards: readonly UserCardFixture[],
): Promise<string> {
  const user = await admin.auth.createUser({
    email: member.email,
    password: member.password,
    emailVerified: true,
    displayName: member.name,
  });
  await admin.db.doc(userEntity.docPath({ uid: user.uid })).set(
    userEntity.create(user.uid, {
      profile: { email: member.email, name: member.name },
      cards: cards.map((card) => ({ cardImage: '', ...card })),
    }),
  );
  return user.uid;
}

/** A city's active places as the landing lists them, most trending first: its first `n`. */
export async function trendingPlaces(
  db: Firestore,
  city: string,
  n: number,
): Promise<QueryDocumentSnapshot[]> {
  const snapshot = await db
    .collection(placeEntity.path())
    .where('active', '==', true)
    .where('city_id', '==', city)
    .orderBy('trendingScore', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .limit(n)
    .get();
  return snapshot.docs;
}

/** One active deal of a bank in a city, if it has any. */
export async function anActiveDeal(
  db: Firestore,
  bank: string,
  city: string,
): Promise<QueryDocumentSnapshot | undefined> {
  const snapshot = await db
    .collection(dealEntity.path({ bankId: bank, cityId: city }))
    .where('active', '==', true)
    .limit(1)
    .get();
  return snapshot.docs[0];
}
