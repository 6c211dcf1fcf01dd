import { Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import {
  selectAuthStatus,
  selectIsLeaving,
  selectIsMember,
  selectSessionUser,
} from '@/lib/session/auth-slice';
import { PageSpinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import type { ReturnToState } from '@/lib/session/return-to';
import { lazyWithTexts } from '@/lib/i18n/lazy-with-texts';
import { MemberStyles } from '@/styles/member-styles';

// Only for accounts not verified yet, so it and its texts load when one needs it.
const VerifyEmailGate = lazyWithTexts(
  async () => (await import('@/features/auth/components/verify-email-gate')).VerifyEmailGate,
  ['auth'],
);

/**
 * The signed-in guard: a visitor who is not signed in goes to /login, which returns them
 * here after signing in. Someone signed in with an unverified e-mail is told why they cannot go
 * on, and continues here once verified.
 */
export function RequireMember() {
  const { t } = useTranslation('layout');
  const status = useAppSelector(selectAuthStatus);
  const isMember = useAppSelector(selectIsMember);
  const user = useAppSelector(selectSessionUser);
  const leaving = useAppSelector(selectIsLeaving);
  const location = useLocation();
  if (status === 'pending') return <PageSpinner label={t('session.checking')} />;
  // Logging out or deleting the account: the page that started it takes the member on.
  if (leaving && !isMember) return <PageSpinner label={t('session.leaving')} />;
  if (user && !isMember) {
    return (
      <Suspense fallback={<PageSpinner label={t('session.checking')} />}>
        <VerifyEmailGate email={user.email} />
      </Suspense>
    );
  }
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
  return (
    <>
      <MemberStyles />
      <Outlet />
    </>
  );
}
