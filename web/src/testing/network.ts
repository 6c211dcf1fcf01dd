import { vi } from 'vitest';

/** The error Firestore's one-shot reads fail with when the connection is lost. */
export const offlineError = () =>
  Object.assign(
    new Error('Deals could not be loaded because the connection to the server was lost.'),
    { code: 'unavailable' },
  );

/** Takes the browser on or offline, as `navigator.onLine` and its window event say. */
export function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
