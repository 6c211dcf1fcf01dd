import { describe, expect, it } from 'vitest';

import { missesBudget, renderTable, type Figure } from './report.js';
import { summarise } from './stats.js';

const figure = (median: number, budget?: number): Figure => ({
  group: 'Cost',
  name: 'landing first page',
  unit: 'reads',
  summary: summarise([median]),
  ...(budget === undefined ? {} : { budget }),
});

describe('missesBudget', () => {
  it('flags a median above its budget', () => {
    expect(missesBudget(figure(31, 30))).toBe(true);
  });

  it('accepts a median equal to its budget', () => {
    expect(missesBudget(figure(30, 30))).toBe(false);
  });

  it('flags a median under its floor, and accepts one at or above it', () => {
    const accuracy = (median: number): Figure => ({
      group: 'Scorer',
      name: 'accuracy',
      unit: '%',
      summary: summarise([median]),
      floor: 85,
    });
    expect(missesBudget(accuracy(84.9))).toBe(true);
    expect(missesBudget(accuracy(85))).toBe(false);
    expect(renderTable([accuracy(80)])).toContain('≥ 85.0');
    expect(renderTable([accuracy(80)])).toContain('**MISSES BUDGET**');
  });

  it('never flags a figure without a budget', () => {
    expect(missesBudget(figure(1e9))).toBe(false);
  });
});

describe('renderTable', () => {
  it('marks the row of a figure over budget', () => {
    expect(renderTable([figure(40, 30)])).toContain('**MISSES BUDGET**');
  });
});
