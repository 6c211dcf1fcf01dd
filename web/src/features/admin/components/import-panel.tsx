import { type Rejection, parseImportFile, validateDataset } from '@deals/shared';
import { useId, useState } from 'react';
import { writeImport } from '../api/admin-api';

interface ImportReport {
  fileName: string;
  banks: number;
  deals: number;
  written: number;
  rejected: Rejection[];
}

/**
 * Bulk import from a JSON, JSON Lines or CSV file: read and checked with the same shared/ code as
 * `npm run admin -- import` (parseImportFile, validateDataset), then written record by record.
 * Every record is either written or listed with its reason; nothing is dropped silently.
 */
export function ImportPanel({ knownBankIds }: { knownBankIds: readonly string[] }) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File) => {
    setBusy(true);
    setReport(null);
    setError(null);
    try {
      const parsed = parseImportFile(file.name, await file.text());
      const valid = validateDataset(parsed.dataset, { knownBankIds });
      setProgress({ done: 0, total: valid.banks.length + valid.deals.length });
      const result = await writeImport(valid.banks, valid.deals, (done) =>
        setProgress({ done, total: valid.banks.length + valid.deals.length }),
      );
      setReport({
        fileName: file.name,
        banks: valid.banks.length,
        deals: valid.deals.length,
        written: result.written,
        rejected: [...parsed.rejected, ...valid.rejected, ...result.rejected],
      });
    } catch (e) {
      setError(`Could not read ${file.name}: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <section className="admin-section card" aria-labelledby="import-title">
      <h2 id="import-title">Bulk import</h2>
      <p className="admin-form__hint">
        A JSON dataset (<code>{'{ "banks": [...], "deals": [...] }'}</code>), JSON Lines with{' '}
        <code>"kind": "bank" | "deal"</code>, or a CSV of deals with the columns bankId, cityId,
        title, discount, category_id, valid_till, cards (names separated by ;) and branches (name |
        address | lat, lng; …). The same checks as <code>npm run admin -- import</code>.
      </p>
      <label className="field__label" htmlFor={inputId}>
        Import file
      </label>
      <input
        id={inputId}
        type="file"
        accept=".json,.jsonl,.csv,application/json,text/csv"
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void onFile(file);
          e.target.value = '';
        }}
      />
      {progress ? (
        <p role="status">
          Writing {progress.done} of {progress.total} records…
        </p>
      ) : null}
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
      {report ? (
        <div role="status" className="admin-import__report">
          <p>
            {report.fileName}: {report.written} record(s) written ({report.banks} bank(s),{' '}
            {report.deals} deal(s) accepted); {report.rejected.length} rejected or noted.
          </p>
          {report.rejected.length > 0 ? (
            <table className="admin-table">
              <caption>Rejected rows</caption>
              <thead>
                <tr>
                  <th scope="col">Where</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {report.rejected.map((r, i) => (
                  <tr key={i}>
                    <td>{r.where}</td>
                    <td>{r.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
