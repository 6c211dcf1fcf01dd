import {
  type DealFormErrors,
  type DealFormValues,
  CITIES,
  dealFormPreviewData,
  dealFormToRecord,
  dealToFormValues,
  emptyDealForm,
  normalizeDeal,
  pakistanDate,
  placeSummaryOf,
  previewPlaceAfterWrite,
} from '@deals/shared';
import { useMemo, useState } from 'react';
import { Trans, useTranslation } from '@/lib/i18n/react';
import { useAppSelector } from '@/app/hooks';
import { Button, ButtonLink } from '@/components/button';
import { SelectControl } from '@/components/text-field';
import { useDebouncedValue } from '@/components/deal-filters/deal-search-box';
import { ErrorState, SkeletonList } from '@/components/feedback';
import { Modal } from '@/components/modal';
import { paths } from '@/config/paths';
import { useNames } from '@/lib/i18n/names';
import { useMessage } from '@/lib/i18n/use-message';
import { toApiError } from '@/lib/rtk/api-error';
import { en } from '@/locales/en';
import { selectIsAdmin } from '@/lib/session/auth-slice';
import { usePageTitle } from '@/lib/use-page-title';
import {
  type AdminDealRow,
  FORM_FIELDS,
  useDeleteDealMutation,
  useExpireDealMutation,
  useGetAdminBanksQuery,
  useGetAdminCitiesQuery,
  useGetAdminDealsQuery,
  useSaveDealMutation,
  useWatchAnalyticsQuery,
  useWatchPlaceQuery,
} from '../api/admin-api';
import { AuditList } from '../components/audit-list';
import { DealForm } from '../components/deal-form';
import { DealPreview, type PlacePreviewState } from '../components/deal-preview';
import { FanOutStatus, type PendingFanOut, analyticsCounts } from '../components/fanout-status';
import { ImportPanel } from '../components/import-panel';
import '../admin.css';

/** Shown to a signed-in member without the admin claim. */
function NotAdmin() {
  const { t } = useTranslation('admin');
  return (
    <div className="page page--narrow">
      <ErrorState
        title={t('notAdmin.title')}
        action={<ButtonLink to={paths.home.getHref()}>{t('notAdmin.goHome')}</ButtonLink>}
      >
        <Trans t={t} i18nKey="notAdmin.body" components={{ code: <code dir="ltr" /> }} />
      </ErrorState>
    </div>
  );
}

const dealTitle = (data: Record<string, unknown>): string =>
  typeof data['title'] === 'string' ? data['title'] : '';

/** The place key a deal's title files it under (the Places document its writes change). */
const placeKeyOfDeal = (ids: { bankId: string; cityId: string; dealId: string }, deal: unknown) =>
  placeSummaryOf({ ...ids, deal }).key;

/** The deal as it will be stored: the stored fields functions own, then the form's fields. */
function willStore(
  stored: Record<string, unknown> | undefined,
  form: Record<string, unknown>,
): Record<string, unknown> {
  const owned = new Set<string>(FORM_FIELDS);
  const kept = Object.entries(stored ?? {}).filter(([k]) => !owned.has(k));
  return { ...Object.fromEntries(kept), ...form };
}

/** How long typing pauses before the place preview looks up the stored place of the title. */
const PLACE_LOOKUP_DEBOUNCE_MS = 400;

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
  const banks = useGetAdminBanksQuery(undefined);
  const [bankId, setBankId] = useState('');
  const [cityId, setCityId] = useState<string>(CITIES[0]);
  const activeBank = bankId || banks.data?.[0]?.id || '';
  const cities = useGetAdminCitiesQuery(activeBank, { skip: activeBank === '' });
  const cityOptions = useMemo(
    () => [...new Set([...CITIES, ...(cities.data ?? [])])],
    [cities.data],
  );
  const deals = useGetAdminDealsQuery({ bankId: activeBank, cityId }, { skip: activeBank === '' });
  const analytics = useWatchAnalyticsQuery(
    { bankId: activeBank, cityId },
    { skip: activeBank === '' },
  );
  const [form, setForm] = useState<{ values: DealFormValues; isNew: boolean } | null>(null);
  const [errors, setErrors] = useState<DealFormErrors>({});
  const [pending, setPending] = useState<PendingFanOut | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<AdminDealRow | null>(null);
  // The last expire or delete that failed: which deal, and the error's text.
  const [actionError, setActionError] = useState<{
    action: 'expire' | 'delete';
    title: string;
    message: string;
  } | null>(null);
  const [saveDeal, saving] = useSaveDealMutation();
  const [expireDeal] = useExpireDealMutation();
  const [deleteDeal, deleting] = useDeleteDealMutation();

  // Today in Pakistan, as the functions judge whether a deal is current (read once per visit).
  const [today] = useState(() => pakistanDate(Date.now()));
  const formBank = banks.data?.find((b) => b.id === form?.values.bankId);
  // The preview's deal: what is typed (fields with errors left out) over the stored deal's
  // functions-owned fields (rating, reviews) when editing.
  const previewDeal = useMemo(() => {
    if (!form) return null;
    const ids = {
      bankId: form.values.bankId,
      cityId: form.values.cityId,
      dealId: form.values.dealId || 'preview',
    };
    const storedRow = form.isNew
      ? undefined
      : deals.data?.find((d) => d.dealId === form.values.dealId)?.data;
    const raw = willStore(storedRow, dealFormPreviewData(form.values, formBank?.cards ?? []));
    return { ids, raw, key: placeKeyOfDeal(ids, raw) };
  }, [form, formBank, deals.data]);
  const preview = useMemo(
    () => (previewDeal ? normalizeDeal(previewDeal.raw, previewDeal.ids) : null),
    [previewDeal],
  );
  // The stored place of the title as typed, looked up once typing pauses: the preview tile is
  // that place with this deal written into it, as the functions will write it.
  const lookupKey = useDebouncedValue(previewDeal?.key ?? '', PLACE_LOOKUP_DEBOUNCE_MS);
  const storedPlace = useWatchPlaceQuery(
    { cityId: previewDeal?.ids.cityId ?? '', placeKey: lookupKey },
    { skip: !previewDeal || lookupKey === '' || previewDeal.ids.cityId === '' },
  );
  const placePreview = useMemo((): PlacePreviewState | null => {
    if (!previewDeal) return null;
    const current = lookupKey === previewDeal.key;
    const known = current && storedPlace.isSuccess;
    return {
      ...previewPlaceAfterWrite({
        ...previewDeal.ids,
        deal: previewDeal.raw,
        today,
        current: known ? storedPlace.data : null,
      }),
      stored:
        current && storedPlace.isError
          ? 'unknown'
          : !known
            ? 'looking'
            : storedPlace.data
              ? 'joins'
              : 'new',
    };
  }, [previewDeal, lookupKey, storedPlace.isSuccess, storedPlace.isError, storedPlace.data, today]);

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

  const before = (row: AdminDealRow, action: PendingFanOut['action']): PendingFanOut => ({
    bankId: activeBank,
    cityId,
    dealId: row.dealId,
    action,
    updatedAtBefore: row.data['updatedAt'] ?? null,
    analyticsBefore: analytics.data !== undefined ? analyticsCounts(analytics.data) : null,
    title: dealTitle(row.data),
    placeKey: placeKeyOfDeal({ bankId: activeBank, cityId, dealId: row.dealId }, row.data),
    before: null,
  });

  const submit = async () => {
    if (!form) return;
    const result = dealFormToRecord(form.values, formBank?.cards ?? []);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const { record } = result;
    const row = deals.data?.find((d) => d.dealId === record.dealId) ?? null;
    const ids = { bankId: record.bankId, cityId: record.cityId, dealId: record.dealId };
    const snapshot: PendingFanOut = {
      ...ids,
      action: form.isNew ? 'created' : 'saved',
      updatedAtBefore: form.isNew ? null : (row?.data['updatedAt'] ?? null),
      analyticsBefore:
        record.bankId === activeBank && record.cityId === cityId && analytics.data !== undefined
          ? analyticsCounts(analytics.data)
          : null,
      title: dealTitle(record.data),
      placeKey: placeKeyOfDeal(ids, record.data),
      before:
        !form.isNew && row
          ? { title: dealTitle(row.data), placeKey: placeKeyOfDeal(ids, row.data) }
          : null,
    };
    try {
      await saveDeal({ record, isNew: form.isNew }).unwrap();
    } catch (error) {
      const { code, message: text } = toApiError(error);
      // Errors are kept in English and shown translated (useFormError), except a duplicate id,
      // said in the current language with the ids it names.
      setErrors({
        form:
          code === 'permission-denied'
            ? en.admin.errors.notAdminAnyMore
            : code === 'already-exists'
              ? t('page.alreadyExists', {
                  dealId: record.dealId,
                  bankId: record.bankId,
                  cityId: record.cityId,
                })
              : text,
      });
      return;
    }
    setBankId(record.bankId);
    setCityId(record.cityId);
    setForm(null);
    setPending(snapshot);
  };

  return (
    <div className="page admin">
      <h1>{t('page.heading')}</h1>
      <section className="admin-section card" aria-labelledby="deals-title">
        <div className="admin-section__head">
          <h2 id="deals-title">{t('page.deals')}</h2>
          <Button
            onClick={() => {
              setErrors({});
              setPending(null);
              setForm({ values: emptyDealForm(activeBank, cityId), isNew: true });
            }}
          >
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
        {actionError ? (
          <p className="form-message form-message--error" role="alert">
            {actionError.action === 'expire'
              ? t('page.expireError', { title: actionError.title, message: actionError.message })
              : t('page.deleteError', { message: actionError.message })}
          </p>
        ) : null}
        {form ? (
          <div className="admin-editor">
            <DealForm
              values={form.values}
              errors={errors}
              banks={bankList}
              cities={cityOptions}
              isNew={form.isNew}
              saving={saving.isLoading}
              onChange={(values) => {
                setForm({ ...form, values });
                // After a refused submit, errors follow the fields as they are fixed.
                if (Object.keys(errors).length > 0) {
                  const result = dealFormToRecord(values, formBank?.cards ?? []);
                  setErrors(result.ok ? {} : result.errors);
                }
              }}
              onSubmit={() => void submit()}
              onCancel={() => setForm(null)}
            />
            <DealPreview deal={preview} place={placePreview} cityId={form.values.cityId} />
          </div>
        ) : null}
        {deals.isLoading ? (
          <SkeletonList rows={3} label={t('page.loadingDeals')} />
        ) : deals.isError ? (
          <p className="form-message form-message--error" role="alert">
            {t('page.dealsError', { message: message(deals.error.message ?? '') })}
          </p>
        ) : (deals.data ?? []).length === 0 ? (
          <p>{t('page.noDeals', { city: names.city(cityId) })}</p>
        ) : (
          <ul className="admin-deals">
            {(deals.data ?? []).map((row) => {
              const title = typeof row.data['title'] === 'string' ? row.data['title'] : row.dealId;
              const active = row.data['active'] !== false;
              return (
                <li key={row.dealId} className="admin-deals__row">
                  <span className="admin-deals__title">
                    {title}{' '}
                    <span className="admin-audit__meta">
                      <bdi>
                        {typeof row.data['discount'] === 'string' ? row.data['discount'] : ''}
                      </bdi>
                      {active ? '' : ` · ${t('page.expired')}`}
                    </span>
                  </span>
                  <span className="admin-deals__actions">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('page.editLabel', { title })}
                      onClick={() => {
                        setErrors({});
                        setPending(null);
                        setForm({
                          values: dealToFormValues(row.data, {
                            bankId: activeBank,
                            cityId,
                            dealId: row.dealId,
                          }),
                          isNew: false,
                        });
                      }}
                    >
                      {t('page.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={!active}
                      aria-label={t('page.expireLabel', { title })}
                      onClick={() => {
                        const snapshot = before(row, 'expired');
                        setActionError(null);
                        expireDeal({ bankId: activeBank, cityId, dealId: row.dealId })
                          .unwrap()
                          .then(
                            () => setPending(snapshot),
                            (error: unknown) =>
                              setActionError({
                                action: 'expire',
                                title,
                                message: message(toApiError(error).message),
                              }),
                          );
                      }}
                    >
                      {t('page.expire')}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger-outline"
                      aria-label={t('page.deleteLabel', { title })}
                      onClick={() => setConfirmDelete(row)}
                    >
                      {t('page.delete')}
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <ImportPanel knownBankIds={bankList.map((b) => b.id)} />
      <AuditList />
      <Modal
        open={confirmDelete !== null}
        title={t('deleteDialog.title')}
        role="alertdialog"
        size="sm"
        onClose={() => setConfirmDelete(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmDelete(null)}>
              {t('deleteDialog.keep')}
            </Button>
            <Button
              variant="danger"
              loading={deleting.isLoading}
              onClick={() => {
                const row = confirmDelete;
                if (!row) return;
                const snapshot = before(row, 'deleted');
                setActionError(null);
                deleteDeal({ bankId: activeBank, cityId, dealId: row.dealId })
                  .unwrap()
                  .then(
                    () => setPending(snapshot),
                    (error: unknown) =>
                      setActionError({
                        action: 'delete',
                        title: '',
                        message: message(toApiError(error).message),
                      }),
                  )
                  .finally(() => setConfirmDelete(null));
              }}
            >
              {t('deleteDialog.delete')}
            </Button>
          </>
        }
      >
        <p>
          {t('deleteDialog.body', {
            title: confirmDelete
              ? typeof confirmDelete.data['title'] === 'string'
                ? confirmDelete.data['title']
                : confirmDelete.dealId
              : '',
          })}
        </p>
      </Modal>
    </div>
  );
}
