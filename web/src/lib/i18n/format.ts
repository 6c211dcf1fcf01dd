/** Numbers, distances and dates in the interface language's own conventions. */
import { groupDigits } from '@deals/shared';
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

/**
 * English (en-PK) groups digits in threes with a comma and a point before the decimals, so a plain
 * count, or a number with a fixed count of decimals (a rating's "4.5"), is written here without
 * Intl: the first Intl number formatter of a page loads the locale's number data, a tenth of a
 * second of a slow phone's start-up, and the public pages need no other kind of number before a
 * person acts. Anything else goes to Intl; `format.test.ts` holds the two to the same output.
 */
function plainEnglish(value: number, options: Intl.NumberFormatOptions | undefined) {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15 || Object.is(value, -0)) return undefined;
  let digits = 0;
  if (options === undefined) {
    if (!Number.isInteger(value)) return undefined;
  } else {
    const { minimumFractionDigits: min, maximumFractionDigits: max, ...rest } = options;
    if (Object.keys(rest).length > 0 || min !== max || min === undefined) return undefined;
    if (!Number.isInteger(min) || min < 0 || min > 3) return undefined;
    digits = min;
  }
  // Rounded as Intl rounds: half away from zero, on the number's shortest decimal form ("9.745").
  const shortest = String(Math.abs(value));
  if (/e/i.test(shortest)) return undefined;
  const [whole = '', fraction = ''] = shortest.split('.');
  let kept = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  if (fraction.length > digits && fraction.charCodeAt(digits) >= '5'.charCodeAt(0)) kept += 1n;
  const rounded = kept.toString().padStart(digits + 1, '0');
  const grouped = groupDigits(rounded.slice(0, rounded.length - digits));
  const decimals = digits > 0 ? `.${rounded.slice(rounded.length - digits)}` : '';
  return `${value < 0 ? '-' : ''}${grouped}${decimals}`;
}

export function formatters(language: string): Formatters {
  const tag = locale(language);
  return {
    number: (value, options) =>
      (tag === LANGUAGES.en.intl ? plainEnglish(value, options) : undefined) ??
      numberFormat(tag, options).format(value),
    date: (value, options = { dateStyle: 'medium' }) => dateFormat(tag, options).format(value),
  };
}

/** Formatters for the current language; re-rendered when it changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return formatters(i18n.language);
}
