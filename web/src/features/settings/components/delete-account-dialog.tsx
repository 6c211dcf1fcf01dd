import { type SubmitEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '@/lib/rtk/api';
import { useAppDispatch } from '@/app/hooks';
import { authStateChanged } from '@/lib/session/auth-slice';
import { Button } from '@/components/button';
import { FormMessage } from '@/components/feedback';
import { Modal } from '@/components/modal';
import { PasswordField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { deleteAccountErrorMessage, isPopupDismissed } from '@/lib/auth-errors';
import { clearLocalStorage } from '@/lib/storage/local-cache';
import { deleteAccount } from '../api/account-api';

/**
 * Confirms account deletion. Password accounts type their password (Firebase needs a recent
 * sign-in to delete); Google accounts confirm in the provider's popup.
 */
export function DeleteAccountDialog({
  open,
  usesPassword,
  onClose,
}: {
  open: boolean;
  usesPassword: boolean;
  onClose: () => void;
}) {
  const formId = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (usesPassword && password === '') {
      setError('Please enter your password to confirm');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(usesPassword ? password : null);
      clearLocalStorage();
      dispatch(authStateChanged(null));
      dispatch(api.util.resetApiState());
      await navigate(paths.landingAlias.getHref(), { replace: true });
    } catch (caught) {
      if (!isPopupDismissed(caught)) setError(deleteAccountErrorMessage(caught));
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Delete Account"
      role="alertdialog"
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={busy}>
            Delete Account
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p>
          This permanently deletes your account, your saved cards and your favourite deals. This
          cannot be undone.
        </p>
        {usesPassword ? (
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : null}
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      </form>
    </Modal>
  );
}
