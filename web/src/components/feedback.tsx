import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from './button';

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

interface StateProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** A page-level state: its title, an optional explanation and an optional action. */
function StateBlock({
  block,
  role,
  title,
  children,
  action,
}: StateProps & { block: 'empty-state' | 'error-state'; role?: 'alert' }) {
  return (
    <div className={block} role={role}>
      <p className={`${block}__title`}>{title}</p>
      {children ? <p className={`${block}__text`}>{children}</p> : null}
      {action}
    </div>
  );
}

/** Nothing to show: a title, an optional explanation and an optional action. */
export function EmptyState(props: StateProps) {
  return <StateBlock block="empty-state" {...props} />;
}

/** Something failed: the message is announced, with an optional way out (Retry, Go Back). */
export function ErrorState(props: StateProps) {
  return <StateBlock block="error-state" role="alert" {...props} />;
}

/** An error state's way out (Go Back, Retry): a secondary button under the message. */
export function StateAction({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      {children}
    </Button>
  );
}

/** The Retry action of an error state: reads again what failed. */
export function RetryButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('common');
  return <StateAction onClick={onClick}>{t('retry')}</StateAction>;
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
