import { createRequire } from 'node:module';
import Sentiment from 'sentiment';
import {
  ROMAN_URDU_INTENSIFIERS,
  ROMAN_URDU_LEXICON,
  ROMAN_URDU_POST_NEGATORS,
} from './roman-urdu-lexicon.js';

/** Coarse label shown next to a score. */
export type SentimentLabel = 'positive' | 'neutral' | 'negative';

/** What the analyze service returns for one comment. */
export interface SentimentResult {
  /** 1 (very negative) .. 5 (very positive), one decimal. */
  readonly score: number;
  readonly label: SentimentLabel;
  /** The library's comparative value: summed word valence per token. */
  readonly comparative: number;
}

/** Lowest and highest score on the review scale. */
export const MIN_SCORE = 1;
export const MAX_SCORE = 5;

const LANGUAGE = 'en-roman-ur';

// The library's English negators sit before the word; Urdu negates after it ("acha nahi").
const EN_NEGATORS = new Set([
  'not',
  'no',
  'never',
  'dont',
  "don't",
  'cant',
  "can't",
  'isnt',
  "isn't",
  'wasnt',
  "wasn't",
  'doesnt',
  "doesn't",
  'wont',
  "won't",
  'non',
]);

let analyzer: Sentiment | undefined;

/**
 * One analyzer with a registered mixed language. We register a language rather than passing
 * `extras` per call because the library merges `extras` into its shared English label table in
 * place, which would leak between calls.
 */
function getAnalyzer(): Sentiment {
  if (analyzer) return analyzer;
  const require = createRequire(import.meta.url);
  const english = require('sentiment/languages/en/labels.json') as Record<string, number>;
  const instance = new Sentiment();
  instance.registerLanguage(LANGUAGE, {
    labels: { ...english, ...ROMAN_URDU_LEXICON },
    scoringStrategy: { apply: applyNegationAndIntensity },
  });
  analyzer = instance;
  return instance;
}

/** Flips a word's valence when negated (before it in English, after it in Urdu) and boosts it after an intensifier. */
function applyNegationAndIntensity(tokens: string[], cursor: number, tokenScore: number): number {
  let score = tokenScore;
  const previous = cursor > 0 ? tokens[cursor - 1] : undefined;
  const next = tokens[cursor + 1];
  const afterNext = tokens[cursor + 2];
  if (previous !== undefined && EN_NEGATORS.has(previous)) score = -score;
  // "acha nahi", and "acha bilkul nahi" with one word between.
  if (
    (next !== undefined && ROMAN_URDU_POST_NEGATORS.has(next)) ||
    (afterNext !== undefined && ROMAN_URDU_POST_NEGATORS.has(afterNext) && next === 'bilkul')
  ) {
    score = -score;
  }
  if (previous !== undefined && ROMAN_URDU_INTENSIFIERS.has(previous)) score *= 1.5;
  return score;
}

/**
 * Maps the comparative value (valence per token, in practice about -5..+5) onto the 1..5 scale.
 * tanh keeps the ends reachable for short, emphatic reviews ("zabardast!") without letting one
 * strong word in a long comment pin the score to an end.
 */
export function comparativeToScore(comparative: number): number {
  const raw = 3 + 2 * Math.tanh(comparative * 1.5);
  const clamped = Math.min(MAX_SCORE, Math.max(MIN_SCORE, raw));
  return Math.round(clamped * 10) / 10;
}

/** The label for a 1..5 score: 3.5 and above positive, 2.5 and below negative. */
export function labelForScore(score: number): SentimentLabel {
  if (score >= 3.5) return 'positive';
  if (score <= 2.5) return 'negative';
  return 'neutral';
}

/** Scores a review comment written in English, Roman Urdu or a mix of both. */
export function scoreComment(comment: string): SentimentResult {
  const result = getAnalyzer().analyze(comment, { language: LANGUAGE });
  const tokenCount = result.tokens.filter((t) => t.length > 0).length;
  const comparative = tokenCount === 0 ? 0 : result.score / tokenCount;
  const score = comparativeToScore(comparative);
  return { score, label: labelForScore(score), comparative: Math.round(comparative * 1e4) / 1e4 };
}
