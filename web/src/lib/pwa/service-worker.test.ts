/**
 * The registration's side of the update flow, against a stand-in for the browser's service worker
 * container (jsdom has none); `pwa.spec.ts` runs the same flow with Chromium's real worker.
 */
import { act, renderHook } from '@testing-library/react';
import { PAGE_SEED_ELEMENT_ID, STORAGE_KEYS } from '@deals/shared';
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

describe('pages kept for offline, after an update', () => {
  const refresh = vi.fn<() => Promise<{ refreshed: number; failed: number }>>();
  const SCRIPT = '/assets/index-current.js';

  beforeEach(() => {
    vi.doMock('./saved-pages', () => ({ refreshSavedPages: refresh }));
    refresh.mockResolvedValue({ refreshed: 2, failed: 0 });
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = SCRIPT;
    document.head.append(entry);
    container.controller = new FakeWorker();
  });

  afterEach(() => {
    vi.doUnmock('./saved-pages');
    vi.restoreAllMocks();
    refresh.mockReset();
    localStorage.clear();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  const checkedFor = () => localStorage.getItem(STORAGE_KEYS.savedPagesCheckedFor);

  /**
   * Started, and past the point where the start decides on the kept pages: that comes right after
   * the registration is followed for updates, and what it starts settles in microtasks.
   */
  async function startedAndDecided(): Promise<void> {
    const follows = vi.spyOn(container.registration, 'addEventListener');
    await started();
    await vi.waitFor(() =>
      expect(follows).toHaveBeenCalledWith('updatefound', expect.any(Function)),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  it('checks them on the first start of a build and records that build', async () => {
    await started();
    await vi.waitFor(() => expect(checkedFor()).toBe(SCRIPT));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('skips the check on later starts of the same build, and checks again for another', async () => {
    localStorage.setItem(STORAGE_KEYS.savedPagesCheckedFor, SCRIPT);
    await startedAndDecided();
    expect(refresh).not.toHaveBeenCalled();

    vi.resetModules();
    localStorage.setItem(STORAGE_KEYS.savedPagesCheckedFor, '/assets/index-earlier.js');
    await started();
    await vi.waitFor(() => expect(checkedFor()).toBe(SCRIPT));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('records nothing while a page could not be saved anew, so the next start tries again', async () => {
    refresh.mockResolvedValue({ refreshed: 0, failed: 1 });
    const warn = vi.spyOn(console, 'warn');
    await startedAndDecided();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(checkedFor()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('started offline, waits for the connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await startedAndDecided();
    expect(refresh).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(checkedFor()).toBe(SCRIPT));
  });

  it("records the app script a server page's boot names, not the boot script", async () => {
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    const boot = document.createElement('script');
    boot.type = 'module';
    boot.src = '/assets/boot-1.js';
    boot.id = 'app-boot';
    boot.dataset.entry = SCRIPT;
    document.head.append(boot);
    await started();
    await vi.waitFor(() => expect(checkedFor()).toBe(SCRIPT));
  });

  it('does nothing on the first visit, before a worker controls the page', async () => {
    container.controller = null;
    await startedAndDecided();
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('the page of a first visit, kept for offline', () => {
  const savePage = vi.fn<(url: string, html: string) => Promise<void>>();

  beforeEach(() => {
    vi.doMock('./saved-pages', () => ({ savePage, refreshSavedPages: vi.fn() }));
    savePage.mockResolvedValue(undefined);
  });

  afterEach(() => {
    vi.doUnmock('./saved-pages');
    vi.restoreAllMocks();
    savePage.mockReset();
    document.getElementById(PAGE_SEED_ELEMENT_ID)?.remove();
    document.getElementById('root')?.remove();
  });

  /** The server-rendered page: its markup and its data, as the landing carries them. */
  function serverRendered(): void {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<main><h3>Saffron Table</h3></main>';
    const seed = document.createElement('script');
    seed.type = 'application/json';
    seed.id = PAGE_SEED_ELEMENT_ID;
    seed.textContent = '{"places":["saffron-table"]}';
    document.body.append(root, seed);
  }

  /** The first worker installs and claims the page. */
  function firstInstallClaims(): void {
    container.controller = new FakeWorker();
    container.dispatchEvent(new Event('controllerchange'));
  }

  it('keeps the page as the server sent it once the first install takes it over, not as the app changed it', async () => {
    serverRendered();
    await started();
    // The app hydrates and changes the page before the worker takes over.
    document.querySelector('#root h3')!.textContent = 'Changed by the app';
    expect(savePage).not.toHaveBeenCalled();
    firstInstallClaims();
    await vi.waitFor(() => expect(savePage).toHaveBeenCalledTimes(1));
    const [url, html] = savePage.mock.calls[0]!;
    expect(url).toBe(window.location.href);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<h3>Saffron Table</h3>');
    expect(html).toContain('{"places":["saffron-table"]}');
    expect(html).not.toContain('Changed by the app');
    // Once: a later change of worker (an accepted update) reloads the page instead.
    container.dispatchEvent(new Event('controllerchange'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(savePage).toHaveBeenCalledTimes(1);
  });

  it('registers when the page has settled, keeping the page as it was before it hydrated', async () => {
    serverRendered();
    const sw = await import('./service-worker');
    let settled!: () => void;
    sw.startServiceWorker(
      new Promise<void>((resolve) => {
        settled = resolve;
      }),
    );
    // The app hydrates and changes the page; the worker is not registered yet.
    document.querySelector('#root h3')!.textContent = 'Changed by the app';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.register).not.toHaveBeenCalled();
    settled();
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledTimes(1));
    firstInstallClaims();
    await vi.waitFor(() => expect(savePage).toHaveBeenCalledTimes(1));
    expect(savePage.mock.calls[0]![1]).toContain('<h3>Saffron Table</h3>');
  });

  it('keeps it offline too: nothing is fetched', async () => {
    serverRendered();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await started();
    firstInstallClaims();
    await vi.waitFor(() => expect(savePage).toHaveBeenCalledTimes(1));
  });

  it('keeps nothing for a page the server did not render (the app shell)', async () => {
    await started();
    firstInstallClaims();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(savePage).not.toHaveBeenCalled();
  });

  it('a page opened under the worker is kept by the worker itself, not again', async () => {
    serverRendered();
    container.controller = new FakeWorker();
    await started();
    container.dispatchEvent(new Event('controllerchange'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(savePage).not.toHaveBeenCalled();
  });
});
