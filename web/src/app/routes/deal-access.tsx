import { useTranslation } from '@/lib/i18n/react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectAuthStatus, selectIsMember } from '@/lib/session/auth-slice';
import { PageSpinner } from '@/components/spinner';
import { paths } from '@/config/paths';

/**
 * A logged-out visitor on /deal/... goes to /guest-deal/..., a member on /guest-deal/...
 * goes to /deal/.... The navigation state (the deal data a card passes along) travels with them.
 */
export function DealAccess({ audience }: { audience: 'member' | 'guest' }) {
  const { t } = useTranslation('layout');
  const status = useAppSelector(selectAuthStatus);
  const isMember = useAppSelector(selectIsMember);
  const { bankId = '', dealId = '', cityId = '' } = useParams();
  const location = useLocation();
  // The deal data a card passed along; the deal page reads it, this redirect only carries it.
  const carried: unknown = location.state;
  // Guests' pages are public and rendered on the server, so they show while the session is
  // checked (a member is sent on once it is known); members' pages wait for it.
  if (status === 'pending')
    return audience === 'guest' ? <Outlet /> : <PageSpinner label={t('session.checking')} />;
  if (audience === 'member' && !isMember) {
    return (
      <Navigate to={paths.guestDeal.getHref({ bankId, dealId, cityId })} replace state={carried} />
    );
  }
  if (audience === 'guest' && isMember) {
    return <Navigate to={paths.deal.getHref({ bankId, dealId, cityId })} replace state={carried} />;
  }
  return <Outlet />;
}
