/** The review scorer: a model trained on labelled reviews (see docs/review-scoring.md). */
export {
  detectLanguage,
  featuresOf,
  normalizeText,
  tokenize,
  FEATURE_BITS,
  type CommentLanguage,
  type Feature,
} from './features.js';
export {
  packModel,
  positiveProbability,
  shippedModel,
  unpackModel,
  type SentimentModel,
  type StoredModel,
} from './model.js';
export {
  labelForScore,
  probabilityToScore,
  scoreComment,
  MAX_SCORE,
  MIN_SCORE,
  type SentimentLabel,
  type SentimentResult,
} from './score.js';
