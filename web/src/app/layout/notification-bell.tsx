import { useTranslation } from '@/lib/i18n/react';
import { NavLink } from 'react-router-dom';
import './notification-bell.css';
import { paths } from '@/config/paths';
import { UNREAD_CAP, useGetUnreadCountQuery } from '@/lib/notifications/notifications-api';

/** The navbar bell: a link to the notifications with the unread count, live. */
export function NotificationBell({ uid }: { uid: string }) {
  const { t } = useTranslation('layout');
  const unread = useGetUnreadCountQuery(uid);
  const count = unread.data ?? 0;
  const shown = count >= UNREAD_CAP ? `${UNREAD_CAP - 1}+` : String(count);
  return (
    <NavLink
      className="navbar__bell"
      to={paths.notifications.getHref()}
      aria-label={count > 0 ? t('bell.unread', { shown }) : t('bell.label')}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
      </svg>
      {count > 0 ? (
        <span className="navbar__bell-count" data-testid="unread-count" aria-hidden="true">
          {shown}
        </span>
      ) : null}
    </NavLink>
  );
}
