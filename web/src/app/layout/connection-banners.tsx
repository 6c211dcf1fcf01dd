import { Button } from '@/components/button';
import { useOnline } from '@/lib/network/connection';
import { applyUpdate, dismissUpdate, useServiceWorker } from '@/lib/pwa/service-worker';

/** Shown while offline: pages show what Firestore kept from earlier visits. */
export const OFFLINE_TITLE = 'Offline: showing saved deals';
export const OFFLINE_DETAIL = 'Reviews you post are sent when you are back online.';

export const UPDATE_TEXT = 'A new version of Card Deals is ready.';

/** The offline notice and the new-version prompt, above every page. */
export function ConnectionBanners() {
  const online = useOnline();
  const { updateReady } = useServiceWorker();
  return (
    <>
      {online ? null : (
        <aside className="app-banner app-banner--offline" role="status" aria-label="Connection">
          <p>
            <strong>{OFFLINE_TITLE}</strong> <span>{OFFLINE_DETAIL}</span>
          </p>
        </aside>
      )}
      {updateReady ? (
        <aside className="app-banner" role="status" aria-label="Update">
          <p>{UPDATE_TEXT}</p>
          <Button onClick={() => void applyUpdate()}>Update now</Button>
          <Button variant="secondary" onClick={dismissUpdate}>
            Later
          </Button>
        </aside>
      ) : null}
    </>
  );
}
