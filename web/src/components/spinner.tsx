import { useTranslation } from '@/lib/i18n/react';

/** An indeterminate progress indicator with a text alternative. */
export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('common');
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('spinner.loading')}</span>
    </span>
  );
}

/** A spinner centred in the page area, for route-level loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner label={label} />
    </div>
  );
}
