import { type RefObject, Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import {
  type SessionUser,
  selectAuthStatus,
  selectIsMember,
  selectSessionUser,
} from '@/lib/session/auth-slice';
import { SiteFooter } from '@/app/layout/footer';
import { PublicHeader } from '@/app/layout/public-header';
import { ConnectionBanners } from '@/app/layout/connection-banners';
import { LazyNavbar, preloadNavbar } from '@/app/layout/navbar-loader';
import { paths } from '@/config/paths';
import { isFromDealDetail } from '@/lib/page-state/from-detail';
import { useLeavingEndsOnNavigation } from '@/lib/session/leave';
import { hasRememberedSession } from '@/lib/storage/local-cache';

// Only for a signed-in account whose e-mail is not verified yet: fetched when one needs it.
const VerifyEmailBanner = lazy(async () => ({
  default: (await import('@/app/layout/verify-email-banner')).VerifyEmailBanner,
}));

/** Pages from which someone is about to become a signed-in member. */
const SIGN_IN_PATHS: ReadonlySet<string> = new Set([paths.login.path, paths.signup.path]);

/**
 * A member's navbar (the bell, the account menu, their saved language) is a chunk of its own: a
 * guest's first page, most visits, never needs it. It is fetched ahead on the log-in and sign-up
 * pages, for anyone signed in, and on a device where someone was signed in at the last visit.
 */
function usePreloadedNavbar(signedIn: boolean): void {
  const { pathname } = useLocation();
  const expected = signedIn || SIGN_IN_PATHS.has(pathname);
  useEffect(() => {
    if (expected || hasRememberedSession()) preloadNavbar();
  }, [expected]);
}

/**
 * After a move to another page, focus goes to the page's content when the element that had it
 * left with the old page: it would fall to the document's body, where a screen reader says nothing
 * and the next Tab starts again at the top. A page that put focus somewhere itself keeps it, and
 * a grid a detail page returns to puts it back on the item that was opened, once its scroll
 * position is back (see useRestoreScroll): the page's content focused in between would become
 * the browser's scroll anchor, and the images loading above the returning item would then push
 * it out of place.
 */
function useFocusAfterNavigation(main: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const { pathname } = location;
  const returning = isFromDealDetail(location.state as unknown);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (returning) return;
    const active = document.activeElement;
    if (active === null || active === document.body) main.current?.focus({ preventScroll: true });
  }, [pathname, returning, main]);
}

/**
 * The guest header, with its actions once the session is known. It alone reads the session's
 * status: on a server-rendered page the status turns from pending to signed out as the page goes
 * live, and only the header renders again then, not the whole layout with it (a long task on a
 * slow phone).
 */
function GuestHeader({ user }: { user: SessionUser | null }) {
  const status = useAppSelector(selectAuthStatus);
  return <PublicHeader showActions={status !== 'pending'} user={user} />;
}

/** The page chrome: the member navbar or the guest header, the page, the footer. */
export function AppLayout() {
  const { t } = useTranslation('layout');
  const user = useAppSelector(selectSessionUser);
  const isMember = useAppSelector(selectIsMember);
  const navigation = useNavigation();
  const main = useRef<HTMLElement>(null);
  useFocusAfterNavigation(main);
  useLeavingEndsOnNavigation();
  usePreloadedNavbar(user !== null);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {user && isMember ? (
        // Until it arrives, the guest header's frame without its actions holds the place.
        <Suspense fallback={<PublicHeader showActions={false} />}>
          <LazyNavbar user={user} />
        </Suspense>
      ) : (
        <GuestHeader user={user} />
      )}
      {user && !isMember ? (
        <Suspense fallback={null}>
          <VerifyEmailBanner email={user.email} />
        </Suspense>
      ) : null}
      <ConnectionBanners />
      {navigation.state === 'loading' ? (
        <div className="route-progress" role="progressbar" aria-label={t('app.loadingPage')} />
      ) : null}
      <main ref={main} id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
