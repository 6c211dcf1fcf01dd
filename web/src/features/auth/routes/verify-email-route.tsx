import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { providerMessage } from '@/lib/auth-errors';
import { usePageTitle } from '@/lib/use-page-title';
import { applyVerificationCode } from '../api/auth-api';

type Verification =
  { state: 'verifying' } | { state: 'verified' } | { state: 'failed'; message: string };

/** SPEC §8: a link without a code. */
export const INVALID_LINK = 'Invalid verification link';

/** /verify-email?oobCode=…: applies the one-time code and shows one of SPEC §2's three states. */
export default function VerifyEmailRoute() {
  usePageTitle('Verify your email');
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode');
  const [result, setResult] = useState<Verification>(
    oobCode ? { state: 'verifying' } : { state: 'failed', message: INVALID_LINK },
  );

  useEffect(() => {
    if (!oobCode) return undefined;
    let live = true;
    applyVerificationCode(oobCode).then(
      () => live && setResult({ state: 'verified' }),
      (error: unknown) => live && setResult({ state: 'failed', message: providerMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [oobCode]);

  return (
    <section className="page page--narrow">
      <div className="card stack auth-card verify-card" aria-live="polite">
        {result.state === 'verifying' ? (
          <>
            <h1>Verifying Your Email</h1>
            <Spinner label="Verifying your email" />
          </>
        ) : null}
        {result.state === 'verified' ? (
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
        ) : null}
        {result.state === 'failed' ? (
          <>
            <h1>Verification Failed</h1>
            <p role="alert">{result.message}</p>
            <ButtonLink to={paths.login.getHref()} fullWidth>
              Return to Login
            </ButtonLink>
          </>
        ) : null}
      </div>
    </section>
  );
}
