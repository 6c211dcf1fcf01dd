/**
 * Every route of the app. Pages are lazy route modules living in their feature folders; this file
 * only decides which module answers which URL, and who may see it.
 */
import type { ComponentType, ReactElement } from 'react';
import { Navigate, type RouteObject, createBrowserRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/spinner';
import type { Namespace } from '@/lib/i18n/i18n';
import { lazyRoute } from './lazy-route';
import { AppLayout } from './routes/app-layout';
import { DealAccess } from './routes/deal-access';
import { PlaceAccess } from './routes/place-access';
import { RouteError } from './routes/route-error';

type RouteModule = () => Promise<{ default: ComponentType }>;

/** A page at `path`: its module, fetched with the texts of `namespaces` when first opened. */
const page = (path: string, load: RouteModule, ...namespaces: Namespace[]): RouteObject => ({
  path,
  lazy: lazyRoute(load, namespaces),
});

/** An old address that now lives at `to`. */
const redirect = (path: string, to: string): RouteObject => ({
  path,
  element: <Navigate to={to} replace />,
});

/**
 * Routes for signed-in members only, behind the guard that sends everyone else to log in. The
 * guard's code is fetched with the first of them opened: a guest's page never needs it.
 */
const membersOnly = (...children: RouteObject[]): RouteObject => ({
  lazy: lazyRoute(async () => ({
    default: (await import('./routes/require-member')).RequireMember,
  })),
  children,
});

/** Routes that `guard` renders, or turns away. */
const behind = (guard: ReactElement, ...children: RouteObject[]): RouteObject => ({
  element: guard,
  children,
});

const landing = lazyRoute(() => import('@/features/landing/routes/landing-route'));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: landing },
          { path: paths.landingAlias.path, lazy: landing },
          page(paths.signup.path, () => import('@/features/auth/routes/signup-route'), 'auth'),
          page(paths.login.path, () => import('@/features/auth/routes/login-route'), 'auth'),
          redirect(paths.legacyLogin.path, paths.login.getHref()),
          page(
            paths.verifyEmail.path,
            () => import('@/features/auth/routes/verify-email-route'),
            'auth',
          ),
          page(
            paths.cardInfoAfterSignUp.path,
            () => import('@/features/cards/routes/card-info-after-sign-up-route'),
            'cards',
          ),
          page(paths.about.path, () => import('@/features/about/routes/about-route'), 'about'),
          page(
            paths.contact.path,
            () => import('@/features/contact/routes/contact-route'),
            'contact',
          ),
          behind(
            <DealAccess audience="member" />,
            page(paths.deal.path, () => import('@/features/deal/routes/deal-route'), 'deal'),
          ),
          behind(
            <DealAccess audience="guest" />,
            page(
              paths.guestDeal.path,
              () => import('@/features/deal/routes/guest-deal-route'),
              'deal',
            ),
          ),
          behind(
            <PlaceAccess audience="member" />,
            page(paths.place.path, () => import('@/features/deal/routes/place-route'), 'deal'),
          ),
          behind(
            <PlaceAccess audience="guest" />,
            page(
              paths.guestPlace.path,
              () => import('@/features/deal/routes/guest-place-route'),
              'deal',
            ),
          ),
          page(paths.branches.path, () => import('@/features/deal/routes/branches-route'), 'deal'),
          page(
            paths.brandSearch.path,
            () => import('@/features/brand-search/routes/brand-search-route'),
            'brandSearch',
          ),
          page(
            paths.brandDetail.path,
            () => import('@/features/brand-search/routes/brand-detail-route'),
            'brandSearch',
          ),
          redirect(paths.privacyPolicyRedirect.path, paths.privacyPolicy.getHref()),
          page(
            paths.privacyPolicy.path,
            () => import('@/features/legal/routes/privacy-policy-route'),
            'legal',
          ),
          page(paths.terms.path, () => import('@/features/legal/routes/terms-route'), 'legal'),
          membersOnly(
            page(paths.home.path, () => import('@/features/home/routes/home-route'), 'home'),
            page(
              paths.cardInfo.path,
              () => import('@/features/cards/routes/card-info-route'),
              'cards',
            ),
            page(
              paths.statistics.path,
              () => import('@/features/statistics/routes/statistics-route'),
              'statistics',
            ),
            page(
              paths.settings.path,
              () => import('@/features/settings/routes/settings-route'),
              'settings',
            ),
            page(
              paths.notifications.path,
              () => import('@/features/notifications/routes/notifications-route'),
              'notifications',
            ),
            // Signed-in members only; the page itself refuses accounts without the admin claim.
            page(paths.admin.path, () => import('@/features/admin/routes/admin-route'), 'admin'),
          ),
          page('*', () => import('./routes/not-found-route')),
        ],
      },
    ],
  },
];

/**
 * The app's router. On a server-rendered page it starts as a hydrated router (with no loader data,
 * there being no loaders): it leaves the scroll position alone, where a new router scrolls to the
 * top as it mounts. The page was on screen before its code arrived, and the visitor may have
 * scrolled it already; on a slow phone, being taken back to the top then made a tap land on
 * whatever had moved under it.
 */
export const createAppRouter = ({ serverRendered }: { serverRendered: boolean }) =>
  createBrowserRouter(routes, serverRendered ? { hydrationData: {} } : undefined);
