import { MESSAGES, validateLogin } from '@deals/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectAuthStatus, selectIsMember } from '@/lib/session/auth-slice';
import { Button } from '@/components/button';
import { PageSpinner } from '@/components/spinner';
import { LinkedText } from '@/components/linked-text';
import { paths } from '@/config/paths';
import { loginErrorMessage } from '@/lib/auth-errors';
import { returnTo as returnToOr } from '@/lib/session/return-to';
import { usePageTitle } from '@/lib/use-page-title';
import { logInWithEmail, resendVerificationForLogin } from '../api/auth-api';
import { AuthField, AuthFormError } from '../components/auth-form';
import { ForgotPasswordModal } from '../components/forgot-password-modal';
import { ResendVerificationButton } from '../components/resend-verification';
import { SignInCard, type SignInBusy } from '../components/sign-in-card';

/** Where to go after signing in: back to the guarded page that sent the visitor here, or home. */
const returnTo = (state: unknown): string => returnToOr(state, paths.home.getHref());

export default function LoginRoute() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.pageTitle'));
  const navigate = useNavigate();
  const location = useLocation();
  const status = useAppSelector(selectAuthStatus);
  const isMember = useAppSelector(selectIsMember);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The address whose login was refused as unverified; offers a resend for it. */
  const [unverified, setUnverified] = useState<{ email: string; password: string } | null>(null);
  const [busy, setBusy] = useState<SignInBusy>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const closeReset = useCallback(() => setResetOpen(false), []);

  // A member who opens /login goes on to the app rather than seeing the form again. Not while this page is
  // signing someone in: then the submit handler decides where to go.
  if (busy === null && status === 'pending')
    return <PageSpinner label={t('login.checkingSession')} />;
  if (busy === null && isMember) return <Navigate to={returnTo(location.state)} replace />;

  const onSubmit = async () => {
    const invalid = validateLogin({ email, password });
    setError(invalid);
    setUnverified(null);
    if (invalid) return;
    setBusy('email');
    try {
      const outcome = await logInWithEmail(email, password);
      if (!outcome.ok) {
        setError(MESSAGES.verifyEmail);
        setUnverified({ email: email.trim(), password });
        setBusy(null);
        return;
      }
      await navigate(returnTo(location.state), { replace: true });
    } catch (caught) {
      setError(loginErrorMessage(caught));
      setBusy(null);
    }
  };

  return (
    <SignInCard
      title={t('login.title')}
      intro={t('login.intro')}
      googleLabel={t('login.google')}
      submitLabel={t('login.submit')}
      busy={busy}
      setBusy={setBusy}
      setError={setError}
      onGoogleSignedIn={({ hasCards }) =>
        navigate(hasCards ? returnTo(location.state) : paths.cardInfo.getHref(), {
          replace: true,
        })
      }
      onSubmit={onSubmit}
      footer={
        <>
          <p className="auth-card__switch">
            <LinkedText t={t} i18nKey="login.newHere" links={{ signup: paths.signup.getHref() }} />
          </p>
          {/* A portal: rendered at the end of the document whatever its place here. */}
          <ForgotPasswordModal open={resetOpen} initialEmail={email} onClose={closeReset} />
        </>
      }
    >
      <AuthField kind="email" value={email} onValue={setEmail} />
      <AuthField kind="password" value={password} onValue={setPassword} />
      <Button variant="link" className="auth-card__forgot" onClick={() => setResetOpen(true)}>
        {t('login.forgot')}
      </Button>
      <AuthFormError error={error} />
      {unverified ? (
        <ResendVerificationButton
          email={unverified.email}
          send={() => resendVerificationForLogin(unverified.email, unverified.password)}
        />
      ) : null}
    </SignInCard>
  );
}
