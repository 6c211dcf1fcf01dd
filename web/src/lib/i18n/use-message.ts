/**
 * Validators in shared/ and the error mappers in lib/ return the English text to show; every such
 * text lives in the `messages` namespace (locales/en/messages.ts). `useMessage()` turns one into
 * the current language by finding its key; any other text (a server's own words) is shown as it
 * came.
 */
import { useCallback } from 'react';
import { useTranslation } from './react';
import { messages } from '@/locales/en/messages';

type Tree = { readonly [key: string]: string | Tree };

function keysByText(tree: Tree, prefix = '', into = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      if (!into.has(value)) into.set(value, path);
    } else keysByText(value, path, into);
  }
  return into;
}

const keyOf = keysByText(messages);

export function useMessage(): (text: string) => string {
  const { t } = useTranslation('messages');
  return useCallback(
    (text: string) => {
      const key = keyOf.get(text);
      // The key was read from the English resources, so it names a text in both languages.
      return key === undefined ? text : t(key as never);
    },
    [t],
  );
}
