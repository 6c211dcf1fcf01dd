import { useTranslation } from '@/lib/i18n/react';
import { NavLink } from 'react-router-dom';
import { BellIcon } from '@/components/bell-icon';
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
      <BellIcon />
      {count > 0 ? (
        <span className="navbar__bell-count" data-testid="unread-count" aria-hidden="true">
          {shown}
        </span>
      ) : null}
    </NavLink>
  );
}
