/**
 * Issue 19 on the local stack, with the product's rules loaded: a member's second post edits their
 * one review (re-scored, the old score taken out) instead of adding a vote; the contact endpoint
 * validates and rate-limits per client IP.
 */
import {
  contactMessageEntity,
  dealEntity,
  rateLimitEntity,
  reviewEntity,
  userEntity,
} from '@deals/shared';
import {
  addDoc,
  collection,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_RULES } from '../rules/support.js';
import { connectWebFirestore, putRules, type WebFirestore } from '../support/web-firestore.js';
import { PROJECT, startFunctionsStack, type FunctionsStack } from './functions-harness.js';

let stack: FunctionsStack | undefined;
let memberClient: WebFirestore | undefined;
let member: Firestore;

const UID = 'member-once';
const DEAL = dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'review-once' });
const MY_REVIEW = `${DEAL}/${reviewEntity.collectionId}/${UID}`;

beforeAll(async () => {
  stack = await startFunctionsStack();
  await putRules(stack.firestorePort, PROJECT, PRODUCT_RULES);
  memberClient = connectWebFirestore(
    { projectId: PROJECT, apiKey: 'fake-api-key' },
    `member-${Date.now()}`,
    stack.firestorePort,
    { sub: UID, email: 'member@example.pk', email_verified: true },
  );
  member = memberClient.db;
  await stack.admin
    .doc(userEntity.docPath({ uid: UID }))
    .set({ UID, Email: 'member@example.pk', Name: 'Ayesha' });
  await stack.admin.doc(DEAL).set({ title: 'Once Cafe', discount: '20% off', category_id: 'Food' });
});

afterAll(async () => {
  await memberClient?.close();
  await stack?.stop();
});

async function aggregate() {
  const d = (await stack?.admin.doc(DEAL).get())?.data() ?? {};
  return { reviewCount: d.reviewCount as unknown, ratingSum: d.ratingSum as unknown };
}

describe('one review per member per deal', () => {
  it('counts a member’s second post as an edit of the first, not a second vote', async () => {
    if (!stack) throw new Error('stack did not start');
    const review = {
      userId: UID,
      userName: 'Ayesha',
      comment: 'zabardast deal, khana behtreen tha',
      createdAt: serverTimestamp(),
      status: 'pending',
    };
    // What the deal page does for a member without a review: create it under their uid.
    await setDoc(doc(member, MY_REVIEW), review);
    await stack.settle();
    const first = (await stack.admin.doc(MY_REVIEW).get()).data();
    expect(first).toMatchObject({ status: 'scored' });
    expect(await aggregate()).toEqual({
      reviewCount: 1,
      ratingSum: first?.sentimentScore as number,
    });

    // Ballot stuffing is refused: neither a second document nor a re-create of the first.
    await expect(
      addDoc(collection(member, `${DEAL}/${reviewEntity.collectionId}`), review),
    ).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(setDoc(doc(member, MY_REVIEW), review)).rejects.toThrow(/PERMISSION_DENIED/);

    // Posting again: the deal page edits the one review, which is scored again.
    await updateDoc(doc(member, MY_REVIEW), {
      comment: 'bakwas service, bohat ganda',
      status: 'pending',
      updatedAt: serverTimestamp(),
    });
    await stack.settle();
    const second = (await stack.admin.doc(MY_REVIEW).get()).data();
    expect(second).toMatchObject({ status: 'scored', comment: 'bakwas service, bohat ganda' });
    expect(second?.sentimentScore).toBeLessThan(first?.sentimentScore as number);
    expect(await aggregate()).toEqual({
      reviewCount: 1,
      ratingSum: second?.sentimentScore as number,
    });
    const all = await stack.admin.collection(`${DEAL}/${reviewEntity.collectionId}`).get();
    expect(all.size).toBe(1);
  });
});

describe('the contact endpoint', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${stack?.runner.baseUrl}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const valid = { name: 'Ayesha Khan', email: 'ayesha@example.pk', message: 'Please add Multan.' };

  it('refuses invalid messages with the form’s texts and stores nothing', async () => {
    const res = await post({ ...valid, name: 'Ali\n0300 1234567', message: ' '.repeat(12) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errors: { name: 'Name should not contain numbers', message: 'Message is required' },
    });
    expect((await stack?.admin.collection(contactMessageEntity.path()).get())?.size).toBe(0);
  });

  it('stores five messages from one client in an hour and refuses the sixth, however X-Forwarded-For is forged', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      // A forged left-most entry changes nothing: only the entry our front end appends counts.
      const res = await post(valid, { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.7` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const refused = await post(valid, { 'x-forwarded-for': '10.9.9.99, 203.0.113.7' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many messages: we accept 5 per hour .* Please try again in \d+ minutes\.$/,
    );
    // Another client is not affected by the first one's limit.
    expect((await post(valid, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(201);
    const stored = await stack?.admin.collection(contactMessageEntity.path()).get();
    expect(stored?.size).toBe(6);
    expect(stored?.docs[0]?.data()).toMatchObject({ name: 'Ayesha Khan', userId: null });
  });

  it('keeps the counters out of every client’s reach', async () => {
    const counters = await stack?.admin.collection(rateLimitEntity.path()).get();
    expect(counters?.size).toBeGreaterThan(0);
    const id = counters?.docs[0]?.id ?? 'x';
    const denied = { code: 'permission-denied' };
    await expect(getDoc(doc(member, rateLimitEntity.docPath({ key: id })))).rejects.toMatchObject(
      denied,
    );
    await expect(
      setDoc(doc(member, rateLimitEntity.docPath({ key: id })), { hits: [] }),
    ).rejects.toMatchObject(denied);
  });
});
