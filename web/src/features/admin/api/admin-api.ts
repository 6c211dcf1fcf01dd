/**
 * The admin page's data layer. Admins write the catalogue directly (the rules grant admins
 * writes); functions derive the rest (derived fields, Analytics, Brands, Places) and record every
 * write in AdminAudit from the write's auth context. Deal forms and import files are checked with
 * shared/'s schemas before anything is written.
 */
import {
  type Bank,
  type DatasetBank,
  type DatasetDeal,
  adminAuditEntity,
  analyticsEntity,
  bankEntity,
  cityEntity,
  dealEntity,
  placeEntity,
  type PlaceDoc,
  type Rejection,
  addDaysIso,
  normalizePlace,
  pakistanDate,
  parseBank,
  placeDocId,
  readTill,
  tillLedgerEntity,
  TILL_WINDOW_DAYS,
  type TillAggregate,
} from '@deals/shared';
import {
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where as whereField,
  writeBatch,
  type DocumentData,
  type DocumentReference,
} from 'firebase/firestore';
import { fromRef } from 'rxfire/firestore';
import { Observable, map } from 'rxjs';
// A lazily loaded route's module, which imports the SDK anyway: it may take Firestore at once.
import { getFirebase } from '@/lib/firebase/firestore';
import { dealRef as libDealRef } from '@/lib/deals/deal-ref';
import type { DealRouteParams } from '@/config/paths';
import { i18n } from '@/lib/i18n/i18n';
import { api } from '@/lib/rtk/api';
import { queryResult, toApiError } from '@/lib/rtk/api-error';
import { streamQuery } from '@/lib/rtk/stream-query';

/** The deal fields the form owns; an edit removes those the form left empty. */
export const FORM_FIELDS = [
  'title',
  'description',
  'discount',
  'category_id',
  'bank_id',
  'city_id',
  'image_url',
  'icon_url',
  'terms_and_conditions',
  'cardName',
  'offers',
  'deal_branches',
  'valid_from',
  'valid_till',
  'valid_days',
  'max_discount_pkr',
  'min_bill_pkr',
] as const;

/** A deal in the admin list: its id and raw document (plain data: timestamps as millis). */
export interface AdminDealRow {
  dealId: string;
  data: Record<string, unknown>;
}

/** One audit entry as the page lists it. */
export interface AuditEntry {
  id: string;
  uid: string;
  email: string;
  at: number;
  action: string;
  path: string;
  title: string;
  fields: string[];
}

/** A deal marked "reported not working" (issue 46), as the admin page's queue lists it. */
export interface ReportedDeal {
  bankId: string;
  cityId: string;
  dealId: string;
  title: string;
  till: TillAggregate;
  /** The stored document, plain, for Edit. */
  data: Record<string, unknown>;
}

/** The branches and cards a deal's reports of the last 30 days name, with how many name each. */
export interface ReportNames {
  branches: { name: string; count: number }[];
  cards: { name: string; count: number }[];
}

const tally = (names: string[]) =>
  [...names.reduce((m, n) => m.set(n, (m.get(n) ?? 0) + 1), new Map<string, number>())]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

/** How many reported deals the queue lists at once. */
export const REPORTED_QUEUE_SIZE = 50;

const db = () => getFirebase().db;
const dealRef = (bankId: string, cityId: string, dealId: string) =>
  libDealRef(db(), { bankId, cityId, dealId });

/** A mutation's queryFn making one write to the deal document; it answers null. */
const dealWrite =
  (write: (ref: DocumentReference) => Promise<void>) =>
  ({ bankId, cityId, dealId }: DealRouteParams) =>
    queryResult(async () => {
      await write(dealRef(bankId, cityId, dealId));
      return null;
    });

/** Firestore values to plain data (Timestamps to millis) so the store stays serialisable. */
function plain(data: DocumentData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) out[k] = v instanceof Timestamp ? v.toMillis() : v;
  return out;
}

function snapshot$(ref: ReturnType<typeof doc>): Observable<Record<string, unknown> | null> {
  return new Observable((subscriber) =>
    onSnapshot(
      ref,
      (snap) => subscriber.next(snap.exists() ? plain(snap.data()) : null),
      (error) => subscriber.error(error),
    ),
  );
}

/**
 * The stored documents of the given deals, by `bankId/cityId/dealId` (the ones not stored are
 * absent): what the import's preview compares each record with. Reads only, a few at a time.
 */
export async function storedDeals(
  deals: readonly Pick<DatasetDeal, 'bankId' | 'cityId' | 'dealId'>[],
): Promise<Map<string, Record<string, unknown>>> {
  const stored = new Map<string, Record<string, unknown>>();
  const queue = [...deals];
  const worker = async () => {
    for (let d = queue.shift(); d; d = queue.shift()) {
      const snap = await getDoc(dealRef(d.bankId, d.cityId, d.dealId));
      if (snap.exists()) stored.set(`${d.bankId}/${d.cityId}/${d.dealId}`, plain(snap.data()));
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return stored;
}

/** Writes the valid records of an import: banks (with cards), cities, then deals; each failure is a rejection. */
export async function writeImport(
  banks: readonly DatasetBank[],
  deals: readonly DatasetDeal[],
  onProgress: (done: number) => void,
): Promise<{ written: number; rejected: Rejection[] }> {
  const rejected: Rejection[] = [];
  let written = 0;
  // Reasons are said in the interface's language at the time of the import; the places ("line 3",
  // "deals[2]") are the importer's own locators, as shared/ writes them.
  const notWritten = (error: unknown) =>
    i18n.t('admin:import.notWritten', { message: toApiError(error).message });
  const where = (rec: { line?: number | undefined }, kind: string, i: number) =>
    rec.line !== undefined ? `line ${rec.line}` : `${kind}[${i}]`;
  for (const [i, b] of banks.entries()) {
    const cards: Record<string, unknown> = {};
    for (const c of b.cards)
      cards[c.id] = Object.fromEntries(
        Object.entries(c).filter(([k, v]) => k !== 'id' && (v as unknown) !== undefined),
      );
    try {
      await setDoc(doc(db(), bankEntity.docPath({ bankId: b.id })), {
        bankName: b.bankName,
        bankImage: b.bankImage,
        cardImage: b.cardImage,
        ratings: b.ratings ?? 4.0,
        cards,
      });
      written += 1;
    } catch (error) {
      rejected.push({
        where: where(b, 'banks', i),
        reason: notWritten(error),
      });
    }
  }
  const cities = new Set(deals.map((d) => `${d.bankId}/${d.cityId}`));
  for (const key of cities) {
    const [bankId = '', cityId = ''] = key.split('/');
    await setDoc(
      doc(db(), cityEntity.docPath({ bankId, cityId })),
      { name: cityId },
      { merge: true },
    );
  }
  // Deals one by one, a few at a time: a refused deal is reported on its own line and never
  // takes the rest of a batch with it.
  const queue = deals.map((d, i) => ({ d, i }));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { d, i } = next;
      const { comments, ...data } = d.data as Record<string, unknown>;
      try {
        await setDoc(dealRef(d.bankId, d.cityId, d.dealId), data);
        written += 1;
        if (Array.isArray(comments) && comments.length > 0)
          rejected.push({
            where: where(d, 'deals', i),
            reason: i18n.t('admin:import.legacyComments', { comments: String(comments.length) }),
          });
      } catch (error) {
        rejected.push({
          where: where(d, 'deals', i),
          reason: notWritten(error),
        });
      }
      onProgress(written);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return { written, rejected };
}

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminBanks: build.query<Bank[], undefined>({
      queryFn: () =>
        queryResult(async () => {
          const snap = await getDocs(collection(db(), bankEntity.path()));
          return snap.docs.map((d) => parseBank(d.data(), d.id));
        }),
    }),
    getAdminCities: build.query<string[], string>({
      queryFn: (bankId) =>
        queryResult(async () => {
          const snap = await getDocs(collection(db(), cityEntity.path({ bankId })));
          return snap.docs.map((d) => d.id);
        }),
    }),
    getAdminDeals: build.query<AdminDealRow[], { bankId: string; cityId: string }>(
      streamQuery('getAdminDeals', ({ bankId, cityId }) =>
        fromRef(
          query(collection(db(), dealEntity.path({ bankId, cityId })), orderBy('title')),
        ).pipe(map((snap) => snap.docs.map((d) => ({ dealId: d.id, data: plain(d.data()) })))),
      ),
    ),
    watchDeal: build.query<
      Record<string, unknown> | null,
      { bankId: string; cityId: string; dealId: string }
    >(
      streamQuery('watchDeal', ({ bankId, cityId, dealId }) =>
        snapshot$(dealRef(bankId, cityId, dealId)),
      ),
    ),
    watchAnalytics: build.query<Record<string, unknown> | null, { bankId: string; cityId: string }>(
      streamQuery('watchAnalytics', ({ bankId, cityId }) =>
        snapshot$(doc(db(), analyticsEntity.docPath({ bankId, cityId }))),
      ),
    ),
    /** A place document, live (null while it has no current deal); for the preview and fan-out. */
    watchPlace: build.query<PlaceDoc | null, { cityId: string; placeKey: string }>(
      streamQuery('watchPlace', ({ cityId, placeKey }) =>
        snapshot$(doc(db(), placeEntity.docPath({ placeId: placeDocId(cityId, placeKey) }))).pipe(
          map((raw) => (raw === null ? null : normalizePlace(raw, { cityId, placeKey }))),
        ),
      ),
    ),
    getAudit: build.query<AuditEntry[], undefined>(
      streamQuery('getAudit', () =>
        fromRef(
          query(collection(db(), adminAuditEntity.path()), orderBy('at', 'desc'), limit(20)),
        ).pipe(
          map((snap) =>
            snap.docs.map((d) => {
              const v = d.data();
              return {
                id: d.id,
                uid: typeof v['uid'] === 'string' ? v['uid'] : '',
                email: typeof v['email'] === 'string' ? v['email'] : '',
                at: v['at'] instanceof Timestamp ? v['at'].toMillis() : 0,
                action: typeof v['action'] === 'string' ? v['action'] : 'update',
                path: typeof v['path'] === 'string' ? v['path'] : '',
                title: typeof v['title'] === 'string' ? v['title'] : '',
                fields: Array.isArray(v['fields'])
                  ? (v['fields'] as unknown[]).filter((f): f is string => typeof f === 'string')
                  : [],
              };
            }),
          ),
        ),
      ),
    ),
    /** Deals marked reported not working, live, from every bank and city. */
    getReportedDeals: build.query<ReportedDeal[], undefined>(
      streamQuery('getReportedDeals', () =>
        fromRef(
          query(
            collectionGroup(db(), dealEntity.collectionId),
            whereField('till.reported', '==', true),
            limit(REPORTED_QUEUE_SIZE),
          ),
        ).pipe(
          map((snap) =>
            snap.docs.map((d) => {
              const data = plain(d.data());
              const [, bankId = '', , cityId = ''] = d.ref.path.split('/');
              return {
                bankId,
                cityId,
                dealId: d.id,
                title: typeof data['title'] === 'string' ? data['title'] : d.id,
                till: readTill(data['till']),
                data,
              };
            }),
          ),
        ),
      ),
    ),
    /** What a reported deal's reports name (from its TillLedger, which only admins read). */
    getReportNames: build.query<ReportNames, DealRouteParams>({
      queryFn: ({ bankId, cityId, dealId }) =>
        queryResult(async () => {
          const since = addDaysIso(pakistanDate(Date.now()), 1 - TILL_WINDOW_DAYS);
          const snap = await getDocs(
            query(
              collection(dealRef(bankId, cityId, dealId), tillLedgerEntity.collectionId),
              whereField('day', '>=', since),
            ),
          );
          const reports = snap.docs.map((d) => d.data()).filter((v) => v['worked'] === false);
          const named = (key: string) =>
            reports
              .map((v): unknown => v[key])
              .filter((n): n is string => typeof n === 'string' && n !== '');
          return { branches: tally(named('branch')), cards: tally(named('card')) };
        }),
    }),
    /**
     * Takes the mark off (the reports stay counted): the audit function records it as
     * dismiss-report; a new report marks the deal again if reports still outweigh confirmations.
     */
    dismissReport: build.mutation<null, DealRouteParams>({
      queryFn: dealWrite((ref) =>
        updateDoc(ref, { 'till.reported': false, 'till.dismissedAt': serverTimestamp() }),
      ),
    }),
    saveDeal: build.mutation<null, { record: DatasetDeal; isNew: boolean }>({
      async queryFn({ record, isNew }) {
        try {
          const ref = dealRef(record.bankId, record.cityId, record.dealId);
          if (isNew) {
            if ((await getDoc(ref)).exists())
              return {
                error: {
                  message: `A deal with the id "${record.dealId}" already exists in ${record.bankId} · ${record.cityId}. Choose another id or edit that deal.`,
                  code: 'already-exists',
                },
              };
            const batch = writeBatch(db());
            batch.set(
              doc(db(), cityEntity.docPath(record)),
              { name: record.cityId },
              { merge: true },
            );
            batch.set(ref, record.data);
            await batch.commit();
          } else {
            // An update keeps what functions own (review counts, favourites); fields the form
            // left empty are removed.
            const data = record.data as Record<string, unknown>;
            const update: Record<string, unknown> = { ...data };
            for (const f of FORM_FIELDS) if (!(f in data)) update[f] = deleteField();
            await updateDoc(ref, update);
          }
          return { data: null };
        } catch (error) {
          return { error: toApiError(error) };
        }
      },
    }),
    expireDeal: build.mutation<null, DealRouteParams>({
      // Yesterday in Pakistan is the last valid day: the fan-out takes it out of every list.
      queryFn: dealWrite((ref) =>
        updateDoc(ref, { valid_till: addDaysIso(pakistanDate(Date.now()), -1) }),
      ),
    }),
    deleteDeal: build.mutation<null, DealRouteParams>({ queryFn: dealWrite(deleteDoc) }),
  }),
});

export const {
  useGetAdminBanksQuery,
  useGetAdminCitiesQuery,
  useGetAdminDealsQuery,
  useWatchDealQuery,
  useWatchAnalyticsQuery,
  useWatchPlaceQuery,
  useGetAuditQuery,
  useGetReportedDealsQuery,
  useGetReportNamesQuery,
  useDismissReportMutation,
  useSaveDealMutation,
  useExpireDealMutation,
  useDeleteDealMutation,
} = adminApi;
