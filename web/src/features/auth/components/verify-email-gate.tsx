import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import { FormMessage } from '@/components/feedback';
import { authErrorMessage, useAuthMessage } from '@/lib/auth-errors';
import { usePageTitle } from '@/lib/use-page-title';
import { AddressText, AuthCard } from './auth-form';
import { ResendVerificationButton } from './resend-verification';

// Loaded on demand: the identity SDK stays out of the first page's chunk.
const verification = () => import('@/lib/session/verification');

/**
 * Shown in place of a members-only page to someone signed in whose e-mail is not verified yet:
 * why they cannot go on, a resend, and a check. When the verification arrives (this button, a
 * return to the tab, another tab) the store updates and the page they asked for appears.
 */
export function VerifyEmailGate({ email }: { email: string | null }) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  usePageTitle(t('verifyGate.pageTitle'));
  const [checking, setChecking] = useState(false);
  // Not verified yet (no error), or the check failed (its error); null before any check.
  const [notYet, setNotYet] = useState<{ error: string | null } | null>(null);

  const check = async () => {
    setChecking(true);
    setNotYet(null);
    try {
      const { refreshVerification } = await verification();
      if (!(await refreshVerification())) setNotYet({ error: null });
    } catch (caught) {
      setNotYet({ error: authErrorMessage(caught) });
    } finally {
      setChecking(false);
    }
  };

  return (
    <AuthCard live>
      <h1>{t('verifyGate.title')}</h1>
      <p>
        <AddressText i18nKey="verifyGate.text" email={email ?? t('verifyGate.yourAddress')} />
      </p>
      <Button fullWidth loading={checking} onClick={() => void check()}>
        {t('verifyGate.check')}
      </Button>
      {notYet ? (
        <FormMessage tone="error">
          {notYet.error === null ? t('verifyGate.notYet') : message(notYet.error)}
        </FormMessage>
      ) : null}
      <ResendVerificationButton
        email={email}
        send={async () => (await verification()).resendVerificationEmail()}
      />
    </AuthCard>
  );
}
