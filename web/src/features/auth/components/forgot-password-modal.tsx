import { RESET_MODAL_CLOSE_MS, validateReset } from '@deals/shared';
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import { FormMessage } from '@/components/feedback';
import { Modal } from '@/components/modal';
import { resetErrorMessage } from '@/lib/auth-errors';
import { sendResetLink } from '../api/auth-api';
import { AuthField, AuthFormError } from './auth-form';

/** "Forgot password?": e-mail, Cancel, Send Reset Link; closes 3 s after success. */
export function ForgotPasswordModal({
  open,
  initialEmail,
  onClose,
}: {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  const formId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);

  // Each opening starts fresh, prefilled with whatever the login form holds.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setEmail(initialEmail);
      setError(null);
      setSent(false);
    }
  }

  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(onClose, RESET_MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent, onClose]);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const invalid = validateReset({ email });
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await sendResetLink(email);
      setSent(true);
    } catch (caught) {
      setError(resetErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('forgotPassword.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={sent}>
            {t('forgotPassword.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p className="muted">{t('forgotPassword.intro')}</p>
        <AuthField
          kind="email"
          value={email}
          onValue={(value) => {
            // A refusal is about what was sent; once the address changes it no longer applies.
            setEmail(value);
            setError(null);
          }}
        />
        <AuthFormError error={error} />
        {sent ? <FormMessage tone="success">{t('forgotPassword.sent')}</FormMessage> : null}
      </form>
    </Modal>
  );
}
