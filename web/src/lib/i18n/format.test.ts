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

  it('makes one Intl formatter per locale and options, however often it formats', () => {
    const Real = Intl.NumberFormat;
    const made = vi.fn();
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(
      // A formatter as Intl makes it, counted.
      function counted(...args: ConstructorParameters<typeof Real>) {
        made();
        return new Real(...args);
      } as unknown as typeof Real,
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
