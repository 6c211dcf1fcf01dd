/**
 * The TillLedger entity: members' answers at the till, one per member and day, written by the
 * till function and read only by admins. Firestore is fetched on first use.
 */
import type { DealRouteParams } from '@/config/paths';
import { loadFirebase } from '@/lib/firebase';
import { api } from '@/lib/rtk/api';
import { queryFnsOf } from '@/lib/rtk/api-error';
import type { ReportNames } from './till-ledger-queries';

export type { ReportNames } from './till-ledger-queries';

const ledgerQuery = queryFnsOf(() =>
  Promise.all([import('./till-ledger-queries'), loadFirebase()]),
);

export const tillLedgerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** What a reported deal's reports of the last 30 days name (branches, cards), counted. */
    getReportNames: build.query<ReportNames, DealRouteParams>({
      queryFn: ledgerQuery((queries, db, deal) => queries.fetchReportNames(db, deal)),
    }),
  }),
});

export const { useGetReportNamesQuery } = tillLedgerApi;
