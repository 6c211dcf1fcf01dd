import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discountBadge,
  discountPercentOf,
  firstNumber,
  groupedInteger,
  initials,
  searchTokenFor,
  searchTokens,
  stripUpTo,
  truncateDescription,
} from './index.js';

describe('discountPercentOf', () => {
  it.each([
    ['Up to 25% off', 25],
    ['Rs. 500 off, or 10% on bills above Rs. 5,000', 10],
    ['12.5 % off', 12.5],
  ])('takes the first percentage of a discount text: %j is %s', (text, percent) => {
    expect(discountPercentOf(text)).toBe(percent);
  });

  it.each([
    'Flat Rs. 500 off',
    'Rs. 1,000 off on purchases above Rs. 5,000',
    'Buy 1 Get 1 Free on selected items',
    '150% off',
    '0% markup',
    null,
  ])(
    'reads no percentage off into a rupee amount, a count or an impossible percentage: %j',
    (text) => {
      expect(discountPercentOf(text)).toBeNull();
    },
  );
});

describe('discount text', () => {
  it('reads the first number of a discount text', () => {
    expect(firstNumber('Up to 25% off')).toBe(25);
    expect(firstNumber('15% off on total bill')).toBe(15);
    expect(firstNumber('Buy 1 Get 1 Free')).toBe(1);
    expect(firstNumber('Special Offer')).toBeNull();
  });

  it('shows the first percentage followed by off on the badge', () => {
    expect(discountBadge('Up to 30% off on dine-in')).toBe('30% off');
    expect(discountBadge('Rs. 500 off, then 10 % off')).toBe('10% off');
  });

  it('leaves the badge empty when the text has no percentage', () => {
    expect(discountBadge('Buy 1 Get 1 Free')).toBe('');
    expect(discountBadge(undefined)).toBe('');
  });

  it('removes the words up to for the brand detail, falling back to Special Offer', () => {
    expect(stripUpTo('Up to 25% off')).toBe('25% off');
    expect(stripUpTo('up to')).toBe('Special Offer');
    expect(stripUpTo(null)).toBe('Special Offer');
  });
});

describe('search tokens', () => {
  it('holds the word prefixes from 3 characters', () => {
    const tokens = searchTokens('Saffron Table at Bay');
    expect(tokens).toEqual(
      expect.arrayContaining(['saf', 'saff', 'saffron', 'tab', 'table', 'at', 'bay']),
    );
    expect(tokens).not.toContain('sa');
    expect(tokens).not.toContain('saffron table');
  });

  it('queries with the longest word of the term, folded and clipped', () => {
    expect(searchTokenFor('  the SAFFRON   ta ')).toBe('saffron');
    expect(searchTokenFor('a'.repeat(30))).toHaveLength(20);
    expect(searchTokens('a'.repeat(30))).toContain(searchTokenFor('a'.repeat(30)));
  });

  it('finds every title that contains a whole-word term', () => {
    for (const [title, term] of [
      ['Frost & Fudge Creamery', 'fudge cream'],
      ['Café Olé', 'cafe'],
      ['Burger Barn', 'BURG'],
    ] as const) {
      expect(searchTokens(title)).toContain(searchTokenFor(term));
    }
  });
});

describe('small texts', () => {
  it('cuts descriptions at 50 characters plus ...', () => {
    expect(truncateDescription('x'.repeat(60))).toBe(`${'x'.repeat(50)}...`);
    expect(truncateDescription('short')).toBe('short');
  });

  it('takes at most two initials', () => {
    expect(initials('ayesha khan malik')).toBe('AK');
    expect(initials('User')).toBe('U');
    expect(initials('')).toBe('');
  });
});

describe('groupedInteger', () => {
  it('groups whole numbers exactly as Intl does', () => {
    const samples = [
      0,
      1,
      12,
      999,
      1000,
      1001,
      99_999,
      100_000,
      1_234_567,
      Number.MAX_SAFE_INTEGER,
    ];
    for (const n of [...samples, ...samples.map((x) => -x).filter((x) => x !== 0)])
      expect(groupedInteger(n)).toBe(n.toLocaleString('en-US'));
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(groupedInteger(n)).toBe((n === 0 ? 0 : n).toLocaleString('en-US'));
      }),
    );
  });

  it('leaves what is not a safe integer to Intl', () => {
    for (const n of [1.5, 1e21, Number.NaN, Number.POSITIVE_INFINITY])
      expect(groupedInteger(n)).toBe(n.toLocaleString('en-US'));
  });
});
