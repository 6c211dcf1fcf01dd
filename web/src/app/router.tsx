/**
 * Every route of the app. Pages are lazy route modules living in their feature folders; this file
 * only decides which module answers which URL, and who may see it.
 */
import { Navigate, type RouteObject, createBrowserRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/spinner';
import { lazyRoute } from './lazy-route';
import { AppLayout } from './routes/app-layout';
import { DealAccess } from './routes/deal-access';
import { PlaceAccess } from './routes/place-access';
import { RequireMember } from './routes/require-member';
import { RouteError } from './routes/route-error';

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
          {
            path: paths.signup.path,
            lazy: lazyRoute(() => import('@/features/auth/routes/signup-route'), ['auth']),
          },
          {
            path: paths.login.path,
            lazy: lazyRoute(() => import('@/features/auth/routes/login-route'), ['auth']),
          },
          {
            path: paths.legacyLogin.path,
            element: <Navigate to={paths.login.getHref()} replace />,
          },
          {
            path: paths.verifyEmail.path,
            lazy: lazyRoute(() => import('@/features/auth/routes/verify-email-route'), ['auth']),
          },
          {
            path: paths.cardInfoAfterSignUp.path,
            lazy: lazyRoute(
              () => import('@/features/cards/routes/card-info-after-sign-up-route'),
              ['cards'],
            ),
          },
          {
            path: paths.about.path,
            lazy: lazyRoute(() => import('@/features/about/routes/about-route'), ['about']),
          },
          {
            path: paths.contact.path,
            lazy: lazyRoute(() => import('@/features/contact/routes/contact-route'), ['contact']),
          },
          {
            element: <DealAccess audience="member" />,
            children: [
              {
                path: paths.deal.path,
                lazy: lazyRoute(() => import('@/features/deal/routes/deal-route'), ['deal']),
              },
            ],
          },
          {
            element: <DealAccess audience="guest" />,
            children: [
              {
                path: paths.guestDeal.path,
                lazy: lazyRoute(() => import('@/features/deal/routes/guest-deal-route'), ['deal']),
              },
            ],
          },
          {
            element: <PlaceAccess audience="member" />,
            children: [
              {
                path: paths.place.path,
                lazy: lazyRoute(() => import('@/features/deal/routes/place-route'), ['deal']),
              },
            ],
          },
          {
            element: <PlaceAccess audience="guest" />,
            children: [
              {
                path: paths.guestPlace.path,
                lazy: lazyRoute(() => import('@/features/deal/routes/guest-place-route'), ['deal']),
              },
            ],
          },
          {
            path: paths.branches.path,
            lazy: lazyRoute(() => import('@/features/deal/routes/branches-route'), ['deal']),
          },
          {
            path: paths.brandSearch.path,
            lazy: lazyRoute(() => import('@/features/brand-search/routes/brand-search-route')),
          },
          {
            path: paths.brandDetail.path,
            lazy: lazyRoute(() => import('@/features/brand-search/routes/brand-detail-route')),
          },
          {
            path: paths.privacyPolicyRedirect.path,
            element: <Navigate to={paths.privacyPolicy.getHref()} replace />,
          },
          {
            path: paths.privacyPolicy.path,
            lazy: lazyRoute(
              () => import('@/features/legal/routes/privacy-policy-route'),
              ['legal'],
            ),
          },
          {
            path: paths.terms.path,
            lazy: lazyRoute(() => import('@/features/legal/routes/terms-route'), ['legal']),
          },
          {
            element: <RequireMember />,
            children: [
              {
                path: paths.home.path,
                lazy: lazyRoute(() => import('@/features/home/routes/home-route'), ['home']),
              },
              {
                path: paths.cardInfo.path,
                lazy: lazyRoute(() => import('@/features/cards/routes/card-info-route'), ['cards']),
              },
              {
                path: paths.statistics.path,
                lazy: lazyRoute(
                  () => import('@/features/statistics/routes/statistics-route'),
                  ['statistics'],
                ),
              },
              {
                path: paths.settings.path,
                lazy: lazyRoute(
                  () => import('@/features/settings/routes/settings-route'),
                  ['settings'],
                ),
              },
              {
                path: paths.notifications.path,
                lazy: lazyRoute(
                  () => import('@/features/notifications/routes/notifications-route'),
                  ['notifications'],
                ),
              },
              {
                // Signed-in members only; the page itself refuses accounts without the admin claim.
                path: paths.admin.path,
                lazy: lazyRoute(() => import('@/features/admin/routes/admin-route'), ['admin']),
              },
            ],
          },
          { path: '*', lazy: lazyRoute(() => import('./routes/not-found-route')) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
