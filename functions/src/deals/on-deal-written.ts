import {
  applyBrandDelta,
  applyContributionDelta,
  applyPlaceDelta,
  canonical,
  contributionsEqual,
  normalizePlace,
  placeBranchChanges,
  placeDocId,
  placeBranchEntity,
  placeEntity,
  analyticsEntity,
  brandEntity,
  dealEntity,
  dealLedgerEntity,
  type BrandIndexEntry,
} from '@deals/shared';
import type { DocumentData, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { clockNow, REGION } from '../platform/config.js';
import { firestore } from '../platform/firestore.js';
import { isSettled, lacksCounters, planFanout } from './fanout-plan.js';
import { recountFromLedgers } from './recount.js';

/** Every deal of a city shares one Analytics document; bulk imports contend on it. */
const TXN_ATTEMPTS = 30;

type Data = Record<string, unknown>;

/**
 * Puts `next` in place of a document the transaction read as `current`: deletes it when `next` is
 * null (if it exists), sets it when the content differs; false when nothing needed writing.
 */
function reconcile(
  tx: Transaction,
  snap: DocumentSnapshot,
  current: unknown,
  next: DocumentData | null,
): boolean {
  if (next === null) {
    if (!snap.exists) return false;
    tx.delete(snap.ref);
  } else if (canonical(next) !== canonical(current)) tx.set(snap.ref, next);
  else return false;
  return true;
}

/**
 * Fans a deal write out, reconciling in one transaction against the deal as it is now: (1) its
 * derived fields, updatedAt and trendingScore, written only when they differ, so the echo of this
 * write does nothing; (2) Banks/{bank}/Analytics/{city}; (3) Brands/{brandKey}, deleting an entry
 * whose last deal went; (4) Places/{city}_{placeKey}: the deal's summary leaves the place it was
 * counted in and joins the place of its title when it is listed; a place left without deals is
 * deleted; (5) PlaceBranches (the geo index): the branch documents of each place written move with
 * it, new branches set and gone ones deleted, derived from the place before and after. The ledger
 * records what was counted, so a repeated event writes nothing.
 */
export const onDealWritten = onDocumentWritten(
  {
    document: dealEntity.trigger,
    region: REGION,
    retry: true,
    timeoutSeconds: 60,
  },
  async (event) => {
    const { bankId, cityId, dealId } = event.params;
    const db = firestore();
    const dealRef = db.doc(dealEntity.docPath(event.params));
    const ledgerRef = db.doc(dealLedgerEntity.docPath(event.params));
    const analyticsRef = db.doc(analyticsEntity.docPath(event.params));

    // Cheap exit without locks: when the state this event carries is already fully counted, any
    // later state has an event of its own. Most deal events are echoes (our writes, review counts).
    const eventRaw = event.data?.after.exists ? (event.data.after.data() as Data) : null;
    const ledgerNow = await ledgerRef.get();
    const needsRecount = lacksCounters(eventRaw);
    const ledgerData = ledgerNow.exists ? (ledgerNow.data() as Data) : null;
    const ids = { bankId, cityId, dealId };
    if (!needsRecount && isSettled(planFanout(eventRaw, ledgerData, ids, clockNow()))) return;

    const outcome = await db.runTransaction(
      async (tx) => {
        // Reads in a fixed order (deal, ledger, then analytics, brands, places) so two fan-outs never
        // take locks in opposite orders. The rare recount path reads review ledgers after the deal,
        // the reverse of scoring; a deadlock there aborts one transaction and the SDK retries it.
        const [dealSnap, ledgerSnap] = (await tx.getAll(dealRef, ledgerRef)) as [
          DocumentSnapshot,
          DocumentSnapshot,
        ];
        const raw = dealSnap.exists ? (dealSnap.data() as Data) : null;
        const recounted = lacksCounters(raw) ? await recountFromLedgers(tx, dealRef) : undefined;
        const plan = planFanout(
          raw,
          ledgerSnap.exists ? (ledgerSnap.data() as Data) : null,
          ids,
          clockNow(),
          recounted,
        );
        const { content, counted, next } = plan;
        const analyticsChanged =
          plan.contentChanged &&
          !(counted && next && contributionsEqual(counted.analytics, next.analytics));
        // Sorted so two transactions lock brand documents in the same order.
        const brandKeys = plan.contentChanged
          ? [...new Set([counted?.brandKey, next?.brandKey])]
              .filter((k): k is string => k !== undefined)
              .sort()
          : [];
        // Sorted (planFanout) so two transactions lock place documents in the same order.
        const placeKeys = plan.place.keys;
        const laterRefs = [
          ...(analyticsChanged ? [analyticsRef] : []),
          ...brandKeys.map((k) => db.doc(brandEntity.docPath({ brandKey: k }))),
          ...placeKeys.map((k) => db.doc(placeEntity.docPath({ placeId: placeDocId(cityId, k) }))),
        ];
        const later = laterRefs.length > 0 ? await tx.getAll(...laterRefs) : [];

        const analyticsSnap = analyticsChanged ? later[0] : undefined;
        if (analyticsSnap)
          tx.set(
            analyticsRef,
            applyContributionDelta(
              analyticsSnap.exists ? analyticsSnap.data() : null,
              counted?.analytics ?? null,
              next?.analytics ?? null,
            ),
          );
        const brandsWritten: string[] = [];
        const brandSnaps = later.slice(analyticsChanged ? 1 : 0, later.length - placeKeys.length);
        brandSnaps.forEach((snap, i) => {
          const key = brandKeys[i] as string;
          const current = snap.exists ? (snap.data() as BrandIndexEntry) : null;
          const entry = applyBrandDelta(
            current,
            key,
            counted ? ids : null,
            content ? { ...ids, deal: content } : null,
          );
          if (reconcile(tx, snap, current, entry)) brandsWritten.push(key);
        });
        const placesWritten: string[] = [];
        let branchesWritten = 0;
        later.slice(later.length - placeKeys.length).forEach((snap, i) => {
          const key = placeKeys[i] as string;
          const current = snap.exists ? (snap.data() as Data) : null;
          const next = applyPlaceDelta(
            current,
            cityId,
            key,
            plan.place.counted ? ids : null,
            plan.place.next,
          );
          if (!reconcile(tx, snap, current, next)) return;
          placesWritten.push(key);
          // The geo index is a function of the place document: written with it, never read.
          const placeId = placeDocId(cityId, key);
          const branches = placeBranchChanges(
            placeId,
            current === null ? null : normalizePlace(current),
            next,
          );
          for (const id of branches.remove)
            tx.delete(db.doc(placeBranchEntity.docPath({ branchId: id })));
          for (const [id, doc] of branches.set)
            tx.set(db.doc(placeBranchEntity.docPath({ branchId: id })), { ...doc });
          branchesWritten += branches.remove.length + branches.set.length;
        });
        if (dealSnap.exists && Object.keys(plan.dealUpdate).length > 0)
          tx.update(dealRef, plan.dealUpdate);
        if (plan.ledgerWrite === null) tx.delete(ledgerRef);
        else if (plan.ledgerWrite !== undefined) tx.set(ledgerRef, plan.ledgerWrite);
        return {
          dealFields: Object.keys(plan.dealUpdate),
          analytics: analyticsChanged,
          brands: brandsWritten,
          places: placesWritten,
          placeBranches: branchesWritten,
        };
      },
      { maxAttempts: TXN_ATTEMPTS },
    );
    if (
      outcome.dealFields.length > 0 ||
      outcome.analytics ||
      outcome.brands.length > 0 ||
      outcome.places.length > 0
    )
      logger.info('deal fanned out', { document: event.document, eventId: event.id, ...outcome });
  },
);
