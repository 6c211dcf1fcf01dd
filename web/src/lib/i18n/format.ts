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

/**
 * One formatter per locale and options, made once: building an `Intl` formatter costs far more
 * than using one (a page of deal cards formats dozens of numbers; on a slow phone making a new
 * formatter for each took tens of milliseconds of its start-up).
 */
function cached<F>(make: (tag: string, options: object | undefined) => F) {
  const made = new Map<string, F>();
  return (tag: string, options: object | undefined): F => {
    const key = `${tag}|${options === undefined ? '' : JSON.stringify(options)}`;
    let formatter = made.get(key);
    if (formatter === undefined) {
      formatter = make(tag, options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

const numberFormat = cached((tag, options) => new Intl.NumberFormat(tag, options));
const dateFormat = cached((tag, options) => new Intl.DateTimeFormat(tag, options));

export function formatters(language: string): Formatters {
  const tag = locale(language);
  return {
    number: (value, options) => numberFormat(tag, options).format(value),
    date: (value, options = { dateStyle: 'medium' }) => dateFormat(tag, options).format(value),
  };
}

/** Formatters for the current language; re-rendered when it changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return formatters(i18n.language);
}
