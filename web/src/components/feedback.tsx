import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Grey placeholder blocks shown while content loads; hidden from assistive technology. */
export function Skeleton({
  width,
  height = '1rem',
  radius,
}: {
  width?: string;
  height?: string;
  radius?: string;
}) {
  return (
    <span className="skeleton" aria-hidden="true" style={{ width, height, borderRadius: radius }} />
  );
}

/** A stack of skeleton lines with one status message for screen readers. */
export function SkeletonList({ rows = 3, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="skeleton-list" role="status">
      <span className="visually-hidden">{label ?? t('spinner.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height="3.5rem" radius="var(--radius-md)" />
      ))}
    </div>
  );
}

/** Nothing to show: a title, an optional explanation and an optional action. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {children ? <p className="empty-state__text">{children}</p> : null}
      {action}
    </div>
  );
}

/** Something failed: the message is announced, with an optional way out (Retry, Go Back). */
export function ErrorState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="error-state" role="alert">
      <p className="error-state__title">{title}</p>
      {children ? <p className="error-state__text">{children}</p> : null}
      {action}
    </div>
  );
}

/** A short inline message inside a form: success (status) or failure (alert). */
export function FormMessage({
  tone,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <p
      className={`form-message form-message--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}
