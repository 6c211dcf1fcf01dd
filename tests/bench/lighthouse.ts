/**
 * Lighthouse on the public pages as a phone user meets them: the `lighthouse` package with its
 * default (mobile) settings, simulated slow 4G and a 4x slower CPU, driving Debian's Chromium
 * against the preview stack. The median of a few runs per page, per figure.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Launcher, launch } from 'chrome-launcher';
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

/** Issue 42's limits: Core Web Vitals' "good" ones, LCP, TBT and CLS tightened. */
const METRICS: readonly {
  id: string;
  name: string;
  unit: string;
  budget: number;
  scale: number;
}[] = [
  { id: 'first-contentful-paint', name: 'FCP', unit: 'ms', budget: 1800, scale: 1 },
  { id: 'largest-contentful-paint', name: 'LCP', unit: 'ms', budget: 2000, scale: 1 },
  { id: 'total-blocking-time', name: 'TBT', unit: 'ms', budget: 150, scale: 1 },
  // CLS has no unit; shown in thousandths so the table's number format keeps it readable.
  { id: 'cumulative-layout-shift', name: 'CLS (× 1000)', unit: 'score', budget: 50, scale: 1000 },
];

/** One Lighthouse run's numbers: category scores (0..100) and metric values. */
type Run = Record<string, number>;

/**
 * Where each run's whole report is kept (bench/tmp, not committed): the medians say how fast a
 * page is, the report says why (its LCP element and phases, render-blocking requests, the
 * main-thread work by script, long tasks, unused JavaScript).
 */
const REPORT_DIR = fileURLToPath(new URL('../../bench/tmp/lighthouse/', import.meta.url));

/** A report's audit, as far as the line below reads it. */
interface Audit {
  readonly displayValue?: string;
  readonly details?: { readonly items?: readonly Record<string, unknown>[] };
}

/** One line on why: the LCP element and the scripts that took the main thread longest. */
function why(audits: Readonly<Record<string, Audit | undefined>>): string {
  const lcp = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = (lcp[0]?.['items'] as { node?: { selector?: string } }[] | undefined)?.[0]?.node;
  const phases = (lcp[1]?.['items'] as { phase: string; timing: number }[] | undefined) ?? [];
  const bootup = (audits['bootup-time']?.details?.items ?? []).slice(0, 3);
  return [
    `LCP ${node?.selector ?? '?'} (${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')})`,
    `main thread: ${bootup.map((b) => `${String(b['url']).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(Number(b['total']))} ms`).join(', ')}`,
  ].join('; ');
}

/**
 * Browser features that work in the background of a headless browser and have nothing to do with
 * the page: Chromium 156 builds its omnibox popup (a WebUI page, with the AI mode compose box) in
 * a renderer of its own, and that renderer ran 100-300 ms of script while the page being measured
 * loaded. On a phone it would have cores of its own; on this 2-core machine it took one from the
 * page, and Lighthouse counts each stalled task four times over.
 */
export const BACKGROUND_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * chrome-launcher's own flags for measuring (no translation, no background networking, ...) with
 * BACKGROUND_FEATURES added to its `--disable-features`: Chromium reads only the last such switch,
 * so a second one would undo the launcher's list.
 */
export function lighthouseFlags(defaults: readonly string[] = Launcher.defaultFlags()): string[] {
  const disable = '--disable-features=';
  const listed = defaults.find((flag) => flag.startsWith(disable));
  const features = [...(listed?.slice(disable.length).split(',') ?? []), ...BACKGROUND_FEATURES];
  return [
    ...defaults.filter((flag) => !flag.startsWith(disable)),
    `${disable}${features.join(',')}`,
    ...CHROMIUM_ARGS,
  ];
}

/** A fresh browser as Lighthouse measures with (lighthouseFlags), nothing cached: a first visit. */
export function launchBrowser() {
  return launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: lighthouseFlags(),
    ignoreDefaultFlags: true,
    logLevel: 'silent',
  });
}

async function runOnce(url: string, report: string): Promise<Run> {
  const chrome = await launchBrowser();
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
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(path.join(REPORT_DIR, report), String(result.report));
    console.log(`  ${report}: ${why(lhr.audits as Record<string, Audit>)}`);
    const run: Run = {};
    for (const c of CATEGORIES) run[c] = Math.round((lhr.categories[c]?.score ?? Number.NaN) * 100);
    for (const m of METRICS) run[m.id] = (lhr.audits[m.id]?.numericValue ?? Number.NaN) * m.scale;
    return run;
  } finally {
    chrome.kill();
  }
}

/** The machine's CPU time in use, as a share of all its cores' time, below which it counts as idle. */
const IDLE_CPU_SHARE = 0.05;
const IDLE_WINDOW_MS = 1000;
const SETTLE_LIMIT_MS = 60_000;

/** All cores' busy and total time so far (Linux's /proc/stat), in clock ticks. */
function cpuTimes(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  // cpu  user nice system idle iowait irq softirq steal ...
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

/** The share of the machine's CPU time in use between two readings of cpuTimes. */
export function busyShare(
  before: { busy: number; total: number },
  after: { busy: number; total: number },
): number {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

/**
 * Waits until the whole machine has been idle for a second (at most a minute): the stack's
 * processes (the preview server, the emulators, the functions' workers) and anything else. The
 * preview server compresses each file's smallest copy in the background after its first request
 * (a second or two of brotli for a large script), the emulators close the listeners of the page
 * just measured, and the functions finish their work; on this 2-core machine any of it took a
 * core from the browser being measured. A phone shares its CPU with none of it. (This process
 * alone was watched before; the emulators and functions run in processes of their own.)
 */
async function machineSettled(): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (Date.now() < deadline) {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, IDLE_WINDOW_MS));
    if (busyShare(before, cpuTimes()) < IDLE_CPU_SHARE) return;
  }
}

/** One load of `url` in a fresh browser, not measured: the server then has each file in hand. */
async function warmUp(url: string): Promise<void> {
  const chrome = await launchBrowser();
  try {
    await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['seo'] });
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse figures for each page: category scores with floors, metrics with budgets. Each page
 * is loaded once unmeasured first, and every run starts with the machine idle (`machineSettled`).
 */
export async function measureLighthouse(
  origin: string,
  pages: readonly LighthousePage[],
  runs: number,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const page of pages) await warmUp(`${origin}${page.path}`);
  for (const page of pages) {
    const samples: Run[] = [];
    const slug = page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
    for (let i = 0; i < runs; i++) {
      await machineSettled();
      samples.push(await runOnce(`${origin}${page.path}`, `${slug}-${i + 1}.json`));
    }
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
