import { validateSignUp } from '@deals/shared';
import { type SubmitEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/button';
import { FormMessage } from '@/components/feedback';
import { PasswordField, TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { isPopupDismissed, loginErrorMessage, signUpErrorMessage } from '@/lib/auth-errors';
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
  usePageTitle('Sign up');
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
          <h1>Verification Email Sent!</h1>
          <p>
            We sent a verification link to <strong>{sentTo}</strong>. Please check your inbox and
            click the link to verify your email address.
          </p>
          <ButtonLink to={paths.cardInfoAfterSignUp.getHref()} fullWidth>
            Continue
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
        <h1>Discover Deals, Anytime, Anywhere</h1>
        <p className="muted">Create your account to see the deals on your own cards.</p>
        <GoogleButton
          label="Sign up with Google"
          loading={busy === 'google'}
          onClick={startGoogle}
        />
        <p className="divider">or</p>
        <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <p className="muted small">
            By signing up you agree to our{' '}
            <Link to={paths.terms.getHref()}>Terms and Conditions</Link> and{' '}
            <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link>.
          </p>
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          <Button type="submit" fullWidth loading={busy === 'email'} disabled={busy !== null}>
            Sign Up
          </Button>
        </form>
        <p className="auth-card__switch">
          Already have an account? <Link to={paths.login.getHref()}>Log in</Link>
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
