import { type MockInstance, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOT_ELEMENT_ID,
  FIRST_PAINT_WAIT_MS,
  RETRY_MS,
  afterFirstPaint,
  bootServerPage,
  loadApp,
  readBootPlan,
} from './boot-page';
import { takeEarlyTaps } from './early-taps';

function bootElement(attributes: Record<string, string>) {
  const script = document.createElement('script');
  script.id = BOOT_ELEMENT_ID;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
  return script;
}

describe('readBootPlan', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("reads the entry, its chunks and the route's scripts, only our own", () => {
    const element = bootElement({
      'data-entry': '/assets/index-1.js',
      'data-modules': '/assets/framework-1.js https://elsewhere.example/x.js /assets/text-1.js',
      'data-preload': ' /assets/route-2.js ',
    });
    expect(readBootPlan(element)).toEqual({
      entry: '/assets/index-1.js',
      modules: ['/assets/framework-1.js', '/assets/text-1.js'],
      preloads: ['/assets/route-2.js'],
    });
  });

  it('has no plan without an entry of ours', () => {
    expect(readBootPlan(null)).toBeNull();
    expect(readBootPlan(bootElement({}))).toBeNull();
    expect(readBootPlan(bootElement({ 'data-entry': '//evil.example/assets/x.js' }))).toBeNull();
    expect(readBootPlan(bootElement({ 'data-entry': '/assets/../x.js?' }))).toBeNull();
  });
});

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts once, at the first paint, and stops listening', () => {
    vi.useFakeTimers();
    let paint: () => void = () => undefined;
    const stop = vi.fn();
    const start = vi.fn();
    afterFirstPaint(start, (onPaint) => {
      paint = onPaint;
      return stop;
    });
    expect(start).not.toHaveBeenCalled();
    paint();
    paint();
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS * 2);
    expect(start).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when the page never paints, or the browser reports no paints', () => {
    vi.useFakeTimers();
    const start = vi.fn();
    afterFirstPaint(start, () => null);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('loadApp', () => {
  afterEach(() => {
    sessionStorage.clear();
    document.head.innerHTML = '';
    vi.restoreAllMocks();
  });

  it("preloads every script, then runs the entry's chunks one per task, then the entry", async () => {
    const loaded: string[] = [];
    const load = vi.fn((url: string) => {
      loaded.push(url);
      return Promise.resolve({});
    });
    // Each chunk in a task of its own: the next is not loaded in the task that ran the one before.
    const tasks: number[] = [];
    let task = 0;
    const ticking = setInterval(() => (task += 1), 0);
    const plan = {
      entry: '/assets/index-1.js',
      modules: ['/assets/framework-1.js', '/assets/text-1.js'],
      preloads: ['/assets/route-2.js'],
    };
    await loadApp(document, plan, (url) => {
      tasks.push(task);
      return load(url);
    });
    clearInterval(ticking);
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/framework-1.js',
      '/assets/text-1.js',
      '/assets/route-2.js',
    ]);
    expect(links.every((link) => link.getAttribute('crossorigin') === '')).toBe(true);
    expect(loaded).toEqual(['/assets/framework-1.js', '/assets/text-1.js', '/assets/index-1.js']);
    expect(new Set(tasks).size).toBe(3);
  });

  describe('when the app cannot be loaded', () => {
    const plan = { entry: '/assets/index-1.js', modules: ['/assets/a-1.js'], preloads: [] };
    const unreachable = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    let consoleError: MockInstance<typeof console.error>;
    // The retries run on timers: fake ones, so none is left to run after a test.
    beforeEach(() => {
      vi.useFakeTimers();
      consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    });

    it('loads the page again once back online and the code can be fetched', async () => {
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const reachable = vi
        .fn<() => Promise<Response>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValue(new Response(''));
      vi.stubGlobal('fetch', reachable);
      const reload = vi.fn();
      await loadApp(document, plan, unreachable, reload);
      expect(reload).not.toHaveBeenCalled();
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
      // The first try found no connection yet: no reload into the browser's offline page.
      expect(reachable).toHaveBeenCalledWith('/assets/index-1.js', expect.anything());
      expect(reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(RETRY_MS);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(reachable).toHaveBeenCalledTimes(2);
    });

    it('tries again while online, and never reloads for an app that failed while running', async () => {
      const reachable = vi.fn(() => Promise.resolve(new Response('')));
      vi.stubGlobal('fetch', reachable);
      const reload = vi.fn();
      await loadApp(document, plan, () => Promise.reject(new Error('a bug in the app')), reload);
      await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
      expect(reachable).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();

      await loadApp(document, plan, unreachable, reload);
      expect(reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(RETRY_MS);
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('does not load the page again for its code twice within a minute (no reload loop)', async () => {
      vi.stubGlobal('fetch', () => Promise.resolve(new Response('')));
      const reload = vi.fn();
      await loadApp(document, plan, unreachable, reload);
      await vi.advanceTimersByTimeAsync(RETRY_MS);
      expect(reload).toHaveBeenCalledTimes(1);
      // The page as loaded again: its code fails the same way.
      await loadApp(document, plan, unreachable, reload);
      await vi.advanceTimersByTimeAsync(RETRY_MS * 5);
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('leaves the server page as it is, and says so', async () => {
      vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 404 })));
      await expect(loadApp(document, plan, unreachable, vi.fn())).resolves.toBeUndefined();
      expect(consoleError).toHaveBeenCalledWith(
        'The app could not be loaded; the page works without it',
        expect.any(TypeError),
      );
      // No longer starting: a phone shows its scroll bar again (global.css).
      expect(document.documentElement.dataset.app).toBe('static');
      delete document.documentElement.dataset.app;
    });
  });
});

describe('bootServerPage', () => {
  // The app is loaded by a timer in jsdom (it reports no paints); these tests never let it run.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    takeEarlyTaps();
  });

  it('holds taps on the server page from the start, for the app to take over', () => {
    bootElement({ 'data-entry': '/assets/index-1.js' });
    document.body.innerHTML = '<div id="root"><button type="button">Search brands</button></div>';
    bootServerPage(document);
    document.querySelector('button')?.click();
    const taps = takeEarlyTaps();
    expect(taps).not.toBeNull();
    const clicked = vi.fn();
    const replay = taps!.release();
    document.getElementById('root')?.addEventListener('click', clicked);
    replay();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page without a boot plan (a page the browser renders)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    bootServerPage(document);
    expect(takeEarlyTaps()).toBeNull();
  });
});
