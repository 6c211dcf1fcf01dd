import { useState } from 'react';
import { Button } from '@/components/button';
import { isPopupDismissed, loginErrorMessage } from '@/lib/auth-errors';
import { type EmulatedGoogleAccount, signInWithGoogle, usesEmulatedGoogle } from '../api/auth-api';
import { EmulatedGoogleDialog } from './emulated-google-dialog';

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.2C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.9-6.2C1 16.5 0 20.1 0 24s1 7.5 2.7 10.9l7.9-6.2z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.2C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/** The third-party account button (Google). */
function GoogleButton({
  label,
  onClick,
  loading,
}: {
  label: string;
  onClick: () => void;
  loading: boolean;
}) {
  return (
    <Button variant="secondary" fullWidth icon={<GoogleMark />} loading={loading} onClick={onClick}>
      {label}
    </Button>
  );
}

/**
 * Sign-in with Google, for sign-up and login: the button, and on the local stack the stand-in
 * account chooser it opens instead of Google's popup. The page keeps the busy and error state (its
 * e-mail form shares them) and decides where a signed-in member goes; a popup the visitor closed
 * is no error.
 */
export function GoogleSignIn({
  label,
  loading,
  onBusy,
  onError,
  onSignedIn,
}: {
  label: string;
  loading: boolean;
  /** True while signing in; false again when it failed (a signed-in member is on the way out). */
  onBusy: (busy: boolean) => void;
  onError: (error: string | null) => void;
  onSignedIn: (outcome: { hasCards: boolean }) => void | Promise<void>;
}) {
  const [dialogOpen, setDialogOpen] = useState(false);

  const signIn = async (account?: EmulatedGoogleAccount) => {
    onError(null);
    onBusy(true);
    try {
      await onSignedIn(await signInWithGoogle(account));
    } catch (caught) {
      if (!isPopupDismissed(caught)) onError(loginErrorMessage(caught));
      onBusy(false);
    }
  };

  const start = () => {
    if (usesEmulatedGoogle()) setDialogOpen(true);
    else void signIn();
  };

  return (
    <>
      <GoogleButton label={label} loading={loading} onClick={start} />
      <EmulatedGoogleDialog
        open={dialogOpen}
        onCancel={() => setDialogOpen(false)}
        onSubmit={(account) => {
          setDialogOpen(false);
          void signIn(account);
        }}
      />
    </>
  );
}
