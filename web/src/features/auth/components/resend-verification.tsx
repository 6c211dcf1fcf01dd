import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { FormMessage } from '@/components/feedback';
import { authErrorMessage } from '@/lib/auth-errors';

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
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

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
      setResult({
        tone: 'success',
        text: `We sent a new verification link${email ? ` to ${email}` : ''}. Check your inbox (and spam folder).`,
      });
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
        {secondsLeft > 0 ? `Resend available in ${secondsLeft} s` : 'Resend verification email'}
      </Button>
      {result ? <FormMessage tone={result.tone}>{result.text}</FormMessage> : null}
    </div>
  );
}
