import { MESSAGES, MIN_PASSWORD_LENGTH } from '@deals/shared';
import { type SubmitEvent, useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/button';
import { FormMessage } from '@/components/feedback';
import { Spinner } from '@/components/spinner';
import { PasswordField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { authErrorMessage, useAuthMessage } from '@/lib/auth-errors';
import { checkResetCode, resetPassword } from '../api/auth-api';

type Stage =
  | { name: 'checking' }
  | { name: 'form'; email: string }
  | { name: 'done' }
  | { name: 'failed'; message: string };

/** The password-reset link's page: checks the code, asks for the new password, sets it. */
export function ResetPasswordAction({ oobCode }: { oobCode: string }) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const [stage, setStage] = useState<Stage>({ name: 'checking' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    checkResetCode(oobCode).then(
      (email) => live && setStage({ name: 'form', email }),
      (caught: unknown) => live && setStage({ name: 'failed', message: authErrorMessage(caught) }),
    );
    return () => {
      live = false;
    };
  }, [oobCode]);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const invalid =
      password.length < MIN_PASSWORD_LENGTH
        ? MESSAGES.passwordTooShort
        : password !== confirm
          ? MESSAGES.passwordsDoNotMatch
          : null;
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await resetPassword(oobCode, password);
      setStage({ name: 'done' });
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  if (stage.name === 'checking')
    return (
      <>
        <h1>{t('resetPassword.title')}</h1>
        <Spinner label={t('resetPassword.checking')} />
      </>
    );
  if (stage.name === 'failed')
    return (
      <>
        <h1>{t('linkUnusable')}</h1>
        <p role="alert">{message(stage.message)}</p>
        <ButtonLink to={paths.login.getHref()} fullWidth>
          {t('backToLogin')}
        </ButtonLink>
      </>
    );
  if (stage.name === 'done')
    return (
      <>
        <h1>{t('resetPassword.doneTitle')}</h1>
        <p>{t('resetPassword.doneText')}</p>
        <ButtonLink to={paths.login.getHref()} fullWidth>
          {t('resetPassword.logIn')}
        </ButtonLink>
      </>
    );
  return (
    <>
      <h1>{t('resetPassword.title')}</h1>
      <p className="muted">
        <Trans<'resetPassword.chooseFor', 'auth'>
          t={t}
          i18nKey="resetPassword.chooseFor"
          values={{ email: stage.email }}
          components={{ strong: <strong /> }}
        />
      </p>
      <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <PasswordField
          label={t('fields.newPassword')}
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {error ? <FormMessage tone="error">{message(error)}</FormMessage> : null}
        <Button type="submit" fullWidth loading={busy} disabled={busy}>
          {t('resetPassword.submit')}
        </Button>
      </form>
    </>
  );
}
