import { useTranslation } from '@/lib/i18n/react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { PageSpinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { selectAuthStatus, selectIsMember } from '@/lib/session/auth-slice';

/**
 * As for deals: a logged-out visitor on /place/... goes to /guest-place/..., a member on
 * /guest-place/... goes to /place/..., with the navigation state carried along.
 */
export function PlaceAccess({ audience }: { audience: 'member' | 'guest' }) {
  const { t } = useTranslation('layout');
  const status = useAppSelector(selectAuthStatus);
  const isMember = useAppSelector(selectIsMember);
  const { cityId = '', placeKey = '' } = useParams();
  const carried: unknown = useLocation().state;
  // Guests' pages are public and rendered on the server, so they show while the session is
  // checked (a member is sent on once it is known); members' pages wait for it.
  if (status === 'pending')
    return audience === 'guest' ? <Outlet /> : <PageSpinner label={t('session.checking')} />;
  if (audience === 'member' && !isMember)
    return <Navigate to={paths.guestPlace.getHref({ cityId, placeKey })} replace state={carried} />;
  if (audience === 'guest' && isMember)
    return <Navigate to={paths.place.getHref({ cityId, placeKey })} replace state={carried} />;
  return <Outlet />;
}
