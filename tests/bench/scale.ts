/**
 * The data set for the scale phase: the demo banks with their deals copied until there are
 * `total` deals, imported through the same admin import as the demo data (derived fields,
 * Analytics and Brands included), before the functions runner subscribes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateDemoDataset } from '@deals/shared/demo';
import type { Firestore } from 'firebase-admin/firestore';

import { importDataset } from '../../emulator/src/admin/index.js';
import { descendantsOf } from './processes.js';

/**
 * Copies the demo's well-formed deals under new ids until the data set holds `total` deals. Each
 * round of copies is a new set of places ("Biryani Bay 2", "Biryani Bay 3", ...), so places grow
 * with deals as in real data (Lahore: 443 deals at 78 places) instead of one place collecting
 * every copy of its deals.
 */
export function scaledDataset(total: number): ReturnType<typeof generateDemoDataset> {
  const demo = generateDemoDataset();
  const wellFormed = demo.deals.slice(0, demo.deals.length - demo.malformedCount);
  const deals: typeof demo.deals = [];
  for (let i = 0; deals.length < total; i += 1) {
    const source = wellFormed[i % wellFormed.length];
    if (!source) break;
    const copy = Math.floor(i / wellFormed.length);
    if (copy === 0) {
      deals.push(source);
      continue;
    }
    const data = source.data as Record<string, unknown>;
    deals.push({
      ...source,
      dealId: `${source.dealId}-x${copy}`,
      data: { ...data, title: `${String(data['title'])} ${copy + 1}` },
    });
  }
  return { ...demo, deals, malformedCount: 0 };
}

/** Imports the scaled data set; returns how long it took. */
export async function loadScaledDataset(db: Firestore, total: number): Promise<number> {
  const started = performance.now();
  await importDataset(db, scaledDataset(total));
  return performance.now() - started;
}

/** The stack of the scale phase, running in its own process (see scale-stack.ts). */
export interface ScaleStack {
  /** How long the import took, ms. */
  readonly loadMs: number;
  /** The stack process's resident set size now, MB (10^6 bytes). */
  rssMb(): number;
  /** The resident size of its child processes (Auth emulator, web server), MB. */
  childrenRssMb(): number;
  stop(): Promise<void>;
}

/** A process's resident set size, MB (10^6 bytes); 0 once it is gone. */
function rssMbOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
    return (Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024) / 1e6;
  } catch {
    return 0;
  }
}

/** Starts the stack with `total` deals in a child process; resolves once it serves. */
export async function startScaleStack(total: number): Promise<ScaleStack> {
  const script = fileURLToPath(new URL('./scale-stack.ts', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, String(total)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const loadMs = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /ready (\d+)/.exec(out);
      if (ready) resolve(Number(ready[1]));
    });
    child.once('exit', (code) => {
      reject(new Error(`the scale stack exited (${String(code)}) before it was ready`));
    });
  });
  return {
    loadMs,
    rssMb: () => rssMbOf(child.pid ?? 0),
    childrenRssMb: () => descendantsOf(child.pid ?? 0).reduce((sum, pid) => sum + rssMbOf(pid), 0),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => {
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
