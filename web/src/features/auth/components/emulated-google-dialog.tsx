import { EMAIL_PATTERN } from '@deals/shared';
import { type SubmitEvent, useId, useState } from 'react';
import { Button } from '@/components/button';
import { FormMessage } from '@/components/feedback';
import { Modal } from '@/components/modal';
import { TextField } from '@/components/text-field';
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
  const formId = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError('Invalid email address');
      return;
    }
    setError(null);
    onSubmit({ email, name });
  };

  return (
    <Modal
      open={open}
      title="Sign in with Google"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Sign in with Google.com
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" noValidate onSubmit={submit}>
        <FormMessage tone="info">
          Local emulator: no real Google account is used. Any address signs in as a Google user.
        </FormMessage>
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField label="Display name" value={name} onChange={(e) => setName(e.target.value)} />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      </form>
    </Modal>
  );
}
