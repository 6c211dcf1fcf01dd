/** Numbers, distances and dates in the interface language's own conventions. */
import { useTranslation } from './react';
import { LANGUAGES, isLanguage } from './languages';

function locale(language: string): string {
  return isLanguage(language) ? LANGUAGES[language].intl : LANGUAGES.en.intl;
}

export interface Formatters {
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  date: (value: Date | number, options?: Intl.DateTimeFormatOptions) => string;
}

export function formatters(language: string): Formatters {
  const tag = locale(language);
  return {
    number: (value, options) => new Intl.NumberFormat(tag, options).format(value),
    date: (value, options = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(tag, options).format(value),
  };
}

/** Formatters for the current language; re-rendered when it changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return formatters(i18n.language);
}
