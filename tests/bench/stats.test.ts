import { describe, expect, it } from 'vitest';

import { quantile, summarise } from './stats.js';

describe('summarise', () => {
  it('takes the middle value of an odd number of samples as the median', () => {
    expect(summarise([5, 1, 3]).median).toBe(3);
  });

  it('averages the two middle values of an even number of samples', () => {
    expect(summarise([4, 1, 3, 2]).median).toBe(2.5);
  });

  it('reports the smallest and largest sample as the spread', () => {
    const summary = summarise([7, 2, 9, 4]);
    expect([summary.min, summary.max]).toEqual([2, 9]);
  });
});

describe('quantile', () => {
  it('picks the nearest-rank p95 of twenty samples as the nineteenth smallest', () => {
    const samples = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(quantile(samples, 0.95)).toBe(19);
  });
});
