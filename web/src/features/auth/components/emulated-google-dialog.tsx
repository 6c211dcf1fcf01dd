import { MESSAGES, isValidEmail } from '@deals/shared';
import { type SubmitEvent, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import { FormMessage } from '@/components/feedback';
import { Modal } from '@/components/modal';
import { TextField } from '@/components/text-field';
import { useMessage } from '@/lib/i18n/use-message';
import type { EmulatedGoogleAccount } from '../api/auth-api';

/**
 * The local stack's stand-in for Google's account chooser (see `usesEmulatedGoogle`): the same
 * two questions the Auth emulator's own page asks, e-mail and display name.
 */
export function EmulatedGoogleDialog({
  open,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  onCancel: () => void;
  onSubmit: (account: EmulatedGoogleAccount) => void;
}) {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const formId = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(MESSAGES.emailInvalid);
      return;
    }
    setError(null);
    onSubmit({ email, name });
  };

  return (
    <Modal
      open={open}
      title={t('googleDialog.title')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('googleDialog.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" noValidate onSubmit={submit}>
        <FormMessage tone="info">{t('googleDialog.note')}</FormMessage>
        <TextField
          label={t('fields.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t('fields.displayName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        {error ? <FormMessage tone="error">{message(error)}</FormMessage> : null}
      </form>
    </Modal>
  );
}
