/**
 * The interface language of this device: kept in local storage, shown on <html lang dir> so the
 * browser lays the page out right to left for Urdu and picks the Urdu font, and applied before
 * the first paint (main.tsx awaits `startLanguage`).
 */
import { readItem, writeItem } from '@/lib/storage/local-storage';
import { i18n, initI18n, loadLanguage } from './i18n';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, isLanguage } from './languages';

const STORAGE_KEY = 'deals.language';

/** The device's language: the one picked here before, else the browser's when we speak it. */
export function deviceLanguage(): Language {
  const stored = readItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  const spoken = preferred.map((tag) => tag.split('-')[0]).find(isLanguage);
  return spoken ?? DEFAULT_LANGUAGE;
}

function applyToDocument(language: Language): void {
  const root = document.documentElement;
  // Only what differs: setting either, even to the value it has, makes the browser restyle and
  // lay out the whole page (about 20 ms each at a quarter of this machine's speed), and a page
  // the server rendered in this language already has both.
  const { dir } = LANGUAGES[language];
  if (root.lang !== language) root.lang = language;
  if (root.dir !== dir) root.dir = dir;
}

/** Starts the translator in the device's language and lays the page out for it. */
export async function startLanguage(): Promise<void> {
  const language = deviceLanguage();
  try {
    await initI18n(language);
  } catch (error) {
    // The Urdu chunk could not load (offline before it was cached): English still works.
    console.error('Could not load the interface language', error);
    await initI18n();
  }
  applyToDocument(currentLanguage());
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches the interface to `language` and remembers it on this device. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  writeItem(STORAGE_KEY, language);
  applyToDocument(language);
}
