/**
 * Pure figure builders for "Deals Distribution by Bank": Analytics documents
 * in, Plotly `data`/`layout`/`config` out. No DOM and no Plotly import, so they are unit tested
 * directly and the chart component stays a thin lazy wrapper.
 */
import {
  type AnalyticsDoc,
  CHART_BAR_WIDTHS,
  CHART_HEIGHT,
  type Category,
  STATISTICS_SERIES,
  parseCategory,
} from '@deals/shared';
import type { Config, Data, Layout } from 'plotly.js';

/** One bank group of the chart. */
export interface BankDistribution {
  bankName: string;
  analytics: AnalyticsDoc | null;
}

/**
 * Deals of a category in an Analytics document. Stored keys may be legacy labels
 * ("Health & Fitness", "health & beauty"); they count for the canonical category they mean.
 */
export function categoryCount(analytics: AnalyticsDoc | null, category: Category): number {
  if (!analytics) return 0;
  let total = 0;
  for (const [key, value] of Object.entries(analytics.deals_by_category)) {
    if (parseCategory(key) === category && Number.isFinite(value)) total += value;
  }
  return total;
}

export interface Figure {
  data: Data[];
  layout: Partial<Layout>;
  config: Partial<Config>;
}

const [INNER_BAR_WIDTH, GROUP_WIDTH] = CHART_BAR_WIDTHS;

/** One series of the chart, as shared defines it. */
export type Series = (typeof STATISTICS_SERIES)[number];

/** The name shown for a series; the page passes the interface language's, else shared's English. */
export type SeriesLabel = (series: Series) => string;

const englishLabel: SeriesLabel = (series) => series.label;

/** The hue of a series (blue, yellow, teal, purple). */
export type SeriesHue = (typeof STATISTICS_SERIES)[number]['color'];

/**
 * The series hues in shades that hold at least 3:1 against the white card (WCAG 1.4.11 for
 * graphics). Pure CSS yellow is 1.07:1 on white, so bars vanish; a deep gold is still read as
 * the yellow series next to the others.
 */
export const SERIES_SHADES: Readonly<Record<SeriesHue, string>> = {
  blue: '#2563eb',
  yellow: '#a67c00',
  teal: '#0d9488',
  purple: '#9333ea',
};

/**
 * A grouped bar chart: one group per bank, one series per category in its hue, the
 * legend below, 300 px high, y labels hidden (each bar's count is in its hover label instead).
 * The two bar widths become the group's share of its slot (0.8) and each bar's share of its
 * place inside the group (0.7): widths in axis units would overlap once four series sit side by side.
 * No width is set: the figure takes its container's width (autosize, responsive), so every bank
 * group fits on any screen and Plotly turns the bank names as far as they need.
 */
export function distributionFigure(
  banks: readonly BankDistribution[],
  label: SeriesLabel = englishLabel,
): Figure {
  const x = banks.map((bank) => bank.bankName);
  const data: Data[] = STATISTICS_SERIES.map((series) => ({
    type: 'bar',
    name: label(series),
    x,
    y: banks.map((bank) => categoryCount(bank.analytics, series.category)),
    marker: { color: SERIES_SHADES[series.color] },
    hovertemplate: `%{x}<br>${label(series)}: %{y}<extra></extra>`,
  }));
  const layout: Partial<Layout> = {
    barmode: 'group',
    height: CHART_HEIGHT,
    autosize: true,
    bargap: 1 - GROUP_WIDTH,
    bargroupgap: 1 - INNER_BAR_WIDTH,
    margin: { l: 8, r: 8, t: 8, b: 8 },
    // At the foot of the whole figure (container coordinates), so rotated bank names never collide
    // with it; a horizontal legend wraps onto a second row when the width runs out (phones).
    legend: {
      orientation: 'h',
      x: 0.5,
      xanchor: 'center',
      yref: 'container',
      y: 0,
      yanchor: 'bottom',
      font: { size: 11 },
    },
    // Names stay level while they fit and turn (30°, then 90°) as the width shrinks.
    xaxis: { automargin: true, fixedrange: true, autotickangles: [0, 30, 90] },
    yaxis: { showticklabels: false, fixedrange: true, rangemode: 'tozero' },
    paper_bgcolor: 'rgba(0,0,0,0)',
    plot_bgcolor: 'rgba(0,0,0,0)',
    font: { family: 'system-ui, sans-serif', size: 12 },
  };
  return { data, layout, config: { responsive: true, displayModeBar: false } };
}

/** A text alternative for the chart: one sentence per bank, for screen readers and tests. */
export function distributionSummary(
  banks: readonly BankDistribution[],
  label: SeriesLabel = englishLabel,
  separator = ', ',
): string[] {
  return banks.map(
    (bank) =>
      `${bank.bankName}: ${STATISTICS_SERIES.map((series) => `${label(series)} ${categoryCount(bank.analytics, series.category)}`).join(separator)}`,
  );
}
