import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REVIEW_COMMENT_MAX } from './constants.js';
import {
  addToRatingSum,
  commentScore,
  reviewAggregate,
  reviewAuthorName,
  validScore,
} from './reviews.js';

describe('the name a review carries', () => {
  it('signs reviews with the trimmed profile name, or User without a visible one', () => {
    expect(reviewAuthorName(' Ayesha ')).toBe('Ayesha');
    expect(reviewAuthorName('!!!')).toBe('User');
    expect(reviewAuthorName(undefined)).toBe('User');
  });
});

describe('review arithmetic', () => {
  it('keeps usable scores on the 0–5 scale with one decimal', () => {
    expect(validScore(4.26)).toBe(4.3);
    expect(validScore(7)).toBe(5);
    expect(validScore(-1)).toBe(0);
    expect(validScore('4')).toBeUndefined();
    expect(validScore(Number.NaN)).toBeUndefined();
  });

  it('counts a comment without a usable score as full marks', () => {
    expect(commentScore(undefined)).toBe(5);
    expect(commentScore(2.04)).toBe(2);
  });

  it('keeps sums on the 0.1 grid however many scores are added and removed', () => {
    let sum = 0;
    for (let i = 0; i < 1000; i += 1) sum = addToRatingSum(sum, 0.1);
    expect(sum).toBe(100);
    expect(addToRatingSum(sum, -0.3)).toBe(99.7);
  });

  it('has no average without reviews', () => {
    expect(reviewAggregate(0, 0)).toEqual({ reviewCount: 0, ratingSum: 0, avgSentiment: null });
    expect(reviewAggregate(4, 18)).toEqual({ reviewCount: 4, ratingSum: 18, avgSentiment: 4.5 });
  });
});

describe('limits the security rules repeat', () => {
  // The rules language cannot import this package, so the number is written there too; this test
  // is what ties the two together.
  it('caps a review comment at REVIEW_COMMENT_MAX in firestore.rules as in the app', () => {
    const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
    const bound =
      /function validComment\(comment\) \{\s*return isShortString\(comment, (\d+)\)/.exec(rules);
    expect(Number(bound?.[1])).toBe(REVIEW_COMMENT_MAX);
  });
});
