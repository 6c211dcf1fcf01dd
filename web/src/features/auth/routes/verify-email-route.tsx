import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { authErrorMessage } from '@/lib/auth-errors';
import { usePageTitle } from '@/lib/use-page-title';
import { applyVerificationCode, recoverEmail } from '../api/auth-api';
import { ResetPasswordAction } from '../components/reset-password-action';

type Outcome = { state: 'working' } | { state: 'done' } | { state: 'failed'; message: string };

/** What a link without a code shows. */
export const INVALID_LINK = 'Invalid verification link';

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
  const result = useAction(oobCode, applyVerificationCode);
  if (result.state === 'working')
    return (
      <>
        <h1>Verifying Your Email</h1>
        <Spinner label="Verifying your email" />
      </>
    );
  if (result.state === 'done')
    return (
      <>
        <h1>Email Verified Successfully!</h1>
        <p>
          Your email address is confirmed. Choose your banks and cards to see the deals made for
          you.
        </p>
        <ButtonLink to={paths.cardInfoAfterSignUp.getHref()} fullWidth>
          Continue to Card Setup
        </ButtonLink>
      </>
    );
  return (
    <>
      <h1>Verification Failed</h1>
      <p role="alert">{result.message}</p>
      <ButtonLink to={paths.login.getHref()} fullWidth>
        Return to Login
      </ButtonLink>
    </>
  );
}

function RecoverEmail({ oobCode }: { oobCode: string }) {
  const result = useAction(oobCode, recoverEmail);
  if (result.state === 'working') return <Spinner label="Restoring your email" />;
  return (
    <>
      <h1>{result.state === 'done' ? 'Email restored' : 'This link can’t be used'}</h1>
      {result.state === 'done' ? (
        <p>Your sign-in email is back to what it was. Log in with it.</p>
      ) : (
        <p role="alert">{result.message}</p>
      )}
      <ButtonLink to={paths.login.getHref()} fullWidth>
        Return to Login
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
  usePageTitle(mode === 'resetPassword' ? 'Reset your password' : 'Verify your email');

  let content;
  if (mode === 'resetPassword' && oobCode) content = <ResetPasswordAction oobCode={oobCode} />;
  else if (mode === 'recoverEmail' && oobCode) content = <RecoverEmail oobCode={oobCode} />;
  else content = <VerifyEmail oobCode={oobCode} />;

  return (
    <section className="page page--narrow">
      <div className="card stack auth-card verify-card" aria-live="polite">
        {content}
      </div>
    </section>
  );
}
