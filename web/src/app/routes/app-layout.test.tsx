import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signedOut } from '@/testing/render';
import { authStateChanged } from '@/lib/session/auth-slice';
import { AppLayout } from './app-layout';

/** Counts the footer's renders: it renders again exactly when the layout does. */
const footerRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/app/layout/footer', () => ({
  SiteFooter: () => {
    footerRenders.count += 1;
    return <footer />;
  },
}));

/** A page that puts focus on its own field when it opens. */
function SearchPage() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return <input ref={field} aria-label="Search" />;
}

function renderLayout() {
  return renderRoutes(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/', element: <Link to="/place">Biryani Bay</Link> },
          { path: '/place', element: <h1>Biryani Bay</h1> },
          { path: '/search', element: <SearchPage /> },
        ],
      },
    ],
    { preloadedState: signedOut },
  );
}

describe('focus after moving to another page', () => {
  // The layout restores scroll positions, which jsdom does not implement.
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes to the page’s content when the link that had it is gone, not to the body', async () => {
    const { user } = renderLayout();
    const link = screen.getByRole('link', { name: 'Biryani Bay' });
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Biryani Bay' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('is left to a grid a detail page returns to, which gives it to the item opened there', async () => {
    const { router } = renderLayout();
    // Inside act, so each page is rendered (and its focus effects run) before the next step.
    await act(() => router.navigate('/place'));
    expect(screen.getByRole('heading', { name: 'Biryani Bay' })).toBeInTheDocument();
    // The detail page's Back button had focus and leaves with the page: focus falls to the body.
    (document.activeElement as HTMLElement).blur();
    await act(() => router.navigate('/', { state: { fromDealDetail: true } }));
    expect(screen.getByRole('link', { name: 'Biryani Bay' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('stays where the new page put it', async () => {
    const { router } = renderLayout();
    await act(() => router.navigate('/search'));
    // The page focuses its field in an effect, which may run after the field is first found.
    const field = await screen.findByRole('textbox', { name: 'Search' });
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('is left alone on the first page', () => {
    renderLayout();
    expect(screen.getByRole('main')).not.toHaveFocus();
  });
});

describe('the session becoming known', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a guest the header’s actions without rendering the whole layout again', () => {
    const { store } = renderRoutes([
      { element: <AppLayout />, children: [{ path: '/', element: <h1>Deals</h1> }] },
    ]);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const before = footerRenders.count;
    act(() => {
      store.dispatch(authStateChanged(null));
    });
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(footerRenders.count).toBe(before);
  });
});
