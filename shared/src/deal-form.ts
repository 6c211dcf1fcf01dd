/**
 * The admin page's deal form: what an admin types, checked field by field, turned into the raw
 * deal record the import writes. The record is then checked by the import's own schema
 * (`datasetDealSchema`), so a deal made in the page and one imported from a file pass the same
 * gate, and the functions derive everything else from either.
 */
import { z } from './zod.js';
import { CITIES } from './constants.js';
import { prop, text } from './coerce.js';
import { datasetDealSchema, formatZodError, type DatasetDeal } from './dataset.js';
import {
  DATE_ORDER_MESSAGE,
  DEAL_TEXT_LIMITS,
  UNKNOWN_CITY_MESSAGE,
  boundedText,
  datesInOrder,
  dealAmountRule,
  dealCategoryRule,
  dealDateRule,
  dealDescriptionRule,
  dealDiscountRule,
  dealImageUrlRule,
  dealTermsRule,
  dealTitleRule,
  dealValidDaysRule,
  isKnownCity,
} from './deal-rules.js';
import { normalizeBranches, normalizeDeal, normalizeOffers } from './normalize.js';
import { slugify } from './ids.js';
import { parseBill } from './savings.js';

/** One offer row of the form: a title, an optional last day, and cards of the deal's bank. */
export interface DealFormOffer {
  title: string;
  validTill: string;
  cardNames: string[];
}

/** One branch row: name, address and "lat, lng" as pasted (empty when unknown). */
export interface DealFormBranch {
  name: string;
  address: string;
  coordinates: string;
}

/** Everything the deal form holds, as text the way inputs hold it. */
export interface DealFormValues {
  bankId: string;
  cityId: string;
  dealId: string;
  title: string;
  description: string;
  discount: string;
  categoryId: string;
  validFrom: string;
  validTill: string;
  validDays: string;
  maxDiscountPkr: string;
  minBillPkr: string;
  imageUrl: string;
  termsAndConditions: string;
  offers: DealFormOffer[];
  branches: DealFormBranch[];
}

/** A blank form for a new deal in a city. */
export function emptyDealForm(bankId = '', cityId: string = CITIES[0]): DealFormValues {
  return {
    bankId,
    cityId,
    dealId: '',
    title: '',
    description: '',
    discount: '',
    categoryId: 'Food',
    validFrom: '',
    validTill: '',
    validDays: '',
    maxDiscountPkr: '',
    minBillPkr: '',
    imageUrl: '',
    termsAndConditions: '',
    offers: [{ title: '', validTill: '', cardNames: [] }],
    branches: [],
  };
}

/** "31.52, 74.35" (also with a space or semicolon between) → [lat, lng]; null when unreadable. */
export function parseCoordinates(input: string): [number, number] | null {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*[,;\s]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(input);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return [lat, lng];
}

/**
 * A rupee amount as the form holds it, read as the bill field reads a bill (parseBill: thousands
 * or lakh commas, "Rs", Urdu digits); NaN when it is not one, which the schema refuses first.
 */
function amountOf(s: string): number {
  const amount = parseBill(s);
  return amount.kind === 'amount' ? amount.pkr : Number.NaN;
}

/** An amount field: empty, or text that reads as the amount an import may store. */
const optionalAmount = (label: string) => {
  const rule = dealAmountRule(label);
  return z
    .string()
    .trim()
    .superRefine((s, ctx) => {
      if (s === '') return;
      const r = rule.safeParse(amountOf(s));
      if (!r.success) ctx.addIssue({ code: 'custom', message: r.error.issues[0]?.message ?? '' });
    });
};

/**
 * The form's checks: each field's rule from deal-rules.ts (the one every import applies too), plus
 * what only a form has (required fields, its offer and branch rows); messages name the field, as
 * the form shows them beside it.
 */
export const dealFormSchema = z
  .object({
    bankId: z.string().trim().min(1, 'Choose a bank'),
    cityId: z.string().trim().min(1, 'Choose a city').refine(isKnownCity, UNKNOWN_CITY_MESSAGE),
    dealId: z
      .string()
      .trim()
      .max(300, 'The deal id is too long')
      .refine((s) => !s.includes('/'), 'The deal id must not contain "/"'),
    title: dealTitleRule.min(1, 'Title is required'),
    description: dealDescriptionRule,
    discount: dealDiscountRule.min(1, 'Discount is required, e.g. "20% off"'),
    categoryId: dealCategoryRule,
    validFrom: dealDateRule('Valid from'),
    validTill: dealDateRule('Valid till'),
    validDays: dealValidDaysRule,
    maxDiscountPkr: optionalAmount('Maximum discount'),
    minBillPkr: optionalAmount('Minimum bill'),
    imageUrl: dealImageUrlRule,
    termsAndConditions: dealTermsRule,
    offers: z
      .array(
        z.object({
          title: boundedText('Offer title', DEAL_TEXT_LIMITS.offerTitle).min(
            1,
            'Offer title is required',
          ),
          validTill: dealDateRule('Offer valid till'),
          cardNames: z.array(z.string()).min(1, 'Pick at least one card'),
        }),
      )
      .min(1, 'Add at least one offer'),
    branches: z.array(
      z.object({
        name: z.string().trim().min(1, 'Branch name is required'),
        address: z.string().trim().min(1, 'Branch address is required'),
        coordinates: z
          .string()
          .refine(
            (s) => s.trim() === '' || parseCoordinates(s) !== null,
            'Paste coordinates as "lat, lng", e.g. 31.5204, 74.3587',
          ),
      }),
    ),
  })
  .refine((v) => datesInOrder(v.validFrom, v.validTill), {
    path: ['validTill'],
    message: DATE_ORDER_MESSAGE,
  });

/** Field path ("title", "offers.0.cardNames") → the first message for it. */
export type DealFormErrors = Record<string, string>;

/** A card of the deal's bank, as the offer card picker lists it. */
export interface FormCard {
  readonly cardName: string;
  readonly cardImage: string;
}

/** The outcome of checking a form: the record to write, or the errors to show. */
export type DealFormResult =
  { ok: true; record: DatasetDeal } | { ok: false; errors: DealFormErrors };

/** The deal id a new deal gets from its title when none is typed: category-title slug. */
export function suggestDealId(values: Pick<DealFormValues, 'title' | 'categoryId'>): string {
  const slug = slugify(values.title).slice(0, 80);
  return slug === '' ? '' : `${slugify(values.categoryId) || 'deal'}-${slug}`;
}

/** The raw deal fields of form values (no checks): the import's snake_case shape. */
function formData(v: DealFormValues, bankCards: readonly FormCard[]): Record<string, unknown> {
  const imageOf = (name: string): string =>
    bankCards.find((c) => c.cardName === name)?.cardImage ?? '';
  const branches = v.branches.map((b) => {
    const coords = parseCoordinates(b.coordinates);
    return {
      name: b.name,
      full_address: b.address,
      ...(coords ? { latitude: coords[0], longitude: coords[1] } : {}),
    };
  });
  const data: Record<string, unknown> = {
    title: v.title,
    description: v.description,
    discount: v.discount,
    category_id: v.categoryId,
    bank_id: v.bankId,
    city_id: v.cityId,
    image_url: v.imageUrl,
    icon_url: v.imageUrl,
    terms_and_conditions: v.termsAndConditions,
    cardName: v.offers[0]?.cardNames[0] ?? '',
    offers: v.offers.map((o) => ({
      title: o.title,
      ...(o.validTill !== '' ? { valid_till: o.validTill } : {}),
      offer_branches: branches.map((b) => b.name),
      branch_locations: branches.map((b) => b.full_address),
      card_type: o.cardNames.map((name) => ({ cardName: name, cardImage: imageOf(name) })),
    })),
    deal_branches: branches,
  };
  if (v.validFrom !== '') data['valid_from'] = v.validFrom;
  if (v.validTill !== '') data['valid_till'] = v.validTill;
  if (v.validDays !== '') data['valid_days'] = v.validDays;
  if (v.maxDiscountPkr !== '') data['max_discount_pkr'] = amountOf(v.maxDiscountPkr);
  if (v.minBillPkr !== '') data['min_bill_pkr'] = amountOf(v.minBillPkr);
  return data;
}

/**
 * Checks the form and builds the raw deal the import would write: snake_case fields as the
 * normaliser reads them, offers with `card_type` entries (with the bank's card images) and
 * `deal_branches` with coordinates. The result passes the import's `datasetDealSchema` too.
 */
export function dealFormToRecord(
  values: DealFormValues,
  bankCards: readonly FormCard[] = [],
): DealFormResult {
  const parsed = dealFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: DealFormErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.') || 'form';
      errors[key] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const v = parsed.data;
  const data = formData(v, bankCards);
  const dealId = v.dealId !== '' ? v.dealId : suggestDealId(v);
  const checked = datasetDealSchema.safeParse({
    bankId: v.bankId,
    cityId: v.cityId,
    dealId,
    data,
  });
  if (!checked.success) return { ok: false, errors: { form: formatZodError(checked.error) } };
  return { ok: true, record: checked.data };
}

/**
 * The raw deal a preview shows while the form is being filled: the checked record when the form
 * is valid; otherwise the values as typed with every field that has an error left empty, so the
 * normaliser's defaults stand in for them (unreadable coordinates are left out). Never throws.
 */
export function dealFormPreviewData(
  values: DealFormValues,
  bankCards: readonly FormCard[] = [],
): Record<string, unknown> {
  const result = dealFormToRecord(values, bankCards);
  if (result.ok) return result.record.data;
  const shown: DealFormValues = {
    ...values,
    offers: values.offers.map((o) => ({ ...o })),
    branches: values.branches.map((b) => ({ ...b })),
  };
  for (const key of Object.keys(result.errors)) {
    const [field, index, sub] = key.split('.');
    if (field === 'offers' && index !== undefined && sub === 'validTill') {
      const offer = shown.offers[Number(index)];
      if (offer) offer.validTill = '';
    } else if (field !== undefined && field in shown) {
      const current = (shown as unknown as Record<string, unknown>)[field];
      if (typeof current === 'string') (shown as unknown as Record<string, string>)[field] = '';
    }
  }
  return formData(shown, bankCards);
}

/** A stored raw deal back into form values, for editing (unknown shapes read through the normaliser). */
export function dealToFormValues(
  raw: unknown,
  ids: { bankId: string; cityId: string; dealId: string },
): DealFormValues {
  const deal = normalizeDeal(raw, ids);
  const str = (key: string): string => {
    const v = prop(raw, key);
    return typeof v === 'number' ? String(v) : (text(v) ?? '');
  };
  const days = prop(raw, 'valid_days');
  return {
    ...ids,
    title: deal.title,
    description: deal.description,
    discount: text(prop(raw, 'discount')) ?? '',
    categoryId: deal.categoryId,
    validFrom: deal.validFrom ?? '',
    validTill: text(prop(raw, 'valid_till')) !== undefined ? (deal.validTill ?? '') : '',
    validDays: Array.isArray(days) ? days.join(', ') : (text(days) ?? ''),
    maxDiscountPkr: str('max_discount_pkr'),
    minBillPkr: str('min_bill_pkr'),
    imageUrl: text(prop(raw, 'image_url')) ?? '',
    termsAndConditions: deal.termsAndConditions,
    offers: normalizeOffers(raw).map((o) => ({
      title: o.title,
      validTill: o.validTill ?? '',
      cardNames: o.cardTypes.map((c) => c.cardName),
    })),
    branches: normalizeBranches(raw).map((b) => ({
      name: b.name,
      address: b.fullAddress,
      coordinates: b.latitude !== 0 || b.longitude !== 0 ? `${b.latitude}, ${b.longitude}` : '',
    })),
  };
}
