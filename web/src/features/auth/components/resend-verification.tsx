import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import { FormMessage } from '@/components/feedback';
import { authErrorMessage, useAuthMessage } from '@/lib/auth-errors';
import { useFormat } from '@/lib/i18n/format';

/** Seconds before another verification e-mail may be asked for (the provider throttles too). */
export const RESEND_COOLDOWN_S = 60;

/** "Resend verification e-mail", with a cooldown and a clear result. */
export function ResendVerificationButton({
  email,
  send,
  variant = 'secondary',
}: {
  email: string | null;
  send: () => Promise<void>;
  variant?: 'primary' | 'secondary' | 'link';
}) {
  const [busy, setBusy] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const format = useFormat();
  // What happened, put into words when shown, so a language switch re-words it.
  const [result, setResult] = useState<
    { tone: 'success'; email: string | null } | { tone: 'error'; text: string } | null
  >(null);

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const onClick = async () => {
    setBusy(true);
    setResult(null);
    try {
      await send();
      setResult({ tone: 'success', email });
      setSecondsLeft(RESEND_COOLDOWN_S);
    } catch (caught) {
      setResult({ tone: 'error', text: authErrorMessage(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack stack--tight">
      <Button
        variant={variant}
        loading={busy}
        disabled={busy || secondsLeft > 0}
        onClick={() => void onClick()}
      >
        {secondsLeft > 0
          ? t('resend.cooldown', { seconds: format.number(secondsLeft) })
          : t('resend.button')}
      </Button>
      {result?.tone === 'success' ? (
        <FormMessage tone="success">
          {result.email ? t('resend.sentTo', { email: result.email }) : t('resend.sent')}
        </FormMessage>
      ) : null}
      {result?.tone === 'error' ? (
        <FormMessage tone="error">{message(result.text)}</FormMessage>
      ) : null}
    </div>
  );
}
