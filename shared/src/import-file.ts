/**
 * Reading an import file of any supported kind (JSON dataset, JSON Lines, CSV of deals) into a
 * dataset and the lines that could not be read. The admin CLI and the admin page both read files
 * through {@link parseImportFile} and check records with `validateDataset`, so a file gives the
 * same records and the same rejections in either.
 */
import { parseDatasetText, type Dataset, type Rejection } from './dataset.js';
import { CITIES } from './constants.js';
import { parseBill } from './savings.js';

/** Splits CSV text (RFC 4180: quoted fields, doubled quotes, newlines inside quotes) into rows. */
export function parseCsv(input: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const text = input.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The columns a deals CSV may have; `bankId`, `cityId` and `title` are needed. */
export const CSV_COLUMNS = [
  'bankId',
  'cityId',
  'dealId',
  'title',
  'description',
  'discount',
  'category_id',
  'valid_from',
  'valid_till',
  'valid_days',
  'max_discount_pkr',
  'min_bill_pkr',
  'image_url',
  'terms_and_conditions',
  'cards',
  'branches',
] as const;

const NUMERIC = new Set(['max_discount_pkr', 'min_bill_pkr']);

/**
 * One CSV row as a deal record. `cards` is card names separated by ";" (one offer on those
 * cards); `branches` is "name | address | lat, lng" entries separated by ";".
 */
function csvRowToDeal(
  header: readonly string[],
  cells: readonly string[],
): Record<string, unknown> {
  const get = (name: string): string => (cells[header.indexOf(name)] ?? '').trim();
  const data: Record<string, unknown> = {};
  for (const name of CSV_COLUMNS) {
    if (['bankId', 'cityId', 'dealId', 'cards', 'branches'].includes(name)) continue;
    const value = get(name);
    if (value === '') continue;
    // Amounts are read as the deal form reads them ("3,000", "Rs 1,50,000"); a cell that is no
    // amount stays text, which the import's schema refuses with the form's message.
    const amount = NUMERIC.has(name) ? parseBill(value) : null;
    data[name] = amount?.kind === 'amount' ? amount.pkr : value;
  }
  const cards = get('cards')
    .split(';')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  const branches = get('branches')
    .split(';')
    .map((b) => b.trim())
    .filter((b) => b !== '')
    .map((entry) => {
      const [name = '', address = '', coords = ''] = entry.split('|').map((p) => p.trim());
      const [lat, lng] = coords.split(',').map((p) => p.trim());
      return {
        name,
        full_address: address,
        ...(lat !== undefined && lat !== '' ? { latitude: lat } : {}),
        ...(lng !== undefined && lng !== '' ? { longitude: lng } : {}),
      };
    });
  if (cards.length > 0) {
    data['cardName'] = cards[0];
    data['offers'] = [
      {
        title: typeof data['discount'] === 'string' ? data['discount'] : 'Offer',
        card_type: cards.map((cardName) => ({ cardName })),
      },
    ];
  }
  if (branches.length > 0) data['deal_branches'] = branches;
  const title = get('title');
  const dealId =
    get('dealId') ||
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return { bankId: get('bankId'), cityId: get('cityId'), dealId, data };
}

/** Reads a deals CSV whose first row names the columns; rejections name the line. */
export function parseDealsCsv(text: string): { dataset: Dataset; rejected: Rejection[] } {
  const rows = parseCsv(text);
  const rejected: Rejection[] = [];
  const header = (rows[0] ?? []).map((h) => h.trim());
  const missing = ['bankId', 'cityId', 'title'].filter((c) => !header.includes(c));
  if (missing.length > 0) {
    rejected.push({
      where: 'line 1',
      reason: `the header needs the columns ${missing.join(', ')} (found: ${header.join(', ') || 'none'})`,
    });
    return { dataset: { version: 1, banks: [], cities: [...CITIES], deals: [] }, rejected };
  }
  const deals: Dataset['deals'][number][] = [];
  // Line numbers count physical lines, so a quoted newline shifts later rows as an editor shows them.
  let line = 1;
  for (const cells of rows.slice(1)) {
    line += 1;
    if (cells.every((c) => c.trim() === '')) continue;
    if (cells.length > header.length) {
      rejected.push({
        where: `line ${line}`,
        reason: `${cells.length} cells but the header has ${header.length} columns (quote cells that contain commas)`,
      });
      continue;
    }
    const deal = csvRowToDeal(header, cells) as Dataset['deals'][number];
    deals.push({ ...deal, line });
    line += cells.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0);
  }
  return { dataset: { version: 1, banks: [], cities: [...CITIES], deals }, rejected };
}

/**
 * Reads an import file by its name: `.csv` as a deals CSV, anything else as a JSON dataset or
 * JSON Lines (see `parseDatasetText`). Never throws.
 */
export function parseImportFile(
  fileName: string,
  text: string,
): { dataset: Dataset; rejected: Rejection[] } {
  if (/\.csv$/i.test(fileName)) return parseDealsCsv(text);
  return parseDatasetText(text);
}
