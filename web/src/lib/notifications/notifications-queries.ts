/**
 * Firestore reads and writes of Users/{uid}/Notifications. Loaded on demand by
 * notifications-api (it needs the Firestore SDK; see lib/firebase).
 */
import {
  type AppNotification,
  parseNotification,
  notificationEntity,
  userEntity,
} from '@deals/shared';
import {
  type Firestore,
  collection,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { fromRef } from 'rxfire/firestore';
import { type Observable, map } from 'rxjs';

const notificationsRef = (db: Firestore, uid: string) =>
  collection(db, notificationEntity.path({ uid }));

/** How many of the member's notifications are unread, up to `cap`, live. */
export const unreadCount$ = (db: Firestore, uid: string, cap: number): Observable<number> =>
  fromRef(query(notificationsRef(db, uid), where('read', '==', false), limit(cap))).pipe(
    map((snap) => snap.size),
  );

/** The member's newest `count` notifications, newest first, live. */
export const notifications$ = (
  db: Firestore,
  uid: string,
  count: number,
): Observable<AppNotification[]> =>
  fromRef(query(notificationsRef(db, uid), orderBy('createdAt', 'desc'), limit(count))).pipe(
    map((snap) => snap.docs.map((d) => parseNotification(d.data(), d.id))),
  );

/** Marks notifications read: one update for one, a batch for several. */
export async function markRead(db: Firestore, uid: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 1 && ids[0] !== undefined) {
    await updateDoc(doc(notificationsRef(db, uid), ids[0]), {
      read: true,
      readAt: serverTimestamp(),
    });
    return;
  }
  const batch = writeBatch(db);
  for (const id of ids)
    batch.update(doc(notificationsRef(db, uid), id), { read: true, readAt: serverTimestamp() });
  await batch.commit();
}

/** Users/{uid}.AlertCity. */
export async function writeAlertCity(db: Firestore, uid: string, city: string): Promise<void> {
  await updateDoc(doc(db, userEntity.docPath({ uid })), { AlertCity: city });
}
