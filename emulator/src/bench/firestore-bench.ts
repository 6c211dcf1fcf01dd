/**
 * Firestore emulator benchmark: start time of the standalone CLI, then 100,000 documents written
 * in batches of 500 through firebase-admin with one query listener open, then a filtered,
 * ordered, limited query. Peak RSS is the emulator process's VmHWM.
 * Run: `node emulator/dist/bench/firestore-bench.js [--docs 100000]`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

// The Google auth library must not probe the GCE metadata server: stay on loopback.
process.env['METADATA_SERVER_DETECTION'] ??= 'none';

const here = dirname(fileURLToPath(import.meta.url));

function rssOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string): number =>
    Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function main(): Promise<void> {
  const argDocs = process.argv.indexOf('--docs');
  const total = argDocs > 0 ? Number(process.argv[argDocs + 1]) : 100_000;
  const t0 = performance.now();
  // BENCH_NODE_ARGS passes extra node flags to the emulator (e.g. --cpu-prof).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter((a) => a !== '');
  const child = spawn(
    process.execPath,
    [...nodeArgs, join(here, '../bin/firestore.mjs'), '--port', '0'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /ready on [^:]+:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`emulator exited ${String(code)}`)));
  });
  const startMs = performance.now() - t0;
  const pid = child.pid ?? 0;
  console.log(
    `start (spawn to ready line): ${startMs.toFixed(0)} ms; idle RSS ${rssOf(pid).rssMb.toFixed(0)} MB`,
  );

  const db = getFirestore(initializeApp({ projectId: 'demo-bench' }, 'bench'));
  db.settings({ host: `127.0.0.1:${port}`, ssl: false });
  await db.doc('warm/up').set({ ok: true });

  const categories = ['Food', 'Lifestyle', 'Health', 'Entertainment'];
  let listenerDocs = 0;
  let snapshots = 0;
  const unsub = db
    .collection('Deals')
    .where('category_id', '==', 'Food')
    .orderBy('trendingScore', 'desc')
    .limit(20)
    .onSnapshot((s) => {
      listenerDocs = s.size;
      snapshots++;
    });
  while (snapshots === 0) await new Promise((r) => setTimeout(r, 5));

  let peak = 0;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid).peakMb);
    } catch {
      // process gone
    }
  }, 200);
  const tw = performance.now();
  for (let i = 0; i < total; i += 500) {
    const batch = db.batch();
    for (let j = i; j < Math.min(total, i + 500); j++) {
      batch.set(db.collection('Deals').doc(), {
        title: `Deal ${j}`,
        titleLower: `deal ${j}`,
        bank_id: `bank-${j % 12}`,
        city_id: `city-${j % 7}`,
        category_id: categories[j % 4],
        discountPercent: j % 60,
        trendingScore: (j * 7919) % 100_003,
        keywords: ['deal', `d${j % 100}`],
        offerCount: 1 + (j % 5),
      });
    }
    await batch.commit();
  }
  const writeMs = performance.now() - tw;
  await new Promise((r) => setTimeout(r, 300));
  clearInterval(sampler);
  const afterWrite = rssOf(pid);
  peak = Math.max(peak, afterWrite.peakMb);
  console.log(
    `write ${total} docs in batches of 500 (1 query listener open): ${(writeMs / 1000).toFixed(2)} s, ${(total / (writeMs / 1000)).toFixed(0)} docs/s; emulator peak RSS ${peak.toFixed(0)} MB (RSS now ${afterWrite.rssMb.toFixed(0)} MB); listener snapshots ${snapshots}, window ${listenerDocs}`,
  );

  const q = db
    .collection('Deals')
    .where('category_id', '==', 'Health')
    .where('discountPercent', '>=', 30)
    .orderBy('discountPercent', 'desc')
    .orderBy('trendingScore', 'desc')
    .limit(20);
  const runs: number[] = [];
  let size = 0;
  for (let k = 0; k < 5; k++) {
    const tq = performance.now();
    size = (await q.get()).size;
    runs.push(performance.now() - tq);
  }
  console.log(
    `filtered+ordered+limited query (==, >=, 2 orderBy, limit 20) over ${total}: ${runs.map((r) => r.toFixed(0)).join(', ')} ms (${size} docs)`,
  );
  const tn = performance.now();
  const byName = await db.collection('Deals').orderBy('__name__').limit(20).get();
  console.log(
    `name-ordered limit 20: ${(performance.now() - tn).toFixed(0)} ms (${byName.size} docs)`,
  );
  const tc = performance.now();
  const count = (
    await db.collection('Deals').where('category_id', '==', 'Food').count().get()
  ).data().count;
  console.log(`count(category == Food): ${count} in ${(performance.now() - tc).toFixed(0)} ms`);
  console.log(`final emulator peak RSS (VmHWM): ${rssOf(pid).peakMb.toFixed(0)} MB`);
  unsub();
  await db.terminate();
  child.kill('SIGTERM');
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
