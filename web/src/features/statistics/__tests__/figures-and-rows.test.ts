import { describe, expect, it } from 'vitest';
import { categoryCount, distributionFigure, distributionSummary } from '../utils/figures';
import { bestCardPerCategory, cardDealCount, cardRows, isOwnCard, toBankRow } from '../utils/rows';
import { hbl, hblLahore, mcb, mcbLahore } from './fixtures';

/** WCAG relative luminance contrast of `#rrggbb` against white. */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

/** Hue angle (0–360) of `#rrggbb`. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const h =
    max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (h * 60 + 360) % 360;
}

describe('distribution figure', () => {
  const figure = distributionFigure([
    { bankName: 'HBL', analytics: hblLahore },
    { bankName: 'MCB', analytics: mcbLahore },
    { bankName: 'Meezan Bank', analytics: null },
  ]);

  const colours = () =>
    figure.data.map((trace) => (trace as { marker?: { color?: string } }).marker?.color ?? '');

  it('has the four category series, one bar per bank in each', () => {
    expect(figure.data.map((trace) => (trace as { name?: string }).name)).toEqual([
      'Food',
      'Entertainment',
      'Lifestyle',
      'Health & Fitness',
    ]);
    for (const trace of figure.data) {
      expect(trace).toMatchObject({ type: 'bar', x: ['HBL', 'MCB', 'Meezan Bank'] });
    }
  });

  it('keeps the series hues in order: blue, yellow, teal, purple', () => {
    const hues = colours().map(hue);
    expect(hues[0]).toBeGreaterThanOrEqual(200); // blue
    expect(hues[0]).toBeLessThanOrEqual(240);
    expect(hues[1]).toBeGreaterThanOrEqual(40); // yellow (a deep gold, see the contrast rule)
    expect(hues[1]).toBeLessThanOrEqual(60);
    expect(hues[2]).toBeGreaterThanOrEqual(160); // teal
    expect(hues[2]).toBeLessThanOrEqual(190);
    expect(hues[3]).toBeGreaterThanOrEqual(260); // purple
    expect(hues[3]).toBeLessThanOrEqual(300);
  });

  it('draws every series at 3:1 contrast or more against the white card', () => {
    for (const colour of colours()) expect(contrastOnWhite(colour)).toBeGreaterThanOrEqual(3);
    // The plain CSS colour names would not pass: yellow is 1.07:1.
    expect(contrastOnWhite('#ffff00')).toBeLessThan(3);
  });

  it('takes its container’s width instead of a fixed one', () => {
    expect(figure.layout.width).toBeUndefined();
    expect(figure.layout.autosize).toBe(true);
    expect(figure.config).toMatchObject({ responsive: true });
  });

  it('counts deals per category per bank, legacy labels included and missing analytics as 0', () => {
    const ys = figure.data.map((trace) => (trace as { y?: number[] }).y);
    expect(ys).toEqual([
      [2, 3, 0],
      [1, 0, 0],
      [1, 0, 0],
      [1, 2, 0],
    ]);
  });

  it('is grouped, 300 high, legend at the bottom and y labels hidden', () => {
    expect(figure.layout).toMatchObject({
      barmode: 'group',
      height: 300,
      bargap: expect.closeTo(0.2, 5) as number,
      bargroupgap: expect.closeTo(0.3, 5) as number,
      legend: { orientation: 'h', yref: 'container', y: 0, yanchor: 'bottom' },
      yaxis: { showticklabels: false },
    });
    expect(figure.config).toMatchObject({ responsive: true, displayModeBar: false });
  });

  it('reads the canonical Health count whatever label it was stored under', () => {
    expect(categoryCount(mcbLahore, 'Health')).toBe(2);
    expect(categoryCount(hblLahore, 'Health')).toBe(1);
  });

  it('describes each bank in words for screen readers', () => {
    expect(distributionSummary([{ bankName: 'HBL', analytics: hblLahore }])).toEqual([
      'HBL: Food 2, Entertainment 1, Lifestyle 1, Health & Fitness 1',
    ]);
  });
});

describe('rows', () => {
  it('derives the bank row from the bank and its analytics', () => {
    expect(toBankRow(hbl, hblLahore)).toMatchObject({
      bankID: 'Hbl',
      bankName: 'HBL',
      offersCount: 5,
      branchTotal: 6,
      uniqueLocations: 6,
      totalDealsScraped: 5,
    });
    expect(toBankRow(mcb, null)).toMatchObject({
      offersCount: 0,
      branchTotal: 0,
      uniqueLocations: 0,
    });
  });

  it('derives card rows with card ids, tiers, types, display names and deal counts', () => {
    expect(
      cardRows(hbl, hblLahore).map((row) => [
        row.cardID,
        row.cardCategory,
        row.cardType,
        row.displayName,
        row.dealCount,
      ]),
    ).toEqual([
      ['hbl-classic-debit-card', 'Standard', 'Debit', 'HBL Classic Debit Card', 1],
      ['hbl-gold-credit-card', 'Gold', 'Credit', 'HBL Gold Credit Card', 2],
      ['hbl-platinum-credit-card', 'Platinum', 'Credit', 'HBL Platinum Credit Card', 3],
    ]);
  });

  it('matches card counts whatever the casing of the stored card name', () => {
    expect(cardDealCount(mcbLahore, 'MCB Gold Credit Card')).toBe(2);
  });

  it('recognises the member’s own cards across bank spellings', () => {
    const mine = [{ bank: 'HBL', cardName: 'hbl gold credit card', cardImage: '' }];
    expect(isOwnCard(mine, hbl, 'HBL Gold Credit Card')).toBe(true);
    expect(isOwnCard(mine, hbl, 'HBL Platinum Credit Card')).toBe(false);
    expect(isOwnCard(mine, mcb, 'HBL Gold Credit Card')).toBe(false);
  });

  it('picks the member’s card with the most deals per category, none when all have 0', () => {
    const counts = [
      { bankId: 'Hbl', bankName: 'HBL', cardName: 'HBL Gold', category: 'Food' as const, count: 2 },
      { bankId: 'Mcb', bankName: 'MCB', cardName: 'MCB Gold', category: 'Food' as const, count: 5 },
      {
        bankId: 'Hbl',
        bankName: 'HBL',
        cardName: 'HBL Gold',
        category: 'Health' as const,
        count: 0,
      },
    ];
    expect(bestCardPerCategory(counts, ['Food', 'Health'])).toEqual({
      Food: { bankId: 'Mcb', bankName: 'MCB', cardName: 'MCB Gold', count: 5 },
      Health: null,
    });
  });
});
