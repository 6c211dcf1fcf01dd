/**
 * The registration's side of the update flow, against a stand-in for the browser's service worker
 * container (jsdom has none); `pwa.spec.ts` runs the same flow with Chromium's real worker.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A worker that moves through its states when told to. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = vi.fn();
  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** A new version is found: it starts installing. */
  find(worker: FakeWorker): void {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  readonly registration = new FakeRegistration();
  readonly register = vi.fn(() => Promise.resolve(this.registration));
}

let container: FakeContainer;
const reload = vi.fn();

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('PROD', true);
  container = new FakeContainer();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  vi.stubGlobal('location', { reload });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  reload.mockReset();
});

/** The module afresh (it registers once per page), started. */
async function started() {
  const sw = await import('./service-worker');
  const { result } = renderHook(() => sw.useServiceWorker());
  sw.startServiceWorker();
  await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' }));
  return { sw, shown: () => result.current };
}

describe('service worker registration', () => {
  it('says the app works offline once the first worker is active, and offers no update', async () => {
    const { shown } = await started();
    const first = new FakeWorker();
    act(() => {
      container.registration.find(first);
      first.moveTo('installed');
    });
    expect(shown()).toEqual({ updateReady: false, offlineReady: false });
    act(() => first.moveTo('activated'));
    expect(shown()).toEqual({ updateReady: false, offlineReady: true });
  });

  it('offers a new version once installed, and switches to it when accepted', async () => {
    container.controller = new FakeWorker();
    const { sw, shown } = await started();
    const next = new FakeWorker();
    act(() => container.registration.find(next));
    expect(shown().updateReady).toBe(false);
    act(() => next.moveTo('installed'));
    expect(shown().updateReady).toBe(true);

    sw.applyUpdate();
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    // The page reloads only once the new worker has taken control.
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting when the page opened', async () => {
    container.controller = new FakeWorker();
    container.registration.waiting = new FakeWorker();
    const { sw, shown } = await started();
    await vi.waitFor(() => expect(shown().updateReady).toBe(true));
    act(() => sw.dismissUpdate());
    expect(shown().updateReady).toBe(false);
  });
});
