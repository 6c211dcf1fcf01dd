import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatters } from './format';

describe('formatters', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('formats numbers and dates in the language’s conventions', () => {
    expect(formatters('en').number(1234.5)).toBe('1,234.5');
    expect(formatters('en').number(0.25, { style: 'percent' })).toBe('25%');
    expect(formatters('ur').number(1234)).toBe(new Intl.NumberFormat('ur-PK').format(1234));
    const day = Date.UTC(2026, 10, 29, 12);
    expect(formatters('en').date(day)).toBe(
      new Intl.DateTimeFormat('en-PK', { dateStyle: 'medium' }).format(day),
    );
    expect(formatters('en').date(day, { month: 'long' })).toBe('November');
  });

  it('writes English counts and fixed decimals as Intl does, without making an Intl formatter', () => {
    const values = [
      0, 1, 7, 999, 1000, 1234, 99999, 100000, 1234567, -1, -1234.5, 0.25, 0.05, -0.04,
    ];
    // Values of every size, with up to three decimals (a fixed sequence, not random).
    for (let i = 1; i <= 240; i++)
      values.push((((i * 7919) % 100_003) / 1000) * 10 ** (i % 11) * (i % 5 === 0 ? -1 : 1));
    const cases: (Intl.NumberFormatOptions | undefined)[] = [
      undefined,
      { minimumFractionDigits: 1, maximumFractionDigits: 1 },
      { minimumFractionDigits: 0, maximumFractionDigits: 0 },
      { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    ];
    const expected = cases.map((options) => {
      const intl = new Intl.NumberFormat('en-PK', options);
      return values.map((value) => intl.format(value));
    });
    const Real = Intl.NumberFormat;
    const made = vi.fn();
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function counted(
      ...args: ConstructorParameters<typeof Real>
    ) {
      made(args[1]);
      return new Real(...args);
    });
    const { number } = formatters('en');
    cases.forEach((options, index) => {
      expect(values.map((value) => number(value, options))).toEqual(expected[index]);
    });
    // Only a number with decimals and no fixed count of them may need Intl (its formatter for
    // no options may be made already, by an earlier test).
    expect(made.mock.calls.filter(([options]) => options !== undefined)).toEqual([]);
  });

  it('makes one Intl formatter per locale and options, however often it formats', () => {
    const Real = Intl.NumberFormat;
    const made = vi.fn();
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(
      // A formatter as Intl makes it, counted.
      function counted(...args: ConstructorParameters<typeof Real>) {
        made();
        return new Real(...args);
      },
    );
    const { number } = formatters('en');
    for (let i = 0; i < 50; i++) number(i, { maximumFractionDigits: 1 });
    for (let i = 0; i < 50; i++) formatters('en').number(i, { maximumFractionDigits: 1 });
    expect(made).toHaveBeenCalledTimes(1);
    expect(formatters('en').number(3.14159, { maximumFractionDigits: 1 })).toBe('3.1');
    expect(formatters('en').number(3.14159, { maximumFractionDigits: 3 })).toBe('3.142');
    expect(made).toHaveBeenCalledTimes(2);
  });
});
