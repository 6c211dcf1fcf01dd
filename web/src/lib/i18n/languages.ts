/** The languages the interface speaks, with what each needs from the page around it. */
export const LANGUAGES = {
  en: { name: 'English', dir: 'ltr', intl: 'en-PK' },
  ur: { name: 'اردو', dir: 'rtl', intl: 'ur-PK' },
} as const;

export type Language = keyof typeof LANGUAGES;

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/** The other language, for the header's one-tap switch. */
export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'ur' : 'en';
}
