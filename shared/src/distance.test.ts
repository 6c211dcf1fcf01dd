import { describe, expect, it } from 'vitest';
import { formatDistance, formatKm } from './index.js';

describe('formatKm', () => {
  it('formats km with one decimal', () => {
    expect(formatKm(3.14159)).toBe('3.1 km');
    expect(formatKm(0)).toBe('0.0 km');
  });
});

describe('formatDistance', () => {
  it.each([
    [0, '10 m'],
    [0.347, '350 m'],
    [0.994, '990 m'],
    [0.996, '1.0 km'],
    [1.23, '1.2 km'],
    [12.06, '12.1 km'],
    [250.4, '250 km'],
    [Number.NaN, ''],
  ])(
    'shows metres under 1 km, rounded to 10 m, and km with one decimal above: %s km is %j',
    (km, text) => {
      expect(formatDistance(km)).toBe(text);
    },
  );
});
