import { screen } from '@testing-library/react';
import { Navigate, Outlet, type RouteObject, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { aMember, renderRoutes, signedIn, signedOut } from '@/testing/render';
import { paths } from '@/config/paths';
import type { ReturnToState } from '@/lib/session/return-to';
import { authStateChanged, leavingChanged } from '@/lib/session/auth-slice';
import { DealAccess } from './deal-access';
import { RequireMember } from './require-member';

function Where({ name }: { name: string }) {
  const location = useLocation();
  const from = (location.state as ReturnToState | null)?.from?.pathname;
  const carried = (location.state as { title?: string } | null)?.title;
  return (
    <div>
      <h1>{name}</h1>
      <p>at {location.pathname}</p>
      {from ? <p>from {from}</p> : null}
      {carried ? <p>carried {carried}</p> : null}
    </div>
  );
}

const table: RouteObject[] = [
  { path: paths.login.path, element: <Where name="Login page" /> },
  {
    path: paths.privacyPolicyRedirect.path,
    element: <Navigate to={paths.privacyPolicy.getHref()} replace />,
  },
  { path: paths.privacyPolicy.path, element: <Where name="Privacy" /> },
  {
    element: <RequireMember />,
    children: [{ path: paths.home.path, element: <Where name="Home page" /> }],
  },
  {
    element: <DealAccess audience="member" />,
    children: [{ path: paths.deal.path, element: <Where name="Member deal" /> }],
  },
  {
    element: <DealAccess audience="guest" />,
    children: [{ path: paths.guestDeal.path, element: <Where name="Guest deal" /> }],
  },
  { path: '*', element: <Outlet /> },
];

describe('signed-in guard', () => {
  it('sends a signed-out visitor to /login and remembers where they were going', async () => {
    renderRoutes(table, { preloadedState: signedOut, route: '/HomePageLoggedIn' });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByText('from /HomePageLoggedIn')).toBeInTheDocument();
  });

  it('lets a verified member through', async () => {
    renderRoutes(table, { preloadedState: signedIn(), route: '/HomePageLoggedIn' });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('tells a signed-in, unverified e-mail account why it cannot go on, and offers a resend', async () => {
    const { store } = renderRoutes(table, {
      preloadedState: signedIn(aMember({ email: 'new@example.com', emailVerified: false })),
      route: '/HomePageLoggedIn',
    });
    expect(
      await screen.findByRole('heading', { name: 'Verify your email to continue' }),
    ).toBeInTheDocument();
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
    // Once the verification reaches the store, the page they asked for appears where they are.
    store.dispatch(authStateChanged(aMember({ email: 'new@example.com', emailVerified: true })));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByText('at /HomePageLoggedIn')).toBeInTheDocument();
  });

  it('lets a Google account through without e-mail verification', async () => {
    const google = aMember({ emailVerified: false, providerIds: ['google.com'] });
    renderRoutes(table, { preloadedState: signedIn(google), route: '/HomePageLoggedIn' });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('waits while the session is being restored instead of redirecting', () => {
    renderRoutes(table, {
      preloadedState: { auth: { status: 'pending', user: null, leaving: false } },
      route: '/HomePageLoggedIn',
    });
    expect(screen.getByText('Checking your session')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
  });

  it('sends someone whose session ended to the login, but not a member who chose to leave', async () => {
    const leaving = renderRoutes(table, { preloadedState: signedIn(), route: '/HomePageLoggedIn' });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    leaving.store.dispatch(leavingChanged(true));
    leaving.store.dispatch(authStateChanged(null));
    // The logout (or the deletion) takes them on; the guard stands by instead of redirecting.
    expect(await screen.findByText('Signing you out')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
    leaving.unmount();

    const ended = renderRoutes(table, { preloadedState: signedIn(), route: '/HomePageLoggedIn' });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    ended.store.dispatch(authStateChanged(null));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});

describe('deal redirects', () => {
  it('sends a logged-out visitor from /deal to /guest-deal with the same ids and state', async () => {
    renderRoutes(table, {
      preloadedState: signedOut,
      route: '/deal/Hbl/d1/Lahore',
      routeState: { title: 'Pizza' },
    });
    expect(await screen.findByRole('heading', { name: 'Guest deal' })).toBeInTheDocument();
    expect(screen.getByText('at /guest-deal/Hbl/d1/Lahore')).toBeInTheDocument();
    expect(screen.getByText('carried Pizza')).toBeInTheDocument();
  });

  it('sends a member from /guest-deal to /deal', async () => {
    renderRoutes(table, { preloadedState: signedIn(), route: '/guest-deal/Hbl/d1/Lahore' });
    expect(await screen.findByRole('heading', { name: 'Member deal' })).toBeInTheDocument();
    expect(screen.getByText('at /deal/Hbl/d1/Lahore')).toBeInTheDocument();
  });

  it('keeps a member on /deal and a guest on /guest-deal', async () => {
    renderRoutes(table, { preloadedState: signedIn(), route: '/deal/Hbl/d1/Lahore' });
    expect(await screen.findByRole('heading', { name: 'Member deal' })).toBeInTheDocument();
  });
});

describe('legacy links', () => {
  it('replaces /privacypolicy with the static privacy page', async () => {
    const { router } = renderRoutes(table, { preloadedState: signedOut, route: '/privacypolicy' });
    expect(await screen.findByRole('heading', { name: 'Privacy' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
