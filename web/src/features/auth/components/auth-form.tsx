import type { ReactNode } from 'react';
import { Trans, useTranslation } from '@/lib/i18n/react';
import { ButtonLink } from '@/components/button';
import { StrongEmailAddress } from '@/components/email-address';
import { FormMessage } from '@/components/feedback';
import { PasswordField, TextField } from '@/components/text-field';
import { useAuthMessage } from '@/lib/auth-errors';
import { useMessage } from '@/lib/i18n/use-message';

/** The narrow card every auth page sits in; `live` announces a card whose text replaces itself. */
export function AuthCard({
  live = false,
  className,
  children,
}: {
  live?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className="page page--narrow">
      <div
        className={`card stack auth-card${className ? ` ${className}` : ''}`}
        aria-live={live ? 'polite' : undefined}
      >
        {children}
      </div>
    </section>
  );
}

interface FieldSpec {
  label: 'name' | 'email' | 'password' | 'newPassword' | 'confirmPassword';
  name: string;
  autoComplete?: string;
  type?: 'email';
  /**
   * A password, hidden behind the show/hide toggle; which one the browser may fill in: a login
   * offers the saved password, sign-up and reset ask for a new one.
   */
  secret?: 'current-password' | 'new-password';
}

/** The auth forms' fields: every form asks for the same thing the same way. */
const FIELDS = {
  name: { label: 'name', name: 'name', autoComplete: 'name' },
  email: { label: 'email', name: 'email', type: 'email', autoComplete: 'email' },
  password: { label: 'password', name: 'password', secret: 'current-password' },
  choosePassword: { label: 'password', name: 'password', secret: 'new-password' },
  newPassword: { label: 'newPassword', name: 'new-password', secret: 'new-password' },
  confirmPassword: { label: 'confirmPassword', name: 'confirm-password', secret: 'new-password' },
} satisfies Record<string, FieldSpec>;

export type AuthFieldKind = keyof typeof FIELDS;

/**
 * One field of an auth form, holding a string the form keeps in its state; `error` (a message
 * key, shown translated) sits under it and marks it invalid, and `onLeave` runs when focus leaves.
 */
export function AuthField({
  kind,
  value,
  onValue,
  error,
  onLeave,
  id,
}: {
  kind: AuthFieldKind;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  onLeave?: () => void;
  id?: string;
}) {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const { label, secret, autoComplete = secret, ...input }: FieldSpec = FIELDS[kind];
  const props = {
    label: t(`fields.${label}`),
    ...input,
    id,
    autoComplete,
    value,
    error: error === undefined ? undefined : message(error),
    onBlur: onLeave,
    onChange: (event: { target: { value: string } }) => onValue(event.target.value),
  };
  return secret ? <PasswordField {...props} /> : <TextField {...props} />;
}

/** An auth form's refusal (a message key from validation or the identity service), announced. */
export function AuthFormError({ error }: { error: string | null }) {
  const message = useAuthMessage();
  return error ? <FormMessage tone="error">{message(error)}</FormMessage> : null;
}

/** The auth texts that name an e-mail address, the address in bold, wrapping where it may. */
export function AddressText({
  i18nKey,
  email,
}: {
  i18nKey: 'signup.sentText' | 'verifyGate.text' | 'resetPassword.chooseFor';
  email: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <Trans
      t={t}
      i18nKey={i18nKey}
      values={{ email }}
      components={{ strong: <StrongEmailAddress /> }}
    />
  );
}

/**
 * Where an auth step ended: a heading, what happened (`alert` when it went wrong, so it is
 * announced) and the one way on; `children` follow the button.
 */
export function AuthOutcome({
  title,
  text,
  alert = false,
  to,
  action,
  children,
}: {
  title: string;
  text: ReactNode;
  alert?: boolean;
  to: string;
  action: string;
  children?: ReactNode;
}) {
  return (
    <>
      <h1>{title}</h1>
      <p role={alert ? 'alert' : undefined}>{text}</p>
      <ButtonLink to={to} fullWidth>
        {action}
      </ButtonLink>
      {children}
    </>
  );
}
