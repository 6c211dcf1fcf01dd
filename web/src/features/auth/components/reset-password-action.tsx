import { validateNewPassword } from '@deals/shared';
import { type SubmitEvent, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { authErrorMessage, useAuthMessage } from '@/lib/auth-errors';
import { checkResetCode, resetPassword } from '../api/auth-api';
import { AddressText, AuthField, AuthFormError, AuthOutcome } from './auth-form';

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
    const invalid = validateNewPassword(password, confirm);
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
      <AuthOutcome
        title={t('linkUnusable')}
        text={message(stage.message)}
        alert
        to={paths.login.getHref()}
        action={t('backToLogin')}
      />
    );
  if (stage.name === 'done')
    return (
      <AuthOutcome
        title={t('resetPassword.doneTitle')}
        text={t('resetPassword.doneText')}
        to={paths.login.getHref()}
        action={t('resetPassword.logIn')}
      />
    );
  return (
    <>
      <h1>{t('resetPassword.title')}</h1>
      <p className="muted">
        <AddressText i18nKey="resetPassword.chooseFor" email={stage.email} />
      </p>
      <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <AuthField kind="newPassword" value={password} onValue={setPassword} />
        <AuthField kind="confirmPassword" value={confirm} onValue={setConfirm} />
        <AuthFormError error={error} />
        <Button type="submit" fullWidth loading={busy} disabled={busy}>
          {t('resetPassword.submit')}
        </Button>
      </form>
    </>
  );
}
