import { describe, expect, it } from 'vitest';
import { validScore } from '@deals/shared';
import { planReviewEvent, readAggregate, recount } from './review-plan.js';

describe('planReviewEvent', () => {
  /** One review as its document holds it in each status. */
  const pending = { comment: 'a', status: 'pending' };
  const scored = { comment: 'a', status: 'scored' };
  const failed = { comment: 'a', status: 'failed' };

  it('scores a new pending review, and one created without a status', () => {
    expect(planReviewEvent(undefined, pending)).toBe('score');
    expect(planReviewEvent(undefined, { comment: 'a' })).toBe('score');
  });

  it('adopts an imported review that arrives already scored', () => {
    expect(planReviewEvent(undefined, { ...scored, sentimentScore: 4 })).toBe('adopt');
  });

  it('ignores the echo of its own scored and failed writes', () => {
    expect(planReviewEvent(pending, { ...scored, sentimentScore: 4 })).toBe('none');
    expect(planReviewEvent(pending, failed)).toBe('none');
  });

  it('sends an edited comment back to pending, then scores it', () => {
    const edited = { ...scored, comment: 'b' };
    expect(planReviewEvent(scored, edited)).toBe('mark-pending');
    expect(planReviewEvent(edited, { ...pending, comment: 'b' })).toBe('score');
  });

  it('re-scores a failed review an admin set back to pending', () => {
    expect(planReviewEvent(failed, pending)).toBe('score');
  });

  it('leaves a pending review alone when only another field changed', () => {
    expect(planReviewEvent({ ...pending, userName: 'x' }, { ...pending, userName: 'y' })).toBe(
      'none',
    );
  });

  it('takes a deleted review out', () => {
    expect(planReviewEvent(scored, undefined)).toBe('uncount');
  });
});

describe('recount', () => {
  it('adds, replaces and removes one review’s score', () => {
    const one = recount(readAggregate({}), undefined, 4.2);
    expect(one).toEqual({ reviewCount: 1, ratingSum: 4.2, avgSentiment: 4.2 });
    const two = recount(one, undefined, 3.1);
    expect(two.reviewCount).toBe(2);
    expect(two.avgSentiment).toBeCloseTo(3.65, 12);
    const replaced = recount(two, 3.1, 5);
    expect(replaced.ratingSum).toBe(9.2);
    expect(recount(recount(replaced, 5, undefined), 4.2, undefined)).toEqual({
      reviewCount: 0,
      ratingSum: 0,
      avgSentiment: null,
    });
  });

  it('keeps the sum on the 0.1 grid over many additions', () => {
    let agg = readAggregate(undefined);
    let exactTenths = 0;
    for (let i = 0; i < 1000; i++) {
      const s = validScore(1 + ((i * 37) % 41) / 10) as number;
      exactTenths += Math.round(s * 10);
      agg = recount(agg, undefined, s);
    }
    expect(agg.ratingSum).toBe(exactTenths / 10);
  });

  it('treats a corrupt stored aggregate as empty', () => {
    expect(readAggregate({ reviewCount: -3, ratingSum: 'x' })).toEqual({
      reviewCount: 0,
      ratingSum: 0,
      avgSentiment: null,
    });
  });
});
