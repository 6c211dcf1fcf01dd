/**
 * The review scorer the analyze service and the scoring trigger use: a model trained on labelled
 * reviews in English, Roman Urdu and Urdu script (shared/src/sentiment; docs/review-scoring.md).
 * Its weights are bundled into the functions build.
 */
export {
  labelForScore,
  scoreComment,
  MAX_SCORE,
  MIN_SCORE,
  type CommentLanguage,
  type SentimentLabel,
  type SentimentResult,
} from '@deals/shared/sentiment';
