import { Trans, useTranslation } from '@/lib/i18n/react';
import { SkeletonList } from '@/components/feedback';
import { useFormat } from '@/lib/i18n/format';
import { useMessage } from '@/lib/i18n/use-message';
import { en } from '@/locales/en';
import { useGetAuditQuery } from '@/lib/audit/audit-api';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

type AuditAction = keyof typeof en.admin.audit.action;
const isAuditAction = (action: string): action is AuditAction =>
  Object.hasOwn(en.admin.audit.action, action);

/** The newest admin changes (who, when, what), live from AdminAudit. */
export function AuditList() {
  const { t, i18n } = useTranslation('admin');
  const format = useFormat();
  const message = useMessage();
  const audit = useGetAuditQuery(undefined);
  // English keeps its day-month-year, 24-hour clock; Urdu writes dates its own way.
  const when = (ms: number) =>
    ms <= 0
      ? t('audit.noTime')
      : i18n.language === 'en'
        ? new Date(ms).toLocaleString('en-GB', WHEN)
        : format.date(ms, WHEN);
  // The functions record create, update, delete or expire; anything else is shown as stored.
  const actionName = (action: string) =>
    isAuditAction(action) ? t(`audit.action.${action}`) : action;
  return (
    <section className="admin-section card" aria-labelledby="audit-title">
      <h2 id="audit-title">{t('audit.heading')}</h2>
      <p className="admin-form__hint">{t('audit.hint')}</p>
      {audit.isLoading ? (
        <SkeletonList rows={2} label={t('audit.loading')} />
      ) : audit.isError ? (
        <p className="form-message form-message--error" role="alert">
          {t('audit.error', { message: message(audit.error.message ?? '') })}
        </p>
      ) : (audit.data ?? []).length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <ul className="admin-audit">
          {(audit.data ?? []).map((e) => (
            <li key={e.id}>
              <strong>{actionName(e.action)}</strong> {e.title || e.path}{' '}
              <span className="admin-audit__meta">
                {/* Isolated, so an address, a date or field names keep their own order in Urdu. */}
                <Trans
                  t={t}
                  i18nKey="audit.meta"
                  values={{ who: e.email || e.uid, when: when(e.at) }}
                  components={{ who: <bdi />, when: <bdi /> }}
                />
                {e.fields.length > 0 ? (
                  <>
                    {' · '}
                    <bdi dir="ltr">{e.fields.join(', ')}</bdi>
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
