/**
 * The deal form's errors in the current language. shared/'s dealFormSchema says them in English;
 * each of those texts is a key of `admin:errors`, so an error is looked up by what it said. Any
 * other text goes through useMessage (lib/'s write errors), else is shown as it came (the import
 * schema's summary, a server's own words).
 */
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useMessage } from '@/lib/i18n/use-message';
import { en } from '@/locales/en';

type ErrorKey = keyof typeof en.admin.errors;

const keyOf = new Map<string, ErrorKey>(
  (Object.entries(en.admin.errors) as [ErrorKey, string][]).map(([key, text]) => [text, key]),
);

/** The key of a deal form error's English text, if it is one of ours. */
export function formErrorKey(text: string): ErrorKey | undefined {
  return keyOf.get(text);
}

export function useFormError(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation('admin');
  const message = useMessage();
  return useCallback(
    (text: string | undefined) => {
      if (text === undefined) return undefined;
      const key = keyOf.get(text);
      return key === undefined ? message(text) : t(`errors.${key}`);
    },
    [t, message],
  );
}
