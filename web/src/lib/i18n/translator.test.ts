import { describe, expect, it, vi } from 'vitest';
import type { Language } from './languages';
import { type Namespace, type Texts, Translator } from './translator';

const TEXTS: Record<string, Texts> = {
  'en/deal': {
    title: 'Deal',
    share: { text: 'Offers at {{title}} in {{city}}' },
    review: { count_one: '{{count}} review', count_other: '{{count}} reviews' },
    englishOnly: 'Only in English',
  },
  'en/common': { city: { lahore: 'Lahore' }, save: 'Save' },
  'ur/deal': {
    title: 'ڈیل',
    review: { count_other: '{{count}} تبصرے' },
  },
  'ur/common': { city: { lahore: 'لاہور' }, save: 'محفوظ کریں' },
};

/** A translator whose texts come from TEXTS, counting the fetches. */
function translator() {
  const load = vi.fn((language: Language, namespace: Namespace) => {
    const texts = TEXTS[`${language}/${namespace}`];
    return texts === undefined
      ? Promise.reject(new Error(`no ${language}/${namespace}`))
      : Promise.resolve(texts);
  });
  return { i18n: new Translator({ load }), load };
}

// The keys here are not the app's, so the typed `t` is called through a plain signature.
type LooseT = (key: string, values?: Record<string, unknown>) => string;
const loose = (t: unknown) => t as LooseT;

describe('Translator', () => {
  it('looks texts up by dotted key, fills {{slots}}, and picks the plural form by count', async () => {
    const { i18n } = translator();
    await i18n.loadNamespaces(['deal', 'common']);
    const t = loose(i18n.getFixedT(null, 'deal'));
    expect(t('title')).toBe('Deal');
    expect(t('share.text', { title: 'Kababjees', city: 'Karachi' })).toBe(
      'Offers at Kababjees in Karachi',
    );
    expect(t('share.text', { title: 'Kababjees' })).toBe('Offers at Kababjees in ');
    expect(t('review.count', { count: 1 })).toBe('1 review');
    expect(t('review.count', { count: 0 })).toBe('0 reviews');
    expect(t('review.count', { count: 12 })).toBe('12 reviews');
  });

  it('reads another namespace by its name in front of the key, and the first named one otherwise', async () => {
    const { i18n } = translator();
    await i18n.loadNamespaces(['deal', 'common']);
    expect(loose(i18n.getFixedT(null, 'deal'))('common:city.lahore')).toBe('Lahore');
    expect(loose(i18n.getFixedT(null, ['deal', 'common']))('save')).toBe('Save');
    expect(loose(i18n.t)('deal:title')).toBe('Deal');
  });

  it('answers in the current language, falling back to English text by text', async () => {
    const { i18n } = translator();
    await i18n.loadNamespaces(['deal']);
    await i18n.changeLanguage('ur');
    const t = loose(i18n.getFixedT(null, 'deal'));
    expect(t('title')).toBe('ڈیل');
    expect(t('englishOnly')).toBe('Only in English');
    // Urdu has one plural form for counts above one; its "other" serves every count.
    expect(t('review.count', { count: 3 })).toBe('3 تبصرے');
    expect(t('review.count', { count: 1 })).toBe('1 تبصرے');
    expect(i18n.dir()).toBe('rtl');
    // A fixed language stays put when the current one changes.
    expect(loose(i18n.getFixedT('en', 'deal'))('title')).toBe('Deal');
  });

  it('reports a key no language has and shows the key, unless a default is given', async () => {
    const { i18n } = translator();
    await i18n.loadNamespaces(['common']);
    const missing = vi.fn();
    i18n.onMissingKey = missing;
    const t = loose(i18n.getFixedT(null, 'common'));
    expect(t('city.quetta')).toBe('city.quetta');
    expect(missing).toHaveBeenCalledWith('common', 'city.quetta');
    missing.mockClear();
    expect(t('city.quetta', { defaultValue: 'quetta' })).toBe('quetta');
    // Keys built from data may name properties every object has; they are missing texts too.
    expect(t('city.constructor.name', { defaultValue: 'constructor' })).toBe('constructor');
    expect(t('city.__proto__', { defaultValue: '__proto__' })).toBe('__proto__');
    expect(missing).not.toHaveBeenCalled();
  });

  it('fetches each namespace once per language, in English too when another language is current', async () => {
    const { i18n, load } = translator();
    await Promise.all([i18n.loadNamespaces(['deal']), i18n.loadNamespaces(['deal'])]);
    expect(load).toHaveBeenCalledTimes(1);
    await i18n.changeLanguage('ur');
    expect(load).toHaveBeenLastCalledWith('ur', 'deal');
    expect(i18n.hasLoadedNamespace('common')).toBe(false);
    await i18n.loadNamespaces(['common']);
    expect(load.mock.calls.map(([language, namespace]) => `${language}/${namespace}`)).toEqual([
      'en/deal',
      'ur/deal',
      'ur/common',
      'en/common',
    ]);
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
  });

  it('keeps the language when its texts cannot be fetched, and may be asked again', async () => {
    const { i18n, load } = translator();
    await i18n.loadNamespaces(['deal']);
    load.mockRejectedValueOnce(new Error('offline'));
    await expect(i18n.changeLanguage('ur')).rejects.toThrow('offline');
    expect(i18n.language).toBe('en');
    await i18n.changeLanguage('ur');
    expect(i18n.language).toBe('ur');
  });

  it('tells subscribers when the language or the texts change', async () => {
    const { i18n } = translator();
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    await i18n.loadNamespaces(['deal']);
    expect(listener).toHaveBeenCalledTimes(1);
    await i18n.changeLanguage('ur');
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(3);
    expect(i18n.language).toBe('en');
  });
});
