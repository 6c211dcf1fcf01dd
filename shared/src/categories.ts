/** Canonical categories: every label variant maps to one of four. */
import { ALL_CATEGORIES, CATEGORIES, DEFAULT_CATEGORY, type Category } from './constants.js';

/** Lower-case labels and synonyms seen in scraped data, mapped to canonical categories. */
const CATEGORY_SYNONYMS: Readonly<Record<string, Category>> = {
  food: 'Food',
  'food & beverages': 'Food',
  'food and beverages': 'Food',
  dining: 'Food',
  restaurant: 'Food',
  restaurants: 'Food',
  cafe: 'Food',
  cafes: 'Food',
  lifestyle: 'Lifestyle',
  shopping: 'Lifestyle',
  fashion: 'Lifestyle',
  apparel: 'Lifestyle',
  retail: 'Lifestyle',
  travel: 'Lifestyle',
  health: 'Health',
  'health & beauty': 'Health',
  'health and beauty': 'Health',
  'health & fitness': 'Health',
  'health and fitness': 'Health',
  fitness: 'Health',
  beauty: 'Health',
  wellness: 'Health',
  pharmacy: 'Health',
  medical: 'Health',
  entertainment: 'Entertainment',
  cinema: 'Entertainment',
  cinemas: 'Entertainment',
  movies: 'Entertainment',
  leisure: 'Entertainment',
};

/** Every label a category may be given (lower case), canonical names and synonyms alike. */
export const CATEGORY_LABELS: readonly string[] = Object.keys(CATEGORY_SYNONYMS);

/** True when the value is one of the four canonical categories (exact spelling). */
export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** The canonical category of any label, or null when it is not recognised. */
export function parseCategory(value: unknown): Category | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase().replace(/\s+/g, ' ');
  // Own keys only: a label such as "__proto__" or "constructor" names no category.
  return Object.hasOwn(CATEGORY_SYNONYMS, key) ? (CATEGORY_SYNONYMS[key] ?? null) : null;
}

/** The canonical category of a label, Food when missing or unknown. */
export function canonicalCategory(value: unknown): Category {
  return parseCategory(value) ?? DEFAULT_CATEGORY;
}

/** True for the filter values that mean "no category filter" ('All Categories', empty, null). */
export function isAllCategories(value: string | null | undefined): boolean {
  return (
    value == null ||
    value.trim() === '' ||
    value.trim().toLowerCase() === ALL_CATEGORIES.toLowerCase()
  );
}
