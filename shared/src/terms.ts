/** A deal's terms as the deal page lists them: bullets split at the sentences' full stops. */

/** The five standard conditions, shown when a deal has no terms text. */
export const DEFAULT_TERMS: readonly string[] = [
  'The discount is applicable on the a la carte menu only',
  'The discount cannot be combined with any other promotion, deal or discount',
  'The discount is not applicable on group bookings, events or catering orders',
  'The discount is available to card members only, on payments made via their eligible cards',
  'The bank is not responsible for the quality of products or services offered by the merchant; all disputes are to be settled with the merchant directly',
];

/** Terms text split into trimmed bullets at sentence-ending full stops; the 5 standard conditions when empty. */
export function splitTerms(text?: string | null): string[] {
  if (typeof text !== 'string') return [...DEFAULT_TERMS];
  const bullets: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] !== '.' || !endsSentence(text, start, i)) continue;
    bullets.push(text.slice(start, i));
    start = i + 1;
  }
  bullets.push(text.slice(start));
  const trimmed = bullets.map((s) => s.trim()).filter((s) => s !== '');
  return trimmed.length === 0 ? [...DEFAULT_TERMS] : trimmed;
}

/** Words whose full stop abbreviates rather than ends a sentence in Pakistani deal terms. */
const ABBREVIATIONS = new Set([
  'rs',
  'no',
  'nos',
  'e.g',
  'i.e',
  'etc',
  'pvt',
  'ltd',
  'st',
  'mr',
  'ms',
  'dr',
  'approx',
  'min',
  'max',
]);

/**
 * Whether the full stop at `dot` ends a sentence: it must be followed by whitespace or the end,
 * so "2.5", "31.12.2026" and "www.example.pk" stay whole, and must not close an abbreviation
 * such as "Rs." in "Rs. 2,500".
 */
function endsSentence(text: string, start: number, dot: number): boolean {
  const next = text[dot + 1];
  if (next !== undefined && !/\s/.test(next)) return false;
  const word = /([\p{L}.]+)$/u.exec(text.slice(start, dot))?.[1]?.toLowerCase();
  return word === undefined || !ABBREVIATIONS.has(word);
}
