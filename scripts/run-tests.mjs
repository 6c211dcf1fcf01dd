#!/usr/bin/env node
// Runs every suite (unit, integration, browser) even when an earlier one fails, then prints
// one line `N passed, N failed` summed over all of them. Exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const results = path.join(root, '.ci-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** Runs a command inheriting stdio; returns its exit status. */
function run(command, args, env = {}) {
  const child = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return child.status ?? 1;
}

let passed = 0;
let failed = 0;
let broken = false;

const buildStatus = run('npm', ['run', 'build:stack']);
if (buildStatus !== 0) {
  console.error('The build failed; the suites that need it cannot run.');
  broken = true;
}

// Vitest: unit suites of every package plus the integration suites against the local stack.
const vitestJson = path.join(results, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  // A file that fails to load has no failed tests but must not pass silently.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && (file.assertionResults ?? []).every((t) => t.status !== 'failed'),
  );
  failed += brokenFiles.length;
} else if (vitestStatus !== 0) {
  failed += 1;
}
if (vitestStatus !== 0 && failed === 0) failed += 1;

// Playwright: browser journeys in Debian's Chromium against the whole stack.
const playwrightJson = path.join(results, 'playwright.json');
const playwrightStatus = run(
  'npx',
  [
    'playwright',
    'test',
    '-c',
    'tests/playwright.config.ts',
    '--reporter=list,json',
    '--pass-with-no-tests',
  ],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  },
);
/** The titles of the journeys that passed only when run again, from Playwright's JSON report. */
function flakyJourneys(report) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky') found.push(`${spec.file}:${spec.line} ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}

if (existsSync(playwrightJson)) {
  const report = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  const stats = report.stats ?? {};
  const flaky = flakyJourneys(report);
  if (flaky.length > 0)
    console.log(`Passed only on a retry (flaky, counted as passed):\n  ${flaky.join('\n  ')}`);
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  if (playwrightStatus !== 0 && (stats.unexpected ?? 0) === 0) failed += 1;
} else if (playwrightStatus !== 0) {
  failed += 1;
}

if (broken) failed += 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
