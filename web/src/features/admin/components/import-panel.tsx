import type { Rejection } from '@deals/shared';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { Trans, useTranslation } from '@/lib/i18n/react';
import { FORM_FIELDS, storedDeals } from '@/lib/deals/deal-editing-api';
import {
  checkImportFile,
  type ImportPlan,
  type PlannedRecord,
  planImport,
} from '../utils/import-plan';
import { formErrorKey, useFormError } from '../utils/use-form-error';
import { writeImport } from '../utils/write-import';

interface ImportReport {
  fileName: string;
  banks: number;
  deals: number;
  written: number;
  rejected: Rejection[];
}

type Stage =
  | { kind: 'idle' }
  | { kind: 'checking'; fileName: string }
  | { kind: 'preview'; plan: ImportPlan }
  | { kind: 'writing'; plan: ImportPlan; done: number }
  | { kind: 'done'; report: ImportReport }
  | { kind: 'cancelled'; fileName: string };

/**
 * A refusal's reason as the importer wrote it ("data.discount: A percentage off …; cityId: …"),
 * each part's field kept as written (left to right) and its message in the page's language when
 * it is one of the deal form's (the import applies the same rules with the same words).
 */
function Reason({ reason }: { reason: string }) {
  const formError = useFormError();
  return (
    <>
      {reason.split('; ').map((part, i) => {
        const at = part.indexOf(': ');
        // A field path such as data.offers.0.valid_till, cityId; any other text is kept whole.
        const isField = at > 0 && /^[\w.]+$/.test(part.slice(0, at));
        const field = isField ? part.slice(0, at) : '';
        const message = isField ? part.slice(at + 2) : part;
        const shown = formErrorKey(message) === undefined ? message : formError(message);
        return (
          <Fragment key={i}>
            {i > 0 ? '; ' : null}
            {field !== '' ? (
              <>
                <bdi dir="ltr">{field}</bdi>:{' '}
              </>
            ) : null}
            {shown}
          </Fragment>
        );
      })}
    </>
  );
}

function ChangeText({ record }: { record: PlannedRecord }) {
  const { t } = useTranslation('admin');
  const { change, kind } = record;
  if (change.kind === 'new') return <>{t(kind === 'bank' ? 'import.newBank' : 'import.newDeal')}</>;
  const parts = [
    change.changed.length > 0 ? t('import.changes', { fields: change.changed.join(', ') }) : '',
    change.removed.length > 0 ? t('import.removes', { fields: change.removed.join(', ') }) : '',
  ].filter((p) => p !== '');
  return (
    <>
      {t(kind === 'bank' ? 'import.updateBank' : 'import.updateDeal')}
      {kind === 'deal' ? ` · ${parts.length > 0 ? parts.join(' · ') : t('import.noChange')}` : ''}
    </>
  );
}

/** The checked file before anything is written: what would be written and what is refused. */
function ImportPreview({
  plan,
  writing,
  onConfirm,
  onCancel,
}: {
  plan: ImportPlan;
  writing: { done: number } | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const writeId = useId();
  const refusedId = useId();
  // Focus moves to the preview once the file is checked, so it is read next.
  useEffect(() => headingRef.current?.focus(), [plan]);
  const created = plan.records.filter((r) => r.change.kind === 'new').length;
  const total = plan.records.length;
  return (
    <section className="admin-import__preview" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('import.previewHeading', { file: plan.fileName })}
      </h3>
      <p>
        {t('import.previewSummary', {
          write: String(total),
          created: String(created),
          updated: String(total - created),
          refused: String(plan.refused.length),
        })}
      </p>
      <h4 id={writeId}>{t('import.toWrite', { count: total })}</h4>
      {total > 0 ? (
        <ul className="admin-import__list" aria-labelledby={writeId}>
          {plan.records.map((r) => (
            <li key={`${r.kind}:${r.path}`} className="admin-import__item">
              <span className="admin-import__where">
                {r.where !== '' ? <>{r.where} · </> : null}
                <bdi dir="ltr">{r.path}</bdi>
              </span>
              {r.title !== '' ? <span className="admin-import__title">{r.title}</span> : null}
              <span className="admin-import__change">
                <ChangeText record={r} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('import.nothingToWrite')}</p>
      )}
      {plan.refused.length > 0 ? (
        <>
          <h4 id={refusedId}>{t('import.refused', { count: plan.refused.length })}</h4>
          <ul className="admin-import__list" aria-labelledby={refusedId}>
            {plan.refused.map((r, i) => (
              <li key={i} className="admin-import__item admin-import__item--refused">
                <span className="admin-import__where">{r.where}</span>
                <span>
                  <Reason reason={r.reason} />
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {writing ? (
        <p role="status">
          {t('import.writing', { done: String(writing.done), total: String(total) })}
        </p>
      ) : null}
      <div className="admin-form__actions">
        <Button onClick={onConfirm} disabled={total === 0} loading={writing !== null}>
          {t('import.confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={writing !== null}>
          {t('import.cancel')}
        </Button>
      </div>
    </section>
  );
}

/**
 * Bulk import from a JSON, JSON Lines or CSV file: read and checked with the same shared/ code as
 * `npm run admin -- import` (parseImportFile, validateDataset), then shown as a preview (each
 * record to write with what it changes, each refused one with where and why). Records are written
 * only when the admin presses Confirm; Cancel or another file discards the preview.
 */
export function ImportPanel({ knownBankIds }: { knownBankIds: readonly string[] }) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const reportRef = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [error, setError] = useState<{ file: string; message: string } | null>(null);
  // The file being checked: a later choice wins over an earlier one still being read.
  const current = useRef(0);

  const onFile = async (file: File) => {
    const run = ++current.current;
    setError(null);
    setStage({ kind: 'checking', fileName: file.name });
    try {
      const checked = checkImportFile(file.name, await file.text(), knownBankIds);
      const stored = await storedDeals(checked.deals);
      if (run !== current.current) return;
      setStage({
        kind: 'preview',
        plan: planImport(file.name, checked, knownBankIds, stored, FORM_FIELDS),
      });
    } catch (e) {
      if (run !== current.current) return;
      setStage({ kind: 'idle' });
      setError({ file: file.name, message: e instanceof Error ? e.message : String(e) });
    }
  };

  const onConfirm = async (plan: ImportPlan) => {
    setStage({ kind: 'writing', plan, done: 0 });
    try {
      const result = await writeImport(plan.banks, plan.deals, (done) =>
        setStage({ kind: 'writing', plan, done }),
      );
      setStage({
        kind: 'done',
        report: {
          fileName: plan.fileName,
          banks: plan.banks.length,
          deals: plan.deals.length,
          written: result.written,
          rejected: [...plan.refused, ...result.rejected],
        },
      });
    } catch (e) {
      setStage({ kind: 'preview', plan });
      setError({ file: plan.fileName, message: e instanceof Error ? e.message : String(e) });
    }
  };

  const onCancel = (fileName: string) => {
    current.current += 1;
    setStage({ kind: 'cancelled', fileName });
    inputRef.current?.focus();
  };

  useEffect(() => {
    if (stage.kind === 'done') reportRef.current?.focus();
  }, [stage.kind]);

  const busy = stage.kind === 'checking' || stage.kind === 'writing';
  const report = stage.kind === 'done' ? stage.report : null;
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
        ref={inputRef}
        type="file"
        accept=".json,.jsonl,.csv,application/json,text/csv"
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void onFile(file);
          e.target.value = '';
        }}
      />
      {stage.kind === 'checking' ? (
        <p role="status">{t('import.checking', { file: stage.fileName })}</p>
      ) : null}
      {stage.kind === 'cancelled' ? (
        <p role="status">{t('import.cancelled', { file: stage.fileName })}</p>
      ) : null}
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {t('import.readError', error)}
        </p>
      ) : null}
      {stage.kind === 'preview' || stage.kind === 'writing' ? (
        <ImportPreview
          plan={stage.plan}
          writing={stage.kind === 'writing' ? { done: stage.done } : null}
          onConfirm={() => void onConfirm(stage.plan)}
          onCancel={() => onCancel(stage.plan.fileName)}
        />
      ) : null}
      {report ? (
        <div role="status" className="admin-import__report" ref={reportRef} tabIndex={-1}>
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
                    <td>
                      <Reason reason={r.reason} />
                    </td>
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
