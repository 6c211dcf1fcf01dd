/**
 * "Did it work at the till?" (issue 46): a verified member writes their own answer on a deal, one
 * per Pakistan day, of the checked shape; nobody writes the deal's counts or reads who answered.
 * Each legitimate action beside the attacks that must fail.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { addDaysIso, pakistanDate, tillAnswerEntity, tillLedgerEntity } from '@deals/shared';
import { describe, it } from 'vitest';
import { DEAL, seed, useRulesFixture } from './support.js';

const a = useRulesFixture('demo-rules-till', async (f) => {
  await seed(f);
  await setDoc(doc(f.owner, `${DEAL}/${tillAnswerEntity.collectionId}/bob_2026-01-01`), {
    uid: 'bob',
    day: '2026-01-01',
    worked: false,
    reason: 'ended',
    answeredAt: serverTimestamp(),
  });
  await setDoc(doc(f.owner, `${DEAL}/${tillLedgerEntity.collectionId}/bob_2026-01-01`), {
    day: '2026-01-01',
    worked: false,
    reason: 'ended',
  });
}).actors;

/** Today in Pakistan. A test run across Pakistan midnight could see one day change; not a concern. */
const today = (): string => pakistanDate(Date.now());
const answers = `${DEAL}/${tillAnswerEntity.collectionId}`;

function answer(uid: string, fields: Record<string, unknown> = {}, day = today()) {
  return { uid, day, worked: true, answeredAt: serverTimestamp(), ...fields };
}
const write = (db: Firestore, id: string, data: Record<string, unknown>) =>
  setDoc(doc(db, answers, id), data);

describe('a member answering "did it work at the till?"', () => {
  it('may answer Yes, or No with each reason, under their own id for today', async () => {
    const id = `alice_${today()}`;
    await assertSucceeds(write(a.alice, id, answer('alice', { branch: 'Gulberg', card: 'Gold' })));
    for (const reason of ['ended', 'branch-not-taking-part', 'card-refused', 'smaller-discount'])
      await assertSucceeds(write(a.alice, id, answer('alice', { worked: false, reason })));
    await assertSucceeds(
      write(a.alice, id, answer('alice', { worked: false, reason: 'other', note: 'Cash only' })),
    );
    // A later answer that day replaces it, field by field too.
    await assertSucceeds(updateDoc(doc(a.alice, answers, id), { answeredAt: serverTimestamp() }));
    // And the author may read it back.
    await assertSucceeds(getDoc(doc(a.alice, answers, id)));
  });

  it('refuses guests and members whose e-mail is not verified', async () => {
    await assertFails(write(a.guest, `guest_${today()}`, answer('guest')));
    await assertFails(write(a.carol, `carol_${today()}`, answer('carol')));
  });

  it('refuses an answer for another member', async () => {
    await assertFails(write(a.alice, `bob_${today()}`, answer('bob')));
    await assertFails(write(a.alice, `bob_${today()}`, answer('alice')));
    await assertFails(write(a.alice, `alice_${today()}`, answer('bob')));
  });

  it('refuses flooding: another id, another day, a second answer the same day under a new id', async () => {
    await assertSucceeds(write(a.alice, `alice_${today()}`, answer('alice')));
    await assertFails(write(a.alice, `alice_${today()}_2`, answer('alice')));
    await assertFails(write(a.alice, `alice-${today()}`, answer('alice')));
    const tomorrow = addDaysIso(today(), 1);
    const yesterday = addDaysIso(today(), -1);
    await assertFails(write(a.alice, `alice_${tomorrow}`, answer('alice', {}, tomorrow)));
    await assertFails(write(a.alice, `alice_${yesterday}`, answer('alice', {}, yesterday)));
    // The id's day and the document's day must agree.
    await assertFails(write(a.alice, `alice_${today()}`, answer('alice', {}, yesterday)));
    // A past day's answer cannot be rewritten.
    await assertFails(
      write(
        a.bob,
        'bob_2026-01-01',
        answer('bob', { worked: false, reason: 'ended' }, '2026-01-01'),
      ),
    );
    await assertFails(updateDoc(doc(a.bob, answers, 'bob_2026-01-01'), { worked: true }));
  });

  it('refuses shapes outside the checked one', async () => {
    const id = `alice_${today()}`;
    const bad: Record<string, unknown>[] = [
      { worked: 'yes' },
      { worked: false },
      { worked: false, reason: 'bored' },
      { worked: true, reason: 'ended' },
      { worked: false, reason: 'ended', note: 'a note where none belongs' },
      { worked: false, reason: 'other' },
      { worked: false, reason: 'other', note: '   ' },
      { worked: false, reason: 'other', note: 'x'.repeat(201) },
      { branch: 'b'.repeat(201) },
      { card: 'c'.repeat(101) },
      { card: 42 },
      { score: 5 },
      { answeredAt: new Date(Date.UTC(2026, 0, 1)) },
    ];
    for (const fields of bad) await assertFails(write(a.alice, id, answer('alice', fields)));
    await assertFails(write(a.alice, id, { uid: 'alice', day: today(), worked: true }));
  });

  it('refuses an answer on a deal that does not exist', async () => {
    await assertFails(
      setDoc(
        doc(
          a.alice,
          tillAnswerEntity.docPath({
            bankId: 'Hbl',
            cityId: 'Lahore',
            dealId: 'nope',
            answerId: `alice_${today()}`,
          }),
        ),
        answer('alice'),
      ),
    );
  });

  it('refuses deleting an answer, the author included', async () => {
    await assertSucceeds(write(a.alice, `alice_${today()}`, answer('alice')));
    await assertFails(deleteDoc(doc(a.alice, answers, `alice_${today()}`)));
  });
});

describe('who answered stays private', () => {
  it('refuses reading another member’s answer, and any list of answers', async () => {
    await assertFails(getDoc(doc(a.alice, answers, 'bob_2026-01-01')));
    await assertFails(getDoc(doc(a.guest, answers, 'bob_2026-01-01')));
    await assertFails(getDocs(collection(a.alice, answers)));
    await assertFails(getDocs(query(collection(a.bob, answers), where('uid', '==', 'bob'))));
    await assertFails(getDocs(collectionGroup(a.admin, tillAnswerEntity.collectionId)));
    await assertFails(
      getDoc(doc(a.alice, `${DEAL}/${tillLedgerEntity.collectionId}/bob_2026-01-01`)),
    );
    await assertFails(getDocs(collection(a.guest, `${DEAL}/${tillLedgerEntity.collectionId}`)));
  });

  it('lets admins read the ledgers (the branches and cards reports name), nobody else', async () => {
    await assertSucceeds(getDocs(collection(a.admin, `${DEAL}/${tillLedgerEntity.collectionId}`)));
    await assertFails(getDocs(collection(a.bob, `${DEAL}/${tillLedgerEntity.collectionId}`)));
  });

  it('lets a member learn that they have not answered today', async () => {
    await assertSucceeds(getDoc(doc(a.alice, answers, `alice_${today()}`)));
  });
});

describe('the deal’s counts', () => {
  it('are read by guests and members with the deal', async () => {
    await assertSucceeds(getDoc(doc(a.guest, DEAL)));
    await assertSucceeds(getDoc(doc(a.alice, DEAL)));
  });

  it('refuse every member write: the counts, the mark, the ledger', async () => {
    await assertFails(updateDoc(doc(a.alice, DEAL), { 'till.reported': false }));
    await assertFails(
      updateDoc(doc(a.alice, DEAL), { till: { days: {}, lastConfirmed: null, reported: true } }),
    );
    await assertFails(
      setDoc(doc(a.alice, `${DEAL}/${tillLedgerEntity.collectionId}/alice_${today()}`), {
        day: today(),
        worked: true,
        reason: null,
      }),
    );
  });

  it('let an admin dismiss the mark (recorded by the audit function)', async () => {
    await assertSucceeds(
      updateDoc(doc(a.admin, DEAL), {
        'till.reported': false,
        'till.dismissedAt': serverTimestamp(),
      }),
    );
  });
});
