import { useLocation } from 'react-router-dom';
import { ResendVerificationButton } from '@/features/auth/components/resend-verification';
import { paths } from '@/config/paths';

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
  const { pathname } = useLocation();
  if (EXPLAINED_ELSEWHERE.has(pathname)) return null;
  return (
    <aside className="verify-banner" aria-label="Email verification">
      <p>
        Verify your email to see your deals, save favourites and post reviews: open the link we sent
        to <strong>{email ?? 'your email address'}</strong>.
      </p>
      <ResendVerificationButton
        email={email}
        variant="link"
        send={async () => (await import('@/lib/session/verification')).resendVerificationEmail()}
      />
    </aside>
  );
}
