/**
 * The import file format of the admin CLI and its validation (zod). A dataset is banks with their
 * cards, cities, and deals as raw documents; each record is checked on its own so one bad record
 * is reported (by index or line) and never stops the good ones. A deal's fields meet the rules of
 * deal-rules.ts, the same the admin page's deal form applies.
 */
import { z } from './zod.js';
import { listOrMapEntries } from './coerce.js';
import { CITIES } from './constants.js';
import {
  DATE_ORDER_MESSAGE,
  DEAL_TEXT_LIMITS,
  UNKNOWN_CITY_MESSAGE,
  boundedText,
  dealAmountRule,
  dealCategoryRule,
  dealDateRule,
  dealDescriptionRule,
  dealDiscountRule,
  dealImageUrlRule,
  dealTermsRule,
  dealTitleRule,
  dealValidDaysRule,
  datesInOrder,
  isKnownCity,
} from './deal-rules.js';
import { isSafeImageUrl } from './safe-url.js';

/** Safe Firestore document id: no slash, not . or .., not __x__, at most 300 characters. */
const docId = z
  .string()
  .min(1, 'must not be empty')
  .max(300, 'is too long')
  .refine((s) => !s.includes('/'), 'must not contain "/"')
  .refine((s) => s !== '.' && s !== '..' && !/^__.*__$/.test(s), 'is a reserved id');

/** Bank and city ids become dash-separated parts of favourite ids, so they may not contain dashes. */
const dashFreeId = docId.refine(
  (s) => /^[A-Za-z0-9_ ]+$/.test(s),
  'must be letters, digits, spaces or _ only',
);

/** A bank's or card's picture: empty (the default picture), an https: URL or an own path. */
const imageAddress = z
  .string({ error: 'expected text' })
  .refine(
    (s) => s.trim() === '' || isSafeImageUrl(s.trim()),
    'must be an https:// address or a path starting with /',
  );

/** A card of a bank in a dataset. */
export const datasetCardSchema = z.object({
  id: docId,
  cardName: z.string().trim().min(1, 'cardName is required'),
  cardImage: imageAddress.default(''),
  /** Tier label (Classic, Gold, Platinum ...) — informational. */
  tier: z.string().optional(),
  /** Credit or Debit — informational. */
  kind: z.enum(['Credit', 'Debit']).optional(),
  network: z.string().optional(),
});
/** A card of a bank in a dataset. */
export type DatasetCard = z.infer<typeof datasetCardSchema>;

/** A bank record. */
export const datasetBankSchema = z.object({
  id: dashFreeId,
  bankName: z.string().trim().min(1, 'bankName is required'),
  bankImage: imageAddress.default(''),
  cardImage: imageAddress.default(''),
  ratings: z.number().min(0).max(5).optional(),
  cards: z.array(datasetCardSchema).default([]),
  line: z.number().int().optional(),
});
/** A bank record. */
export type DatasetBank = z.infer<typeof datasetBankSchema>;

const listOrMap = z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())], {
  error: 'expected a list or a map',
});
const optionalText = z.string({ error: 'expected text' }).optional();
const coordinate = (limit: number) =>
  z
    .union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/, 'expected a number')], {
      error: 'expected a number',
    })
    .refine((v) => Math.abs(Number(v)) <= limit, `must be within ±${limit}`)
    .optional();
const branchSchema = z.union([
  z.string(),
  z.looseObject({
    latitude: coordinate(90),
    longitude: coordinate(180),
    name: optionalText,
    full_address: optionalText,
  }),
]);
const commentSchema = z.looseObject({
  comment: z.string({ error: 'comment text is required' }),
  userName: optionalText,
  sentimentScore: z.number().min(0).max(5).optional(),
  date: z.union([z.string(), z.number()]).optional(),
});

/** Valid days as stored: the form's text ("All days", "Mon, Tue") or a list of day names. */
const validDays = z.union(
  [
    dealValidDaysRule,
    z.array(boundedText('A valid day', 20)).max(7, 'Valid days has too many days'),
  ],
  { error: 'Valid days must be text or a list of days' },
);

/** An offer's own last day, when it has one, is a real date (the rest the normaliser tolerates). */
const offerRules = z.looseObject({
  title: boundedText('Offer title', DEAL_TEXT_LIMITS.offerTitle).optional(),
  valid_till: dealDateRule('Offer valid till').optional(),
});

/**
 * The checks a raw deal document must pass to be imported: the deal form's rules for each field it
 * has (deal-rules.ts); the normaliser tolerates the rest.
 */
export const rawDealSchema = z
  .looseObject({
    title: dealTitleRule.optional(),
    description: dealDescriptionRule.optional(),
    discount: dealDiscountRule.optional(),
    category_id: dealCategoryRule.optional(),
    valid_from: dealDateRule('Valid from').optional(),
    valid_till: dealDateRule('Valid till').optional(),
    valid_days: validDays.optional(),
    max_discount_pkr: dealAmountRule('Maximum discount').optional(),
    min_bill_pkr: dealAmountRule('Minimum bill').optional(),
    terms_and_conditions: dealTermsRule.optional(),
    image_url: dealImageUrlRule.optional(),
    icon_url: dealImageUrlRule.optional(),
    avgSentiment: z.number().min(0).max(5).optional(),
    offers: listOrMap.optional(),
    deal_branches: listOrMap
      .pipe(z.union([z.array(branchSchema), z.record(z.string(), branchSchema)]))
      .optional(),
    branches: listOrMap
      .pipe(z.union([z.array(branchSchema), z.record(z.string(), branchSchema)]))
      .optional(),
    comments: z.array(commentSchema).optional(),
  })
  .superRefine((deal, ctx) => {
    if (
      typeof deal.valid_from === 'string' &&
      typeof deal.valid_till === 'string' &&
      !datesInOrder(deal.valid_from, deal.valid_till)
    )
      ctx.addIssue({ code: 'custom', path: ['valid_till'], message: DATE_ORDER_MESSAGE });
    for (const [key, offer] of listOrMapEntries(deal.offers)) {
      if (typeof offer !== 'object' || offer === null) continue;
      const r = offerRules.safeParse(offer);
      for (const issue of r.success ? [] : r.error.issues)
        ctx.addIssue({
          code: 'custom',
          path: ['offers', key, ...issue.path],
          message: issue.message,
        });
    }
  });

/** A deal record: path ids and the raw document. */
export const datasetDealSchema = z.object({
  bankId: dashFreeId,
  cityId: dashFreeId.refine(isKnownCity, UNKNOWN_CITY_MESSAGE),
  dealId: docId,
  data: rawDealSchema,
  line: z.number().int().optional(),
});
/** A deal record. */
export type DatasetDeal = z.infer<typeof datasetDealSchema>;

/** A whole dataset (the JSON import file, and what the demo generator returns). */
export interface Dataset {
  readonly version: 1;
  readonly seed?: number;
  readonly banks: readonly DatasetBank[];
  readonly cities: readonly string[];
  /** Deals as records; their `data` is loose on purpose (legacy shapes, malformed demo records). */
  readonly deals: readonly {
    bankId: string;
    cityId: string;
    dealId: string;
    data: unknown;
    line?: number;
  }[];
}

/** A record that failed validation: where it was (deals[3], line 12) and why. */
export interface Rejection {
  readonly where: string;
  readonly reason: string;
}

/** The records of a dataset that passed validation, and the rejected ones. */
export interface ValidatedDataset {
  readonly banks: DatasetBank[];
  readonly cities: string[];
  readonly deals: DatasetDeal[];
  readonly rejected: Rejection[];
}

/** One line per issue: `path: message`. */
export function formatZodError(error: z.ZodError): string {
  return error.issues
    .map((i) => (i.path.length > 0 ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/** Options of {@link validateDataset}. */
export interface ValidateOptions {
  /** Banks already stored: deals of these banks are accepted without a bank record in the file. */
  readonly knownBankIds?: readonly string[];
}

/**
 * Validates every record of a dataset independently: banks, then deals (a deal of an unknown bank
 * or a duplicate path is rejected too). Never throws on any input.
 */
export function validateDataset(input: unknown, opts: ValidateOptions = {}): ValidatedDataset {
  const rejected: Rejection[] = [];
  const obj = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const rawBanks = Array.isArray(obj['banks']) ? (obj['banks'] as unknown[]) : [];
  const rawDeals = Array.isArray(obj['deals']) ? (obj['deals'] as unknown[]) : [];
  if (!Array.isArray(obj['banks']) && !Array.isArray(obj['deals'])) {
    rejected.push({ where: 'file', reason: 'expected an object with "banks" and "deals" lists' });
  }
  const where = (kind: string, i: number, rec: unknown): string => {
    const line =
      typeof rec === 'object' && rec !== null ? (rec as { line?: unknown }).line : undefined;
    return typeof line === 'number' ? `line ${line}` : `${kind}[${i}]`;
  };

  const banks: DatasetBank[] = [];
  const bankIds = new Set<string>();
  const known = new Set(opts.knownBankIds ?? []);
  rawBanks.forEach((rec, i) => {
    const r = datasetBankSchema.safeParse(rec);
    if (!r.success)
      rejected.push({ where: where('banks', i, rec), reason: formatZodError(r.error) });
    else if (bankIds.has(r.data.id))
      rejected.push({ where: where('banks', i, rec), reason: `duplicate bank id ${r.data.id}` });
    else {
      bankIds.add(r.data.id);
      banks.push(r.data);
    }
  });

  const deals: DatasetDeal[] = [];
  const paths = new Set<string>();
  const cities = new Set<string>(
    Array.isArray(obj['cities'])
      ? (obj['cities'] as unknown[]).filter((c): c is string => typeof c === 'string')
      : CITIES,
  );
  rawDeals.forEach((rec, i) => {
    const r = datasetDealSchema.safeParse(rec);
    const at = where('deals', i, rec);
    if (!r.success) return rejected.push({ where: at, reason: formatZodError(r.error) });
    const d = r.data;
    const path = `${d.bankId}/${d.cityId}/${d.dealId}`;
    if (!bankIds.has(d.bankId) && !known.has(d.bankId))
      return rejected.push({ where: at, reason: `unknown bank ${d.bankId}` });
    if (paths.has(path)) return rejected.push({ where: at, reason: `duplicate deal ${path}` });
    paths.add(path);
    cities.add(d.cityId);
    deals.push(d);
  });
  return { banks, cities: [...cities], deals, rejected };
}

/**
 * Reads an import file: a JSON dataset, or JSON Lines where each line is a record tagged
 * `"kind": "bank" | "deal"` (rejections then name the line). Never throws.
 */
export function parseDatasetText(textContent: string): { dataset: Dataset; rejected: Rejection[] } {
  try {
    const whole: unknown = JSON.parse(textContent);
    if (typeof whole === 'object' && whole !== null && !Array.isArray(whole)) {
      const o = whole as Record<string, unknown>;
      return {
        dataset: {
          version: 1,
          banks: Array.isArray(o['banks']) ? (o['banks'] as DatasetBank[]) : [],
          cities: Array.isArray(o['cities']) ? (o['cities'] as string[]) : [...CITIES],
          deals: Array.isArray(o['deals']) ? (o['deals'] as Dataset['deals'][number][]) : [],
        },
        rejected:
          Array.isArray(o['banks']) || Array.isArray(o['deals'])
            ? []
            : [{ where: 'file', reason: 'expected "banks" and "deals" lists' }],
      };
    }
  } catch {
    // Not one JSON document: read it as JSON Lines below.
  }
  const banks: DatasetBank[] = [];
  const deals: Dataset['deals'][number][] = [];
  const rejected: Rejection[] = [];
  textContent.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    let rec: unknown;
    try {
      rec = JSON.parse(raw);
    } catch (e) {
      return rejected.push({
        where: `line ${line}`,
        reason: `invalid JSON (${e instanceof Error ? e.message : 'parse error'})`,
      });
    }
    if (typeof rec !== 'object' || rec === null || Array.isArray(rec)) {
      return rejected.push({ where: `line ${line}`, reason: 'expected a JSON object' });
    }
    const { kind, ...rest } = rec as Record<string, unknown>;
    if (kind === 'bank') banks.push({ ...(rest as DatasetBank), line });
    else if (kind === 'deal') deals.push({ ...(rest as Dataset['deals'][number]), line });
    else rejected.push({ where: `line ${line}`, reason: 'expected "kind": "bank" or "deal"' });
  });
  return { dataset: { version: 1, banks, cities: [...CITIES], deals }, rejected };
}
