import { describe, expect, it } from 'vitest';
import { labelForScore, MAX_SCORE, MIN_SCORE, scoreComment } from './score-comment.js';

// The scorer itself is tested in shared/src/sentiment; this checks what the functions import.
describe('scoreComment, as the analyze service and the trigger call it', () => {
  it('scores with the shipped model', () => {
    const praise = scoreComment('Khana zabardast tha, staff bohat acha');
    expect(praise.label).toBe('positive');
    expect(praise.score).toBeGreaterThan(3);
    expect(praise.score).toBeLessThanOrEqual(MAX_SCORE);
    const complaint = scoreComment('Would not go back');
    expect(complaint.label).toBe('negative');
    expect(complaint.score).toBeGreaterThanOrEqual(MIN_SCORE);
    expect(complaint.label).toBe(labelForScore(complaint.score));
  });
});
