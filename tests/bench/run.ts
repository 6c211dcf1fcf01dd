/**
 * `npm run bench`: starts the local stack with the demo data, measures bundle, page load, read
 * cost, live latency, scale and the emulator itself, then prints one table and writes
 * bench/results.json. Figures that miss the budget they are measured against are marked.
 *
 * BENCH_RUNS (default 3), BENCH_SCALE_DEALS (default 100000) and BENCH_LIVE_DEALS (default 10,
 * ten reviews each) size the run. BENCH_ONLY=scorer measures the review scorer alone (a minute);
 * BENCH_ONLY=lighthouse the public pages under Lighthouse alone (about five minutes).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { placeKey, bankEntity, dealEntity, userEntity } from '@deals/shared';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import {
  defaultStackOptions,
  repoRoot,
  startStack,
  type RunningStack,
} from '../../emulator/src/stack/stack.js';
import { launchChromium } from './browser.js';
import { measureBundle } from './bundle.js';
import { measureEmulator } from './emulator-micro.js';
import { measureLighthouse } from './lighthouse.js';
import { measureLiveLatency } from './live.js';
import { renderTable, missesBudget, type Figure } from './report.js';
import { measurePlaceGrid } from './places.js';
import { measureScorer } from './scorer.js';
import { startScaleStack } from './scale.js';
import { measureLanding, measureReads, type Member, type StackUrls } from './screens.js';
import { summarise } from './stats.js';

const runs = Number(process.env['BENCH_RUNS'] ?? '3');
const scaleDeals = Number(process.env['BENCH_SCALE_DEALS'] ?? '100000');
const liveDeals = Number(process.env['BENCH_LIVE_DEALS'] ?? '10');
const only = process.env['BENCH_ONLY'];
const projectId = defaultStackOptions.projectId;
const figures: Figure[] = [];
const log = (line: string): void => {
  if (!line.startsWith('[web]') && !line.startsWith('[functions]')) console.log(line);
};

/**
 * The server-rendered pages hydrate with their route's code, so it must not carry the Firestore
 * SDK (about 145 KB), which their reads fetch once the page is live: a static import of it, or of
 * rxfire or rxjs, would show here as MISSES BUDGET.
 */
const SERVER_RENDERED_ROUTE_BUDGET_KB: Readonly<Record<string, number>> = {
  'landing-route': 40,
  'guest-deal-route': 40,
  'guest-place-route': 50,
};

async function withStack<T>(body: (stack: RunningStack) => Promise<T>): Promise<T> {
  const stack = await startStack({
    ...defaultStackOptions,
    web: 'preview',
    // What visitors meet in production: server-rendered pages kept for their s-maxage.
    edgeCache: true,
    dataDir: null,
    log,
  });
  try {
    return await body(stack);
  } finally {
    await stack.stop();
  }
}

/** The admin SDK on the running stack, plus a verified member with the first bank's first card. */
async function prepare(tag: string) {
  process.env['FIRESTORE_EMULATOR_HOST'] = '127.0.0.1:8080';
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = '127.0.0.1:9099';
  const app = initializeApp({ projectId }, `bench-${tag}-${Date.now()}`);
  const db = getFirestore(app);
  const member: Member = { email: `bench-${tag}@example.com`, password: 'bench-password-1' };
  const user = await getAuth(app).createUser({
    email: member.email,
    password: member.password,
    emailVerified: true,
    displayName: 'Bench Member',
  });
  const bank = (await db.collection(bankEntity.path()).orderBy('__name__').limit(1).get()).docs[0];
  if (!bank) throw new Error('No banks: the demo data did not load');
  const cards = Object.values(
    (bank.get('cards') ?? {}) as Record<string, { cardName: string; cardImage?: string }>,
  );
  const card = cards[0];
  await db.doc(userEntity.docPath({ uid: user.uid })).set({
    UID: user.uid,
    Email: member.email,
    Name: 'Bench Member',
    UserCards: card
      ? [{ bank: bank.id, cardName: card.cardName, cardImage: card.cardImage ?? '' }]
      : [],
    UserFavouriteDeals: [],
  });
  const dealDoc = (
    await db
      .collection(dealEntity.path({ bankId: bank.id, cityId: 'Lahore' }))
      .limit(1)
      .get()
  ).docs[0];
  if (!dealDoc) throw new Error('No deals in Lahore for the first bank');
  const deal = { bankId: bank.id, cityId: 'Lahore', dealId: dealDoc.id };
  return {
    app,
    db,
    member,
    deal,
    template: { bankId: bank.id, cityId: 'Lahore', data: dealDoc.data() },
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  const urls: StackUrls = {
    web: 'http://127.0.0.1:5173',
    firestore: 'http://127.0.0.1:8080',
    projectId,
    distDir: path.join(repoRoot, 'web/dist'),
  };
  if (only === undefined || only === 'scorer') {
    console.log('== Phase 0: the review scorer');
    figures.push(...(await measureScorer(repoRoot, runs)));
  }
  if (only === undefined || only === 'lighthouse') {
    console.log('== Lighthouse: the public pages on a simulated phone');
    await withStack(async () => {
      const ctx = await prepare('lighthouse');
      try {
        const { bankId, cityId, dealId } = ctx.deal;
        const title = String(ctx.template.data['title'] ?? '');
        figures.push(
          ...(await measureLighthouse(
            urls.web,
            [
              { name: 'landing /', path: '/' },
              {
                name: 'guest place',
                path: `/guest-place/${encodeURIComponent(cityId)}/${encodeURIComponent(placeKey(title))}`,
              },
              {
                name: 'guest deal',
                path: `/guest-deal/${encodeURIComponent(bankId)}/${encodeURIComponent(dealId)}/${encodeURIComponent(cityId)}`,
              },
            ],
            runs,
          )),
        );
      } finally {
        await deleteApp(ctx.app);
      }
    });
  }
  if (only !== undefined) {
    report(started);
    return;
  }
  const browser = await launchChromium();
  try {
    console.log('== Phase 1: the stack with the demo data');
    await withStack(async () => {
      const bundle = measureBundle(urls.distDir);
      figures.push({
        group: 'Bundle',
        name: 'entry chunk(s) (gzip)',
        unit: 'KB',
        summary: summarise([bundle.entryGzipBytes / 1024]),
      });
      for (const route of bundle.routes) {
        figures.push({
          group: 'Bundle',
          name: `route ${route.route} (gzip, beyond the entry)`,
          unit: 'KB',
          summary: summarise([route.gzipBytes / 1024]),
          budget: SERVER_RENDERED_ROUTE_BUDGET_KB[route.route],
          note: route.containsPlotly ? 'contains Plotly' : '',
        });
      }
      const plotlyOutsideStatistics = bundle.routes
        .filter((r) => r.containsPlotly && !r.route.startsWith('statistics'))
        .map((r) => r.route);
      figures.push({
        group: 'Bundle',
        name: 'routes other than statistics that load Plotly',
        unit: 'routes',
        summary: summarise([plotlyOutsideStatistics.length]),
        budget: 0,
        note: `Plotly chunks: ${bundle.plotlyChunks.join(', ') || 'none'}`,
      });

      const ctx = await prepare('demo');
      try {
        figures.push(...(await measureLanding(browser, urls, runs)));
        figures.push(...(await measureReads(browser, urls, ctx.member, ctx.deal, runs)));
        figures.push(...(await measurePlaceGrid(ctx.db, urls, runs)));
        figures.push(
          ...(await measureLiveLatency(
            browser,
            { web: urls.web, db: ctx.db, template: ctx.template },
            liveDeals,
            10,
          )),
        );
      } finally {
        await deleteApp(ctx.app);
      }
    });

    console.log(`== Phase 2: the same stack with ${scaleDeals} deals`);
    // The stack runs in a process of its own here, so its memory is measured without the bench's.
    const scaleStack = await startScaleStack(scaleDeals);
    try {
      figures.push({
        group: 'Scale',
        name: `import of ${scaleDeals} deals (derived fields, Analytics, Brands, Places)`,
        unit: 's',
        summary: summarise([scaleStack.loadMs / 1000]),
      });
      figures.push({
        group: 'Scale',
        name: `stack process RSS with ${scaleDeals} deals`,
        unit: 'MB',
        summary: summarise([scaleStack.rssMb()]),
        budget: 1000,
      });
      figures.push({
        group: 'Scale',
        name: 'the stack’s other processes (Auth emulator, web server), RSS',
        unit: 'MB',
        summary: summarise([scaleStack.childrenRssMb()]),
        note: 'not holding deals; shown so the whole stack is accounted for',
      });
      const ctx = await prepare('scale');
      try {
        const landing = await measureLanding(browser, urls, runs);
        figures.push(
          ...landing
            .filter(
              (f) => f.group === 'Page load' && f.name.includes('cold') && !f.name.includes('÷'),
            )
            .map((f) => ({ ...f, group: 'Scale', name: `${f.name} (${scaleDeals} deals)` })),
        );
        const reads = await measureReads(browser, urls, ctx.member, ctx.deal, runs);
        figures.push(
          ...reads.map((f) => ({
            ...f,
            group: 'Scale',
            name: `${f.name} (${scaleDeals} deals)`,
          })),
        );
        figures.push(...(await measurePlaceGrid(ctx.db, urls, runs, `${scaleDeals} deals`)));
        const fanOut: number[] = [];
        for (let i = 0; i < runs * 3; i += 1) {
          const ref = ctx.db.doc(
            dealEntity.docPath({
              bankId: ctx.template.bankId,
              cityId: 'Lahore',
              dealId: `bench-fanout-${Date.now()}-${i}`,
            }),
          );
          const t0 = performance.now();
          const derived = new Promise<void>((resolve) => {
            const stop = ref.onSnapshot((snap) => {
              if (snap.get('titleLower') !== undefined) {
                stop();
                resolve();
              }
            });
          });
          await ref.set({
            title: `Bench Fan-out ${i}`,
            discount: '20% off',
            category_id: 'Food',
          });
          await derived;
          fanOut.push(performance.now() - t0);
        }
        figures.push({
          group: 'Scale',
          name: 'deal write → derived fields written by the trigger',
          unit: 'ms',
          summary: summarise(fanOut),
        });
      } finally {
        await deleteApp(ctx.app);
      }
      figures.push({
        group: 'Scale',
        name: `stack process RSS after the scale measurements (${scaleDeals} deals)`,
        unit: 'MB',
        summary: summarise([scaleStack.rssMb()]),
        budget: 1000,
      });
    } finally {
      await scaleStack.stop();
    }

    console.log(`== Phase 3: the Firestore emulator alone (${scaleDeals} documents)`);
    figures.push(...(await measureEmulator(runs, scaleDeals)));
  } finally {
    await browser.close();
  }

  report(started);
}

/** Prints the table, writes bench/results.json and ends the process. */
function report(started: number): void {
  const table = renderTable(figures);
  const misses = figures.filter(missesBudget).length;
  console.log(
    `\n${table}\n\n${figures.length} figures, ${misses} over budget, in ${((Date.now() - started) / 60000).toFixed(1)} min.`,
  );
  const outDir = path.join(repoRoot, 'bench');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, only ? `results-${only}.json` : 'results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), runs, scaleDeals, figures: figures.map((f) => ({ ...f, missesBudget: missesBudget(f) })) }, null, 2)}\n`,
  );
  console.log(`Wrote bench/${only ? `results-${only}.json` : 'results.json'}`);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
