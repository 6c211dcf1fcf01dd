/**
 * The app's translator (./translator), with the texts every page needs (the layout, the landing,
 * messages and the common words) in the main bundle and every other namespace
 * fetched as its own small chunk when a page first needs it: a route names its namespaces
 * (`lazyRoute`), and a component that asks for one not yet loaded gets it loaded and re-renders.
 * Urdu is fetched whole, as one chunk, the first time someone picks it, so English readers
 * download none of it. Components read texts with `useTranslation(namespace)` (./react).
 */
import type { Resources } from '@/locales/en';
import { common } from '@/locales/en/common';
import { landing } from '@/locales/en/landing';
import { layout } from '@/locales/en/layout';
import { messages } from '@/locales/en/messages';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { type Namespace, type Texts, Translator } from './translator';

export type { Namespace } from './translator';
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
const bundled = { common, landing, layout, messages } satisfies Partial<Resources>;

/** The other English namespaces, a chunk each (the file is named after its namespace). */
const englishChunks = import.meta.glob<Record<string, Texts>>([
  '../../locales/en/*.ts',
  '!../../locales/en/index.ts',
  '!../../locales/en/namespaces.ts',
]);

async function readTexts(language: Language, namespace: Namespace): Promise<Texts> {
  if (language === 'ur') {
    const { ur } = await import('@/locales/ur');
    return (ur as Record<string, Texts>)[namespace] ?? {};
  }
  const load = englishChunks[`../../locales/en/${namespace}.ts`];
  if (!load) throw new Error(`No texts for the namespace "${namespace}"`);
  return (await load())[namespace] ?? {};
}

export const i18n = new Translator({ load: readTexts });

let started = false;

/** Starts the translator in `language`, English until then; resolves once its texts are loaded. */
export async function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<void> {
  if (!started) {
    started = true;
    for (const [namespace, texts] of Object.entries(bundled))
      i18n.add(DEFAULT_LANGUAGE, namespace as Namespace, texts);
  }
  await loadLanguage(language);
}

/**
 * Loads `namespaces` in the current language (and English, the fallback); resolves once they are
 * in, or when a chunk could not be fetched (the page then shows what it has, and a component asks
 * again when it renders).
 */
export async function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  try {
    await i18n.loadNamespaces(namespaces);
  } catch (error) {
    console.error('Could not load the texts of', namespaces.join(', '), error);
  }
}

/**
 * Loads `language`'s texts for every namespace in use and makes it the current language. Rejects
 * when the Urdu chunk cannot be fetched (offline before it was cached), leaving the language as
 * it was.
 */
export async function loadLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}
