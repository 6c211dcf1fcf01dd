/**
 * The languages the interface speaks, with what each needs from the page around it. The name and
 * the switch's label are in the language itself: the switch offers a language whose texts are
 * not downloaded yet, and people look for their own language's name.
 */
export const LANGUAGES = {
  // A switch's name holds what it shows: "EN" on a phone, the name from 600 px.
  en: {
    name: 'English',
    short: 'EN',
    switchLabel: 'Switch to English, EN',
    dir: 'ltr',
    intl: 'en-PK',
  },
  ur: { name: 'اردو', short: 'اردو', switchLabel: 'اردو میں دیکھیں', dir: 'rtl', intl: 'ur-PK' },
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
