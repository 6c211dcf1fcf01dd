import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectAuthStatus, selectIsMember, selectSessionUser } from '@/lib/session/auth-slice';
import { SiteFooter } from '@/app/layout/footer';
import { Navbar } from '@/app/layout/navbar';
import { PublicHeader } from '@/app/layout/public-header';
import { VerifyEmailBanner } from '@/app/layout/verify-email-banner';
import { ConnectionBanners } from '@/app/layout/connection-banners';

/** The page chrome: the member navbar or the guest header, the page, the footer. */
export function AppLayout() {
  const { t } = useTranslation('layout');
  const user = useAppSelector(selectSessionUser);
  const isMember = useAppSelector(selectIsMember);
  const status = useAppSelector(selectAuthStatus);
  const navigation = useNavigation();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {user && isMember ? (
        <Navbar user={user} />
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
