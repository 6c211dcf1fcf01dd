/** A review comment's score on the 1..5 scale, from the trained model. */
import { detectLanguage, featuresOf, type CommentLanguage } from './features.js';
import { margin, shippedModel, type SentimentModel } from './model.js';

/** Coarse label shown next to a score. */
export type SentimentLabel = 'positive' | 'neutral' | 'negative';

/** What the scorer says of one comment. */
export interface SentimentResult {
  /** 1 (very negative) .. 5 (very positive), one decimal; 3.0 when the text carries no opinion. */
  readonly score: number;
  /** Which side of 3 the score is on; neutral at exactly 3.0. */
  readonly label: SentimentLabel;
  /** The model's margin (log-odds of positive), four decimals; 0 when there is nothing to read. */
  readonly comparative: number;
  /** How sure the model is, 0 (a coin toss) .. 1. */
  readonly confidence: number;
  /** The language the comment is written in, as far as its words tell. */
  readonly language: CommentLanguage;
}

/** Lowest and highest score on the review scale. */
export const MIN_SCORE = 1;
export const MAX_SCORE = 5;

/** Maps the probability of positive onto the scale: 0 → 1.0, 0.5 → 3.0, 1 → 5.0, one decimal. */
export function probabilityToScore(p: number): number {
  const raw = MIN_SCORE + (MAX_SCORE - MIN_SCORE) * p;
  return Math.round(Math.min(MAX_SCORE, Math.max(MIN_SCORE, raw)) * 10) / 10;
}

/** The label for a 1..5 score: above 3 positive, below 3 negative, 3.0 neutral. */
export function labelForScore(score: number): SentimentLabel {
  if (score > 3) return 'positive';
  if (score < 3) return 'negative';
  return 'neutral';
}

const round = (value: number, places: number): number => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/** Scores a review comment in English, Roman Urdu, Urdu script or a mix of them. */
export function scoreComment(
  comment: string,
  model: SentimentModel = shippedModel(),
): SentimentResult {
  const features = featuresOf(comment);
  const language = detectLanguage(comment);
  if (features.length === 0)
    return { score: 3, label: 'neutral', comparative: 0, confidence: 0, language };
  const z = margin(model, features);
  const p = 1 / (1 + Math.exp(-z));
  const score = probabilityToScore(p);
  return {
    score,
    label: labelForScore(score),
    comparative: round(z, 4) + 0,
    confidence: round(Math.abs(2 * p - 1), 2),
    language,
  };
}
