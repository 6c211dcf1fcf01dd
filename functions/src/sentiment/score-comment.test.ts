import { describe, expect, it } from 'vitest';
import { comparativeToScore, labelForScore, scoreComment } from './score-comment.js';

describe('scoreComment', () => {
  it('rates a plainly positive English review above neutral', () => {
    const r = scoreComment('The food was great and the staff were very nice');
    expect(r.score).toBeGreaterThan(3.5);
    expect(r.label).toBe('positive');
  });

  it('rates a plainly negative English review below neutral', () => {
    const r = scoreComment('Horrible service, the worst burger I have had');
    expect(r.score).toBeLessThan(2.5);
    expect(r.label).toBe('negative');
  });

  it.each([
    [
      'praise',
      'positive',
      [
        'Khana zabardast tha',
        'behtreen deal, bohat mazedar',
        'lajawab biryani',
        'kamaal ka discount',
      ],
    ],
    [
      'complaints',
      'negative',
      ['bakwas service', 'bohat ganda khana', 'bilkul bekaar deal', 'ghatiya experience'],
    ],
  ] as const)('reads Roman Urdu %s as %s', (_what, label, texts) => {
    for (const text of texts) expect(scoreComment(text).label, text).toBe(label);
  });

  it('flips a Roman Urdu word negated after it', () => {
    expect(scoreComment('khana acha nahi tha').label).toBe('negative');
    expect(scoreComment('khana acha tha').label).toBe('positive');
  });

  it('flips an English word negated before it', () => {
    expect(scoreComment('not good').score).toBeLessThan(3);
  });

  it('strengthens a word after bohat', () => {
    expect(scoreComment('bohat acha').comparative).toBeGreaterThan(
      scoreComment('acha').comparative / 2,
    );
    expect(scoreComment('bohat acha').score).toBeGreaterThan(scoreComment('theek acha').score);
  });

  it('scores a comment with no sentiment words as exactly neutral', () => {
    expect(scoreComment('I went there on Tuesday')).toEqual({
      score: 3,
      label: 'neutral',
      comparative: 0,
    });
  });

  it('does not let one call change the next (no shared label leakage)', () => {
    const before = scoreComment('zabardast');
    scoreComment('bakwas ganda');
    expect(scoreComment('zabardast')).toEqual(before);
  });
});

describe('comparativeToScore', () => {
  it('stays within 1..5 with one decimal', () => {
    for (const c of [-100, -5, -1, -0.3, 0, 0.25, 1, 5, 100]) {
      const s = comparativeToScore(c);
      expect(s).toBeGreaterThanOrEqual(1);
      expect(s).toBeLessThanOrEqual(5);
      expect(Math.round(s * 10)).toBeCloseTo(s * 10, 9);
    }
  });

  it('is monotonic', () => {
    let last = 0;
    for (let c = -3; c <= 3; c += 0.1) {
      const s = comparativeToScore(c);
      expect(s).toBeGreaterThanOrEqual(last);
      last = s;
    }
  });
});

describe('labelForScore', () => {
  it('uses 2.5 and 3.5 as the neutral band edges', () => {
    expect(labelForScore(2.5)).toBe('negative');
    expect(labelForScore(2.6)).toBe('neutral');
    expect(labelForScore(3.4)).toBe('neutral');
    expect(labelForScore(3.5)).toBe('positive');
  });
});
