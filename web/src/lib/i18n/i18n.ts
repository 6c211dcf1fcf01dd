/**
 * The interface's translator: i18next, with the texts every page needs (the layout, the landing,
 * brand search, messages and the common words) in the main bundle and every other namespace
 * fetched as its own small chunk when a page first needs it: a route names its namespaces
 * (`lazyRoute`), and a component that asks for one not yet loaded gets it loaded and re-renders.
 * Urdu is fetched whole, as one chunk, the first time someone picks it, so English readers
 * download none of it. Components read texts with react-i18next's `useTranslation(namespace)`.
 */
import i18next, { type BackendModule, type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Resources } from '@/locales/en';
import { brandSearch } from '@/locales/en/brandSearch';
import { common } from '@/locales/en/common';
import { landing } from '@/locales/en/landing';
import { layout } from '@/locales/en/layout';
import { messages } from '@/locales/en/messages';
import { DEFAULT_LANGUAGE, type Language } from './languages';

export type Namespace = keyof Resources;

/** Every namespace; `locales.test.ts` checks the list against the English texts. */
export const NAMESPACES = [
  'about',
  'admin',
  'auth',
  'brandSearch',
  'cards',
  'common',
  'contact',
  'deal',
  'home',
  'landing',
  'layout',
  'legal',
  'messages',
  'notifications',
  'settings',
  'statistics',
] as const satisfies readonly Namespace[];

/** English texts in the main bundle: what the layout and the landing show before any route loads. */
const bundled = { brandSearch, common, landing, layout, messages } satisfies Partial<Resources>;

/** The other English namespaces, a chunk each (the file is named after its namespace). */
const englishChunks = import.meta.glob<Record<string, ResourceLanguage[string]>>([
  '../../locales/en/*.ts',
  '!../../locales/en/index.ts',
]);

async function readTexts(language: string, namespace: string): Promise<ResourceLanguage[string]> {
  if (language === 'ur') {
    const { ur } = await import('@/locales/ur');
    return (ur as Record<string, ResourceLanguage[string]>)[namespace] ?? {};
  }
  const load = englishChunks[`../../locales/en/${namespace}.ts`];
  if (!load) throw new Error(`No texts for the namespace "${namespace}"`);
  return (await load())[namespace] ?? {};
}

const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    readTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const i18n: I18n = i18next.createInstance();

/** Starts the translator in `language`, English until then; resolves once its texts are loaded. */
export async function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n
      .use(chunkBackend)
      .use(initReactI18next)
      .init({
        lng: DEFAULT_LANGUAGE,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: ['en', 'ur'],
        ns: Object.keys(bundled),
        defaultNS: 'common',
        resources: { en: bundled },
        // The bundled English counts as loaded; the backend supplies the rest.
        partialBundledLanguages: true,
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

/**
 * Loads `namespaces` in the current language (and English, the fallback); resolves once they are
 * in, or when a chunk could not be fetched (the page then shows what it has, and a component asks
 * again when it renders).
 */
export async function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  const missing = namespaces.filter((namespace) => !i18n.hasLoadedNamespace(namespace));
  if (missing.length > 0) await i18n.loadNamespaces(missing);
}

/**
 * Loads `language`'s texts for every namespace in use and makes it the current language. Rejects
 * when the Urdu chunk cannot be fetched (offline before it was cached), leaving the language as
 * it was.
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'ur') await import('@/locales/ur');
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
