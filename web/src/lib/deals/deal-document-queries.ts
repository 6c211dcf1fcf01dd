/**
 * Deal documents as admins read and write them: whole stored documents (plain data), the deals of
 * one bank in one city, the deals marked "reported not working", and the writes the admin page
 * makes. Functions derive the rest from each write. Needs the Firestore SDK, rxfire and rxjs:
 * fetched on first use by ./deal-editing-api (see lib/firebase).
 */
import {
  type DatasetDeal,
  addDaysIso,
  dealEntity,
  pakistanDate,
  readTill,
  type TillAggregate,
} from '@deals/shared';
import {
  type Firestore,
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  getDoc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { fromRef } from 'rxfire/firestore';
import { type Observable, map } from 'rxjs';
import type { DealRouteParams } from '@/config/paths';
import { ensureCityIn } from '@/lib/cities/city-queries';
import { liveDoc$ } from '@/lib/firebase/live-doc';
import { plainData } from '@/lib/firebase/plain-data';
import { dealRef } from './deal-ref';
import { FORM_FIELDS } from './deal-form-fields';

/** A stored deal: its id and its document as plain data (timestamps as millis). */
export interface DealDocumentRow {
  dealId: string;
  data: Record<string, unknown>;
}

/** A deal marked "reported not working", as the admin page's queue lists it. */
export interface ReportedDeal {
  bankId: string;
  cityId: string;
  dealId: string;
  title: string;
  till: TillAggregate;
  /** The stored document, plain, for Edit. */
  data: Record<string, unknown>;
}

/** How many reported deals the queue lists at once. */
export const REPORTED_QUEUE_SIZE = 50;

/** Why a new deal cannot take its id: another deal has it. */
export class DealExistsError extends Error {
  readonly code = 'already-exists';
  constructor(deal: DealRouteParams) {
    super(
      `A deal with the id "${deal.dealId}" already exists in ${deal.bankId} · ${deal.cityId}. Choose another id or edit that deal.`,
    );
  }
}

/** A bank's deals in a city, by title, live. */
export const dealDocuments$ = (
  db: Firestore,
  { bankId, cityId }: { bankId: string; cityId: string },
): Observable<DealDocumentRow[]> =>
  fromRef(query(collection(db, dealEntity.path({ bankId, cityId })), orderBy('title'))).pipe(
    map((snap) => snap.docs.map((d) => ({ dealId: d.id, data: plainData(d.data()) }))),
  );

/** One stored deal document as plain data, live (null while there is none). */
export const dealDocument$ = (
  db: Firestore,
  deal: DealRouteParams,
): Observable<Record<string, unknown> | null> => liveDoc$(dealRef(db, deal), plainData);

/** Deals marked reported not working, live, from every bank and city (one bounded query). */
export const reportedDeals$ = (db: Firestore): Observable<ReportedDeal[]> =>
  fromRef(
    query(
      collectionGroup(db, dealEntity.collectionId),
      where('till.reported', '==', true),
      limit(REPORTED_QUEUE_SIZE),
    ),
  ).pipe(
    map((snap) =>
      snap.docs.map((d) => {
        const data = plainData(d.data());
        const { bankId, cityId, dealId } = dealEntity.idsOf(d.ref.path) ?? {
          bankId: '',
          cityId: '',
          dealId: d.id,
        };
        return {
          bankId,
          cityId,
          dealId,
          title: typeof data['title'] === 'string' ? data['title'] : dealId,
          till: readTill(data['till']),
          data,
        };
      }),
    ),
  );

/** The stored document of a deal as plain data, or null. */
export async function fetchDealDocument(
  db: Firestore,
  deal: DealRouteParams,
): Promise<Record<string, unknown> | null> {
  const snap = await getDoc(dealRef(db, deal));
  return snap.exists() ? plainData(snap.data()) : null;
}

/** Writes a deal as given, whole (an import's record; a stored deal is replaced). */
export async function writeDeal(
  db: Firestore,
  deal: DealRouteParams,
  data: Record<string, unknown>,
): Promise<void> {
  await setDoc(dealRef(db, deal), data);
}

/**
 * A deal from the admin's form. A new one is refused when its id is taken, and is written with
 * its city document in one batch. An update keeps what functions own (review counts,
 * favourites) and removes the form's fields that were left empty.
 */
export async function saveDealForm(
  db: Firestore,
  record: Pick<DatasetDeal, 'bankId' | 'cityId' | 'dealId' | 'data'>,
  isNew: boolean,
): Promise<void> {
  const ref = dealRef(db, record);
  const data = record.data as Record<string, unknown>;
  if (isNew) {
    if ((await getDoc(ref)).exists()) throw new DealExistsError(record);
    const batch = writeBatch(db);
    ensureCityIn(batch, db, record);
    batch.set(ref, data);
    await batch.commit();
    return;
  }
  const update: Record<string, unknown> = { ...data };
  for (const f of FORM_FIELDS) if (!(f in data)) update[f] = deleteField();
  await updateDoc(ref, update);
}

/** Yesterday in Pakistan becomes the last valid day: the fan-out takes it out of every list. */
export const expireDeal = (db: Firestore, deal: DealRouteParams): Promise<void> =>
  updateDoc(dealRef(db, deal), { valid_till: addDaysIso(pakistanDate(Date.now()), -1) });

export const deleteDeal = (db: Firestore, deal: DealRouteParams): Promise<void> =>
  deleteDoc(dealRef(db, deal));

/**
 * Takes the "reported not working" mark off (the reports stay counted): the audit function
 * records it as dismiss-report; a new report marks the deal again if reports still outweigh
 * confirmations.
 */
export const dismissReport = (db: Firestore, deal: DealRouteParams): Promise<void> =>
  updateDoc(dealRef(db, deal), { 'till.reported': false, 'till.dismissedAt': serverTimestamp() });
