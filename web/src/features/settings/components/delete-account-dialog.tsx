import { type SubmitEvent, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useNavigate } from 'react-router-dom';
import { api } from '@/lib/rtk/api';
import { useAppDispatch } from '@/app/hooks';
import { authStateChanged } from '@/lib/session/auth-slice';
import { leaveSession } from '@/lib/session/leave';
import { FormMessage } from '@/components/feedback';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PasswordField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { deleteAccountErrorMessage, isPopupDismissed, useAuthMessage } from '@/lib/auth-errors';
import { en } from '@/locales/en';
import { clearLocalStorage } from '@/lib/storage/local-cache';
import { deleteAccount } from '../api/account-api';
import { useToast } from '@/lib/toast';

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
  const { t } = useTranslation('settings');
  const message = useAuthMessage();
  const formId = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const [password, setPassword] = useState('');
  // An English sentence (this dialog's or an error mapper's), put into words when shown.
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (usesPassword && password === '') {
      setError(en.settings.deleteAccount.enterPassword);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await leaveSession(
        dispatch,
        async () => {
          await deleteAccount(usesPassword ? password : null);
          clearLocalStorage();
          dispatch(authStateChanged(null));
          dispatch(api.util.resetApiState());
        },
        () => {
          void navigate(paths.landingAlias.getHref(), { replace: true });
          // The landing alone would not say that anything happened.
          toast(t('deleteAccount.done'), 'success');
        },
      );
    } catch (caught) {
      if (!isPopupDismissed(caught)) setError(deleteAccountErrorMessage(caught));
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('deleteAccount.title')}
      cancelLabel={t('deleteAccount.cancel')}
      confirmLabel={t('deleteAccount.submit')}
      danger
      busy={busy}
      onCancel={onClose}
      form={formId}
    >
      <form id={formId} className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p>{t('deleteAccount.warning')}</p>
        {usesPassword ? (
          <PasswordField
            label={t('deleteAccount.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : null}
        {error ? (
          <FormMessage tone="error">
            {error === en.settings.deleteAccount.enterPassword
              ? t('deleteAccount.enterPassword')
              : message(error)}
          </FormMessage>
        ) : null}
      </form>
    </ConfirmDialog>
  );
}
