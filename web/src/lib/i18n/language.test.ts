import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceLanguage, startLanguage } from './language';
import { i18n } from './i18n';
import { formatters } from './format';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the device language', () => {
  it('is the one picked on this device before', () => {
    window.localStorage.setItem('deals.language', 'ur');
    expect(deviceLanguage()).toBe('ur');
  });

  it('is the browser’s when nothing was picked and we speak it, else English', () => {
    vi.stubGlobal('navigator', { languages: ['ur-PK', 'en-US'] });
    expect(deviceLanguage()).toBe('ur');
    vi.stubGlobal('navigator', { languages: ['fr-FR', 'de'] });
    expect(deviceLanguage()).toBe('en');
  });

  it('ignores a stored value that is not a language', () => {
    window.localStorage.setItem('deals.language', '"><script>');
    vi.stubGlobal('navigator', { languages: [] });
    expect(deviceLanguage()).toBe('en');
  });

  it('starts the page in the stored language, right to left for Urdu', async () => {
    window.localStorage.setItem('deals.language', 'ur');
    await startLanguage();
    expect(i18n.language).toBe('ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
  });

  it('leaves the page’s lang and dir alone when they are already the language’s (no restyle)', async () => {
    window.localStorage.setItem('deals.language', 'en');
    const root = document.documentElement;
    root.setAttribute('lang', 'en');
    root.setAttribute('dir', 'ltr');
    // Setting either, even to the same value, restyles the page in a browser.
    const setLang = vi.spyOn(HTMLElement.prototype, 'lang', 'set');
    const setDir = vi.spyOn(HTMLElement.prototype, 'dir', 'set');
    await startLanguage();
    expect(i18n.language).toBe('en');
    expect(setLang).not.toHaveBeenCalled();
    expect(setDir).not.toHaveBeenCalled();
  });
});

describe('formatting', () => {
  it('writes numbers and dates in the language’s conventions', () => {
    const date = new Date(Date.UTC(2026, 10, 23, 12));
    expect(formatters('en').number(1234.5)).toBe('1,234.5');
    expect(formatters('en').date(date, { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '23 November 2026',
    );
    expect(formatters('ur').date(date, { dateStyle: 'long', timeZone: 'UTC' })).toContain('نومبر');
  });
});
