/** Text rules: discount parsing, search tokens, lengths and digit groups (a deal's terms: terms.ts). */

/** The first number in a text, or null. "Up to 25% off" → 25. */
export function firstNumber(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = /\d+(?:\.\d+)?/.exec(text);
  return m ? Number(m[0]) : null;
}

/** The first percentage in a discount text, or null. "Rs 500 off, then 10%" → 10. */
export function firstPercentage(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = /(\d+(?:\.\d+)?)\s*%/.exec(text);
  return m?.[1] !== undefined ? Number(m[1]) : null;
}

/**
 * The percentage a deal takes off, for what is worked out from it (savings, the best offer of a
 * place or brand, better-deal alerts): the first percentage of its discount text, when it is more
 * than 0 and at most 100. A rupee amount ("Flat Rs. 500 off"), a count ("Buy 1 Get 1") or an
 * impossible percentage is no percentage off: null.
 */
export function discountPercentOf(text: unknown): number | null {
  const percent = firstPercentage(text);
  return percent !== null && percent > 0 && percent <= 100 ? percent : null;
}

/** The discount badge: first percentage followed by "off" ("30% off"), '' when none. */
export function discountBadge(discountText: unknown): string {
  const pct = firstPercentage(discountText);
  return pct === null ? '' : `${pct}% off`;
}

/** The discount label of the deal detail "N% off" — same rule as the badge. */
export const discountLabel = discountBadge;

/** Removes the words "up to" from a discount text, falling back to Special Offer. */
export function stripUpTo(discountText: unknown): string {
  if (typeof discountText !== 'string') return 'Special Offer';
  const s = discountText
    .replace(/\bup\s*to\b/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  return s === '' ? 'Special Offer' : s.charAt(0).toUpperCase() + s.slice(1);
}

/** Orders strings by UTF-16 code units, as Firestore orders ids: the same on every machine. */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Longest word prefix stored as a search token; longer terms are clipped to it and filtered locally. */
export const MAX_WORD_TOKEN = 20;
/** Shortest prefix stored for deal keywords: the server-side search starts at 3 characters. */
export const MIN_KEYWORD_PREFIX = 3;

/** Lower case without accents, `&` spelled " and ": what folded text and slugs start from. */
export function plainLower(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ');
}

/** Lower-cases, strips accents and punctuation, collapses spaces. */
export function foldText(text: string): string {
  return plainLower(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a text (folded), in order. */
export function words(text: string): string[] {
  const f = foldText(text);
  return f === '' ? [] : f.split(' ');
}

/**
 * Search tokens of a title: the prefixes of each word from `minPrefix` up to 20 characters (a
 * shorter word is kept whole). Kept small on purpose: they are indexed with every deal.
 */
export function searchTokens(text: string, minPrefix: number = MIN_KEYWORD_PREFIX): string[] {
  const out = new Set<string>();
  for (const w of words(text)) {
    if (w.length <= minPrefix) out.add(w);
    for (let i = minPrefix; i <= Math.min(w.length, MAX_WORD_TOKEN); i++) out.add(w.slice(0, i));
  }
  return [...out].sort();
}

/**
 * The token to query `keywords array-contains` with for a search term: its longest word, folded
 * and clipped to 20 characters. A title matching the whole term always holds it; the results are
 * then narrowed locally with {@link matchesTitle}-style substring matching.
 */
export function searchTokenFor(term: string): string {
  const ws = words(term);
  const longest = ws.reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest.slice(0, MAX_WORD_TOKEN);
}

/** Cuts a description at 50 characters plus "...", untouched when short. */
export function truncateDescription(text: string, max = 50): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Up to two upper-case initials of a name; '' for a blank name. */
export function initials(name: string | null | undefined): string {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '')
    .slice(0, 2)
    .map((w) => (Array.from(w)[0] ?? '').toUpperCase())
    .join('');
}

/**
 * Length in characters as every layer counts it: Unicode code points, which is what the rules'
 * `string.size()` returns. `String.length` counts UTF-16 units, so an emoji would count twice.
 */
export function textLength(s: string): number {
  return Array.from(s).length;
}

/**
 * True when the text has something a reader can see: at least one letter or digit in any script.
 * Spaces, zero-width characters and lone punctuation are not a review. firestore.rules uses the
 * same classes (`[\p{L}\p{N}]`).
 */
export function hasVisibleText(s: string): boolean {
  return /[\p{L}\p{N}]/u.test(s);
}

/**
 * A whole number with its thousands grouped, as `toLocaleString('en-US')` writes it ("-1,234,567",
 * zero unsigned), without Intl: a page's first number format loads the locale's data, over 150 ms
 * of a slow phone's start-up for the deal page's one rupee amount. Anything not a safe integer
 * goes to Intl.
 */
export function groupedInteger(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = groupDigits(String(Math.abs(value)));
  return value < 0 ? `-${digits}` : digits;
}

/** Digits with a comma before each group of three from the right: "1234567" → "1,234,567". */
export const groupDigits = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ',');
