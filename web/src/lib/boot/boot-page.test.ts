import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOT_ELEMENT_ID,
  FIRST_PAINT_WAIT_MS,
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

  it('reads the entry and the scripts to preload, only our own', () => {
    const element = bootElement({
      'data-entry': '/assets/index-1.js',
      'data-preload': '/assets/framework-1.js https://elsewhere.example/x.js /assets/route-2.js ',
    });
    expect(readBootPlan(element)).toEqual({
      entry: '/assets/index-1.js',
      preloads: ['/assets/framework-1.js', '/assets/route-2.js'],
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
    document.head.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('preloads the page scripts as the shell would, then imports the entry', async () => {
    const load = vi.fn(() => Promise.resolve({}));
    await loadApp(document, { entry: '/assets/index-1.js', preloads: ['/assets/a-1.js'] }, load);
    const link = document.head.querySelector('link[rel="modulepreload"]');
    expect(link?.getAttribute('href')).toBe('/assets/a-1.js');
    expect(link?.getAttribute('crossorigin')).toBe('');
    expect(load).toHaveBeenCalledWith('/assets/index-1.js');
  });

  it('leaves the server page as it is, and says so, when the app cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(
      loadApp(document, { entry: '/assets/index-1.js', preloads: [] }, load),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      'The app could not be loaded; the page works without it',
      expect.any(TypeError),
    );
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
