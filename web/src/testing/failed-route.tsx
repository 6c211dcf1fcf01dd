import { lazyRoute } from '@/app/lazy-route';
import { RouteError } from '@/app/routes/route-error';
import { renderRoutes, signedOut } from './render';

/** Opens a page whose code fails to load with `error`, under the app's route error screen. */
export function renderFailedRoute(error: Error) {
  return renderRoutes(
    [{ path: '/', errorElement: <RouteError />, lazy: lazyRoute(() => Promise.reject(error)) }],
    { preloadedState: signedOut },
  );
}
