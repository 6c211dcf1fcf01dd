import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from './spinner';

export type ButtonVariant =
  'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-outline' | 'link';

interface CommonProps {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, CommonProps {
  /** Shows a spinner and blocks clicks while an action runs; the label stays for screen readers. */
  loading?: boolean;
  icon?: ReactNode;
}

const classes = (
  { variant = 'primary', size = 'md', fullWidth }: CommonProps,
  extra?: string,
): string =>
  ['btn', `btn--${variant}`, `btn--${size}`, fullWidth ? 'btn--full' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('common');
  return (
    <button
      type={type}
      className={classes({ variant, size, fullWidth }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" label={t('spinner.working')} /> : icon}
      <span>{children}</span>
    </button>
  );
}

/** A router link styled as a button. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  className,
  ...rest
}: LinkProps & CommonProps) {
  return <Link className={classes({ variant, size, fullWidth }, className)} {...rest} />;
}
