import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/app/hooks';
import { authErrorMessage, useAuthMessage } from '@/lib/auth-errors';
import { selectSessionUser } from '@/lib/session/auth-slice';
import { resendVerificationEmail } from '@/lib/session/verification';
import { en } from '@/locales/en';
import { usePageTitle } from '@/lib/use-page-title';
import { applyVerificationCode, recoverEmail } from '../api/auth-api';
import { AuthCard, AuthOutcome } from '../components/auth-form';
import { ResendVerificationButton } from '../components/resend-verification';
import { ResetPasswordAction } from '../components/reset-password-action';

type Outcome = { state: 'working' } | { state: 'done' } | { state: 'failed'; message: string };

/** What a link without a code shows. */
export const INVALID_LINK = en.auth.verifyEmail.invalidLink;

/**
 * Runs a one-time code's action once (React's development double effects must not spend it
 * twice: the API functions remember their promise per code).
 */
function useAction(oobCode: string | null, action: (code: string) => Promise<void>): Outcome {
  const [outcome, setOutcome] = useState<Outcome>(
    oobCode ? { state: 'working' } : { state: 'failed', message: INVALID_LINK },
  );
  useEffect(() => {
    if (!oobCode) return undefined;
    let live = true;
    action(oobCode).then(
      () => live && setOutcome({ state: 'done' }),
      (error: unknown) => live && setOutcome({ state: 'failed', message: authErrorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [oobCode, action]);
  return outcome;
}

function VerifyEmail({ oobCode }: { oobCode: string | null }) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const result = useAction(oobCode, applyVerificationCode);
  if (result.state === 'working')
    return (
      <>
        <h1>{t('verifyEmail.working')}</h1>
        <Spinner label={t('verifyEmail.workingLabel')} />
      </>
    );
  if (result.state === 'done')
    return (
      <AuthOutcome
        title={t('verifyEmail.doneTitle')}
        text={t('verifyEmail.doneText')}
        to={paths.cardInfoAfterSignUp.getHref()}
        action={t('verifyEmail.continue')}
      />
    );
  return (
    <>
      <h1>{t('verifyEmail.failedTitle')}</h1>
      <p role="alert">
        {result.message === INVALID_LINK ? t('verifyEmail.invalidLink') : message(result.message)}
      </p>
      <NewLinkOffer />
    </>
  );
}

/**
 * The way on from a verification link that failed: someone signed in but not verified can have a
 * new link sent from here; anyone else is told that logging in offers one.
 */
function NewLinkOffer() {
  const { t } = useTranslation('auth');
  const user = useAppSelector(selectSessionUser);
  if (user && !user.emailVerified)
    return (
      <>
        <ResendVerificationButton email={user.email} send={resendVerificationEmail} />
        <ButtonLink to={paths.landing.getHref()} variant="link" fullWidth>
          {t('verifyEmail.later')}
        </ButtonLink>
      </>
    );
  return (
    <>
      <p className="muted">{t('verifyEmail.logInForNewLink')}</p>
      <ButtonLink to={paths.login.getHref()} fullWidth>
        {t('backToLogin')}
      </ButtonLink>
    </>
  );
}

function RecoverEmail({ oobCode }: { oobCode: string }) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const result = useAction(oobCode, recoverEmail);
  if (result.state === 'working') return <Spinner label={t('recoverEmail.working')} />;
  return (
    <>
      <h1>{result.state === 'done' ? t('recoverEmail.doneTitle') : t('linkUnusable')}</h1>
      {result.state === 'done' ? (
        <p>{t('recoverEmail.doneText')}</p>
      ) : (
        <p role="alert">{message(result.message)}</p>
      )}
      <ButtonLink to={paths.login.getHref()} fullWidth>
        {t('backToLogin')}
      </ButtonLink>
    </>
  );
}

/**
 * /verify-email: the app's e-mail action page, and the action URL a production project
 * sets for its e-mail templates. The provider appends `mode` and `oobCode`: verifyEmail (also
 * when no mode is given, as older links have none), resetPassword or recoverEmail.
 */
export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode');
  const mode = params.get('mode') ?? 'verifyEmail';
  const { t } = useTranslation('auth');
  usePageTitle(
    mode === 'resetPassword' ? t('resetPassword.pageTitle') : t('verifyEmail.pageTitle'),
  );

  let content;
  if (mode === 'resetPassword' && oobCode) content = <ResetPasswordAction oobCode={oobCode} />;
  else if (mode === 'recoverEmail' && oobCode) content = <RecoverEmail oobCode={oobCode} />;
  else content = <VerifyEmail oobCode={oobCode} />;

  return (
    <AuthCard live className="verify-card">
      {content}
    </AuthCard>
  );
}
