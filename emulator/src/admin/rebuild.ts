/**
 * `rebuild-analytics`: recomputes every deal's derived fields and trending key, Analytics per bank
 * and city, the Brands index and Places from all deals, and resets the fan-out ledgers to match,
 * so later incremental updates start from the truth. Stale Brands entries, Places without active
 * deals and ledgers of deleted deals are removed.
 */
import {
  buildBrandIndex,
  computeAnalytics,
  analyticsEntity,
  bankEntity,
  brandEntity,
  dealEntity,
  dealLedgerEntity,
  deriveDealFields,
  pakistanDate,
  derivedFieldsEqual,
  placesFromDeals,
  placeBranchesOf,
  placeBranchEntity,
  placeEntity,
} from '@deals/shared';
import type { Firestore, QuerySnapshot } from 'firebase-admin/firestore';
import { commitGroups, type Write } from './batches.js';
import { dealLedger, trendingScoreOf } from './ledgers.js';

/** What a rebuild wrote. */
export interface RebuildReport {
  readonly deals: number;
  readonly derivedUpdated: number;
  readonly analytics: number;
  readonly brands: number;
  readonly brandsDeleted: number;
  readonly places: number;
  readonly placesDeleted: number;
  /** PlaceBranches documents written (the geo index of the places). */
  readonly placeBranches: number;
  readonly ledgersDeleted: number;
  readonly ms: number;
}

type Data = Record<string, unknown>;

/**
 * The writes that make collection `path` hold exactly `docs` (by id): each one set, every stored
 * document not among them deleted; with how many are deleted.
 */
function replaceCollection(
  db: Firestore,
  path: string,
  docs: ReadonlyMap<string, object>,
  stored: QuerySnapshot,
): { groups: Write[][]; deleted: number } {
  const groups: Write[][] = [...docs].map(([id, data]) => [
    { kind: 'set', ref: db.doc(`${path}/${id}`), data: { ...data } },
  ]);
  let deleted = 0;
  for (const snap of stored.docs) {
    if (!docs.has(snap.id)) {
      groups.push([{ kind: 'delete', ref: snap.ref }]);
      deleted += 1;
    }
  }
  return { groups, deleted };
}

/** Recomputes Analytics, Brands and Places (and derived fields) from all deals. */
export async function rebuildAggregates(db: Firestore): Promise<RebuildReport> {
  const started = Date.now();
  const today = pakistanDate(started);
  const [dealSnaps, ledgerSnaps, brandSnaps, bankSnaps, placeSnaps, branchSnaps] =
    await Promise.all([
      db.collectionGroup(dealEntity.collectionId).get(),
      db.collectionGroup(dealLedgerEntity.collectionId).get(),
      db.collection(brandEntity.path()).get(),
      db.collection(bankEntity.path()).get(),
      db.collection(placeEntity.path()).get(),
      db.collection(placeBranchEntity.path()).get(),
    ]);

  const groups: Write[][] = [];
  const pairs = new Map<string, { bankId: string; cityId: string; deals: Data[] }>();
  const refs: { bankId: string; cityId: string; dealId: string; deal: Data }[] = [];
  const live = new Set<string>();
  let derivedUpdated = 0;

  for (const snap of dealSnaps.docs) {
    const ids = dealEntity.idsOf(snap.ref.path);
    if (!ids) continue;
    const raw = snap.data();
    const derived = deriveDealFields(raw, { ...ids, today });
    // The trending key too: it does not age, so recomputing it changes only one computed by an
    // earlier formula or from inputs that have since moved.
    const trending = trendingScoreOf({ ...raw, ...derived }, started);
    const stored: Data = { ...raw, ...derived, trendingScore: trending };
    const group: Write[] = [];
    if (!derivedFieldsEqual(raw, derived) || raw['trendingScore'] !== trending) {
      derivedUpdated += 1;
      group.push({ kind: 'set', ref: snap.ref, data: stored });
    }
    group.push({
      kind: 'set',
      ref: db.doc(dealLedgerEntity.docPath(ids)),
      data: dealLedger(stored, ids),
    });
    groups.push(group);
    live.add(`${ids.bankId}/${ids.cityId}/${ids.dealId}`);
    const key = `${ids.bankId}/${ids.cityId}`;
    const pair = pairs.get(key) ?? { bankId: ids.bankId, cityId: ids.cityId, deals: [] };
    pair.deals.push(stored);
    pairs.set(key, pair);
    refs.push({ ...ids, deal: stored });
  }

  let ledgersDeleted = 0;
  for (const snap of ledgerSnaps.docs) {
    const ids = dealLedgerEntity.idsOf(snap.ref.path);
    if (ids && !live.has(`${ids.bankId}/${ids.cityId}/${ids.dealId}`)) {
      groups.push([{ kind: 'delete', ref: snap.ref }]);
      ledgersDeleted += 1;
    }
  }

  // Every existing Analytics document is rewritten, so a city whose deals all went reads zero.
  const analyticsGroups: Write[][] = [];
  const analyticsSnaps = await Promise.all(
    bankSnaps.docs.map((b) => b.ref.collection(analyticsEntity.collectionId).get()),
  );
  for (const snaps of analyticsSnaps) {
    for (const a of snaps.docs) {
      const bankId = a.ref.parent.parent?.id ?? '';
      if (!pairs.has(`${bankId}/${a.id}`))
        analyticsGroups.push([{ kind: 'set', ref: a.ref, data: { ...computeAnalytics([]) } }]);
    }
  }
  for (const p of pairs.values()) {
    analyticsGroups.push([
      {
        kind: 'set',
        ref: db.doc(analyticsEntity.docPath(p)),
        data: { ...computeAnalytics(p.deals) },
      },
    ]);
  }

  // Brands are keyed by their entry's key.
  const index = buildBrandIndex(refs);
  const brands = replaceCollection(db, brandEntity.path(), index, brandSnaps);
  const places = placesFromDeals(refs);
  const placeWrites = replaceCollection(db, placeEntity.path(), places, placeSnaps);
  // The geo index from the recomputed places; branch documents no place has any more go.
  const branches = placeBranchesOf(places);
  const branchWrites = replaceCollection(db, placeBranchEntity.path(), branches, branchSnaps);

  await commitGroups(db, groups);
  await commitGroups(db, [
    ...analyticsGroups,
    ...brands.groups,
    ...placeWrites.groups,
    ...branchWrites.groups,
  ]);
  return {
    deals: refs.length,
    derivedUpdated,
    analytics: analyticsGroups.length,
    brands: index.size,
    brandsDeleted: brands.deleted,
    places: places.size,
    placesDeleted: placeWrites.deleted,
    placeBranches: branches.size,
    ledgersDeleted,
    ms: Date.now() - started,
  };
}
