/**
 * The security holes of issue 21, tried through the unmodified SDKs (and raw REST where no SDK
 * exposes the call) against our emulator enforcing this file's own rules.
 */
import { Timestamp } from 'firebase-admin/firestore';
import * as web from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../emulator/src/rules/index.js';
import { useConformance, waitFor } from './support.js';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{path=**}/Reviews/{id} {
      allow read: if resource.data.status == 'scored'
        || (request.auth != null && resource.data.userId == request.auth.uid);
    }
    match /Users/{uid} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
    match /Limits/{id} {
      allow read, write: if true;
    }
  }
}`;

let db: string;
const c = useConformance('security', () => {
  const { evaluator, issues } = compileRules(RULES);
  if (!evaluator) throw new Error(JSON.stringify(issues));
  c.emulator.engine.setRules(evaluator);
  db = `projects/${c.projectId}/databases/(default)`;
});

/** A REST call to the emulator, as the browser SDK makes it. */
async function rest(
  path: string,
  body: unknown,
  auth?: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const r = await fetch(`http://127.0.0.1:${c.emulator.port}/v1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', ...(auth ? { Authorization: auth } : {}) },
    body: JSON.stringify(body),
  });
  return { status: r.status, json: (await r.json()) as Record<string, unknown> };
}

describe('list queries with repeated filters', () => {
  it('are checked against the rules, not granted', async () => {
    const t1 = Timestamp.fromMillis(1_700_000_000_000);
    const t2 = Timestamp.fromMillis(1_700_000_100_000);
    const deal = c.admin.doc('Banks/b/Cities/c/Deals/d');
    await deal.collection('Reviews').doc('mine').set({
      userId: 'alice',
      status: 'failed',
      createdAt: t1,
      sentimentScore: 5,
      comment: 'private',
    });
    const reviews = web.collectionGroup(c.web, 'Reviews');
    const w1 = web.Timestamp.fromMillis(t1.toMillis());
    const w2 = web.Timestamp.fromMillis(t2.toMillis());
    for (const q of [
      web.query(
        reviews,
        web.where('createdAt', 'in', [w1, w2]),
        web.where('createdAt', 'in', [w1, w2]),
      ),
      web.query(
        reviews,
        web.where('sentimentScore', '==', 5),
        web.where('sentimentScore', '==', 5.0),
      ),
      web.query(reviews, web.where('createdAt', '==', w1), web.where('createdAt', '==', w1)),
    ])
      await expect(web.getDocs(q)).rejects.toMatchObject({ code: 'permission-denied' });
    // The query the rules do allow still works.
    const scored = await web.getDocs(
      web.query(reviews, web.where('status', '==', 'scored'), web.where('status', '==', 'scored')),
    );
    expect(scored.size).toBe(0);
  });
});

describe('listeners', () => {
  it('a document listener is ended with permission-denied when its document stops being readable', async () => {
    const ref = c.admin.doc('Banks/b/Cities/c/Deals/d/Reviews/public');
    await ref.set({ userId: 'bob', status: 'scored', comment: 'great' });
    const seen: (string | null)[] = [];
    const errors: string[] = [];
    const unsub = web.onSnapshot(
      web.doc(c.web, ref.path),
      (s) => seen.push(s.exists() ? (s.get('comment') as string) : null),
      (e) => errors.push(e.code),
    );
    await waitFor(() => seen.includes('great'));
    await ref.update({ status: 'pending', comment: 'edited, not yet scored' });
    await waitFor(() => errors.length > 0);
    expect(errors).toEqual(['permission-denied']);
    expect(seen).not.toContain('edited, not yet scored');
    unsub();
  });
});

describe('listCollectionIds', () => {
  it('is refused to guests and Firebase Auth users, and served to the owner', async () => {
    await c.admin.doc('Users/alice/Ledger/x').set({ n: 1 });
    const path = `${db}/documents/Users/alice:listCollectionIds`;
    const user = `Bearer ${[
      Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url'),
      Buffer.from('{"sub":"alice","user_id":"alice","admin":true}').toString('base64url'),
      '',
    ].join('.')}`;
    for (const auth of [undefined, user]) {
      const r = await rest(path, {}, auth);
      expect(r.status).toBe(403);
      expect(r.json).toMatchObject({ error: { status: 'PERMISSION_DENIED' } });
    }
    const owner = await rest(path, {}, 'Bearer owner');
    expect(owner.status).toBe(200);
    expect(owner.json).toMatchObject({ collectionIds: ['Ledger'] });
  });
});

describe('transactions', () => {
  it("a guest's refused transactional read does not hold up an Admin SDK transaction", async () => {
    await c.admin.doc('Users/bob').set({ balance: 1 });
    const begin = await rest(`${db}/documents:beginTransaction`, {});
    expect(begin.status).toBe(200);
    const read = await rest(`${db}/documents:batchGet`, {
      documents: [`${db}/documents/Users/bob`],
      transaction: begin.json.transaction,
    });
    expect(read.status).toBe(403);
    // No rollback: before the fix the guest's lock stayed until the transaction expired.
    const t0 = Date.now();
    await c.admin.runTransaction(async (tx) => {
      const s = await tx.get(c.admin.doc('Users/bob'));
      tx.update(s.ref, { balance: (s.get('balance') as number) + 1 });
    });
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect((await c.admin.doc('Users/bob').get()).get('balance')).toBe(2);
  });
});

describe("production's document limits", () => {
  // Size of Limits/{id} with one string field s of n bytes: name (7 + id+1 + 16) + field (2) +
  // string (n+1) + 32, per https://firebase.google.com/docs/firestore/storage-size.
  const exact = (id: string) => 1_048_576 - (7 + id.length + 1 + 16) - 2 - 1 - 32;

  it('accept a document of exactly 1 MiB and refuse one byte more, with production’s message', async () => {
    await c.admin.doc('Limits/max').set({ s: 'x'.repeat(exact('max')) });
    const name = `${db}/documents/Limits/over`;
    await expect(
      c.admin.doc('Limits/over').set({ s: 'x'.repeat(exact('over') + 1) }),
    ).rejects.toMatchObject({
      code: 3,
      details: `Document '${name}' cannot be written because its size (1,048,577 bytes) exceeds the maximum allowed size of 1,048,576 bytes.`,
    });
    // The web SDK, and an update that grows a document past the limit, are refused the same way.
    await expect(
      web.setDoc(web.doc(c.web, 'Limits/web'), { s: 'y'.repeat(1_100_000) }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(c.admin.doc('Limits/max').update({ more: 'z' })).rejects.toMatchObject({
      code: 3,
    });
    expect((await c.admin.doc('Limits/over').get()).exists).toBe(false);
    expect((await c.admin.doc('Limits/web').get()).exists).toBe(false);
  });

  it('refuse document ids over 1,500 bytes', async () => {
    await c.admin.doc(`Limits/${'i'.repeat(1500)}`).set({ ok: true });
    for (const id of ['i'.repeat(1501), 'é'.repeat(751)])
      await expect(c.admin.doc(`Limits/${id}`).set({ ok: true })).rejects.toMatchObject({
        code: 3,
        details: 'The key path element name is longer than 1500 bytes.',
      });
  });

  it('refuse maps nested deeper than 20 levels', async () => {
    const nest = (levels: number): Record<string, unknown> => {
      let v: Record<string, unknown> = { leaf: 1 };
      for (let i = 0; i < levels; i++) v = { m: v };
      return v;
    };
    // `a` is depth 0; `a.m…m.leaf` with 20 maps in between is depth 20, the deepest allowed.
    await web.setDoc(web.doc(c.web, 'Limits/deep20'), { a: nest(19) });
    await expect(
      web.setDoc(web.doc(c.web, 'Limits/deep21'), { a: nest(20) }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/Property a contains an invalid nested entity\.$/) as string,
    });
    expect((await c.admin.doc('Limits/deep20').get()).exists).toBe(true);
  });
});
