/**
 * Validators in shared/ return the English message to show (MESSAGES). `useMessage()` turns such a
 * text into the current language by finding its key; any other text (a server's own words) is
 * shown as it came.
 */
import { MESSAGES } from '@deals/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const keyOf = new Map<string, keyof typeof MESSAGES>(
  Object.entries(MESSAGES).map(([key, text]) => [text, key as keyof typeof MESSAGES]),
);

export function useMessage(): (text: string) => string {
  const { t } = useTranslation('messages');
  return useCallback(
    (text: string) => {
      const key = keyOf.get(text);
      return key === undefined ? text : t(key);
    },
    [t],
  );
}
