/**
 * A member's in-app notifications (Users/{uid}/Notifications), written by functions. Read live:
 * the unread count for the navbar bell and the newest page for the list; the only write a member
 * may make is marking one read (the rules refuse anything else).
 */
import type { AppNotification } from '@deals/shared';
import { loadFirebase } from '@/lib/firebase';
import { api } from '@/lib/rtk/api';
import { queryFnsOf } from '@/lib/rtk/api-error';
import { streamQuery } from '@/lib/rtk/stream-query';

/** Newest notifications listed; older ones stay stored but are not shown. */
export const NOTIFICATIONS_PAGE = 50;
/** The bell counts up to this many unread and shows "99+" beyond. */
export const UNREAD_CAP = 100;

/** The notification reads and writes with Firestore, fetched on first use (see lib/firebase). */
const notificationsSdk = () => Promise.all([import('./notifications-queries'), loadFirebase()]);
const notificationsQuery = queryFnsOf(notificationsSdk);

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<number, string>(
      streamQuery('getUnreadCount', async (uid) => {
        const [{ unreadCount$ }, { db }] = await notificationsSdk();
        return unreadCount$(db, uid, UNREAD_CAP);
      }),
    ),
    getNotifications: build.query<AppNotification[], string>(
      streamQuery('getNotifications', async (uid) => {
        const [{ notifications$ }, { db }] = await notificationsSdk();
        return notifications$(db, uid, NOTIFICATIONS_PAGE);
      }),
    ),
    markNotificationsRead: build.mutation<null, { uid: string; ids: string[] }>({
      queryFn: notificationsQuery(async (notifications, db, { uid, ids }) => {
        await notifications.markRead(db, uid, ids);
        return null;
      }),
    }),
    /** Users/{uid}.AlertCity: the city whose new deals on the member's cards they hear about. */
    setAlertCity: build.mutation<null, { uid: string; city: string }>({
      queryFn: notificationsQuery(async (notifications, db, { uid, city }) => {
        await notifications.writeAlertCity(db, uid, city);
        return null;
      }),
    }),
  }),
});

export const {
  useSetAlertCityMutation,
  useGetUnreadCountQuery,
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
} = notificationsApi;
