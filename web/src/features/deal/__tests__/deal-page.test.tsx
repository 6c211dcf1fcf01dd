import { act, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithProviders, signedIn, signedOut } from '@/testing/render';
import { BranchesPage } from '../components/branches-page';
import { DealPage } from '../components/deal-page';
import { dealQuery, withoutPermissionsApi } from './deal-page-mocks';
import { aDeal } from './fixtures';

vi.mock('@/lib/deals/deal-detail-api', () => import('./deal-page-mocks'));
vi.mock('../api/deal-api', () => import('./deal-page-mocks'));
vi.mock('@/lib/user/user-doc-api', () => import('./deal-page-mocks'));
vi.mock('../api/place-deals-api', () => import('./deal-page-mocks'));

const pages = [
  { path: paths.home.path, element: <h1>Home page</h1> },
  { path: paths.landingAlias.path, element: <h1>Landing page</h1> },
];

const openDeal = (audience: 'member' | 'guest', url = '/deal/Hbl/cafe-aylanto/Lahore') =>
  renderWithProviders(<DealPage audience={audience} />, {
    route: url,
    path: audience === 'member' ? paths.deal.path : paths.guestDeal.path,
    routes: pages,
    preloadedState: audience === 'member' ? signedIn() : signedOut,
  });

beforeEach(() => {
  dealQuery.current = { data: aDeal(), isLoading: false };
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  withoutPermissionsApi();
});

// The member forms' chunk (member-forms.tsx) imported ahead: a form still arrives after its page,
// as in the browser, but waiting for it is not waiting for the test runner to compile its modules.
beforeAll(() => import('../components/member-forms-chunk'));

describe('deal page', () => {
  it('shows the deal read from its document', async () => {
    openDeal('member');
    expect(screen.getByRole('heading', { level: 1, name: 'Cafe Aylanto' })).toBeInTheDocument();
    expect(screen.getByTestId('average-rating')).toHaveTextContent('4.3');
    // The member's forms arrive with their own chunk (member-forms.tsx).
    expect(await screen.findByLabelText('Write a review')).toBeInTheDocument();
  });

  it('shows the title from navigation state while the document loads', () => {
    dealQuery.current = { isLoading: true };
    renderWithProviders(<DealPage audience="guest" />, {
      route: '/guest-deal/Hbl/cafe-aylanto/Lahore',
      path: paths.guestDeal.path,
      routeState: { title: 'Cafe Aylanto (from card)', dealId: 'cafe-aylanto' },
      preloadedState: signedOut,
    });
    expect(screen.getByRole('heading', { name: 'Cafe Aylanto (from card)' })).toBeInTheDocument();
    expect(screen.getByText('Loading deal details')).toBeInTheDocument();
  });

  it('says Deal not found when the document does not exist', () => {
    dealQuery.current = { data: null, isLoading: false };
    openDeal('guest', '/guest-deal/Hbl/nope/Lahore');
    expect(screen.getByRole('alert')).toHaveTextContent('Deal not found');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('says which parameters are missing', () => {
    openDeal('guest', '/guest-deal/Hbl/%20/Lahore');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Missing required parameters: bankId, dealId, or cityId',
    );
  });

  it('shows the load failure with Go Back to the landing page for guests', async () => {
    dealQuery.current = { error: { message: 'permission-denied' } };
    const { user } = openDeal('guest', '/guest-deal/Hbl/cafe-aylanto/Lahore');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load deal details: permission-denied',
    );
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
  });

  it('sends members back to the home page', async () => {
    const { user } = openDeal('member');
    await user.click(screen.getByRole('button', { name: '← Back' }));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('invites guests to sign up instead of showing the review form', () => {
    openDeal('guest', '/guest-deal/Hbl/cafe-aylanto/Lahore');
    expect(screen.queryByLabelText('Write a review')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('turns the browser back button into the page back button', async () => {
    const { router } = renderWithProviders(<DealPage audience="member" />, {
      route: '/HomePageLoggedIn',
      path: paths.deal.path,
      routes: [{ path: '/somewhere-else', element: <h1>Somewhere else</h1> }, ...pages],
      preloadedState: signedIn(),
    });
    // Inside act, so React renders each navigation before the test goes on (a router update is a
    // transition, which a busy machine could otherwise leave uncommitted past findBy's second).
    await act(() => router.navigate('/somewhere-else'));
    await act(() => router.navigate('/deal/Hbl/cafe-aylanto/Lahore'));
    expect(screen.getByRole('heading', { name: 'Cafe Aylanto' })).toBeInTheDocument();
    // Let the page's effects register its history listener, as a browser would long before a click.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ fromDealDetail: true });
  });

  it('links to the branches page with the restaurant name and branch count', () => {
    dealQuery.current = {
      data: aDeal({
        branches: Array.from({ length: 5 }, (_, i) => ({
          name: `B${i}`,
          full_address: `Street ${i}, Lahore`,
        })),
      }),
      isLoading: false,
    };
    openDeal('member');
    expect(screen.getByRole('link', { name: 'See all branches' })).toHaveAttribute(
      'href',
      '/branches/Hbl/cafe-aylanto/Lahore',
    );
  });
});

describe('branches page', () => {
  it('lists every branch with the restaurant name and count', () => {
    renderWithProviders(<BranchesPage />, {
      route: '/branches/Hbl/cafe-aylanto/Lahore',
      path: paths.branches.path,
    });
    expect(screen.getByRole('heading', { name: 'Cafe Aylanto' })).toBeInTheDocument();
    expect(screen.getByText('3 branches')).toBeInTheDocument();
  });

  it('shows Failed to load branches with the reason', () => {
    dealQuery.current = { error: { message: 'unavailable' } };
    renderWithProviders(<BranchesPage />, {
      route: '/branches/Hbl/cafe-aylanto/Lahore',
      path: paths.branches.path,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load branches: unavailable');
  });
});
