import { type AppNotification, CITIES, DEFAULT_CITY } from '@deals/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/button';
import { EmptyState, ErrorState, SkeletonList } from '@/components/feedback';
import {
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  useSetAlertCityMutation,
} from '@/lib/notifications/notifications-api';
import { selectSessionUser } from '@/lib/session/auth-slice';
import { useGetUserDocQuery } from '@/lib/user/user-doc-api';
import { usePageTitle } from '@/lib/use-page-title';
import { notificationHref } from '../utils/notification-href';
import '../notifications.css';

const when = (ms: number) =>
  ms > 0 ? new Date(ms).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '';

/** The member's notifications, newest first; opening one marks it read and opens its deal or place. */
export default function NotificationsRoute() {
  usePageTitle('Notifications');
  const user = useAppSelector(selectSessionUser);
  const uid = user?.uid ?? '';
  const list = useGetNotificationsQuery(uid, { skip: uid === '' });
  const [markRead, marking] = useMarkNotificationsReadMutation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const unread = (list.data ?? []).filter((n) => !n.read);

  const open = async (n: AppNotification) => {
    if (!n.read) await markRead({ uid, ids: [n.id] });
    const href = notificationHref(n);
    if (href !== null) await navigate(href);
  };

  return (
    <div className="page page--medium notifications">
      <div className="notifications__head">
        <h1>Notifications</h1>
        {unread.length > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            loading={marking.isLoading}
            onClick={() =>
              void markRead({ uid, ids: unread.map((n) => n.id) }).then((r) => {
                setError('error' in r ? 'Could not mark them read. Please try again.' : null);
              })
            }
          >
            Mark all as read
          </Button>
        ) : null}
      </div>
      <AlertCityPicker uid={uid} />
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
      {list.isLoading ? (
        <SkeletonList rows={3} label="Loading notifications" />
      ) : list.isError ? (
        <ErrorState
          title="Could not load your notifications"
          action={<Button onClick={() => void list.refetch()}>Retry</Button>}
        >
          Check your connection and try again.
        </ErrorState>
      ) : (list.data ?? []).length === 0 ? (
        <EmptyState title="No notifications yet">
          You hear here when a new deal appears for one of your cards in your city, when a place you
          follow gets a new or better deal, and three days before a favourite ends.
        </EmptyState>
      ) : (
        <ul className="notifications__list">
          {(list.data ?? []).map((n) => (
            <li key={n.id} className={`notification${n.read ? '' : ' notification--unread'}`}>
              <button type="button" className="notification__open" onClick={() => void open(n)}>
                <span className="notification__title">
                  {n.read ? null : <span className="visually-hidden">Unread: </span>}
                  {n.title}
                </span>
                <span className="notification__body">{n.body}</span>
                <span className="notification__time">{when(n.createdAt)}</span>
              </button>
              {!n.read ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Mark “${n.title}” as read`}
                  onClick={() => void markRead({ uid, ids: [n.id] })}
                >
                  Mark read
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Which city's new deals on the member's cards they hear about (Users/{uid}.AlertCity). */
function AlertCityPicker({ uid }: { uid: string }) {
  const userDoc = useGetUserDocQuery(uid, { skip: uid === '' });
  const [setAlertCity, saving] = useSetAlertCityMutation();
  const [message, setMessage] = useState<string | null>(null);
  const city = userDoc.data?.AlertCity ?? DEFAULT_CITY;
  return (
    <div className="notifications__city">
      <label className="field">
        <span className="field__label">New deals for my cards in</span>
        <select
          className="field__input"
          value={city}
          disabled={saving.isLoading || userDoc.isLoading || !userDoc.data}
          onChange={(e) => {
            const next = e.target.value;
            setMessage(null);
            void setAlertCity({ uid, city: next }).then((r) =>
              setMessage(
                'error' in r
                  ? 'Could not save the city. Please try again.'
                  : `You will hear about new deals in ${next}.`,
              ),
            );
          }}
        >
          {CITIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      {message ? <p role="status">{message}</p> : null}
    </div>
  );
}
