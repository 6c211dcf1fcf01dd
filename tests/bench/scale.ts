/**
 * The data set for the scale phase: the demo banks with their deals copied until there are
 * `total` deals, imported through the same admin import as the demo data (derived fields,
 * Analytics and Brands included), before the functions runner subscribes.
 */
import { generateDemoDataset } from '@deals/shared/demo';
import type { Firestore } from 'firebase-admin/firestore';

import { importDataset } from '../../emulator/src/admin/index.js';

/** Copies the demo's well-formed deals under new ids until the data set holds `total` deals. */
export function scaledDataset(total: number): ReturnType<typeof generateDemoDataset> {
  const demo = generateDemoDataset();
  const wellFormed = demo.deals.slice(0, demo.deals.length - demo.malformedCount);
  const deals: typeof demo.deals = [];
  for (let i = 0; deals.length < total; i += 1) {
    const source = wellFormed[i % wellFormed.length];
    if (!source) break;
    const copy = Math.floor(i / wellFormed.length);
    deals.push({ ...source, dealId: copy === 0 ? source.dealId : `${source.dealId}-x${copy}` });
  }
  return { ...demo, deals, malformedCount: 0 };
}

/** Imports the scaled data set; returns how long it took. */
export async function loadScaledDataset(db: Firestore, total: number): Promise<number> {
  const started = performance.now();
  await importDataset(db, scaledDataset(total));
  return performance.now() - started;
}
