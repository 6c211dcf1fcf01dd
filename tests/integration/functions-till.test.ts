/**
 * "Did it work at the till?" (issue 46) on the local stack: the countTillAnswer trigger keeps each
 * deal's `till` aggregate exact under concurrency and repeat-safe (a ledger per answer, one
 * transaction), one answer per member per Pakistan day, and marks a deal reported not working.
 */
import {
  normalizePlace,
  pakistanDate,
  placeDocId,
  placeKey,
  readTill,
  tillAnswerEntity,
  tillLedgerEntity,
  tillSummary,
  type TillReason,
  dealEntity,
  placeEntity,
} from '@deals/shared';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { useFunctionsStack } from './functions-harness.js';

const stack = useFunctionsStack();
let dealSeq = 0;

async function newDeal(): Promise<string> {
  dealSeq += 1;
  const path = dealEntity.docPath({
    bankId: 'Hbl',
    cityId: 'Lahore',
    dealId: `till-deal-${dealSeq}-${Date.now()}`,
  });
  await stack.admin
    .doc(path)
    .set({ title: `Till Deal ${dealSeq}`, discount: '20% off', category_id: 'Food', offers: [] });
  return path;
}

const today = (): string => pakistanDate(Date.now());

/** A member's answer for today, written through the web SDK as the app writes it. */
function answer(
  dealPath: string,
  uid: string,
  fields: { worked: boolean; reason?: TillReason; card?: string },
) {
  const day = today();
  return setDoc(doc(stack.web, `${dealPath}/${tillAnswerEntity.collectionId}/${uid}_${day}`), {
    uid,
    day,
    answeredAt: serverTimestamp(),
    ...fields,
  });
}

async function summaryOf(dealPath: string) {
  const deal = (await stack.admin.doc(dealPath).get()).data() ?? {};
  const agg = readTill(deal.till);
  return { agg, summary: tillSummary(agg, today()) };
}

describe('counting till answers', () => {
  it('gives exact counts for 30 concurrent answers from 30 members', async () => {
    const deal = await newDeal();
    const reasons: TillReason[] = ['ended', 'card-refused', 'smaller-discount'];
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        answer(
          deal,
          `member-${i}`,
          i < 21 ? { worked: true } : { worked: false, reason: reasons[i % 3] },
        ),
      ),
    );
    await stack.settle();
    const { agg, summary } = await summaryOf(deal);
    expect(summary.confirmations).toBe(21);
    expect(summary.reports).toBe(9);
    expect(summary.reportsByReason).toMatchObject({
      ended: 3,
      'card-refused': 3,
      'smaller-discount': 3,
    });
    expect(summary.lastConfirmed).toBe(today());
    expect(agg.reported).toBe(false);
    expect(
      (await stack.admin.collection(`${deal}/${tillLedgerEntity.collectionId}`).get()).size,
    ).toBe(30);
  });

  it('counts a repeated event once', async () => {
    const deal = await newDeal();
    await answer(deal, 'a', { worked: true });
    await answer(deal, 'b', { worked: false, reason: 'ended' });
    await answer(deal, 'c', { worked: true });
    await stack.settle();
    await answer(deal, 'c', { worked: false, reason: 'card-refused' });
    await stack.settle();
    const before = await summaryOf(deal);
    expect(before.summary).toMatchObject({ confirmations: 1, reports: 2 });
    const events = stack.runner
      .history()
      .filter((r) => r.document.startsWith(`${deal}/${tillAnswerEntity.collectionId}/`));
    expect(events.length).toBeGreaterThanOrEqual(4);
    // Every event once more, all at once, then once more again.
    await Promise.all(events.map((r) => stack.runner.invoke(r.function, r.event)));
    await Promise.all(events.map((r) => stack.runner.invoke(r.function, r.event)));
    await stack.settle();
    expect(await summaryOf(deal)).toEqual(before);
  });

  it('counts a member answering twice in a day once, as their last answer', async () => {
    const deal = await newDeal();
    await answer(deal, 'twice', { worked: true });
    await stack.settle();
    await answer(deal, 'twice', { worked: false, reason: 'card-refused' });
    await stack.settle();
    await answer(deal, 'twice', { worked: false, reason: 'ended' });
    await stack.settle();
    const { summary } = await summaryOf(deal);
    expect(summary.confirmations).toBe(0);
    expect(summary.reports).toBe(1);
    expect(summary.reportsByReason.ended).toBe(1);
    expect(summary.reportsByReason['card-refused']).toBe(0);
    expect(summary.lastConfirmed).toBeNull();
  });

  it('marks a deal on the third report, and a dismissal stands until a new report comes', async () => {
    const deal = await newDeal();
    await answer(deal, 'r1', { worked: false, reason: 'card-refused' });
    await answer(deal, 'r2', { worked: false, reason: 'card-refused' });
    await stack.settle();
    expect((await summaryOf(deal)).agg.reported).toBe(false);
    await answer(deal, 'r3', { worked: false, reason: 'card-refused' });
    await stack.settle();
    expect((await summaryOf(deal)).agg.reported).toBe(true);
    // An admin dismisses it (the admin page writes these two fields).
    await stack.admin.doc(deal).update({ 'till.reported': false, 'till.dismissedAt': new Date() });
    await answer(deal, 'y1', { worked: true });
    await stack.settle();
    const afterYes = (await stack.admin.doc(deal).get()).get('till') as Record<string, unknown>;
    expect(afterYes.reported).toBe(false);
    expect(afterYes.dismissedAt).toBeDefined();
    await answer(deal, 'r4', { worked: false, reason: 'ended' });
    await stack.settle();
    expect((await summaryOf(deal)).agg.reported).toBe(true);
    // Confirmations catching up clear it.
    for (const uid of ['y2', 'y3', 'y4']) await answer(deal, uid, { worked: true });
    await stack.settle();
    expect((await summaryOf(deal)).agg.reported).toBe(false);
  });

  it('counts refusals by the card they name, and the deal’s place shows its counts and mark', async () => {
    const deal = await newDeal();
    const title = (await stack.admin.doc(deal).get()).get('title') as string;
    await answer(deal, 'k1', { worked: false, reason: 'card-refused', card: 'HBL Gold' });
    await answer(deal, 'k2', { worked: false, reason: 'card-refused', card: ' hbl gold ' });
    await answer(deal, 'k3', { worked: false, reason: 'card-refused', card: 'UBL Visa' });
    await answer(deal, 'k4', { worked: true, card: 'HBL Gold' });
    await stack.settle();
    const { agg, summary } = await summaryOf(deal);
    expect(summary.refusedCards).toEqual({ 'hbl gold': 2, 'ubl visa': 1 });
    expect(agg.reported).toBe(true);
    // The place tile reads the place document, which functions keep from the deal's summary.
    const place = await stack.admin
      .doc(placeEntity.docPath({ placeId: placeDocId('Lahore', placeKey(title)) }))
      .get();
    const stored = normalizePlace(place.data());
    expect(stored.till?.reported).toBe(true);
    expect(stored.till?.days[today()]).toMatchObject({
      yes: 1,
      'card-refused': 3,
      cards: { 'hbl gold': 2, 'ubl visa': 1 },
    });
    expect(stored.banks[0]?.deals[0]?.till?.lastConfirmed).toBe(today());
  });

  it('recounts from the ledgers when the deal lost its counts (an admin set())', async () => {
    const deal = await newDeal();
    await answer(deal, 'k1', { worked: true });
    await answer(deal, 'k2', { worked: false, reason: 'other' });
    await stack.settle();
    await stack.admin
      .doc(deal)
      .set({ title: 'Till Deal replaced', discount: '20% off', category_id: 'Food', offers: [] });
    await answer(deal, 'k3', { worked: true });
    await stack.settle();
    expect((await summaryOf(deal)).summary).toMatchObject({ confirmations: 2, reports: 1 });
  });
});
