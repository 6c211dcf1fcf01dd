/**
 * Deals as admins keep them: the stored documents of a bank's deals in a city, one document live
 * (to watch functions fan a write out), the deals marked "reported not working", and the writes.
 * The rules let only admins write deals; functions derive the rest and record every write in
 * AdminAudit. Firestore is fetched on first use (see lib/firebase).
 */
import type { DatasetDeal } from '@deals/shared';
import type { Firestore } from 'firebase/firestore';
import type { DealRouteParams } from '@/config/paths';
import { loadFirebase } from '@/lib/firebase';
import { api } from '@/lib/rtk/api';
import { eachAtMost } from '@/lib/each-at-most';
import { callsOf, queryFnsOf } from '@/lib/rtk/api-error';
import { streamQuery } from '@/lib/rtk/stream-query';
import type * as DealDocumentQueries from './deal-document-queries';
import type { DealDocumentRow, ReportedDeal } from './deal-document-queries';
import { IMPORT_AT_ONCE, dealKey } from './deal-form-fields';

export type { DealDocumentRow, ReportedDeal } from './deal-document-queries';
export { FORM_FIELDS, dealKey } from './deal-form-fields';

const dealDocuments = () => Promise.all([import('./deal-document-queries'), loadFirebase()]);
const dealDocumentQuery = queryFnsOf(dealDocuments);
const dealDocumentCall = callsOf(dealDocuments);

type DealDocuments = typeof DealDocumentQueries;

/** A mutation's queryFn for one write to a deal; it answers null. */
const dealWrite = <Arg>(
  write: (documents: DealDocuments, db: Firestore, arg: Arg) => Promise<void>,
) =>
  dealDocumentQuery<Arg, null>(async (documents, db, arg) => {
    await write(documents, db, arg);
    return null;
  });

export const dealEditingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A bank's deals in a city as stored, by title, live. */
    getDealDocuments: build.query<DealDocumentRow[], { bankId: string; cityId: string }>(
      streamQuery('getDealDocuments', async (where) => {
        const [documents, { db }] = await dealDocuments();
        return documents.dealDocuments$(db, where);
      }),
    ),
    /** One deal's stored document, live; null while there is none. */
    watchDealDocument: build.query<Record<string, unknown> | null, DealRouteParams>(
      streamQuery('watchDealDocument', async (deal) => {
        const [documents, { db }] = await dealDocuments();
        return documents.dealDocument$(db, deal);
      }),
    ),
    /** Deals marked reported not working, live, from every bank and city. */
    getReportedDeals: build.query<ReportedDeal[], undefined>(
      streamQuery('getReportedDeals', async () => {
        const [documents, { db }] = await dealDocuments();
        return documents.reportedDeals$(db);
      }),
    ),
    /** A deal from the admin's form: new (refused when its id is taken) or an update. */
    saveDeal: build.mutation<null, { record: DatasetDeal; isNew: boolean }>({
      queryFn: dealWrite((documents, db, { record, isNew }) =>
        documents.saveDealForm(db, record, isNew),
      ),
    }),
    expireDeal: build.mutation<null, DealRouteParams>({
      queryFn: dealWrite((documents, db, deal) => documents.expireDeal(db, deal)),
    }),
    deleteDeal: build.mutation<null, DealRouteParams>({
      queryFn: dealWrite((documents, db, deal) => documents.deleteDeal(db, deal)),
    }),
    /** Takes the "reported not working" mark off; the reports stay counted. */
    dismissReport: build.mutation<null, DealRouteParams>({
      queryFn: dealWrite((documents, db, deal) => documents.dismissReport(db, deal)),
    }),
  }),
});

export const {
  useGetDealDocumentsQuery,
  useWatchDealDocumentQuery,
  useGetReportedDealsQuery,
  useSaveDealMutation,
  useExpireDealMutation,
  useDeleteDealMutation,
  useDismissReportMutation,
} = dealEditingApi;

/**
 * The stored documents of the given deals, by dealKey (those not stored are absent): what an
 * import's preview compares each record with. Reads only, IMPORT_AT_ONCE at a time.
 */
export const storedDeals = dealDocumentCall(
  async (documents, db, deals: readonly DealRouteParams[]) => {
    const stored = new Map<string, Record<string, unknown>>();
    await eachAtMost(deals, IMPORT_AT_ONCE, async (deal) => {
      const data = await documents.fetchDealDocument(db, deal);
      if (data !== null) stored.set(dealKey(deal), data);
    });
    return stored;
  },
);

/** Writes one deal of an import, whole. */
export const writeImportedDeal = dealDocumentCall(
  (documents, db, deal: DealRouteParams, data: Record<string, unknown>) =>
    documents.writeDeal(db, deal, data),
);
