/**
 * The rules a deal's fields must meet, whichever way the deal enters: the admin page's form
 * (`dealFormSchema`, on the text its inputs hold) and every import (`rawDealSchema` and
 * `datasetDealSchema`, on the raw document a file or the form's record carries: the page's bulk
 * import and `npm run admin -- import`). Each rule is written once here and used by both, with the
 * message the admin sees, so a value the form refuses is refused by an import with the same reason.
 */
import { z } from './zod.js';
import { parseCategory } from './categories.js';
import { CATEGORIES, CITIES } from './constants.js';
import { isSafeImageUrl } from './safe-url.js';
import { firstPercentage } from './text.js';

/** The longest text each field may hold, in characters. */
export const DEAL_TEXT_LIMITS = {
  title: 200,
  description: 2000,
  discount: 200,
  validDays: 100,
  imageUrl: 1000,
  termsAndConditions: 5000,
  offerTitle: 200,
} as const;

/**
 * A calendar date written YYYY-MM-DD that exists: months 01-12, each month's days, 29 February in
 * leap years only. firestore.rules holds the same pattern for deals written from a client.
 */
export const REAL_ISO_DATE =
  /^([0-9]{4}-((0[13578]|1[02])-(0[1-9]|[12][0-9]|3[01])|(0[469]|11)-(0[1-9]|[12][0-9]|30)|02-(0[1-9]|1[0-9]|2[0-8]))|([0-9]{2}(0[48]|[2468][048]|[13579][26])|([02468][048]|[13579][26])00)-02-29)$/;

/** True for a calendar date written YYYY-MM-DD that exists (2026-02-30 and 2026-13-01 do not). */
export function isRealIsoDate(s: string): boolean {
  return REAL_ISO_DATE.test(s);
}

/** True for one of the cities the app serves ({@link CITIES}), spelt as they are. */
export function isKnownCity(city: string): boolean {
  return (CITIES as readonly string[]).includes(city);
}

/** The message for a city the app does not serve. */
export const UNKNOWN_CITY_MESSAGE = `City must be one of ${CITIES.join(', ')}`;
/** The message for valid till before valid from. */
export const DATE_ORDER_MESSAGE = 'Valid till must not be before valid from';

/** A percentage off in a discount text is more than 0 and at most 100 ("200% off" is not one). */
export function isPossibleDiscount(s: string): boolean {
  const percent = firstPercentage(s);
  return percent === null || (percent > 0 && percent <= 100);
}

/** A text of at most `max` characters (trimmed), named in the message. */
export const boundedText = (label: string, max: number, tooLong = `${label} is too long`) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong);

/** The text fields' rules, named as the form shows them. */
export const dealTitleRule = boundedText('Title', DEAL_TEXT_LIMITS.title);
export const dealDescriptionRule = boundedText('Description', DEAL_TEXT_LIMITS.description);
export const dealValidDaysRule = boundedText('Valid days', DEAL_TEXT_LIMITS.validDays);
export const dealTermsRule = boundedText(
  'Terms',
  DEAL_TEXT_LIMITS.termsAndConditions,
  'Terms are too long',
);

/** Discount text: bounded, and any percentage off in it within 0-100. */
export const dealDiscountRule = boundedText('Discount', DEAL_TEXT_LIMITS.discount).refine(
  isPossibleDiscount,
  'A percentage off must be more than 0 and at most 100',
);

/** A category the app knows: one of CATEGORIES or a label that stands for one ("Restaurants"). */
export const dealCategoryRule = z
  .string({ error: `Choose a category (${CATEGORIES.join(', ')})` })
  .refine((s) => parseCategory(s) !== null, `Choose a category (${CATEGORIES.join(', ')})`);

/** A date field: empty, or a real date written YYYY-MM-DD. */
export const dealDateRule = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine((s) => s === '' || isRealIsoDate(s), `${label} must be a date (YYYY-MM-DD)`);

/** A picture's address: empty (the default picture), an https: URL or our own path. */
export const dealImageUrlRule = boundedText('Image address', DEAL_TEXT_LIMITS.imageUrl)
  // A picture is fetched from the web or this site; nothing else (javascript:, data:) is one.
  .refine((s) => s === '' || isSafeImageUrl(s), 'Image address must start with https:// or /');

/** A rupee amount as stored: a number more than 0. */
export const dealAmountRule = (label: string) =>
  z
    .number({ error: `${label} must be a positive amount in PKR` })
    .refine((n) => Number.isFinite(n) && n > 0, `${label} must be a positive amount in PKR`);

/** True when the two dates (either may be empty) are in order: valid till not before valid from. */
export function datesInOrder(validFrom: string, validTill: string): boolean {
  return validFrom === '' || validTill === '' || validFrom <= validTill;
}
