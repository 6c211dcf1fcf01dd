import { MESSAGES } from '@deals/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import { useMessage } from '@/lib/i18n/use-message';
import { useToast } from '@/lib/toast';
import {
  type ShareEnvironment,
  type SharePayload,
  browserShareEnvironment,
  shareDeal,
} from '../utils/share';

/** Share the deal: system dialog, else clipboard with a toast, else WhatsApp. */
export function ShareButton({
  payload,
  environment,
}: {
  payload: SharePayload;
  environment?: ShareEnvironment;
}) {
  const { t } = useTranslation('deal');
  const message = useMessage();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const outcome = await shareDeal(payload, environment ?? browserShareEnvironment());
      if (outcome === 'copied') toast(message(MESSAGES.linkCopied), 'success');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void onClick()} disabled={busy}>
      {t('dealPage.share')}
    </Button>
  );
}
