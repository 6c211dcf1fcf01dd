/**
 * The interface language for components: the current one, and a switch that lays the page out
 * again, remembers the choice on this device and, for a signed-in member, in their user document
 * so their other devices start in it too (use-member-language.ts reads it there).
 */
import { useCallback } from 'react';
import { useTranslation } from './react';
import { useSelector } from 'react-redux';
import { selectSessionUser } from '@/lib/session/auth-slice';
import { saveUserLanguage } from '@/lib/user/user-doc-writes';
import { currentLanguage, switchLanguage } from './language';
import type { Language } from './languages';

export function useLanguage(): {
  language: Language;
  setLanguage: (language: Language) => Promise<void>;
} {
  // Subscribes to language changes, so every user of the hook re-renders on a switch.
  useTranslation();
  const uid = useSelector(selectSessionUser)?.uid;
  const setLanguage = useCallback(
    async (language: Language) => {
      await switchLanguage(language);
      // Kept on the device whatever happens; the member's document is a convenience for their
      // other devices, so a failed write (offline) is retried by Firestore, not shown.
      if (uid !== undefined) saveUserLanguage(uid, language).catch(() => undefined);
    },
    [uid],
  );
  return { language: currentLanguage(), setLanguage };
}
