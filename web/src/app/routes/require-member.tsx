import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectAuthStatus, selectIsMember } from '@/lib/session/auth-slice';
import { PageSpinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import type { ReturnToState } from '@/lib/session/return-to';

/**
 * The signed-in guard (SPEC §2): a visitor who is not a verified member goes to /login, which
 * returns them here after signing in.
 */
export function RequireMember() {
  const status = useAppSelector(selectAuthStatus);
  const isMember = useAppSelector(selectIsMember);
  const location = useLocation();
  if (status === 'pending') return <PageSpinner label="Checking your session" />;
  if (!isMember) {
    const state: ReturnToState = {
      from: {
        pathname: location.pathname,
        search: location.search,
        hash: location.hash,
        state: location.state,
      },
    };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  return <Outlet />;
}
