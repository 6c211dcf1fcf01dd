import { validateSignUp } from '@deals/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useNavigate } from 'react-router-dom';
import { LinkedText } from '@/components/linked-text';
import { paths } from '@/config/paths';
import { signUpErrorMessage } from '@/lib/auth-errors';
import { resendVerificationEmail } from '@/lib/session/verification';
import { usePageTitle } from '@/lib/use-page-title';
import { signUpWithEmail } from '../api/auth-api';
import {
  AddressText,
  AuthCard,
  AuthField,
  AuthFormError,
  AuthOutcome,
} from '../components/auth-form';
import { ResendVerificationButton } from '../components/resend-verification';
import { SignInCard, type SignInBusy } from '../components/sign-in-card';

export default function SignupRoute() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signup.pageTitle'));
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<SignInBusy>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async () => {
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
        <AuthOutcome
          title={t('signup.sentTitle')}
          text={<AddressText i18nKey="signup.sentText" email={sentTo} />}
          to={paths.cardInfoAfterSignUp.getHref()}
          action={t('signup.continue')}
        >
          <ResendVerificationButton email={sentTo} variant="link" send={resendVerificationEmail} />
        </AuthOutcome>
      </AuthCard>
    );
  }

  return (
    <SignInCard
      title={t('signup.title')}
      intro={t('signup.intro')}
      googleLabel={t('signup.google')}
      submitLabel={t('signup.submit')}
      busy={busy}
      setBusy={setBusy}
      setError={setError}
      onGoogleSignedIn={() => navigate(paths.cardInfo.getHref())}
      onSubmit={onSubmit}
      footer={
        <p className="auth-card__switch">
          <LinkedText t={t} i18nKey="signup.haveAccount" links={{ login: paths.login.getHref() }} />
        </p>
      }
    >
      <AuthField kind="name" value={name} onValue={setName} />
      <AuthField kind="email" value={email} onValue={setEmail} />
      <AuthField kind="choosePassword" value={password} onValue={setPassword} />
      <p className="muted small">
        <LinkedText
          t={t}
          i18nKey="signup.agree"
          links={{ terms: paths.terms.getHref(), privacy: paths.privacyPolicy.getHref() }}
        />
      </p>
      <AuthFormError error={error} />
    </SignInCard>
  );
}
