import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import { useOnline } from '@/lib/network/connection';
import { applyUpdate, dismissUpdate, useServiceWorker } from '@/lib/pwa/service-worker';
import { layout } from '@/locales/en/layout';

/** Shown while offline: pages show what Firestore kept from earlier visits (English text). */
export const OFFLINE_TITLE = layout.connection.offlineTitle;

/** The offline notice and the new-version prompt, above every page. */
export function ConnectionBanners() {
  const { t } = useTranslation('layout');
  const online = useOnline();
  const { updateReady } = useServiceWorker();
  return (
    <>
      {online ? null : (
        <aside
          className="app-banner app-banner--offline"
          role="status"
          aria-label={t('connection.label')}
        >
          <p>
            <strong>{t('connection.offlineTitle')}</strong>{' '}
            <span>{t('connection.offlineDetail')}</span>
          </p>
        </aside>
      )}
      {updateReady ? (
        <aside className="app-banner" role="status" aria-label={t('connection.updateLabel')}>
          <p>{t('connection.updateText')}</p>
          <Button onClick={applyUpdate}>{t('connection.updateNow')}</Button>
          <Button variant="secondary" onClick={dismissUpdate}>
            {t('connection.later')}
          </Button>
        </aside>
      ) : null}
    </>
  );
}
