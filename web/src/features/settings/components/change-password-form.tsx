import { MESSAGES, validateChangePassword } from '@deals/shared';
import { type SubmitEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import { FormMessage } from '@/components/feedback';
import { PasswordField } from '@/components/text-field';
import { changePasswordErrorMessage, useAuthMessage } from '@/lib/auth-errors';
import { changePassword } from '../api/account-api';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: every check in order, then re-authentication and the update. */
export function ChangePasswordForm({
  isLoggedIn,
  usesPassword,
}: {
  isLoggedIn: boolean;
  usesPassword: boolean;
}) {
  const { t } = useTranslation('settings');
  const translate = useAuthMessage();
  const [form, setForm] = useState(empty);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const invalid = validateChangePassword({ isLoggedIn, ...form });
    if (invalid) {
      setMessage({ tone: 'error', text: invalid });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await changePassword(form.currentPassword, form.newPassword);
      setForm(empty);
      setMessage({ tone: 'success', text: MESSAGES.passwordUpdated });
    } catch (caught) {
      setMessage({ tone: 'error', text: changePasswordErrorMessage(caught) });
    } finally {
      setBusy(false);
    }
  };

  if (isLoggedIn && !usesPassword) {
    return <p className="muted">{t('changePassword.google')}</p>;
  }

  const bind = (key: keyof typeof empty) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  return (
    <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
      <PasswordField
        label={t('changePassword.current')}
        autoComplete="current-password"
        {...bind('currentPassword')}
      />
      <PasswordField
        label={t('changePassword.new')}
        autoComplete="new-password"
        {...bind('newPassword')}
      />
      <PasswordField
        label={t('changePassword.confirm')}
        autoComplete="new-password"
        {...bind('confirmPassword')}
      />
      {message ? <FormMessage tone={message.tone}>{translate(message.text)}</FormMessage> : null}
      <Button type="submit" loading={busy}>
        {t('changePassword.submit')}
      </Button>
    </form>
  );
}
