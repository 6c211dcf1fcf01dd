import {
  bankEntity,
  type NotificationContent,
  notificationDayEntity,
  notificationEntity,
  NOTIFICATIONS_PER_DAY,
  pakistanDate,
} from '@deals/shared';
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { clockNow } from '../platform/config.js';

/** `Users/{uid}/NotificationDays/{yyyy-mm-dd}`: notifications delivered that day (functions only). */

/** The outcome of one delivery. */
export type Delivery = 'created' | 'exists' | 'capped';

/**
 * Writes one notification unless it exists (the same event delivered again) or the member has
 * had their quota for the day (Pakistan date); in one transaction with the day's counter, so two
 * concurrent events can never pass the bound together.
 */
export async function deliver(
  db: Firestore,
  uid: string,
  id: string,
  content: NotificationContent,
): Promise<Delivery> {
  const now = clockNow();
  const noteRef = db.doc(notificationEntity.docPath({ uid, notificationId: id }));
  const dayRef = db.doc(notificationDayEntity.docPath({ uid, day: pakistanDate(now) }));
  return db.runTransaction(async (tx) => {
    const [note, day] = (await tx.getAll(noteRef, dayRef)) as [DocumentSnapshot, DocumentSnapshot];
    if (note.exists) return 'exists';
    const delivered = Number(day.get('count') ?? 0);
    if (delivered >= NOTIFICATIONS_PER_DAY) {
      tx.set(dayRef, { dropped: FieldValue.increment(1) }, { merge: true });
      return 'capped';
    }
    tx.create(noteRef, { ...content, read: false, createdAt: Timestamp.fromMillis(now) });
    tx.set(dayRef, { count: delivered + 1 }, { merge: true });
    return 'created';
  });
}

/**
 * How many deliveries run at once. Each is a transaction on one member's documents, so members do
 * not contend; one at a time, a new deal on a popular card (thousands of holders) outlasted the
 * trigger's time limit, and every retry spent its time re-checking the members already told.
 */
export const DELIVERY_CONCURRENCY = 16;

type Item = { uid: string; id: string; content: NotificationContent };

/** Delivers to each member, {@link DELIVERY_CONCURRENCY} at a time, and counts outcomes. */
export async function deliverAll(
  db: Firestore,
  items: readonly Item[],
  send: (item: Item) => Promise<Delivery> = (item) => deliver(db, item.uid, item.id, item.content),
): Promise<Record<Delivery, number>> {
  const tally: Record<Delivery, number> = { created: 0, exists: 0, capped: 0 };
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as Item;
      tally[await send(item)] += 1;
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(DELIVERY_CONCURRENCY, items.length) }, () => worker()),
  );
  return tally;
}

/** A bank's display name for notification text (its id when the document has none). */
export async function bankNameOf(db: Firestore, bankId: string): Promise<string> {
  const snap = await db.doc(bankEntity.docPath({ bankId })).get();
  const name: unknown = snap.get('bankName');
  return typeof name === 'string' && name.trim() !== '' ? name : bankId;
}
