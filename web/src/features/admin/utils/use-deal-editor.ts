/**
 * The deal form's state on the admin page: the values being edited and their errors, the live
 * preview (the deal card, and the place tile as the functions will write it), and the save, which
 * hands the fan-out to follow to the page.
 */
import {
  type Bank,
  type Deal,
  type DealFormErrors,
  type DealFormValues,
  dealFormPreviewData,
  dealFormToRecord,
  normalizeDeal,
  pakistanDate,
  previewPlaceAfterWrite,
} from '@deals/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useDebouncedValue } from '@/components/deal-filters/deal-search-box';
import { toApiError } from '@/lib/rtk/api-error';
import { en } from '@/locales/en';
import {
  type DealDocumentRow,
  FORM_FIELDS,
  useSaveDealMutation,
} from '@/lib/deals/deal-editing-api';
import { useWatchPlaceQuery } from '@/lib/places/place-live-api';
import type { PlacePreviewState } from '../components/deal-preview';
import type { PendingFanOut } from '../components/fanout-status';
import { fanOutOf, placeKeyOfDeal } from './deal-rows';

/** How long typing pauses before the place preview looks up the stored place of the title. */
const PLACE_LOOKUP_DEBOUNCE_MS = 400;

/** The deal as it will be stored: the stored fields functions own, then the form's fields. */
function willStore(
  stored: Record<string, unknown> | undefined,
  form: Record<string, unknown>,
): Record<string, unknown> {
  const owned = new Set<string>(FORM_FIELDS);
  const kept = Object.entries(stored ?? {}).filter(([k]) => !owned.has(k));
  return { ...Object.fromEntries(kept), ...form };
}

export interface DealEditorOptions {
  banks: readonly Bank[];
  /** The listed deals of the page's bank and city: an edited deal's stored fields come from here. */
  rows: readonly DealDocumentRow[] | undefined;
  /** The page's bank and city, and their Analytics as they stand. */
  where: { bankId: string; cityId: string };
  analytics: Record<string, unknown> | null | undefined;
  /** A save went through: the fan-out to follow, with the state just before the write. */
  onSaved: (fanOut: PendingFanOut) => void;
}

export interface DealEditor {
  /** The form being edited, or null when it is closed. */
  form: { values: DealFormValues; isNew: boolean } | null;
  errors: DealFormErrors;
  saving: boolean;
  /** The deal card as members will see it; null when the form is closed. */
  preview: Deal | null;
  placePreview: PlacePreviewState | null;
  open: (values: DealFormValues, isNew: boolean) => void;
  change: (values: DealFormValues) => void;
  close: () => void;
  submit: () => Promise<void>;
}

export function useDealEditor({
  banks,
  rows,
  where,
  analytics,
  onSaved,
}: DealEditorOptions): DealEditor {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<DealEditor['form']>(null);
  const [errors, setErrors] = useState<DealFormErrors>({});
  const [saveDeal, saving] = useSaveDealMutation();
  // Today in Pakistan, as the functions judge whether a deal is current (read once per visit).
  const [today] = useState(() => pakistanDate(Date.now()));
  const formBank = banks.find((b) => b.id === form?.values.bankId);

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
      : rows?.find((d) => d.dealId === form.values.dealId)?.data;
    const raw = willStore(storedRow, dealFormPreviewData(form.values, formBank?.cards ?? []));
    return { ids, raw, key: placeKeyOfDeal(ids, raw) };
  }, [form, formBank, rows]);
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

  const submit = async () => {
    if (!form) return;
    const result = dealFormToRecord(form.values, formBank?.cards ?? []);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const { record } = result;
    const row = rows?.find((d) => d.dealId === record.dealId) ?? null;
    const ids = { bankId: record.bankId, cityId: record.cityId, dealId: record.dealId };
    const fanOut = fanOutOf(ids, form.isNew ? 'created' : 'saved', record.data, {
      updatedAt: form.isNew ? null : row?.data['updatedAt'],
      analytics:
        record.bankId === where.bankId && record.cityId === where.cityId ? analytics : undefined,
      stored: form.isNew ? undefined : row?.data,
    });
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
    setForm(null);
    onSaved(fanOut);
  };

  return {
    form,
    errors,
    saving: saving.isLoading,
    preview,
    placePreview,
    open: (values, isNew) => {
      setErrors({});
      setForm({ values, isNew });
    },
    change: (values) => {
      if (!form) return;
      setForm({ ...form, values });
      // After a refused submit, errors follow the fields as they are fixed.
      if (Object.keys(errors).length > 0) {
        const result = dealFormToRecord(values, formBank?.cards ?? []);
        setErrors(result.ok ? {} : result.errors);
      }
    },
    close: () => setForm(null),
    submit,
  };
}
