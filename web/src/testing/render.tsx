/**
 * `renderWithProviders(ui, { preloadedState, route })`: renders inside a fresh store, the toast
 * provider and an in-memory router, and returns the store with Testing Library's queries.
 */
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { type RouteObject, RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { SessionUser } from '@/lib/session/auth-slice';
import { type AppStore, type RootState, setupStore } from '@/app/store';
import { ToastProvider } from '@/components/toast';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Initial URL (default `/`). */
  route?: string;
  /** Route state for the initial entry (what `navigate(to, { state })` would carry). */
  routeState?: unknown;
  /** Extra routes next to the one rendering `ui`, e.g. the pages a redirect lands on. */
  routes?: RouteObject[];
  /** Path pattern the `ui` is mounted at; defaults to the pathname of `route`. */
  path?: string;
}

export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { routes = [], path, ...rest } = options;
  const route = rest.route ?? '/';
  const mountAt = path ?? route.split('?')[0] ?? '/';
  return renderRoutes([{ path: mountAt, element: ui }, ...routes], rest);
}

/** A route at `path` that shows only the heading `name`: where a test sees that navigation landed. */
export const headingRoute = (name: string, path: string): RouteObject => ({
  path,
  element: <h1>{name}</h1>,
});

/** Renders a whole route table (as in app/router.tsx) at `route`. */
export function renderRoutes(
  routes: RouteObject[],
  options: Omit<ProvidersOptions, 'routes' | 'path'> = {},
) {
  const {
    preloadedState,
    store = setupStore(preloadedState),
    route = '/',
    routeState,
    ...renderOptions
  } = options;
  const [pathname = '/', search = ''] = route.split('?');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname, search: search ? `?${search}` : '', state: routeState }],
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <ToastProvider>{children}</ToastProvider>
    </Provider>
  );
  return {
    store,
    router,
    user: userEvent.setup(),
    ...render(<RouterProvider router={router} />, { wrapper: Wrapper, ...renderOptions }),
  };
}

/** A verified e-mail member, for preloaded auth state. */
export const aMember = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  uid: 'user-1',
  email: 'ayesha@example.com',
  displayName: 'Ayesha Khan',
  emailVerified: true,
  providerIds: ['password'],
  ...overrides,
});

/** Auth slice state for a signed-in member (or a given user), for `preloadedState`. */
export const signedIn = (user: SessionUser = aMember()): Pick<RootState, 'auth'> => ({
  auth: { status: 'signedIn', user, leaving: false },
});

export const signedOut: Pick<RootState, 'auth'> = {
  auth: { status: 'signedOut', user: null, leaving: false },
};
