import { describe, expect, it } from 'vitest';
import {
  canonicalCategory,
  formatRating,
  matchesCard,
  matchesCategory,
  matchesTitle,
  meetsDiscount,
  meetsRating,
  ratingHearts,
  reviewStars,
} from './index.js';

describe('filters', () => {
  it.each([
    ['fron t', true],
    ['SAFF', true],
    ['pizza', false],
    ['', true],
  ])(
    "matches titles case-insensitively by substring: 'Saffron Table' for %j is %s",
    (term, want) => {
      expect(matchesTitle('Saffron Table', term)).toBe(want);
    },
  );

  it('matches categories case-insensitively, All Categories meaning no filter', () => {
    expect(matchesCategory('Food', 'food')).toBe(true);
    expect(matchesCategory('Food', 'All Categories')).toBe(true);
    expect(matchesCategory('Food', 'Lifestyle')).toBe(false);
  });

  it('treats Health & Beauty and Health & Fitness as Health', () => {
    expect(matchesCategory('Health', 'Health & Beauty')).toBe(true);
    expect(matchesCategory('Health & Fitness', 'Health')).toBe(true);
    expect(canonicalCategory('Health & Beauty')).toBe('Health');
    expect(canonicalCategory('nonsense')).toBe('Food');
    expect(canonicalCategory(undefined)).toBe('Food');
  });

  it('reads labels that name properties of every object as unknown', () => {
    // Found by the deal-shaped property test in normalize.test.ts: {"category_id":"__proto__"}.
    for (const label of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expect(canonicalCategory(label)).toBe('Food');
  });

  it('matches a card that equals, contains or is contained in the chosen name', () => {
    expect(matchesCard(['HBL Platinum Credit Card'], 'hbl platinum credit card')).toBe(true);
    expect(matchesCard(['HBL Platinum Credit Card'], 'Platinum')).toBe(true);
    expect(matchesCard(['Platinum'], 'HBL Platinum Credit Card')).toBe(true);
    expect(matchesCard(['HBL Gold Credit Card'], 'HBL Platinum Credit Card')).toBe(false);
  });

  it('applies no card filter for All Cards, and lets deals without cards pass', () => {
    expect(matchesCard(['HBL Gold Credit Card'], 'All Cards')).toBe(true);
    expect(matchesCard([], 'HBL Gold Credit Card')).toBe(true);
  });

  it('keeps discounts at or above the threshold, no number counting as 0', () => {
    expect(meetsDiscount('Up to 30% off', 30)).toBe(true);
    expect(meetsDiscount('Up to 25% off', 30)).toBe(false);
    expect(meetsDiscount('Special Offer', 10)).toBe(false);
    expect(meetsDiscount('Special Offer', 0)).toBe(true);
    expect(meetsDiscount('anything', null)).toBe(true);
  });

  it('keeps ratings at or above the threshold and drops unrated deals', () => {
    expect(meetsRating(4.5, 4.5)).toBe(true);
    expect(meetsRating(4.4, 4.5)).toBe(false);
    expect(meetsRating(null, 3)).toBe(false);
    expect(meetsRating(null, null)).toBe(true);
  });

  it('shows the average with one decimal, N/A for 0', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(0)).toBe('N/A');
    expect(formatRating(null)).toBe('N/A');
  });

  it('draws a full heart per whole unit and a half heart for a fraction', () => {
    expect(ratingHearts(3.5)).toEqual({ full: 3, half: true });
    expect(ratingHearts(4)).toEqual({ full: 4, half: false });
  });

  it('rounds review stars, defaulting to 5 and capping at 5', () => {
    expect(reviewStars(3.6)).toBe(4);
    expect(reviewStars(undefined)).toBe(5);
    expect(reviewStars(7)).toBe(5);
  });
});
