import { Suspense, lazy } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectAuthStatus, selectIsMember, selectSessionUser } from '@/lib/session/auth-slice';
import { SiteFooter } from '@/app/layout/footer';
import { PublicHeader } from '@/app/layout/public-header';
import { VerifyEmailBanner } from '@/app/layout/verify-email-banner';
import { ConnectionBanners } from '@/app/layout/connection-banners';
import { useLeavingEndsOnNavigation } from '@/lib/session/leave';

// A member's navbar (the bell, the account menu, their saved language) is fetched once someone
// is signed in: a guest's first page, most visits, never needs it.
const Navbar = lazy(async () => ({ default: (await import('@/app/layout/navbar')).Navbar }));

/** The page chrome: the member navbar or the guest header, the page, the footer. */
export function AppLayout() {
  const { t } = useTranslation('layout');
  const user = useAppSelector(selectSessionUser);
  const isMember = useAppSelector(selectIsMember);
  const status = useAppSelector(selectAuthStatus);
  const navigation = useNavigation();
  useLeavingEndsOnNavigation();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {user && isMember ? (
        // Until it arrives, the guest header's frame without its actions holds the place.
        <Suspense fallback={<PublicHeader showActions={false} />}>
          <Navbar user={user} />
        </Suspense>
      ) : (
        <PublicHeader showActions={status !== 'pending'} user={user} />
      )}
      {user && !isMember ? <VerifyEmailBanner email={user.email} /> : null}
      <ConnectionBanners />
      {navigation.state === 'loading' ? (
        <div className="route-progress" role="progressbar" aria-label={t('app.loadingPage')} />
      ) : null}
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
