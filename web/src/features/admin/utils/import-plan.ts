/**
 * The bulk import's preview: a file read and checked with the same shared/ code as
 * `npm run admin -- import` (parseImportFile, validateDataset), and for each record that passed
 * what writing it would change (a new deal or bank, or which fields of a stored one). Nothing here
 * writes; the panel writes the plan's records only when the admin confirms.
 */
import {
  DERIVED_FIELD_NAMES,
  type DatasetBank,
  type DatasetDeal,
  type Rejection,
  parseImportFile,
  validateDataset,
} from '@deals/shared';
import { dealKey } from '@/lib/deals/deal-form-fields';

/** What writing one record does: creates it, or changes these fields of the stored one. */
export type ImportChange =
  | { readonly kind: 'new' }
  | {
      readonly kind: 'update';
      readonly changed: readonly string[];
      readonly removed: readonly string[];
    };

/** One record the import would write. */
export interface PlannedRecord {
  /** Where it is in the file ("line 3"); empty for a JSON dataset, whose records have no line. */
  readonly where: string;
  readonly kind: 'bank' | 'deal';
  /** bankId, or bankId / cityId / dealId. */
  readonly path: string;
  /** The deal's title or the bank's name, as the file has it. */
  readonly title: string;
  readonly change: ImportChange;
}

/** A checked file: the records to write, each with its change, and the refused ones. */
export interface ImportPlan {
  readonly fileName: string;
  readonly banks: DatasetBank[];
  readonly deals: DatasetDeal[];
  readonly records: PlannedRecord[];
  readonly refused: Rejection[];
}

/** The records of a file that passed the checks, and every refusal (unreadable lines first). */
export function checkImportFile(
  fileName: string,
  text: string,
  knownBankIds: readonly string[],
): { banks: DatasetBank[]; deals: DatasetDeal[]; refused: Rejection[] } {
  const parsed = parseImportFile(fileName, text);
  const valid = validateDataset(parsed.dataset, { knownBankIds });
  return {
    banks: valid.banks,
    deals: valid.deals,
    refused: [...parsed.rejected, ...valid.rejected],
  };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const DERIVED = new Set<string>(DERIVED_FIELD_NAMES);

/**
 * What writing `data` over `stored` changes: fields whose value differs or is new, and fields of
 * `owned` the stored document has and the record leaves out (the write removes them; fields the
 * functions derive, such as bank_id, are written back by them, so they are not named).
 */
export function changeOf(
  data: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
  owned: readonly string[],
): ImportChange {
  if (stored === undefined) return { kind: 'new' };
  const changed = Object.keys(data).filter((k) => !same(data[k], stored[k]));
  const removed = owned.filter((k) => k in stored && !(k in data) && !DERIVED.has(k));
  return { kind: 'update', changed, removed };
}

// A JSON dataset's record is named by its path: its index among the accepted ones is not its
// index in the file, which the rejections use.
const where = (rec: { line?: number | undefined }): string =>
  rec.line !== undefined ? `line ${rec.line}` : '';

/**
 * The preview of a checked file: each bank and deal to write with what it changes, given the
 * banks already stored and the stored documents of the file's deals (by dealKey, as storedDeals answers).
 */
export function planImport(
  fileName: string,
  checked: ReturnType<typeof checkImportFile>,
  knownBankIds: readonly string[],
  storedDeals: ReadonlyMap<string, Record<string, unknown>>,
  owned: readonly string[],
): ImportPlan {
  const known = new Set(knownBankIds);
  const records: PlannedRecord[] = [
    ...checked.banks.map((b): PlannedRecord => ({
      where: where(b),
      kind: 'bank',
      path: b.id,
      title: b.bankName,
      change: known.has(b.id) ? { kind: 'update', changed: [], removed: [] } : { kind: 'new' },
    })),
    ...checked.deals.map((d): PlannedRecord => {
      const { comments: _comments, ...data } = d.data as Record<string, unknown>;
      return {
        where: where(d),
        kind: 'deal',
        path: `${d.bankId} / ${d.cityId} / ${d.dealId}`,
        title: typeof data['title'] === 'string' ? data['title'] : '',
        change: changeOf(data, storedDeals.get(dealKey(d)), owned),
      };
    }),
  ];
  return {
    fileName,
    banks: checked.banks,
    deals: checked.deals,
    records,
    refused: checked.refused,
  };
}
