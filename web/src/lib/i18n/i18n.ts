/**
 * The interface's translator: i18next with English bundled (it is the default and the fallback)
 * and Urdu fetched as its own chunk the first time someone picks it, so English readers download
 * none of it. Components read texts with react-i18next's `useTranslation(namespace)`.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '@/locales/en';
import { DEFAULT_LANGUAGE, type Language } from './languages';

export const NAMESPACES = Object.keys(en) as (keyof typeof en)[];

export const i18n: I18n = i18next.createInstance();

/** Starts the translator in `language`, English until then; resolves once its texts are loaded. */
export async function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['en', 'ur'],
      ns: NAMESPACES,
      defaultNS: 'common',
      resources: { en },
      // React escapes what it renders; escaping here too would show "&amp;" in names.
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
      // No advertising line in every browser console, test run and server render.
      showSupportNotice: false,
    });
  }
  await loadLanguage(language);
}

/** Loads `language`'s texts when missing and makes it the current language. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'ur' && !i18n.hasResourceBundle('ur', 'common')) {
    const { ur } = await import('@/locales/ur');
    for (const [namespace, texts] of Object.entries(ur)) {
      i18n.addResourceBundle('ur', namespace, texts, true, true);
    }
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
