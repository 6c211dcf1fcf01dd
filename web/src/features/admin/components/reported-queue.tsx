import { pakistanDate, TILL_REASONS, tillSummary } from '@deals/shared';
import { useState } from 'react';
import { Button } from '@/components/button';
import { SkeletonList } from '@/components/feedback';
import { useNames } from '@/lib/i18n/names';
import { useTranslation } from '@/lib/i18n/react';
import { useMessage } from '@/lib/i18n/use-message';
import { toApiError } from '@/lib/rtk/api-error';
import {
  type ReportedDeal,
  useDismissReportMutation,
  useExpireDealMutation,
  useGetReportedDealsQuery,
} from '@/lib/deals/deal-editing-api';
import { useGetReportNamesQuery } from '@/lib/till/till-ledger-api';

/** The branches and cards the deal's reports name, read when the deal is listed. */
function ReportNamesLine({ ids }: { ids: { bankId: string; cityId: string; dealId: string } }) {
  const { t } = useTranslation('admin');
  const { data } = useGetReportNamesQuery(ids);
  if (!data || (data.branches.length === 0 && data.cards.length === 0)) return null;
  const list = (items: { name: string; count: number }[]) =>
    items.map((i) => `${i.name} (${i.count})`).join(', ');
  return (
    <p className="admin-reported__names">
      {data.branches.length > 0 ? t('reported.branches', { names: list(data.branches) }) : null}
      {data.branches.length > 0 && data.cards.length > 0 ? ' · ' : null}
      {data.cards.length > 0 ? t('reported.cards', { names: list(data.cards) }) : null}
    </p>
  );
}

/**
 * Deals members report as not working at the till (issue 46), live, with the reasons counted in
 * the last 30 days, and one click to Expire, Edit or Dismiss (audited; the mark comes back only
 * with new reports).
 */
export function ReportedQueue({ onEdit }: { onEdit: (deal: ReportedDeal) => void }) {
  const { t } = useTranslation('admin');
  const names = useNames();
  const message = useMessage();
  const reported = useGetReportedDealsQuery(undefined);
  const [expireDeal] = useExpireDealMutation();
  const [dismissReport] = useDismissReportMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [today] = useState(() => pakistanDate(Date.now()));

  const run = (write: Promise<unknown>) => {
    setFailure(null);
    write.then(
      () => undefined,
      (error: unknown) => setFailure(message(toApiError(error).message)),
    );
  };

  return (
    <section className="admin-section card" aria-labelledby="reported-title">
      <h2 id="reported-title">{t('reported.heading')}</h2>
      <p className="admin-hint">{t('reported.hint')}</p>
      {failure ? (
        <p className="form-message form-message--error" role="alert">
          {t('reported.error', { message: failure })}
        </p>
      ) : null}
      {reported.isLoading ? (
        <SkeletonList rows={2} label={t('reported.loading')} />
      ) : reported.isError ? (
        <p className="form-message form-message--error" role="alert">
          {t('reported.error', { message: message(reported.error.message ?? '') })}
        </p>
      ) : (reported.data ?? []).length === 0 ? (
        <p>{t('reported.empty')}</p>
      ) : (
        <ul className="admin-reported">
          {(reported.data ?? []).map((d) => {
            const ids = { bankId: d.bankId, cityId: d.cityId, dealId: d.dealId };
            const s = tillSummary(d.till, today);
            const reasons = TILL_REASONS.filter((r) => s.reportsByReason[r] > 0);
            return (
              <li key={`${d.bankId}/${d.cityId}/${d.dealId}`} className="admin-reported__item">
                <p>
                  <strong>
                    <bdi>{d.title}</bdi>
                  </strong>{' '}
                  · {d.bankId} · {names.city(d.cityId)}
                </p>
                <p>
                  {t('reported.counts', {
                    reports: s.reports,
                    confirmations: s.confirmations,
                  })}
                </p>
                <ul className="admin-reported__reasons" aria-label={t('reported.reasons')}>
                  {reasons.map((r) => (
                    <li key={r}>
                      {t(`reported.reason.${r}`)}: {s.reportsByReason[r]}
                    </li>
                  ))}
                </ul>
                <ReportNamesLine ids={ids} />
                <div className="admin-reported__actions">
                  <Button
                    size="sm"
                    variant="danger-outline"
                    aria-label={t('reported.expireLabel', { title: d.title })}
                    onClick={() => run(expireDeal(ids).unwrap())}
                  >
                    {t('reported.expire')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('reported.editLabel', { title: d.title })}
                    onClick={() => onEdit(d)}
                  >
                    {t('reported.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('reported.dismissLabel', { title: d.title })}
                    onClick={() => run(dismissReport(ids).unwrap())}
                  >
                    {t('reported.dismiss')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
