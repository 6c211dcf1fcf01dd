import { useState } from 'react';
import { Button } from '@/components/button';
import { FormMessage } from '@/components/feedback';
import { authErrorMessage } from '@/lib/auth-errors';
import { usePageTitle } from '@/lib/use-page-title';
import { ResendVerificationButton } from './resend-verification';

// Loaded on demand: the identity SDK stays out of the first page's chunk.
const verification = () => import('@/lib/session/verification');

/**
 * Shown in place of a members-only page to someone signed in whose e-mail is not verified yet:
 * why they cannot go on, a resend, and a check. When the verification arrives (this button, a
 * return to the tab, another tab) the store updates and the page they asked for appears.
 */
export function VerifyEmailGate({ email }: { email: string | null }) {
  usePageTitle('Verify your email');
  const [checking, setChecking] = useState(false);
  const [notYet, setNotYet] = useState<string | null>(null);

  const check = async () => {
    setChecking(true);
    setNotYet(null);
    try {
      const { refreshVerification } = await verification();
      if (!(await refreshVerification()))
        setNotYet(
          'Your email is not verified yet. Open the link in the newest verification email, then try again.',
        );
    } catch (caught) {
      setNotYet(authErrorMessage(caught));
    } finally {
      setChecking(false);
    }
  };

  return (
    <section className="page page--narrow">
      <div className="card stack auth-card" aria-live="polite">
        <h1>Verify your email to continue</h1>
        <p>
          We sent a verification link to <strong>{email ?? 'your email address'}</strong>. Open it,
          then come back here: this page continues by itself. Until then you can’t see your deals,
          save favourites or post reviews.
        </p>
        <Button fullWidth loading={checking} onClick={() => void check()}>
          I’ve verified my email
        </Button>
        {notYet ? <FormMessage tone="error">{notYet}</FormMessage> : null}
        <ResendVerificationButton
          email={email}
          send={async () => (await verification()).resendVerificationEmail()}
        />
      </div>
    </section>
  );
}
