import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import { SkeletonList } from '@/components/feedback';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useNames } from '@/lib/i18n/names';
import { useMessage } from '@/lib/i18n/use-message';
import { toApiError } from '@/lib/rtk/api-error';
import {
  type DealDocumentRow,
  useDeleteDealMutation,
  useExpireDealMutation,
} from '@/lib/deals/deal-editing-api';
import { fanOutOf, rowTitle } from '../utils/deal-rows';
import type { PendingFanOut } from './fanout-status';

export interface AdminDealListProps {
  /** The bank and city listed. */
  where: { bankId: string; cityId: string };
  rows: readonly DealDocumentRow[] | undefined;
  loading: boolean;
  /** Why the deals could not be read, said for the reader; null when they were. */
  error: string | null;
  /** The bank and city's Analytics as they stand, for the fan-out's "before". */
  analytics: Record<string, unknown> | null | undefined;
  onEdit: (row: DealDocumentRow) => void;
  /** An expire or delete went through: the fan-out to follow. */
  onFanOut: (fanOut: PendingFanOut) => void;
}

/** The last expire or delete that failed: which, the deal's name, and the error's text. */
interface ActionError {
  action: 'expire' | 'delete';
  title: string;
  message: string;
}

/**
 * The deals of one bank in one city, each with Edit, Expire and Delete; Delete asks first. A
 * refused expire or delete is said above the list.
 */
export function AdminDealList({
  where,
  rows,
  loading,
  error,
  analytics,
  onEdit,
  onFanOut,
}: AdminDealListProps) {
  const { t } = useTranslation('admin');
  const names = useNames();
  const message = useMessage();
  const [expireDeal] = useExpireDealMutation();
  const [deleteDeal, deleting] = useDeleteDealMutation();
  const [confirmDelete, setConfirmDelete] = useState<DealDocumentRow | null>(null);
  const [actionError, setActionError] = useState<ActionError | null>(null);

  /** Runs an expire or delete of `row`, following its fan-out once it went through. */
  const act = (row: DealDocumentRow, action: 'expire' | 'delete') => {
    const ids = { ...where, dealId: row.dealId };
    const fanOut = fanOutOf(ids, action === 'expire' ? 'expired' : 'deleted', row.data, {
      updatedAt: row.data['updatedAt'],
      analytics,
    });
    setActionError(null);
    return (action === 'expire' ? expireDeal(ids) : deleteDeal(ids)).unwrap().then(
      () => onFanOut(fanOut),
      (failure: unknown) =>
        setActionError({
          action,
          title: rowTitle(row),
          message: message(toApiError(failure).message),
        }),
    );
  };

  return (
    <>
      {actionError ? (
        <p className="form-message form-message--error" role="alert">
          {actionError.action === 'expire'
            ? t('page.expireError', { title: actionError.title, message: actionError.message })
            : t('page.deleteError', { message: actionError.message })}
        </p>
      ) : null}
      {loading ? (
        <SkeletonList rows={3} label={t('page.loadingDeals')} />
      ) : error !== null ? (
        <p className="form-message form-message--error" role="alert">
          {t('page.dealsError', { message: error })}
        </p>
      ) : (rows ?? []).length === 0 ? (
        <p>{t('page.noDeals', { city: names.city(where.cityId) })}</p>
      ) : (
        <ul className="admin-deals">
          {(rows ?? []).map((row) => {
            const title = rowTitle(row);
            const active = row.data['active'] !== false;
            const discount = row.data['discount'];
            return (
              <li key={row.dealId} className="admin-deals__row">
                <span className="admin-deals__title">
                  {title}{' '}
                  <span className="admin-audit__meta">
                    <bdi>{typeof discount === 'string' ? discount : ''}</bdi>
                    {active ? '' : ` · ${t('page.expired')}`}
                  </span>
                </span>
                <span className="admin-deals__actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('page.editLabel', { title })}
                    onClick={() => onEdit(row)}
                  >
                    {t('page.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={!active}
                    aria-label={t('page.expireLabel', { title })}
                    onClick={() => void act(row, 'expire')}
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
      <ConfirmDialog
        open={confirmDelete !== null}
        title={t('deleteDialog.title')}
        cancelLabel={t('deleteDialog.keep')}
        confirmLabel={t('deleteDialog.delete')}
        danger
        busy={deleting.isLoading}
        onCancel={() => setConfirmDelete(null)}
        onConfirm={() => {
          if (confirmDelete)
            void act(confirmDelete, 'delete').finally(() => setConfirmDelete(null));
        }}
      >
        <p>{t('deleteDialog.body', { title: confirmDelete ? rowTitle(confirmDelete) : '' })}</p>
      </ConfirmDialog>
    </>
  );
}
