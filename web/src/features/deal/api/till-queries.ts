/**
 * A member's "did it work at the till?" answer, written with the Firestore SDK. till-api imports
 * this on demand, so the deal page shows before the SDK has arrived.
 */
import { type Firestore, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { pakistanDate, tillAnswerEntity, type TillAnswer } from '@deals/shared';
import type { DealRouteParams } from '@/config/paths';
import { dealRef } from '@/lib/deals/deal-ref';

/**
 * Writes (or, the same Pakistan day, replaces) the member's answer under `{uid}_{day}`, with
 * exactly the fields firestore.rules accepts; the countTillAnswer function counts it.
 */
export async function writeTillAnswer(
  db: Firestore,
  deal: DealRouteParams,
  uid: string,
  answer: TillAnswer,
): Promise<void> {
  const day = pakistanDate(Date.now());
  await setDoc(doc(dealRef(db, deal), tillAnswerEntity.collectionId, `${uid}_${day}`), {
    ...answer,
    uid,
    day,
    answeredAt: serverTimestamp(),
  });
}
