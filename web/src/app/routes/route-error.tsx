import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { Button } from '@/components/button';
import { ErrorState } from '@/components/feedback';
import { isChunkLoadError } from '@/app/lazy-route';

/**
 * Shown when a route fails to render or its chunk fails to load. A chunk failure (offline, a new
 * deploy, the 120 s time-out) gets a retry screen that reloads the page, which fetches fresh chunks.
 */
export function RouteError() {
  const { t } = useTranslation('layout');
  const error = useRouteError();
  const navigate = useNavigate();
  if (isChunkLoadError(error)) return <ChunkError />;
  console.error(error);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : t('routeError.generic');
  return (
    <section className="page page--narrow">
      <ErrorState
        title={message}
        action={<Button onClick={() => void navigate(-1)}>{t('routeError.back')}</Button>}
      >
        {t('routeError.detail')}
      </ErrorState>
    </section>
  );
}

/**
 * A page whose code could not be fetched: Retry reloads it, and so does the connection coming
 * back, since the router keeps a failed route module failed until the page loads again.
 */
function ChunkError() {
  const { t } = useTranslation('layout');
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <section className="page page--narrow">
      <ErrorState
        title={t('routeError.chunkTitle')}
        action={<Button onClick={() => window.location.reload()}>{t('routeError.retry')}</Button>}
      >
        {t('routeError.chunkDetail')}
      </ErrorState>
    </section>
  );
}
