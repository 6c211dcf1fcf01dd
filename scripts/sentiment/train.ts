/**
 * `npm run train:sentiment`: trains the review scorer and writes it into the code.
 *
 * A logistic regression over the hashed features of shared/src/sentiment/features.ts, fitted by
 * AdaGrad on the training part of every labelled source (data.ts), plus our seed words and their
 * negations (lexicons.ts). Deterministic: a fixed order and seed, no network. Writes
 * shared/src/sentiment/model-weights.bin (the weights), model-data.ts (their bias and scale) and
 * DATA.md (sources, sizes, licences and the measured accuracy per language on the test part).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRng } from '../../shared/src/demo/rng.js';
import { FEATURE_BITS, featuresOf, type Feature } from '../../shared/src/sentiment/features.js';
import {
  WEIGHTS_FILE,
  packModel,
  unpackModel,
  type SentimentModel,
  type StoredModel,
} from '../../shared/src/sentiment/model.js';
import { scoreComment } from '../../shared/src/sentiment/score.js';
import {
  accuracyOf,
  DATA_DIR,
  HEADLINE_SOURCES,
  loadSources,
  splitSources,
  type Accuracy,
  type Example,
  type Language,
  type Source,
} from './data.js';
import { EMOJI, ROMAN_URDU_WORDS, TOPIC_WORDS } from './lexicons.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const modelDir = path.join(root, 'shared/src/sentiment');

/** What one training run is given. */
export interface TrainOptions {
  readonly epochs: number;
  readonly learningRate: number;
  readonly l2: number;
  /** Weight of a one-word example (seed words, lexicons and their negations). */
  readonly wordWeight: number;
  /** Weight of a neutral text, trained towards a probability of one half. */
  readonly neutralWeight: number;
  /** Weight per language of its sentences, so the big Roman Urdu sets do not drown the rest. */
  readonly languageWeight: Readonly<Record<Language, number>>;
}

export const DEFAULT_OPTIONS: TrainOptions = {
  epochs: 20,
  learningRate: 0.2,
  l2: 1e-6,
  wordWeight: 0.5,
  neutralWeight: 0.2,
  languageWeight: { en: 1.5, 'roman-ur': 1, ur: 2 },
};

interface Row {
  readonly features: readonly Feature[];
  /** Target probability of positive. */
  readonly target: number;
  readonly weight: number;
}

const NEGATED: Readonly<Record<Language, (word: string) => string>> = {
  en: (w) => `not ${w}`,
  'roman-ur': (w) => `${w} nahi`,
  ur: (w) => `${w} نہیں`,
};

/** One-word examples and their negations, from the lexicon sources and our seed words. */
function wordRows(sources: readonly Source[], weight: number): Row[] {
  const words: [string, 0 | 1, Language][] = [];
  for (const s of sources)
    if (s.lexicon)
      for (const e of s.examples) if (e.label !== 'n') words.push([e.text, e.label, s.language]);
  for (const [w, label] of Object.entries(ROMAN_URDU_WORDS)) words.push([w, label, 'roman-ur']);
  const rows: Row[] = [];
  for (const [word, label, language] of words) {
    rows.push({ features: featuresOf(word), target: label, weight });
    rows.push({
      features: featuresOf(NEGATED[language](word)),
      target: 1 - label,
      weight: weight / 2,
    });
  }
  // Emoji alone, repeated and beside a word of no opinion: all carry their own sense.
  for (const [emoji, label] of Object.entries(EMOJI))
    for (const text of [emoji, `${emoji}${emoji}${emoji}`, `food ${emoji}`, `khana ${emoji}`])
      rows.push({ features: featuresOf(text), target: label, weight });
  // The app's own topic words, alone and in plain phrases, say nothing good or bad.
  for (const word of TOPIC_WORDS)
    for (const text of [word, `the ${word}`, `${word} tha`, `${word} hai`])
      rows.push({ features: featuresOf(text), target: 0.5, weight });
  return rows.filter((r) => r.features.length > 0);
}

function sentenceRows(examples: readonly Example[], options: TrainOptions): Row[] {
  return examples
    .map((e) => ({
      features: featuresOf(e.text),
      target: e.label === 'n' ? 0.5 : e.label,
      weight: options.languageWeight[e.language] * (e.label === 'n' ? options.neutralWeight : 1),
    }))
    .filter((r) => r.features.length > 0 && r.weight > 0);
}

/** A model as trained: its weights as floats, before they are packed into model-weights.bin. */
export interface TrainedModel extends SentimentModel {
  readonly weights: Float32Array;
  readonly scale: 1;
}

/** Fits the weights: logistic loss, per-slot AdaGrad steps, a little L2. */
export function fit(rows: readonly Row[], options: TrainOptions): TrainedModel {
  const size = 1 << FEATURE_BITS;
  const w = new Float64Array(size);
  const g2 = new Float64Array(size);
  let bias = 0;
  let biasG2 = 0;
  const order = rows.map((_, i) => i);
  // The demo data's seeded generator: the same shuffles on every run.
  const rng = createRng(27);
  const random = (): number => rng.next();
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const index of order) {
      const row = rows[index] as Row;
      let z = bias;
      for (const f of row.features) z += (w[f.slot] as number) * f.value;
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - row.target) * row.weight;
      for (const f of row.features) {
        const grad = g * f.value + options.l2 * (w[f.slot] as number);
        g2[f.slot] = (g2[f.slot] as number) + grad * grad;
        w[f.slot] =
          (w[f.slot] as number) -
          (options.learningRate * grad) / (Math.sqrt(g2[f.slot] as number) + 1e-8);
      }
      biasG2 += g * g;
      bias -= (options.learningRate * g) / (Math.sqrt(biasG2) + 1e-8);
    }
  }
  return { bias, weights: Float32Array.from(w), scale: 1 };
}

/** Per-language accuracy on the headline test sources, and on every source's test part. */
export function evaluate(
  model: SentimentModel,
  test: readonly Example[],
): { headline: Record<Language, Accuracy>; bySource: Record<string, Accuracy> } {
  const score = (text: string): number => scoreComment(text, model).score;
  const headline = Object.fromEntries(
    (Object.keys(HEADLINE_SOURCES) as Language[]).map((language) => [
      language,
      accuracyOf(
        test.filter((e) => HEADLINE_SOURCES[language].includes(e.source)),
        score,
      ),
    ]),
  ) as Record<Language, Accuracy>;
  const sources = [...new Set(test.map((e) => e.source))].sort();
  const bySource = Object.fromEntries(
    sources.map((s) => [
      s,
      accuracyOf(
        test.filter((e) => e.source === s),
        score,
      ),
    ]),
  );
  return { headline, bySource };
}

export function trainOn(
  sources: readonly Source[],
  train: readonly Example[],
  options: TrainOptions,
): TrainedModel {
  const rows = [...sentenceRows(train, options), ...wordRows(sources, options.wordWeight)];
  return fit(rows, options);
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

function countLabels(examples: readonly Example[]): string {
  const pos = examples.filter((e) => e.label === 1).length;
  const neg = examples.filter((e) => e.label === 0).length;
  const neu = examples.length - pos - neg;
  return `${pos} / ${neg} / ${neu}`;
}

/** Licences and origins of the sources, by file name: what DATA.md says of each. */
function provenance(file: string): string {
  const name = path.basename(file);
  const known: Record<string, string> = {
    'amazon_cells_labelled.txt':
      'UCI Sentiment Labelled Sentences (Kotzias et al., KDD 2015), Amazon part. CC BY 4.0',
    'imdb_labelled.txt':
      'UCI Sentiment Labelled Sentences (Kotzias et al., KDD 2015), IMDB part. CC BY 4.0',
    'roman-urdu-train.csv':
      'UCI Roman Urdu Data Set (Sharf and Rahman, 2018), the 80% handed to us. CC BY 4.0',
    'urdu-usc-train.tsv':
      'Urdu Sentiment Corpus v1 (Khan and Nizami, ICISCT 2020), the 70% handed to us. No licence stated; cite the paper',
  };
  return known[name] ?? `see ${file.replace(/[^/]+$/, 'SOURCES.md')} (origin, commit, licence)`;
}

/**
 * The notes written when the extra sources were fetched (repository, commit, path, citation,
 * licence, how labels were derived, the overlap checks), kept here so the card holds them even
 * where ../shared is absent. Their headings move down two levels under this card's own.
 */
function provenanceNotes(): string[] {
  const notes: string[] = [];
  for (const dir of ['en', 'ur']) {
    const file = path.join(DATA_DIR, 'extra', dir, 'SOURCES.md');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8')
      .replace(/^(#+) /gm, '$1## ')
      .trim();
    notes.push(`## Provenance: extra/${dir}/SOURCES.md, as recorded when fetched`, '', text, '');
  }
  return notes;
}

function dataCard(
  sources: readonly Source[],
  train: readonly Example[],
  test: readonly Example[],
  result: ReturnType<typeof evaluate>,
  options: TrainOptions,
  bytes: number,
): string {
  const lines = [
    '# The review scorer: data card',
    '',
    'Written by `npm run train:sentiment` (scripts/sentiment/train.ts); do not edit by hand.',
    '',
    'The model is a logistic regression over hashed features (word unigrams and bigrams,',
    'character 2-4-grams, Roman Urdu consonant outlines, emoji; negated words count against',
    `their sense): 2^${FEATURE_BITS} int8 weights in ${WEIGHTS_FILE} (${(bytes / 1024).toFixed(0)} KB).`,
    `Training: ${options.epochs} AdaGrad epochs, learning rate ${options.learningRate}, L2 ${options.l2};`,
    `sentence weight per language ${JSON.stringify(options.languageWeight)}, neutral texts ${options.neutralWeight}`,
    `(trained towards one half), one-word examples ${options.wordWeight}.`,
    '',
    '## Accuracy on our test split (20% of every source, never trained on)',
    '',
    "Right when the score is on the label's side of 3; a score of exactly 3.0 counts as wrong.",
    'Positive and negative texts only.',
    '',
    '| language | test sources | texts | accuracy | scored 3.0 |',
    '|---|---|---|---|---|',
    ...(Object.keys(result.headline) as Language[]).map((l) => {
      const a = result.headline[l];
      return `| ${l} | ${HEADLINE_SOURCES[l].join(', ')} | ${a.n} | ${pct(a.accuracy)} | ${pct(a.atThree)} |`;
    }),
    '',
    "Every source's test part:",
    '',
    '| source | texts | accuracy | scored 3.0 |',
    '|---|---|---|---|',
    ...Object.entries(result.bySource).map(
      ([s, a]) => `| ${s} | ${a.n} | ${pct(a.accuracy)} | ${pct(a.atThree)} |`,
    ),
    '',
    '## Sources',
    '',
    `Read from \`../shared/data/sentiment/\` (beside the project; not committed here). Extra`,
    'sources were fetched from public GitHub repositories into its `extra/` folder; its',
    "`extra/en/SOURCES.md` and `extra/ur/SOURCES.md` give each one's repository, commit, path,",
    'citation and licence. No Yelp-derived text; none of the held-out parts of the Roman Urdu Data',
    'Set or the Urdu Sentiment Corpus (each extra source was checked for overlap with them).',
    '',
    '| file | language | kind | texts (pos / neg / neutral) | training | test | origin and licence |',
    '|---|---|---|---|---|---|---|',
    ...sources.map((s) => {
      const name = path.basename(s.file);
      const inTrain = train.filter((e) => e.source === name).length;
      const inTest = test.filter((e) => e.source === name).length;
      return `| ${s.file} | ${s.language} | ${s.lexicon ? 'word list' : 'sentences'} | ${countLabels(s.examples)} | ${inTrain} | ${inTest} | ${provenance(s.file)} |`;
    }),
    `| scripts/sentiment/lexicons.ts | roman-ur, emoji | word list | ${Object.values(ROMAN_URDU_WORDS).filter((v) => v === 1).length + Object.values(EMOJI).filter((v) => v === 1).length} / ${Object.values(ROMAN_URDU_WORDS).filter((v) => v === 0).length + Object.values(EMOJI).filter((v) => v === 0).length} / 0 | all | none | our own |`,
    '',
    'Licences: several extra sources state none (see their SOURCES.md). They are used to train',
    'weights only; no text of theirs ships. Check them before a commercial release.',
    '',
    ...provenanceNotes(),
  ];
  return lines.join('\n');
}

/** model-data.ts: the stored model but its weights, which go to model-weights.bin. */
function modelFile(stored: StoredModel): string {
  return [
    '// Written by `npm run train:sentiment` (scripts/sentiment/train.ts); do not edit by hand.',
    "// The review scorer's bias and weight scale; its int8 weights are model-weights.bin beside this",
    '// file. See DATA.md.',
    "import type { StoredModelInfo } from './model.js';",
    '',
    'export const MODEL_DATA: StoredModelInfo = {',
    `  featureBits: ${stored.featureBits},`,
    `  bias: ${stored.bias},`,
    `  scale: ${stored.scale},`,
    '};',
    '',
  ].join('\n');
}

function main(): void {
  const started = Date.now();
  const sources = loadSources();
  const { train, test } = splitSources(sources);
  console.log(
    `Data: ${DATA_DIR}: ${sources.length} sources, ${train.length} training and ${test.length} test texts`,
  );
  const options = DEFAULT_OPTIONS;
  const trained = trainOn(sources, train, options);
  // Evaluate the model as it ships: packed to int8 and read back.
  const stored = packModel(trained.bias, trained.weights);
  const model = unpackModel(stored);
  const result = evaluate(model, test);
  for (const [language, a] of Object.entries(result.headline))
    console.log(
      `${language.padEnd(9)} ${pct(a.accuracy)} right, ${pct(a.atThree)} at 3.0 (${a.n} test texts)`,
    );
  for (const [s, a] of Object.entries(result.bySource))
    console.log(`  ${s.padEnd(34)} ${pct(a.accuracy)} (${a.n})`);
  writeFileSync(path.join(modelDir, 'model-data.ts'), modelFile(stored));
  writeFileSync(path.join(modelDir, WEIGHTS_FILE), stored.weights);
  writeFileSync(
    path.join(modelDir, 'DATA.md'),
    dataCard(sources, train, test, result, options, stored.weights.length),
  );
  console.log(
    `Wrote shared/src/sentiment/model-data.ts, ${WEIGHTS_FILE} and DATA.md in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
