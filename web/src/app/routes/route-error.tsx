import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { Button } from '@/components/button';
import { ErrorState } from '@/components/feedback';
import { isChunkLoadError } from '@/app/lazy-route';

/**
 * Shown when a route fails to render or its chunk fails to load. A chunk failure (offline, a new
 * deploy, the 120 s time-out) gets a retry screen that reloads the page, which fetches fresh chunks.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (isChunkLoadError(error)) {
    return (
      <section className="page page--narrow">
        <ErrorState
          title="This page could not be loaded"
          action={<Button onClick={() => window.location.reload()}>Retry</Button>}
        >
          Check your connection, then try again.
        </ErrorState>
      </section>
    );
  }
  console.error(error);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong.';
  return (
    <section className="page page--narrow">
      <ErrorState
        title={message}
        action={<Button onClick={() => void navigate(-1)}>Go Back</Button>}
      >
        Please try again in a moment.
      </ErrorState>
    </section>
  );
}
