import { type Rejection, parseImportFile, validateDataset } from '@deals/shared';
import { useId, useState } from 'react';
import { Trans, useTranslation } from '@/lib/i18n/react';
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
  const { t } = useTranslation('admin');
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<{ file: string; message: string } | null>(null);

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
      setError({ file: file.name, message: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <section className="admin-section card" aria-labelledby="import-title">
      <h2 id="import-title">{t('import.heading')}</h2>
      <p className="admin-form__hint">
        <Trans
          t={t}
          i18nKey="import.hint"
          // Code and column names read left to right inside Urdu prose too.
          components={{
            dataset: <code dir="ltr" />,
            kind: <code dir="ltr" />,
            command: <code dir="ltr" />,
            ltr: <bdi dir="ltr" />,
          }}
        />
      </p>
      <label className="field__label" htmlFor={inputId}>
        {t('import.fileLabel')}
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
          {t('import.writing', { done: String(progress.done), total: String(progress.total) })}
        </p>
      ) : null}
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {t('import.readError', error)}
        </p>
      ) : null}
      {report ? (
        <div role="status" className="admin-import__report">
          <p>
            {t('import.report', {
              file: report.fileName,
              written: String(report.written),
              banks: String(report.banks),
              deals: String(report.deals),
              rejected: String(report.rejected.length),
            })}
          </p>
          {report.rejected.length > 0 ? (
            <table className="admin-table">
              <caption>{t('import.rejectedCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('import.where')}</th>
                  <th scope="col">{t('import.reason')}</th>
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
