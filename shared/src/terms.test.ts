import { describe, expect, it } from 'vitest';
import { DEFAULT_TERMS, splitTerms } from './index.js';

describe('terms', () => {
  it('keeps an amount after Rs. inside its bullet', () => {
    expect(
      splitTerms('Minimum bill of Rs. 2,500 is required. Not valid on public holidays.'),
    ).toEqual(['Minimum bill of Rs. 2,500 is required', 'Not valid on public holidays']);
  });

  it('does not split dates, decimals or web addresses', () => {
    expect(
      splitTerms('Valid till 31.12.2026. Cap of 2.5 percent. Details at www.example.pk.'),
    ).toEqual(['Valid till 31.12.2026', 'Cap of 2.5 percent', 'Details at www.example.pk']);
  });

  it('splits terms on full stops into trimmed bullets', () => {
    expect(splitTerms('Valid on weekdays. Not with other offers.  Taxes apply')).toEqual([
      'Valid on weekdays',
      'Not with other offers',
      'Taxes apply',
    ]);
  });

  it('uses the five default conditions when there is no terms text', () => {
    expect(splitTerms()).toEqual(DEFAULT_TERMS);
    expect(splitTerms('  . ')).toHaveLength(5);
    expect(DEFAULT_TERMS[0]).toMatch(/a la carte/);
    expect(DEFAULT_TERMS[1]).toMatch(/promotion/);
    expect(DEFAULT_TERMS[2]).toMatch(/group/);
    expect(DEFAULT_TERMS[3]).toMatch(/card members/);
    expect(DEFAULT_TERMS[4]).toMatch(/bank/);
  });
});
