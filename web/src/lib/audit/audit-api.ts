/**
 * The AdminAudit entity: functions record every admin write; admins read the latest, live.
 * Firestore is fetched on first use.
 */
import { loadFirebase } from '@/lib/firebase';
import { api } from '@/lib/rtk/api';
import { streamQuery } from '@/lib/rtk/stream-query';
import type { AuditEntry } from './audit-queries';

export type { AuditEntry } from './audit-queries';

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The latest audit entries, newest first, live. */
    getAudit: build.query<AuditEntry[], undefined>(
      streamQuery('getAudit', async () => {
        const [{ latestAudit$ }, { db }] = await Promise.all([
          import('./audit-queries'),
          loadFirebase(),
        ]);
        return latestAudit$(db);
      }),
    ),
  }),
});

export const { useGetAuditQuery } = auditApi;
