import { act, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createBrowserRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackInterception } from './use-back-interception';

/** Called each time the page renders. */
const rendered = vi.fn();

/** A page as the deal page is: it reads its location (the navigation state it was opened with). */
function DealLike() {
  rendered();
  const { pathname } = useLocation();
  return (
    <>
      <BackInterception target="/LandingPage" />
      <h1 title={pathname}>Deal</h1>
    </>
  );
}

const dealRoute = {
  path: '/deal',
  element: <DealLike />,
};

const openFirst = (path: string) => {
  // A page opened as the first of the app: a fresh document's entry, as a shared link is.
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([
    dealRoute,
    { path: '/LandingPage', element: <h1>Landing</h1> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
};

afterEach(() => {
  rendered.mockClear();
});

describe('back interception on a page opened first', () => {
  it('adds the page its own entry without rendering it again, and Back then leads to the target', async () => {
    const before = window.history.length;
    const router = openFirst('/deal');
    expect(await screen.findByRole('heading', { name: 'Deal' })).toBeInTheDocument();
    expect(window.history.length).toBe(before + 1);
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(router.state.location.pathname).toBe('/deal');
    // StrictMode is off here: the page renders once. Registering the router's blocker renders
    // what registers it again (the page, when it called the hook itself), and navigating to
    // itself to add the entry was a third render of the whole page.
    expect(rendered).toHaveBeenCalledTimes(1);

    act(() => {
      window.history.back();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/LandingPage'));
    // The router's state first, the rendered page after it (a transition).
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });

  it('adds nothing when the app already has an entry behind the page', async () => {
    window.history.replaceState({ idx: 3, key: 'k', usr: null }, '', '/deal');
    const before = window.history.length;
    const router = createBrowserRouter([dealRoute]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Deal' })).toBeInTheDocument();
    expect(window.history.length).toBe(before);
  });
});
