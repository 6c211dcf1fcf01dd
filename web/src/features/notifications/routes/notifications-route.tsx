import { type AppNotification, CITIES, DEFAULT_CITY } from '@deals/shared';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/button';
import { SelectControl } from '@/components/text-field';
import { EmptyState, ErrorState, SkeletonList } from '@/components/feedback';
import { OpenLink } from '@/components/open-link';
import { paths } from '@/config/paths';
import {
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  useSetAlertCityMutation,
} from '@/lib/notifications/notifications-api';
import { selectSessionUser } from '@/lib/session/auth-slice';
import { useFormat } from '@/lib/i18n/format';
import { useNames } from '@/lib/i18n/names';
import { useGetUserDocQuery } from '@/lib/user/user-doc-api';
import { usePageTitle } from '@/lib/use-page-title';
import { notificationHref } from '../utils/notification-href';
import { useNotificationText } from '../utils/use-notification-text';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** When a notification came: English keeps its day-month-year, 24-hour clock; Urdu its own. */
function useWhen(): (ms: number) => string {
  const { i18n } = useTranslation();
  const format = useFormat();
  return (ms) =>
    ms <= 0
      ? ''
      : i18n.language === 'en'
        ? new Date(ms).toLocaleString('en-GB', WHEN)
        : format.date(ms, WHEN);
}

/** The member's notifications, newest first; opening one marks it read and opens its deal or place. */
export default function NotificationsRoute() {
  const { t } = useTranslation('notifications');
  const when = useWhen();
  const say = useNotificationText();
  usePageTitle(t('pageTitle'));
  const user = useAppSelector(selectSessionUser);
  const uid = user?.uid ?? '';
  const list = useGetNotificationsQuery(uid, { skip: uid === '' });
  const [markRead, marking] = useMarkNotificationsReadMutation();
  const navigate = useNavigate();
  // The last marking that failed, by its message; null once marking all succeeds.
  const [error, setError] = useState<'markAllError' | 'markReadError' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const unread = (list.data ?? []).filter((n) => !n.read);
  // A failed "mark all" stops mattering once nothing is unread (each one opened, or marked elsewhere).
  const shownError = error === 'markAllError' && unread.length === 0 ? null : error;

  const open = (n: AppNotification, href: string | null) => {
    // Marking read settles only when the server answers (never while offline), so it is not
    // waited for: the deal or place opens at once. A refusal is said here if the list is still
    // shown (a notification that opens nothing); otherwise it stays unread for the next visit.
    if (!n.read)
      void markRead({ uid, ids: [n.id] }).then((r) => {
        if ('error' in r) setError('markReadError');
      });
    // Back from the deal or place comes back to this list, not to home.
    if (href !== null) void navigate(href, { state: { backTo: paths.notifications.getHref() } });
  };

  return (
    <div className="page page--medium notifications">
      <div className="notifications__head">
        <h1 ref={heading} tabIndex={-1}>
          {t('heading')}
        </h1>
        {unread.length > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            loading={marking.isLoading}
            onClick={() =>
              void markRead({ uid, ids: unread.map((n) => n.id) }).then((r) => {
                setError('error' in r ? 'markAllError' : null);
                // The button goes once nothing is unread: focus stays on the page, at its top.
                if (!('error' in r)) heading.current?.focus();
              })
            }
          >
            {t('markAllRead')}
          </Button>
        ) : null}
      </div>
      <AlertCityPicker uid={uid} />
      {shownError ? (
        <p className="form-message form-message--error" role="alert">
          {t(shownError)}
        </p>
      ) : null}
      {list.isLoading ? (
        <SkeletonList rows={3} label={t('loading')} />
      ) : list.isError ? (
        <ErrorState
          title={t('loadError.title')}
          action={<Button onClick={() => void list.refetch()}>{t('loadError.retry')}</Button>}
        >
          {t('loadError.body')}
        </ErrorState>
      ) : (list.data ?? []).length === 0 ? (
        <EmptyState title={t('empty.title')}>{t('empty.body')}</EmptyState>
      ) : (
        <ul className="notifications__list">
          {(list.data ?? []).map((n) => {
            const { title, body } = say(n);
            const href = notificationHref(n);
            return (
              <li key={n.id} className={`notification${n.read ? '' : ' notification--unread'}`}>
                {/* A link, so the deal or place also opens in a new tab (and is marked read). */}
                <OpenLink
                  href={href}
                  className="notification__open"
                  onOpen={() => open(n, href)}
                  onOtherClick={() => {
                    if (!n.read) void markRead({ uid, ids: [n.id] });
                  }}
                >
                  <span className="notification__title">
                    {n.read ? null : <span className="visually-hidden">{t('unread')}</span>}
                    {/* A bank's or a deal's words keep their own direction on an Urdu page. */}
                    <bdi>{title}</bdi>
                  </span>
                  <span className="notification__body" dir="auto">
                    {body}
                  </span>
                  <span className="notification__time">{when(n.createdAt)}</span>
                </OpenLink>
                {!n.read ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('markReadLabel', { title })}
                    onClick={(event) => {
                      // The button goes once it is read: focus moves to its notification.
                      event.currentTarget.parentElement
                        ?.querySelector<HTMLElement>('.notification__open')
                        ?.focus();
                      void markRead({ uid, ids: [n.id] });
                    }}
                  >
                    {t('markRead')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Which city's new deals on the member's cards they hear about (Users/{uid}.AlertCity). */
function AlertCityPicker({ uid }: { uid: string }) {
  const userDoc = useGetUserDocQuery(uid, { skip: uid === '' });
  const [setAlertCity, saving] = useSetAlertCityMutation();
  const { t } = useTranslation('notifications');
  const names = useNames();
  // What the last change said: refused, or the city now alerted about.
  const [outcome, setOutcome] = useState<{ saved: false } | { saved: true; city: string } | null>(
    null,
  );
  const city = userDoc.data?.AlertCity ?? DEFAULT_CITY;
  return (
    <div className="notifications__city">
      <SelectControl
        label={t('alertCity.label')}
        value={city}
        disabled={saving.isLoading || userDoc.isLoading || !userDoc.data}
        options={CITIES.map((c) => ({ value: c, label: names.city(c) }))}
        onValue={(next) => {
          setOutcome(null);
          void setAlertCity({ uid, city: next }).then((r) =>
            setOutcome('error' in r ? { saved: false } : { saved: true, city: next }),
          );
        }}
      />
      {outcome ? (
        <p role="status">
          {outcome.saved
            ? t('alertCity.saved', { city: names.city(outcome.city) })
            : t('alertCity.saveError')}
        </p>
      ) : null}
    </div>
  );
}
