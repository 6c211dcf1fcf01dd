import { validateSignUp } from '@deals/shared';
import { type SubmitEvent, useState } from 'react';
import { Trans, useTranslation } from '@/lib/i18n/react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/button';
import { paths } from '@/config/paths';
import { signUpErrorMessage } from '@/lib/auth-errors';
import { resendVerificationEmail } from '@/lib/session/verification';
import { usePageTitle } from '@/lib/use-page-title';
import { signUpWithEmail } from '../api/auth-api';
import { AddressText, AuthCard, AuthField, AuthFormError } from '../components/auth-form';
import { GoogleSignIn } from '../components/google-button';
import { ResendVerificationButton } from '../components/resend-verification';

type Busy = 'email' | 'google' | null;

export default function SignupRoute() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signup.pageTitle'));
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const invalid = validateSignUp({ name, email, password });
    setError(invalid);
    if (invalid) return;
    setBusy('email');
    try {
      await signUpWithEmail({ name, email, password });
      setSentTo(email.trim());
    } catch (caught) {
      setError(signUpErrorMessage(caught));
    } finally {
      setBusy(null);
    }
  };

  if (sentTo) {
    return (
      <AuthCard live>
        <h1>{t('signup.sentTitle')}</h1>
        <p>
          <AddressText i18nKey="signup.sentText" email={sentTo} />
        </p>
        <ButtonLink to={paths.cardInfoAfterSignUp.getHref()} fullWidth>
          {t('signup.continue')}
        </ButtonLink>
        <ResendVerificationButton email={sentTo} variant="link" send={resendVerificationEmail} />
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <h1>{t('signup.title')}</h1>
      <p className="muted">{t('signup.intro')}</p>
      <GoogleSignIn
        label={t('signup.google')}
        loading={busy === 'google'}
        onBusy={(on) => setBusy(on ? 'google' : null)}
        onError={setError}
        onSignedIn={() => navigate(paths.cardInfo.getHref())}
      />
      <p className="divider">{t('or')}</p>
      <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <AuthField kind="name" value={name} onValue={setName} />
        <AuthField kind="email" value={email} onValue={setEmail} />
        <AuthField kind="choosePassword" value={password} onValue={setPassword} />
        <p className="muted small">
          <Trans
            t={t}
            i18nKey="signup.agree"
            components={{
              terms: <Link to={paths.terms.getHref()} />,
              privacy: <Link to={paths.privacyPolicy.getHref()} />,
            }}
          />
        </p>
        <AuthFormError error={error} />
        <Button type="submit" fullWidth loading={busy === 'email'} disabled={busy !== null}>
          {t('signup.submit')}
        </Button>
      </form>
      <p className="auth-card__switch">
        <Trans
          t={t}
          i18nKey="signup.haveAccount"
          components={{ login: <Link to={paths.login.getHref()} /> }}
        />
      </p>
    </AuthCard>
  );
}
