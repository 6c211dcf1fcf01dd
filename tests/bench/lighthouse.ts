/**
 * Lighthouse on the public pages as a phone user meets them: the `lighthouse` package with its
 * default (mobile) settings, simulated slow 4G and a 4x slower CPU, driving Debian's Chromium
 * against the preview stack. The median of a few runs per page, per figure.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.js';
import type { Figure } from './report.js';
import { summarise } from './stats.js';

/** One page to measure: its name in the table and its path on the stack's web origin. */
export interface LighthousePage {
  readonly name: string;
  readonly path: string;
}

/** Issue 28's bars: performance 95 and the three other categories at 100 (of 100). */
const CATEGORY_FLOOR: Readonly<Record<string, number>> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Core Web Vitals' "good" limits, as budgets. */
const METRICS: readonly {
  id: string;
  name: string;
  unit: string;
  budget: number;
  scale: number;
}[] = [
  { id: 'first-contentful-paint', name: 'FCP', unit: 'ms', budget: 1800, scale: 1 },
  { id: 'largest-contentful-paint', name: 'LCP', unit: 'ms', budget: 2500, scale: 1 },
  { id: 'total-blocking-time', name: 'TBT', unit: 'ms', budget: 200, scale: 1 },
  // CLS has no unit; shown in thousandths so the table's number format keeps it readable.
  { id: 'cumulative-layout-shift', name: 'CLS (× 1000)', unit: 'score', budget: 100, scale: 1000 },
];

/** One Lighthouse run's numbers: category scores (0..100) and metric values. */
type Run = Record<string, number>;

async function runOnce(url: string): Promise<Run> {
  // A new browser and profile per run: nothing cached, as a first visit.
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const run: Run = {};
    for (const c of CATEGORIES) run[c] = Math.round((lhr.categories[c]?.score ?? Number.NaN) * 100);
    for (const m of METRICS) run[m.id] = (lhr.audits[m.id]?.numericValue ?? Number.NaN) * m.scale;
    return run;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse figures for each page: category scores with floors, metrics with budgets. */
export async function measureLighthouse(
  origin: string,
  pages: readonly LighthousePage[],
  runs: number,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const page of pages) {
    const samples: Run[] = [];
    for (let i = 0; i < runs; i++) samples.push(await runOnce(`${origin}${page.path}`));
    for (const c of CATEGORIES)
      figures.push({
        group: 'Lighthouse (mobile)',
        name: `${page.name}: ${c}`,
        unit: 'score',
        summary: summarise(samples.map((s) => s[c] ?? Number.NaN)),
        floor: CATEGORY_FLOOR[c],
      });
    for (const m of METRICS)
      figures.push({
        group: 'Lighthouse (mobile)',
        name: `${page.name}: ${m.name}`,
        unit: m.unit,
        summary: summarise(samples.map((s) => s[m.id] ?? Number.NaN)),
        budget: m.budget,
      });
  }
  return figures;
}
