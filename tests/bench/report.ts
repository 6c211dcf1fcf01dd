/**
 * The bench's one table: each figure with its median and spread, and a mark where it misses a
 * budget.
 */
import type { Summary } from './stats.js';

/** One row of the report. `budget` is an upper bound in the figure's unit. */
export interface Figure {
  readonly group: string;
  readonly name: string;
  readonly unit: string;
  readonly summary: Summary;
  readonly budget?: number;
  /** A lower bound instead (an accuracy, say): the figure misses it when its median is below. */
  readonly floor?: number;
  readonly note?: string;
}

/** True when a figure's median is over its budget or under its floor. */
export function missesBudget(figure: Figure): boolean {
  const { median } = figure.summary;
  return (
    (figure.budget !== undefined && median > figure.budget) ||
    (figure.floor !== undefined && !(median >= figure.floor))
  );
}

function format(value: number, unit: string): string {
  if (Number.isNaN(value)) return 'n/a';
  if (unit === 'KB') return value.toFixed(1);
  if (unit === 'ms' || unit === 's') return value < 10 ? value.toFixed(2) : value.toFixed(0);
  if (unit === 'MB') return value.toFixed(0);
  if (unit === '%') return value.toFixed(1);
  return Number.isInteger(value) ? String(value) : value.toFixed(3);
}

/** Renders the figures as a Markdown table (it reads well in a terminal and in the README). */
export function renderTable(figures: readonly Figure[]): string {
  const header =
    '| group | figure | median | spread (min–max) | runs | budget | |\n|---|---|---:|---:|---:|---:|---|';
  const rows = figures.map((f) => {
    const spread = `${format(f.summary.min, f.unit)}–${format(f.summary.max, f.unit)}`;
    const budget =
      f.budget !== undefined
        ? `≤ ${format(f.budget, f.unit)}`
        : f.floor !== undefined
          ? `≥ ${format(f.floor, f.unit)}`
          : '';
    const verdict =
      f.budget === undefined && f.floor === undefined
        ? (f.note ?? '')
        : missesBudget(f)
          ? '**MISSES BUDGET**'
          : 'ok';
    return `| ${f.group} | ${f.name} | ${format(f.summary.median, f.unit)} ${f.unit} | ${spread} | ${f.summary.runs} | ${budget} | ${verdict} |`;
  });
  return [header, ...rows].join('\n');
}
