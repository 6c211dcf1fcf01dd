/**
 * Emulator figures without the rest of the stack: start time, batched write throughput, and a
 * filtered, ordered, limited query over 100,000 documents.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

import { compileQuery, runQuery } from '../../emulator/src/firestore/query.js';
import { startFirestoreEmulator } from '../../emulator/src/firestore/server.js';
import { repoRoot } from '../../emulator/src/stack/stack.js';
import type { Figure } from './report.js';
import { repeat, summarise } from './stats.js';

/** Spawns the emulator CLI on a free port and resolves with the ms until it prints ready. */
function timeToReady(cli: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [cli, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready on')) {
        const ms = performance.now() - started;
        child.kill('SIGKILL');
        resolve(ms);
      }
    });
    child.once('exit', (code) => {
      if (!output.includes('ready on')) {
        reject(new Error(`the emulator CLI exited (${code ?? 'signal'}) before it was ready`));
      }
    });
  });
}

const CATEGORIES = ['Food', 'Lifestyle', 'Health', 'Entertainment'] as const;

/** Measures the Firestore emulator alone; `runs` repetitions of each figure. */
export async function measureEmulator(runs: number, documents: number): Promise<Figure[]> {
  const figures: Figure[] = [];

  // A cold start as a person sees it: a new Node process, from spawn to the CLI's ready line.
  const cli = path.join(repoRoot, 'emulator/dist/bin/firestore.mjs');
  const startup = await repeat(runs, () => timeToReady(cli));
  figures.push({
    group: 'Emulator',
    name: 'start time (process spawn to ready)',
    unit: 'ms',
    summary: startup,
    budget: 150,
  });

  const emulator = await startFirestoreEmulator({ port: 0 });
  process.env['FIRESTORE_EMULATOR_HOST'] = `127.0.0.1:${emulator.port}`;
  const app = initializeApp({ projectId: 'demo-bench-emulator' }, `bench-emulator-${Date.now()}`);
  const db = getFirestore(app);
  try {
    const collection = db.collection('Deals');
    // One query listener stays open while the documents arrive, as a page would keep it.
    let snapshots = 0;
    const unsubscribe = collection
      .where('category_id', '==', 'Food')
      .orderBy('trendingScore', 'desc')
      .limit(20)
      .onSnapshot(() => {
        snapshots += 1;
      });
    while (snapshots === 0) await new Promise((r) => setTimeout(r, 5));
    const batches = Math.ceil(documents / 500);
    const perBatchRates: number[] = [];
    const writeStarted = performance.now();
    for (let b = 0; b < batches; b += 1) {
      const batch = db.batch();
      for (let i = b * 500; i < Math.min(documents, (b + 1) * 500); i += 1) {
        batch.set(collection.doc(`d${String(i).padStart(6, '0')}`), {
          title: `Deal ${i}`,
          category_id: CATEGORIES[i % CATEGORIES.length],
          city_id: ['Lahore', 'Karachi', 'Islamabad'][i % 3],
          trendingScore: (i * 7919) % 1000,
          discountPercent: 10 + (i % 5) * 10,
        });
      }
      const started = performance.now();
      await batch.commit();
      perBatchRates.push(
        (Math.min(500, documents - b * 500) / (performance.now() - started)) * 1000,
      );
    }
    const writeSeconds = (performance.now() - writeStarted) / 1000;
    unsubscribe();
    figures.push({
      group: 'Emulator',
      name: `${documents} docs in batches of 500, one query listener open`,
      unit: 's',
      summary: summarise([writeSeconds]),
      budget: 8,
    });
    figures.push({
      group: 'Emulator',
      name: `batched writes (500 per batch, ${documents} docs)`,
      unit: 'writes/s',
      summary: summarise(perBatchRates),
    });

    const query = collection
      .where('city_id', '==', 'Lahore')
      .where('category_id', '==', 'Food')
      .orderBy('trendingScore', 'desc')
      .limit(20);
    const queryTimes = await repeat(runs, async () => {
      const started = performance.now();
      const snapshot = await query.get();
      if (snapshot.size !== 20) throw new Error(`expected 20 results, got ${snapshot.size}`);
      return performance.now() - started;
    });
    figures.push({
      group: 'Emulator',
      name: `filtered, ordered, limited query over ${documents} docs, Admin SDK round trip`,
      unit: 'ms',
      summary: queryTimes,
    });
    // The same query answered by the engine itself (what the index buys, without gRPC and the SDK).
    const database = 'projects/demo-bench-emulator/databases/(default)';
    const compiled = compileQuery(`${database}/documents`, {
      from: [{ collectionId: 'Deals' }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            {
              fieldFilter: {
                field: { fieldPath: 'city_id' },
                op: 'EQUAL',
                value: { stringValue: 'Lahore' },
              },
            },
            {
              fieldFilter: {
                field: { fieldPath: 'category_id' },
                op: 'EQUAL',
                value: { stringValue: 'Food' },
              },
            },
          ],
        },
      },
      orderBy: [{ field: { fieldPath: 'trendingScore' }, direction: 'DESCENDING' }],
      limit: { value: 20 },
    });
    const store = emulator.engine.db(database).store;
    const engineTimes = await repeat(runs, () => {
      const started = performance.now();
      const { docs } = runQuery(store, compiled);
      if (docs.length !== 20) throw new Error(`expected 20 results, got ${docs.length}`);
      return Promise.resolve(performance.now() - started);
    });
    figures.push({
      group: 'Emulator',
      name: `filtered, ordered, limited query over ${documents} docs, answered by the engine`,
      unit: 'ms',
      summary: engineTimes,
      budget: 5,
    });
    figures.push({
      group: 'Emulator',
      name: `bench process RSS holding ${documents} docs`,
      unit: 'MB',
      summary: summarise([process.memoryUsage().rss / 1e6]),
    });
  } finally {
    await deleteApp(app);
    await emulator.stop();
    delete process.env['FIRESTORE_EMULATOR_HOST'];
  }
  return figures;
}
