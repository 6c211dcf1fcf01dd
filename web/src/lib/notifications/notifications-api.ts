/**
 * A member's in-app notifications (Users/{uid}/Notifications), written by functions. Read live:
 * the unread count for the navbar bell and the newest page for the list; the only write a member
 * may make is marking one read (the rules refuse anything else).
 */
import { type AppNotification, parseNotification } from '@deals/shared';
import {
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
import { map } from 'rxjs';
import { getFirebase } from '@/lib/firebase';
import { api } from '@/lib/rtk/api';
import { toApiError } from '@/lib/rtk/api-error';
import { streamQuery } from '@/lib/rtk/stream-query';

/** Newest notifications listed; older ones stay stored but are not shown. */
export const NOTIFICATIONS_PAGE = 50;
/** The bell counts up to this many unread and shows "99+" beyond. */
export const UNREAD_CAP = 100;

const notificationsRef = (uid: string) =>
  collection(getFirebase().db, 'Users', uid, 'Notifications');

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<number, string>(
      streamQuery('getUnreadCount', (uid) =>
        fromRef(query(notificationsRef(uid), where('read', '==', false), limit(UNREAD_CAP))).pipe(
          map((snap) => snap.size),
        ),
      ),
    ),
    getNotifications: build.query<AppNotification[], string>(
      streamQuery('getNotifications', (uid) =>
        fromRef(
          query(notificationsRef(uid), orderBy('createdAt', 'desc'), limit(NOTIFICATIONS_PAGE)),
        ).pipe(map((snap) => snap.docs.map((d) => parseNotification(d.data(), d.id)))),
      ),
    ),
    markNotificationsRead: build.mutation<null, { uid: string; ids: string[] }>({
      async queryFn({ uid, ids }) {
        try {
          if (ids.length === 1 && ids[0] !== undefined) {
            await updateDoc(doc(notificationsRef(uid), ids[0]), {
              read: true,
              readAt: serverTimestamp(),
            });
          } else {
            const batch = writeBatch(getFirebase().db);
            for (const id of ids)
              batch.update(doc(notificationsRef(uid), id), {
                read: true,
                readAt: serverTimestamp(),
              });
            await batch.commit();
          }
          return { data: null };
        } catch (error) {
          return { error: toApiError(error) };
        }
      },
    }),
    /** Users/{uid}.AlertCity: the city whose new deals on the member's cards they hear about. */
    setAlertCity: build.mutation<null, { uid: string; city: string }>({
      async queryFn({ uid, city }) {
        try {
          await updateDoc(doc(getFirebase().db, 'Users', uid), { AlertCity: city });
          return { data: null };
        } catch (error) {
          return { error: toApiError(error) };
        }
      },
    }),
  }),
});

export const {
  useSetAlertCityMutation,
  useGetUnreadCountQuery,
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
} = notificationsApi;
