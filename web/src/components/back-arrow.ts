import { useTranslation } from '@/lib/i18n/react';

/**
 * The arrow of a Back control: it points to where the page came from, which is the start of the
 * line: left in English, right in Urdu (right to left).
 */
export function useBackArrow(): string {
  const { i18n } = useTranslation();
  return i18n.dir(i18n.language) === 'rtl' ? '→' : '←';
}
