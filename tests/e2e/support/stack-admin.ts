/**
 * firebase-admin on the local stack the journeys run against, and the fixtures several journeys
 * share. The Admin SDK bypasses rules, as the functions and the admin CLI do.
 */
import { randomUUID } from 'node:crypto';
import { initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

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
  await admin.db.doc(`Users/${user.uid}`).set({
    UID: user.uid,
    Email: member.email,
    Name: member.name,
    UserCards: cards.map((card) => ({ cardImage: '', ...card })),
    UserFavouriteDeals: [],
  });
  return user.uid;
}
