/**
 * The review scorer's figures: its model's size, the time to score a review, what it adds to a
 * function's cold start, and its accuracy per language on our test split (texts it never saw).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { WEIGHTS_FILE } from '../../shared/src/sentiment/model.js';
import { scoreComment } from '../../shared/src/sentiment/score.js';
import {
  accuracyOf,
  DATA_DIR,
  HEADLINE_SOURCES,
  loadSources,
  splitSources,
  type Language,
} from '../../scripts/sentiment/data.js';
import type { Figure } from './report.js';
import { summarise } from './stats.js';

/** Issue 27's bars: accuracy per language on positive vs negative texts. */
const ACCURACY_FLOOR: Readonly<Record<Language, number>> = { en: 85, 'roman-ur': 78, ur: 72 };

const REVIEWS = [
  'Service was very prompt and the discount was applied at once.',
  'Would not go back, the staff refused the card offer.',
  'khana bohat mazedar tha, zaroor dobara aayenge',
  'bilkul acha nahi tha, bakwas service',
  'کھانا بہت مزیدار تھا اور سروس بھی اچھی تھی',
  'Food was great but parking ka masla tha 😕',
];

/** Milliseconds per review, per batch of many (one batch is one sample). */
function perReview(texts: readonly string[], batches: number, perBatch: number): number[] {
  const samples: number[] = [];
  for (let b = 0; b < batches; b++) {
    const t0 = performance.now();
    for (let i = 0; i < perBatch; i++) scoreComment(`${texts[i % texts.length] ?? ''} ${b}-${i}`);
    samples.push((performance.now() - t0) / perBatch);
  }
  return samples;
}

/**
 * A new Node process that loads the scorer, bundled as the functions bundle it (its weights copied
 * beside the bundle, as functions/build.mjs does), and scores one review, against one that starts
 * and exits: the difference is what the scorer adds to a cold start.
 */
async function coldStartMs(repoRoot: string, runs: number): Promise<number[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-scorer-'));
  try {
    const entry = path.join(dir, 'entry.mjs');
    await build({
      stdin: {
        contents: `import { scoreComment } from './functions/src/sentiment/score-comment.ts';
const t0 = performance.now();
scoreComment('khana bohat acha tha');
process.stdout.write(String(performance.now() - t0));`,
        resolveDir: repoRoot,
        sourcefile: 'entry.ts',
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: entry,
      logLevel: 'silent',
      // As functions/build.mjs: @deals/shared from its sources.
      alias: { '@deals/shared/sentiment': path.join(repoRoot, 'shared/src/sentiment/index.ts') },
    });
    copyFileSync(
      path.join(repoRoot, 'shared/src/sentiment', WEIGHTS_FILE),
      path.join(dir, WEIGHTS_FILE),
    );
    const empty = path.join(dir, 'empty.mjs');
    writeFileSync(empty, '');
    const wall = (file: string): number => {
      const t0 = performance.now();
      execFileSync(process.execPath, [file]);
      return performance.now() - t0;
    };
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) samples.push(wall(entry) - wall(empty));
    return samples;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The scorer's figures; accuracy only where ../shared/data/sentiment is on this machine. */
export async function measureScorer(repoRoot: string, runs: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  const modelFile = path.join(repoRoot, 'shared/src/sentiment', WEIGHTS_FILE);
  figures.push({
    group: 'Scorer',
    name: `model file (${WEIGHTS_FILE}, gzip)`,
    unit: 'KB',
    summary: summarise([gzipSync(readFileSync(modelFile)).length / 1024]),
    budget: 5 * 1024,
  });
  scoreComment('warm up');
  figures.push({
    group: 'Scorer',
    name: 'one review (a sentence or two, any script)',
    unit: 'ms',
    summary: summarise(perReview(REVIEWS, Math.max(5, runs * 3), 2000)),
    budget: 1,
  });
  const long = 'The food was delicious and the staff were friendly, khana acha tha. '
    .repeat(30)
    .slice(0, 2000);
  figures.push({
    group: 'Scorer',
    name: 'one 2,000-character review',
    unit: 'ms',
    summary: summarise(perReview([long], Math.max(5, runs * 3), 200)),
    budget: 1,
  });
  figures.push({
    group: 'Scorer',
    name: 'added to a cold start (load the model, score one review)',
    unit: 'ms',
    summary: summarise(await coldStartMs(repoRoot, Math.max(5, runs * 2))),
    budget: 100,
  });

  let sources;
  try {
    sources = loadSources();
  } catch {
    figures.push({
      group: 'Scorer',
      name: 'accuracy on our test split',
      unit: '%',
      summary: summarise([]),
      note: `no labelled data at ${DATA_DIR}`,
    });
    return figures;
  }
  const { test } = splitSources(sources);
  const score = (text: string): number => scoreComment(text).score;
  for (const language of Object.keys(HEADLINE_SOURCES) as Language[]) {
    const a = accuracyOf(
      test.filter((e) => HEADLINE_SOURCES[language].includes(e.source)),
      score,
    );
    figures.push({
      group: 'Scorer',
      name: `accuracy, ${language} (positive vs negative; ${a.n} test texts, ${(a.atThree * 100).toFixed(1)}% scored 3.0)`,
      unit: '%',
      summary: summarise([a.accuracy * 100]),
      floor: ACCURACY_FLOOR[language],
    });
  }
  return figures;
}
