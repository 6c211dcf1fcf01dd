import { MESSAGES, emailProblem, userNameProblem, validateSignUp } from '@deals/shared';
import { useEffect, useState } from 'react';
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

/** The name and address fields' own messages (keys of `messages`), absent when they read well. */
interface FieldErrors {
  name?: string | undefined;
  email?: string | undefined;
}

/** How each field is judged: as firestore.rules judge the stored name, and as mail can be sent. */
const PROBLEM = { name: userNameProblem, email: emailProblem } as const;
const NAME_ID = 'signup-name';
const EMAIL_ID = 'signup-email';

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
  // What is wrong with the name or the address, under the field: said when the field is left or
  // the form is sent, and followed as it is corrected.
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // After a refused send, the first field in error takes the focus (and its message is read out).
  // A new object on each refusal, so a second refusal of the same field moves the focus again.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  const check = (field: keyof FieldErrors, value: string, always = false) => {
    if (!always && fieldErrors[field] === undefined) return;
    const problem = value.trim() === '' ? undefined : (PROBLEM[field](value) ?? undefined);
    setFieldErrors((current) => ({ ...current, [field]: problem }));
  };

  const onSubmit = async () => {
    const invalid = validateSignUp({ name, email, password });
    const found: FieldErrors =
      invalid === null || invalid === MESSAGES.fillAllFields
        ? {}
        : {
            name: userNameProblem(name) ?? undefined,
            email: emailProblem(email) ?? undefined,
          };
    setFieldErrors(found);
    const inline = found.name !== undefined || found.email !== undefined;
    setError(inline ? null : invalid);
    if (inline) setFocusTarget({ id: found.name !== undefined ? NAME_ID : EMAIL_ID });
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
      <AuthField
        kind="name"
        id={NAME_ID}
        value={name}
        error={fieldErrors.name}
        onValue={(next) => {
          setName(next);
          check('name', next);
        }}
        onLeave={() => check('name', name, true)}
      />
      <AuthField
        kind="email"
        id={EMAIL_ID}
        value={email}
        error={fieldErrors.email}
        onValue={(next) => {
          setEmail(next);
          check('email', next);
        }}
        onLeave={() => check('email', email, true)}
      />
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
