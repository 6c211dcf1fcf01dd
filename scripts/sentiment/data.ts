/**
 * The labelled texts the review scorer learns from and is tested on, read from
 * ../shared/data/sentiment (beside the project; never committed here), and the fixed split of
 * each source into training and test parts. Training (train.ts) and `npm run bench` both read
 * the split from here, so the bench reports accuracy on texts the model never saw.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the labelled data lives: ../shared/data/sentiment from the project's root. */
export const DATA_DIR =
  process.env['SENTIMENT_DATA_DIR'] ??
  path.resolve(fileURLToPath(new URL('../../..', import.meta.url)), 'shared/data/sentiment');

/** The three ways people write reviews here, as the test reports group them. */
export type Language = 'en' | 'roman-ur' | 'ur';

/** 1 positive, 0 negative, 'n' neutral (no opinion). */
export type Label = 0 | 1 | 'n';

/** One labelled text. */
export interface Example {
  readonly text: string;
  readonly label: Label;
  readonly language: Language;
  /** The file it came from, without directory. */
  readonly source: string;
}

/** A labelled source file and what it holds. */
export interface Source {
  readonly file: string;
  readonly language: Language;
  /** A word list rather than sentences: training only, never in the test split. */
  readonly lexicon: boolean;
  readonly examples: readonly Example[];
}

/** Share of every sentence source held out as its test part. */
export const TEST_SHARE = 0.2;

/** Splits a CSV file into rows; quoted cells may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const read = (file: string): string => readFileSync(path.join(DATA_DIR, file), 'utf8');

function tabRows(file: string): string[][] {
  return read(file)
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'));
}

const URDU_LETTER = /[\u0600-\u06FF]/u;

function labelOf(raw: string | undefined): Label | null {
  const v = (raw ?? '').trim().toLowerCase();
  if (['1', 'p', 'positive', 'pos'].includes(v)) return 1;
  if (['0', 'negative', 'neg', 'neative'].includes(v)) return 0;
  if (['neutral', 'o', 'neu'].includes(v)) return 'n';
  return null;
}

function source(
  file: string,
  language: Language,
  rows: [string, Label | null][],
  lexicon = false,
): Source {
  const examples: Example[] = [];
  for (const [text, label] of rows) {
    if (label === null || text.trim() === '') continue;
    examples.push({ text: text.trim(), label, language, source: path.basename(file) });
  }
  return { file, language, lexicon, examples };
}

/** The UCI sentences: text, a tab, 1 or 0. */
function uciSentences(file: string): Source {
  return source(
    file,
    'en',
    tabRows(file).map((cells) => [cells.slice(0, -1).join(' '), labelOf(cells.at(-1))]),
  );
}

/** The extra sources in extra/<en|ur>/: text, a tab, 1, 0 or n; lexicon-*.tsv are word lists. */
function extraSources(dir: 'en' | 'ur'): Source[] {
  const folder = path.join(DATA_DIR, 'extra', dir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((f) => f.endsWith('.tsv'))
    .sort()
    .map((f) => {
      const file = `extra/${dir}/${f}`;
      const rows = tabRows(file).map((cells): [string, Label | null] => {
        const raw = cells.at(-1)?.trim();
        const label = raw === 'n' ? 'n' : labelOf(raw);
        return [cells.slice(0, -1).join(' '), label];
      });
      const urdu = rows.filter(([t]) => URDU_LETTER.test(t)).length > rows.length / 2;
      const language: Language = dir === 'en' ? 'en' : urdu ? 'ur' : 'roman-ur';
      return source(file, language, rows, f.startsWith('lexicon-'));
    });
}

/** Every source present: the four handed to us, then the extras fetched beside them. */
export function loadSources(): Source[] {
  if (!existsSync(DATA_DIR))
    throw new Error(`No labelled data at ${DATA_DIR} (set SENTIMENT_DATA_DIR to where it is)`);
  const romanUrdu = parseCsv(read('roman-urdu-train.csv'))
    .slice(1)
    .map((cells): [string, Label | null] => [cells[0] ?? '', labelOf(cells[1])]);
  const urdu = tabRows('urdu-usc-train.tsv')
    .slice(1)
    .map((cells): [string, Label | null] => {
      const tag = cells.at(-1)?.trim();
      return [
        cells.slice(0, -1).join(' '),
        tag === 'P' ? 1 : tag === 'N' ? 0 : tag === 'O' ? 'n' : null,
      ];
    });
  return [
    uciSentences('amazon_cells_labelled.txt'),
    uciSentences('imdb_labelled.txt'),
    source('roman-urdu-train.csv', 'roman-ur', romanUrdu),
    source('urdu-usc-train.tsv', 'ur', urdu),
    ...extraSources('en'),
    ...extraSources('ur'),
  ];
}

/** FNV-1a of a text: which part of the split it falls in, the same on every run. */
function splitHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 0x100000000;
}

/**
 * A text as the split sees it: lower case, one space between words, so near-copies fall on the
 * same side. Its own rule, not the scorer's: changing the scorer's features moves no text across.
 */
export const splitKey = (text: string): string =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Whether a sentence belongs to the test part (a fixed 20% of every sentence source). */
export const isTest = (text: string): boolean => splitHash(`test:${splitKey(text)}`) < TEST_SHARE;

/** The training and test parts of every source; a text in any test part is in no training part. */
export function splitSources(sources: readonly Source[]): { train: Example[]; test: Example[] } {
  const test: Example[] = [];
  const testKeys = new Set<string>();
  for (const s of sources) {
    if (s.lexicon) continue;
    for (const e of s.examples) {
      if (isTest(e.text)) {
        test.push(e);
        testKeys.add(splitKey(e.text));
      }
    }
  }
  const train: Example[] = [];
  for (const s of sources)
    for (const e of s.examples) if (!testKeys.has(splitKey(e.text))) train.push(e);
  return { train, test };
}

/** The test sets the README and the bench report: what we are judged on, per language. */
export const HEADLINE_SOURCES: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'amazon_cells_labelled.txt',
    'imdb_labelled.txt',
    'semeval-absa-restaurants.tsv',
    'semeval15-hotels.tsv',
    'zomato-hyderabad.tsv',
  ],
  'roman-ur': ['roman-urdu-train.csv'],
  ur: ['urdu-usc-train.tsv'],
};

/** Accuracy on positive vs negative texts: right when the score is on the label's side of 3. */
export interface Accuracy {
  readonly n: number;
  readonly accuracy: number;
  /** Share scored exactly 3.0 (counted wrong). */
  readonly atThree: number;
}

/** Scores the positive and negative examples (neutral ones are not counted). */
export function accuracyOf(
  examples: readonly Example[],
  score: (text: string) => number,
): Accuracy {
  let n = 0;
  let right = 0;
  let three = 0;
  for (const e of examples) {
    if (e.label === 'n') continue;
    const s = score(e.text);
    n += 1;
    if (s === 3) three += 1;
    else if ((s > 3 ? 1 : 0) === e.label) right += 1;
  }
  return { n, accuracy: n === 0 ? 0 : right / n, atThree: n === 0 ? 0 : three / n };
}
