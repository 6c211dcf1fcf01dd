import { validateSignUp } from '@deals/shared';
import { type SubmitEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/button';
import { FormMessage } from '@/components/feedback';
import { PasswordField, TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import {
  isPopupDismissed,
  loginErrorMessage,
  signUpErrorMessage,
  useAuthMessage,
} from '@/lib/auth-errors';
import { resendVerificationEmail } from '@/lib/session/verification';
import { usePageTitle } from '@/lib/use-page-title';
import {
  type EmulatedGoogleAccount,
  signInWithGoogle,
  signUpWithEmail,
  usesEmulatedGoogle,
} from '../api/auth-api';
import { EmulatedGoogleDialog } from '../components/emulated-google-dialog';
import { GoogleButton } from '../components/google-button';
import { ResendVerificationButton } from '../components/resend-verification';

type Busy = 'email' | 'google' | null;

export default function SignupRoute() {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  usePageTitle(t('signup.pageTitle'));
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [googleDialogOpen, setGoogleDialogOpen] = useState(false);
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

  const onGoogle = async (account?: EmulatedGoogleAccount) => {
    setError(null);
    setBusy('google');
    try {
      await signInWithGoogle(account);
      await navigate(paths.cardInfo.getHref());
    } catch (caught) {
      if (!isPopupDismissed(caught)) setError(loginErrorMessage(caught));
      setBusy(null);
    }
  };

  if (sentTo) {
    return (
      <section className="page page--narrow">
        <div className="card stack auth-card" aria-live="polite">
          <h1>{t('signup.sentTitle')}</h1>
          <p>
            <Trans<'signup.sentText', 'auth'>
              t={t}
              i18nKey="signup.sentText"
              values={{ email: sentTo }}
              components={{ strong: <strong /> }}
            />
          </p>
          <ButtonLink to={paths.cardInfoAfterSignUp.getHref()} fullWidth>
            {t('signup.continue')}
          </ButtonLink>
          <ResendVerificationButton email={sentTo} variant="link" send={resendVerificationEmail} />
        </div>
      </section>
    );
  }

  const startGoogle = () => {
    if (usesEmulatedGoogle()) setGoogleDialogOpen(true);
    else void onGoogle();
  };

  return (
    <section className="page page--narrow">
      <div className="card stack auth-card">
        <h1>{t('signup.title')}</h1>
        <p className="muted">{t('signup.intro')}</p>
        <GoogleButton
          label={t('signup.google')}
          loading={busy === 'google'}
          onClick={startGoogle}
        />
        <p className="divider">{t('or')}</p>
        <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            label={t('fields.name')}
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label={t('fields.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <PasswordField
            label={t('fields.password')}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
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
          {error ? <FormMessage tone="error">{message(error)}</FormMessage> : null}
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
      </div>
      <EmulatedGoogleDialog
        open={googleDialogOpen}
        onCancel={() => setGoogleDialogOpen(false)}
        onSubmit={(account) => {
          setGoogleDialogOpen(false);
          void onGoogle(account);
        }}
      />
    </section>
  );
}
