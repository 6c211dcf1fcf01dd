import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { CHROMIUM_ARGS } from '../support/chromium.js';
import { BACKGROUND_FEATURES, busyShare, launchBrowser, lighthouseFlags } from './lighthouse.js';
import { descendantsOf } from './processes.js';

/** The command lines of `root`'s process and all its descendants, running now. */
function processTree(root: number): string[] {
  return [root, ...descendantsOf(root)].flatMap((pid) => {
    try {
      return [readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8')];
    } catch {
      return []; // ended meanwhile
    }
  });
}

describe('lighthouseFlags', () => {
  const defaults = ['--disable-features=Translate,MediaRouter', '--mute-audio', '--no-first-run'];

  it('adds the background features to the one --disable-features, keeping the launcher’s', () => {
    const flags = lighthouseFlags(defaults);
    const disabled = flags.filter((flag) => flag.startsWith('--disable-features='));
    expect(disabled).toEqual([
      `--disable-features=Translate,MediaRouter,${BACKGROUND_FEATURES.join(',')}`,
    ]);
  });

  it('keeps the launcher’s other flags and the browser’s own', () => {
    const flags = lighthouseFlags(defaults);
    expect(flags).toEqual(expect.arrayContaining(['--mute-audio', ...CHROMIUM_ARGS]));
  });

  it('works when the launcher disables no features', () => {
    expect(lighthouseFlags(['--mute-audio'])).toContain(
      `--disable-features=${BACKGROUND_FEATURES.join(',')}`,
    );
  });

  it('starts a browser without the omnibox popup’s renderer', async () => {
    const chrome = await launchBrowser();
    try {
      // The browser starts its renderers in the first second or two.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const browser = processTree(chrome.pid);
      expect(browser.some((line) => line.includes('--type=renderer'))).toBe(true);
      expect(browser.filter((line) => line.includes('--top-chrome-webui'))).toEqual([]);
    } finally {
      chrome.kill();
    }
  }, 20_000);
});

describe('busyShare', () => {
  it('is the busy part of the time elapsed on all cores', () => {
    expect(busyShare({ busy: 100, total: 1000 }, { busy: 150, total: 1200 })).toBe(0.25);
  });

  it('is 0 when no time elapsed', () => {
    expect(busyShare({ busy: 5, total: 10 }, { busy: 5, total: 10 })).toBe(0);
  });
});
