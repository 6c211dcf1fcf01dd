import type { ReactNode, SubmitEvent } from 'react';
import { Button } from '@/components/button';
import { useTranslation } from '@/lib/i18n/react';
import { AuthCard } from './auth-form';
import { GoogleSignIn } from './google-button';

/** What a sign-in page is busy with: its e-mail form, Google, or nothing. */
export type SignInBusy = 'email' | 'google' | null;

/**
 * Login's and sign-up's card: the title and intro, Google first, then "or" and the e-mail form
 * (`children` are its fields and messages, above the submit button), and `footer` below it. The
 * page keeps the busy and error state, which Google and the form share.
 */
export function SignInCard({
  title,
  intro,
  googleLabel,
  submitLabel,
  busy,
  setBusy,
  setError,
  onGoogleSignedIn,
  onSubmit,
  children,
  footer,
}: {
  title: string;
  intro: string;
  googleLabel: string;
  submitLabel: string;
  busy: SignInBusy;
  setBusy: (busy: SignInBusy) => void;
  setError: (error: string | null) => void;
  onGoogleSignedIn: (outcome: { hasCards: boolean }) => void | Promise<void>;
  onSubmit: () => Promise<void>;
  children: ReactNode;
  footer: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <AuthCard>
      <h1>{title}</h1>
      <p className="muted">{intro}</p>
      <GoogleSignIn
        label={googleLabel}
        loading={busy === 'google'}
        onBusy={(on) => setBusy(on ? 'google' : null)}
        onError={setError}
        onSignedIn={onGoogleSignedIn}
      />
      <p className="divider">{t('or')}</p>
      <form className="stack" noValidate onSubmit={submit}>
        {children}
        <Button type="submit" fullWidth loading={busy === 'email'} disabled={busy !== null}>
          {submitLabel}
        </Button>
      </form>
      {footer}
    </AuthCard>
  );
}
