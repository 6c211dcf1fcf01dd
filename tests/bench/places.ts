/**
 * The place grid's cost: the first page of a city's places and a search page, queried exactly as
 * the Places contract in shared/src/places.ts states (one bounded query each), with the document
 * reads counted by the emulator's usage counter, the time to answer and the bytes returned.
 */
import {
  matchesSearch,
  PLACE_PAGE_SIZE,
  PLACES_COLLECTION,
  searchKeyOf,
  type PlaceDoc,
} from '@deals/shared';
import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';

import type { Figure } from './report.js';
import { summarise } from './stats.js';
import { readUsage, resetUsage } from './usage.js';

/** A page costs at most this many document reads, however many deals there are. */
export const PLACE_PAGE_READ_BUDGET = 30;

interface Target {
  readonly firestore: string;
  readonly projectId: string;
}

function gridQuery(db: Firestore, cityId: string, searchKey?: string): Query {
  let q: Query = db
    .collection(PLACES_COLLECTION)
    .where('city_id', '==', cityId)
    .where('active', '==', true);
  if (searchKey !== undefined) q = q.where('keywords', 'array-contains', searchKey);
  return q
    .orderBy('trendingScore', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .limit(PLACE_PAGE_SIZE);
}

/** Runs one page `runs` times: reads (usage counter), milliseconds and kilobytes returned. */
async function measurePage(
  target: Target,
  query: () => Query,
  runs: number,
): Promise<{ reads: number[]; ms: number[]; kb: number[]; docs: PlaceDoc[] }> {
  const reads: number[] = [];
  const ms: number[] = [];
  const kb: number[] = [];
  let docs: PlaceDoc[] = [];
  for (let i = 0; i < runs; i += 1) {
    await resetUsage(target.firestore, target.projectId);
    const t0 = performance.now();
    const snap = await query().get();
    ms.push(performance.now() - t0);
    reads.push((await readUsage(target.firestore, target.projectId)).reads);
    docs = snap.docs.map((d) => d.data() as PlaceDoc);
    kb.push(Buffer.byteLength(JSON.stringify(docs)) / 1024);
  }
  return { reads, ms, kb, docs };
}

/** Figures for the Lahore place grid's first page and a three-letter search inside a name. */
export async function measurePlaceGrid(
  db: Firestore,
  target: Target,
  runs: number,
  label = '',
): Promise<Figure[]> {
  const group = label === '' ? 'Places' : 'Scale';
  const suffix = label === '' ? '' : ` (${label})`;
  const first = await measurePage(target, () => gridQuery(db, 'Lahore'), runs);
  // A term from the middle of the top place's first word, so the search matches inside names.
  const word = (first.docs[0]?.titleLower ?? 'biryani').split(' ')[0] ?? 'biryani';
  const term = word.length > 4 ? word.slice(1, 5) : word;
  const key = searchKeyOf(term) ?? term;
  const search = await measurePage(target, () => gridQuery(db, 'Lahore', key), runs);
  const found = search.docs.filter((p) => matchesSearch(p.title, term)).length;
  return [
    {
      group,
      name: `document reads: place grid, first page${suffix}`,
      unit: 'reads',
      summary: summarise(first.reads),
      budget: PLACE_PAGE_READ_BUDGET,
      note: `${first.docs.length} tiles`,
    },
    {
      group,
      name: `place grid first page: query time${suffix}`,
      unit: 'ms',
      summary: summarise(first.ms),
    },
    {
      group,
      name: `place grid first page: data returned${suffix}`,
      unit: 'KB',
      summary: summarise(first.kb),
      note: `largest place ${Math.max(0, ...first.docs.map((d) => Buffer.byteLength(JSON.stringify(d)) / 1024)).toFixed(1)} KB`,
    },
    {
      group,
      name: `document reads: place search "${term}"${suffix}`,
      unit: 'reads',
      summary: summarise(search.reads),
      budget: PLACE_PAGE_READ_BUDGET,
      note: `${found} of ${search.docs.length} match`,
    },
  ];
}
