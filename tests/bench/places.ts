/**
 * The place grid's cost: the first page of a city's places and a search page, queried exactly as
 * the Places contract in shared/src/places.ts states (one bounded query each), with the document
 * reads counted by the emulator's usage counter, the time to answer and the bytes returned.
 */
import {
  matchesSearch,
  nearbyBranches,
  PLACE_PAGE_SIZE,
  searchKeyOf,
  type PlaceDoc,
  placeEntity,
  placeBranchEntity,
} from '@deals/shared';
import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';

import type { Figure } from './report.js';
import { summarise } from './stats.js';
import { readUsage, resetUsage } from './usage.js';

/** A page costs at most this many document reads, however many deals there are. */
export const PLACE_PAGE_READ_BUDGET = 30;

/** "Near me"'s first page (branch ranges plus the places found) costs at most this many reads. */
export const NEAR_ME_READ_BUDGET = 40;

/** Central Lahore (Gulberg), where the demo data has branches. */
const LAHORE_CENTRE = { latitude: 31.5204, longitude: 74.3587 };

/**
 * "Near me" as the web runs it (web/src/lib/places/place-queries.ts fetchNearPlaces): the
 * PlaceBranches range queries of nearbyBranches, then one read per place found.
 */
async function nearMePage(db: Firestore, cityId: string): Promise<PlaceDoc[]> {
  const found = await nearbyBranches(LAHORE_CENTRE, async ([lo, hi], n) => {
    const snap = await db
      .collection(placeBranchEntity.path())
      .where('city_id', '==', cityId)
      .orderBy('geohash')
      .startAt(lo)
      .endAt(hi)
      .limit(n)
      .get();
    return snap.docs.map((d) => d.data());
  });
  const snaps = await Promise.all(
    found.places.map((p) => db.doc(placeEntity.docPath({ placeId: p.placeId })).get()),
  );
  return snaps.filter((s) => s.exists).map((s) => s.data() as PlaceDoc);
}

interface Target {
  readonly firestore: string;
  readonly projectId: string;
}

function gridQuery(db: Firestore, cityId: string, searchKey?: string): Query {
  let q: Query = db
    .collection(placeEntity.path())
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
  const { reads, ms, results } = await measureRun(target, () => query().get(), runs);
  const pages = results.map((snap) => snap.docs.map((d) => d.data() as PlaceDoc));
  const kb = pages.map((docs) => Buffer.byteLength(JSON.stringify(docs)) / 1024);
  return { reads, ms, kb, docs: pages.at(-1) ?? [] };
}

/** Figures for the Lahore place grid's first page and a three-letter search inside a name. */
export async function measurePlaceGrid(
  db: Firestore,
  target: Target,
  runs: number,
  label = '',
): Promise<Figure[]> {
  // Figures are grouped under the collection they read, or under Scale for a scaled run.
  const group = label === '' ? placeEntity.collectionId : 'Scale';
  const suffix = label === '' ? '' : ` (${label})`;
  const first = await measurePage(target, () => gridQuery(db, 'Lahore'), runs);
  // A term from the middle of the top place's first word, so the search matches inside names.
  const word = (first.docs[0]?.titleLower ?? 'biryani').split(' ')[0] ?? 'biryani';
  const term = word.length > 4 ? word.slice(1, 5) : word;
  const key = searchKeyOf(term) ?? term;
  const search = await measurePage(target, () => gridQuery(db, 'Lahore', key), runs);
  const found = search.docs.filter((p) => matchesSearch(p.title, term)).length;
  const near = await measureRun(target, () => nearMePage(db, 'Lahore'), runs);
  const figure = (
    name: string,
    unit: string,
    samples: readonly number[],
    extra: Pick<Figure, 'budget' | 'note'> = {},
  ): Figure => ({
    group,
    name: `${name}${suffix}`,
    unit,
    summary: summarise(samples),
    ...extra,
  });
  const largestKb = Math.max(
    0,
    ...first.docs.map((d) => Buffer.byteLength(JSON.stringify(d)) / 1024),
  );
  return [
    figure('document reads: place grid, first page', 'reads', first.reads, {
      budget: PLACE_PAGE_READ_BUDGET,
      note: `${first.docs.length} tiles`,
    }),
    figure('place grid first page: query time', 'ms', first.ms),
    figure('place grid first page: data returned', 'KB', first.kb, {
      note: `largest place ${largestKb.toFixed(1)} KB`,
    }),
    figure(`document reads: place search "${term}"`, 'reads', search.reads, {
      budget: PLACE_PAGE_READ_BUDGET,
      note: `${found} of ${search.docs.length} match`,
    }),
    figure('document reads: near me, first page', 'reads', near.reads, {
      budget: NEAR_ME_READ_BUDGET,
      note: `${(near.results.at(-1) ?? []).length} places`,
    }),
    figure('near me first page: answer time', 'ms', near.ms),
  ];
}

/** Runs `run` `runs` times: its reads (usage counter), milliseconds and results. */
async function measureRun<T>(
  target: Target,
  run: () => Promise<T>,
  runs: number,
): Promise<{ reads: number[]; ms: number[]; results: T[] }> {
  const reads: number[] = [];
  const ms: number[] = [];
  const results: T[] = [];
  for (let i = 0; i < runs; i += 1) {
    await resetUsage(target.firestore, target.projectId);
    const t0 = performance.now();
    results.push(await run());
    ms.push(performance.now() - t0);
    reads.push((await readUsage(target.firestore, target.projectId)).reads);
  }
  return { reads, ms, results };
}
