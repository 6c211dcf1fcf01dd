/** List filters: title, category, card, discount and rating. */
import { isAllCategories, parseCategory } from './categories.js';
import { ALL_CARDS } from './constants.js';
import { firstNumber } from './text.js';

/** Case-insensitive substring match of a title; an empty term matches everything. */
export function matchesTitle(
  title: string | null | undefined,
  term: string | null | undefined,
): boolean {
  const t = (term ?? '').trim().toLowerCase();
  return t === '' || (title ?? '').toLowerCase().includes(t);
}

/**
 * Case-insensitive category match; 'All Categories' or empty means no filter, and label variants
 * ("Health & Beauty", "Health & Fitness") mean their canonical category.
 */
export function matchesCategory(
  category: string | null | undefined,
  chosen: string | null | undefined,
): boolean {
  if (isAllCategories(chosen)) return true;
  const want = parseCategory(chosen) ?? chosen?.trim().toLowerCase();
  const have = parseCategory(category) ?? category?.trim().toLowerCase();
  return want === have;
}

/** True for card filter values meaning no filter ('All Cards', empty, null). */
export function isAllCards(chosen: string | null | undefined): boolean {
  return (
    chosen == null ||
    chosen.trim() === '' ||
    chosen.trim().toLowerCase() === ALL_CARDS.toLowerCase()
  );
}

/** One card name against the chosen one: equal, containing or contained, case-insensitively. */
export function cardNameMatches(cardName: string, chosen: string): boolean {
  const a = cardName.trim().toLowerCase();
  const b = chosen.trim().toLowerCase();
  if (a === '' || b === '') return false;
  return a === b || a.includes(b) || b.includes(a);
}

/**
 * Card filter of a deal: any of its card names matches the chosen card. All Cards means no filter,
 * and a deal naming no cards passes (deals with no offers pass).
 */
export function matchesCard(
  cardNames: string | readonly string[] | null | undefined,
  chosen: string | null | undefined,
): boolean {
  if (isAllCards(chosen)) return true;
  const names = (typeof cardNames === 'string' ? [cardNames] : (cardNames ?? [])).filter(
    (n) => n.trim() !== '',
  );
  if (names.length === 0) return true;
  return names.some((n) => cardNameMatches(n, chosen ?? ''));
}

/** Discount filter: the first number in the text (none counts as 0) at or above the threshold. */
export function meetsDiscount(
  discountText: string | null | undefined,
  threshold: number | null | undefined,
): boolean {
  if (threshold == null) return true;
  return (firstNumber(discountText) ?? 0) >= threshold;
}

/**
 * Rating filter: the rating at or above the threshold. A deal without a rating (no
 * reviews) fails any threshold.
 */
export function meetsRating(
  rating: number | null | undefined,
  threshold: number | null | undefined,
): boolean {
  if (threshold == null) return true;
  return typeof rating === 'number' && Number.isFinite(rating) && rating >= threshold;
}

/** The average rating to 1 decimal, or N/A when 0 or missing. */
export function formatRating(rating: number | null | undefined): string {
  return typeof rating === 'number' && Number.isFinite(rating) && rating !== 0
    ? rating.toFixed(1)
    : 'N/A';
}

/** Hearts of a rating: one full per whole unit, one half for a fraction. */
export function ratingHearts(rating: number | null | undefined): { full: number; half: boolean } {
  if (typeof rating !== 'number' || !Number.isFinite(rating) || rating <= 0)
    return { full: 0, half: false };
  const r = Math.min(5, rating);
  const full = Math.floor(r);
  return { full, half: r - full > 0 };
}

/** Stars of a review: the rounded sentiment (5 when missing), capped at 5. */
export function reviewStars(sentimentScore: number | null | undefined): number {
  const s =
    typeof sentimentScore === 'number' && Number.isFinite(sentimentScore) ? sentimentScore : 5;
  return Math.max(0, Math.min(5, Math.round(s)));
}
