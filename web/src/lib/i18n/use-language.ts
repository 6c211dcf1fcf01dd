/**
 * The interface language for components: the current one, and a switch that lays the page out
 * again, remembers the choice on this device and, for a signed-in member, in their user document
 * so their other devices start in it too.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from './react';
import { useSelector } from 'react-redux';
import { selectSessionUser } from '@/lib/session/auth-slice';
import { useGetUserDocQuery } from '@/lib/user/user-doc-api';
import { useSetUserLanguageMutation } from '@/lib/user/user-language-api';
import { currentLanguage, switchLanguage } from './language';
import type { Language } from './languages';

export function useLanguage(): {
  language: Language;
  setLanguage: (language: Language) => Promise<void>;
} {
  // Subscribes to language changes, so every user of the hook re-renders on a switch.
  useTranslation();
  const uid = useSelector(selectSessionUser)?.uid;
  const [saveForMember] = useSetUserLanguageMutation();
  const setLanguage = useCallback(
    async (language: Language) => {
      await switchLanguage(language);
      // Kept on the device whatever happens; the member's document is a convenience for their
      // other devices, so a failed write (offline) is retried by Firestore, not shown.
      if (uid !== undefined) void saveForMember({ uid, language });
    },
    [uid, saveForMember],
  );
  return { language: currentLanguage(), setLanguage };
}

/**
 * A member who chose a language on another device gets it here once their document loads. Only
 * the first answer counts: after that, this device's own switch is the latest choice.
 */
export function useMemberLanguage(uid: string): void {
  const { data } = useGetUserDocQuery(uid);
  const adopted = useRef(false);
  const saved = data?.Language;
  useEffect(() => {
    if (adopted.current || data === undefined) return;
    adopted.current = true;
    if (saved !== undefined && saved !== currentLanguage()) void switchLanguage(saved);
  }, [data, saved]);
}
