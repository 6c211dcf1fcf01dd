import { Suspense } from 'react';
import { Trans, useTranslation } from '@/lib/i18n/react';
import { useLocation } from 'react-router-dom';
import { StrongEmailAddress } from '@/components/email-address';
import { paths } from '@/config/paths';
import { lazyWithTexts } from '@/lib/i18n/lazy-with-texts';

// Only for accounts not verified yet, so it and its texts load when one needs it.
const ResendVerificationButton = lazyWithTexts(
  async () =>
    (await import('@/features/auth/components/resend-verification')).ResendVerificationButton,
  ['auth'],
);

/** Pages that explain verification themselves (the members-only gate, sign-up, the link page). */
const EXPLAINED_ELSEWHERE = new Set<string>([
  paths.home.path,
  paths.cardInfo.path,
  paths.statistics.path,
  paths.settings.path,
  paths.signup.path,
  paths.verifyEmail.path,
]);

/** A reminder on every other page while a signed-in e-mail account is unverified. */
export function VerifyEmailBanner({ email }: { email: string | null }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  if (EXPLAINED_ELSEWHERE.has(pathname)) return null;
  return (
    <aside className="verify-banner" aria-label={t('verifyBanner.label')}>
      <p>
        <Trans
          t={t}
          i18nKey="verifyBanner.text"
          values={{ email: email ?? t('verifyBanner.yourEmail') }}
          components={{ strong: <StrongEmailAddress /> }}
        />
      </p>
      <Suspense fallback={null}>
        <ResendVerificationButton
          email={email}
          variant="link"
          send={async () => (await import('@/lib/session/verification')).resendVerificationEmail()}
        />
      </Suspense>
    </aside>
  );
}
