import type { AppNotification } from '@deals/shared';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/react';

/**
 * A notification's title and body in the reader's language, made from the deal's words stored
 * with it; one written before those were kept shows its stored English sentences.
 */
export function useNotificationText(): (n: AppNotification) => { title: string; body: string } {
  const { t, i18n } = useTranslation('notifications');
  const rightToLeft = i18n.language === 'ur';
  return useCallback(
    (n: AppNotification) => {
      if (n.details === null) return { title: n.title, body: n.body };
      // The deal's own words are mostly English: in an Urdu sentence each is set apart (first-strong
      // isolate), or "15% off" is laid out right to left and reads "off %15".
      const own = (text: string) => (rightToLeft && text !== '' ? `\u2068${text}\u2069` : text);
      const { deal, discount, bank, until } = n.details;
      const values = { deal: own(deal), discount: own(discount), bank: own(bank), until };
      const title = t(`text.${n.kind}.title`, values);
      if (n.kind === 'favourite-expiring' && until === '')
        return { title, body: t('text.favourite-expiring.bodyNoDate', values) };
      return { title, body: t(`text.${n.kind}.body`, values) };
    },
    [t, rightToLeft],
  );
}
