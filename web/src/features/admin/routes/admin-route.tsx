import { type DealFormValues, CITIES, dealToFormValues, emptyDealForm } from '@deals/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useAppSelector } from '@/app/hooks';
import { Button, ButtonLink } from '@/components/button';
import { SelectControl } from '@/components/text-field';
import { ErrorState, SkeletonList } from '@/components/feedback';
import { paths } from '@/config/paths';
import { useNames } from '@/lib/i18n/names';
import { useMessage } from '@/lib/i18n/use-message';
import { selectIsAdmin } from '@/lib/session/auth-slice';
import { usePageTitle } from '@/lib/use-page-title';
import { useWatchAnalyticsDocumentQuery } from '@/lib/analytics/analytics-api';
import { useGetBanksQuery } from '@/lib/banks/banks-api';
import { useGetCitiesQuery } from '@/lib/cities/cities-api';
import { useGetDealDocumentsQuery } from '@/lib/deals/deal-editing-api';
import { AdminDealList } from '../components/admin-deal-list';
import { AuditList } from '../components/audit-list';
import { DealForm } from '../components/deal-form';
import { DealPreview } from '../components/deal-preview';
import { FanOutStatus, type PendingFanOut } from '../components/fanout-status';
import { ImportPanel } from '../components/import-panel';
import { ReportedQueue } from '../components/reported-queue';
import { useDealEditor } from '../utils/use-deal-editor';

/** Shown to a signed-in member without the admin claim. */
function NotAdmin() {
  const { t } = useTranslation('admin');
  return (
    <div className="page page--narrow">
      <ErrorState
        title={t('notAdmin.title')}
        action={<ButtonLink to={paths.home.getHref()}>{t('notAdmin.goHome')}</ButtonLink>}
      >
        {t('notAdmin.body')}
      </ErrorState>
    </div>
  );
}

/** The admin page: deals of a bank in a city, the deal form with preview and fan-out, import, audit. */
export default function AdminRoute() {
  const { t } = useTranslation('admin');
  usePageTitle(t('pageTitle'));
  const isAdmin = useAppSelector(selectIsAdmin);
  if (!isAdmin) return <NotAdmin />;
  return <AdminPage />;
}

function AdminPage() {
  const { t } = useTranslation('admin');
  const names = useNames();
  const message = useMessage();
  const banks = useGetBanksQuery(undefined);
  const [bankId, setBankId] = useState('');
  const [cityId, setCityId] = useState<string>(CITIES[0]);
  const activeBank = bankId || banks.data?.[0]?.id || '';
  const where = { bankId: activeBank, cityId };
  const cities = useGetCitiesQuery(activeBank, { skip: activeBank === '' });
  const cityOptions = useMemo(
    () => [...new Set([...CITIES, ...(cities.data ?? [])])],
    [cities.data],
  );
  const deals = useGetDealDocumentsQuery(where, { skip: activeBank === '' });
  const analytics = useWatchAnalyticsDocumentQuery(where, { skip: activeBank === '' });
  // The last write's fan-out, followed live under the list's head.
  const [pending, setPending] = useState<PendingFanOut | null>(null);
  const editor = useDealEditor({
    banks: banks.data ?? [],
    rows: deals.data,
    where,
    analytics: analytics.data,
    onSaved: (fanOut) => {
      setBankId(fanOut.bankId);
      setCityId(fanOut.cityId);
      setPending(fanOut);
    },
  });
  const edit = (values: DealFormValues, isNew: boolean) => {
    setPending(null);
    editor.open(values, isNew);
  };

  if (banks.isLoading) return <SkeletonList rows={4} label={t('page.loadingBanks')} />;
  if (banks.isError)
    return (
      <div className="page">
        <ErrorState
          title={t('page.banksError')}
          action={<Button onClick={() => void banks.refetch()}>{t('page.retry')}</Button>}
        >
          {message(banks.error.message ?? '')}
        </ErrorState>
      </div>
    );
  const bankList = banks.data ?? [];

  return (
    <div className="page admin">
      <h1>{t('page.heading')}</h1>
      <section className="admin-section card" aria-labelledby="deals-title">
        <div className="admin-section__head">
          <h2 id="deals-title">{t('page.deals')}</h2>
          <Button onClick={() => edit(emptyDealForm(activeBank, cityId), true)}>
            {t('page.newDeal')}
          </Button>
        </div>
        <div className="admin-form__row">
          <SelectControl
            label={t('page.bank')}
            value={activeBank}
            options={bankList.map((b) => ({ value: b.id, label: b.bankName }))}
            onValue={setBankId}
          />
          <SelectControl
            label={t('page.city')}
            value={cityId}
            options={cityOptions.map((c) => ({ value: c, label: names.city(c) }))}
            onValue={setCityId}
          />
        </div>
        {pending ? <FanOutStatus pending={pending} /> : null}
        {editor.form ? (
          <div className="admin-editor">
            <DealForm
              values={editor.form.values}
              errors={editor.errors}
              banks={bankList}
              cities={cityOptions}
              isNew={editor.form.isNew}
              saving={editor.saving}
              onChange={editor.change}
              onSubmit={() => void editor.submit()}
              onCancel={editor.close}
            />
            <DealPreview
              deal={editor.preview}
              place={editor.placePreview}
              cityId={editor.form.values.cityId}
            />
          </div>
        ) : null}
        <AdminDealList
          where={where}
          rows={deals.data}
          loading={deals.isLoading}
          error={deals.isError ? message(deals.error.message ?? '') : null}
          analytics={analytics.data}
          onEdit={(row) =>
            edit(dealToFormValues(row.data, { ...where, dealId: row.dealId }), false)
          }
          onFanOut={setPending}
        />
      </section>
      <ReportedQueue
        onEdit={(d) => {
          setBankId(d.bankId);
          setCityId(d.cityId);
          edit(
            dealToFormValues(d.data, { bankId: d.bankId, cityId: d.cityId, dealId: d.dealId }),
            false,
          );
        }}
      />
      <ImportPanel knownBankIds={bankList.map((b) => b.id)} />
      <AuditList />
    </div>
  );
}
