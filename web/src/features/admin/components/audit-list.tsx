import { SkeletonList } from '@/components/feedback';
import { useGetAuditQuery } from '../api/admin-api';

const when = (ms: number) =>
  ms > 0 ? new Date(ms).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** The newest admin changes (who, when, what), live from AdminAudit. */
export function AuditList() {
  const audit = useGetAuditQuery(undefined);
  return (
    <section className="admin-section card" aria-labelledby="audit-title">
      <h2 id="audit-title">Audit log</h2>
      <p className="admin-form__hint">
        Recorded by the functions from each write’s signed-in account and commit time; nobody can
        write or erase entries.
      </p>
      {audit.isLoading ? (
        <SkeletonList rows={2} label="Loading the audit log" />
      ) : audit.isError ? (
        <p className="form-message form-message--error" role="alert">
          Could not load the audit log: {audit.error.message}
        </p>
      ) : (audit.data ?? []).length === 0 ? (
        <p>No admin changes recorded yet.</p>
      ) : (
        <ul className="admin-audit">
          {(audit.data ?? []).map((e) => (
            <li key={e.id}>
              <strong>{e.action}</strong> {e.title || e.path}{' '}
              <span className="admin-audit__meta">
                by {e.email || e.uid} · {when(e.at)}
                {e.fields.length > 0 ? ` · ${e.fields.join(', ')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
